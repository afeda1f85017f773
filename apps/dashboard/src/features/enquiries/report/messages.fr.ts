import type { Widen } from '../../../i18n';
import type { EnquiryReportMessagesEn } from './messages';

/** The French texts of the enquiries report (typed by the English shape in messages.ts). */
export const fr: Widen<EnquiryReportMessagesEn> = {
  title: 'Rapport des demandes',
  description: 'Volume, conversion et rapidité des demandes reçues sur la période.',
  loading: 'Chargement du rapport',
  loadError: 'Le rapport n’a pas pu être chargé.',
  stats: {
    received: 'Demandes reçues',
    booked: 'Réservées',
    firstOffer: 'Délai médian avant la première offre',
    firstOfferCount:
      '{count, plural, =0 {Aucune demande proposée} one {# demande proposée} other {# demandes proposées}}',
  },
  hours: '{count, plural, one {# heure} other {# heures}}',
  none: '—',
  bySource: 'Volume par source',
  byCompany: 'Volume par société',
  byAgent: 'Volume par agent',
  funnel: 'Entonnoir par statut',
  decided: '{won} sur {decided} tranchées',
  winRateByAssignee: 'Taux de réussite par responsable',
  lostReasons: 'Raisons de perte',
  noAgent: 'Sans agent',
  noCompany: 'Sans société',
  unassigned: 'Non assignée',
  columns: {
    name: 'Nom',
    count: 'Demandes',
    won: 'Réservées',
    decided: 'Tranchées',
    month: 'Mois',
    source: 'Source',
    company: 'Société',
    agent: 'Agent',
    reason: 'Raison',
    status: 'Statut',
  },
  empty: 'Aucune demande sur cette période.',
  retry: 'Réessayer',
};

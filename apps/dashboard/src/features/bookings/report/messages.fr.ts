import type { Widen } from '../../../i18n';
import type { BookingReportMessagesEn } from './messages';

/** The French texts of the bookings report (typed by the English shape in messages.ts). */
export const fr: Widen<BookingReportMessagesEn> = {
  title: 'Rapport des réservations',
  description:
    'Nuits réservées, chiffre d’affaires, coût et marge des réservations en cours, {from} – {to}.',
  loading: 'Chargement du rapport',
  loadError: 'Le rapport n’a pas pu être chargé.',
  retry: 'Réessayer',
  empty: 'Aucune nuit réservée sur cette période',
  emptyText: 'Choisissez une autre période, ou consultez la liste des réservations.',
  stats: {
    nights: 'Nuits réservées',
    nightsHint: '{count, plural, one {# réservation} other {# réservations}}',
    revenue: 'Chiffre d’affaires',
    revenueHint: 'Coût {cost}',
    margin: 'Marge',
    marginHint: '{percent} du chiffre d’affaires',
    averageStay: 'Séjour moyen (nuits)',
    averageStayHint: 'Séjours entiers, prolongations comprises',
    nightlyRate: 'Prix moyen par nuit',
    nightlyRateHint: 'Chiffre d’affaires par nuit réservée',
    extensions: 'Taux de prolongation',
    extensionsHint:
      '{extended} sur {count, plural, one {# réservation} other {# réservations}} prolongées',
  },
  sections: {
    byMonth: 'Par mois',
    byCompany: 'Par société',
    byCity: 'Par ville',
  },
  charts: {
    nightsByMonth: 'Nuits réservées par mois',
    revenueByMonth: 'Chiffre d’affaires par mois',
    revenueByCompany: 'Chiffre d’affaires par société',
    revenueByCity: 'Chiffre d’affaires par ville',
  },
  columns: {
    month: 'Mois',
    company: 'Société',
    city: 'Ville',
    nights: 'Nuits',
    bookings: 'Réservations',
    revenue: 'Chiffre d’affaires',
    cost: 'Coût',
    margin: 'Marge',
    marginPercent: 'Marge %',
  },
  total: 'Total',
  noCompany: 'Sans société',
  noCity: 'Sans ville',
  none: '—',
  topOnly: 'Les {count} plus importantes en chiffre d’affaires ; le CSV les contient toutes.',
};

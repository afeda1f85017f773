import type { Widen } from '../../i18n';
import type { ReportingMessagesEn } from './messages';

/** The French texts of the reporting screen (typed by the English shape in messages.ts). */
export const fr: Widen<ReportingMessagesEn> = {
  title: 'Rapports',
  description:
    'Les chiffres de l’activité du {from} au {to}, chacun comparé au {previousFrom} – {previousTo}.',
  loading: 'Chargement des chiffres',
  loadError: 'Les chiffres n’ont pas pu être chargés.',
  retry: 'Réessayer',
  none: '—',
  previousValue: 'Avant : {value}',
  pointsChange: '{change} pts',
  tiles: {
    received: 'Demandes reçues',
    conversionHint: '{booked} réservées, {lost} perdues',
    bookings: 'Réservations',
    bookingsHint: '{nights, plural, one {# nuit} other {# nuits}}',
    occupancy: 'Occupation',
    occupancyHint: '{booked} nuits sur {available}',
    revenue: 'Chiffre d’affaires',
    revenueHint: 'Coût {cost}',
    margin: 'Marge',
    marginHint: '{percent} du chiffre d’affaires',
    invoiced: 'Facturé',
    invoicedHint: '{count, plural, one {# facture émise} other {# factures émises}}',
    received2: 'Paiements reçus',
    paidHint:
      '{count, plural, one {# facture réglée en partie ou en totalité} other {# factures réglées en partie ou en totalité}}',
    overdue: 'En retard aujourd’hui',
    overdueHint: '{count, plural, one {# facture échue} other {# factures échues}}',
  },
  help: {
    title: 'Comment ces chiffres sont calculés',
    enquiries:
      'Les demandes comptent le jour de leur réception ; les perdues ont été annulées ou jugées impossibles.',
    rate: '{rate} : {definition}',
    bookings:
      'Nuits, chiffre d’affaires, coût et marge sont ceux des réservations en cours ou terminées, chaque nuit dans son mois, les prolongations à leurs propres tarifs, dans la devise choisie.',
    occupancy:
      'L’occupation est le nombre de nuits réservées dans les logements disponibles aujourd’hui (hors logements temporaires), toutes devises, divisé par leurs nuits de la période moins celles bloquées par leurs propriétaires. Le parc est compté tel qu’il est aujourd’hui : un logement ajouté ou archivé pendant la période rend le chiffre approximatif.',
    invoices:
      'Le facturé compte les factures par date d’émission (hors brouillons et factures annulées) ; les paiements par jour de réception. Les impayés sont ceux d’aujourd’hui : le solde dû de chaque facture ouverte, selon le retard sur son échéance.',
    previous:
      'La période précédente a la même durée : autant de mois entiers si la période est en mois entiers, sinon autant de jours.',
  },
  sections: {
    summary: 'Comparé à la période précédente',
    months: 'Par mois',
    lostReasons: 'Pourquoi des demandes ont été perdues',
    companies: 'Principales sociétés clientes',
    agents: 'Principaux agents',
    debt: 'Balance âgée',
  },
  charts: {
    revenue: 'Chiffre d’affaires et marge par mois',
    enquiries: 'Demandes reçues par mois',
    debt: 'Solde dû par ancienneté',
    companies: 'Chiffre d’affaires par société',
    agents: 'Chiffre d’affaires par agent',
  },
  columns: {
    figure: 'Indicateur',
    period: 'Cette période',
    previous: 'Période précédente',
    change: 'Évolution',
    month: 'Mois',
    received: 'Reçues',
    booked: 'Réservées',
    nights: 'Nuits',
    revenue: 'Chiffre d’affaires',
    cost: 'Coût',
    margin: 'Marge',
    marginPercent: 'Marge %',
    invoiced: 'Facturé',
    reason: 'Motif',
    enquiries: 'Demandes',
    bookings: 'Réservations',
    company: 'Société',
    agent: 'Agent',
    age: 'Ancienneté',
    invoices: 'Factures',
    balance: 'Solde',
  },
  buckets: {
    current: 'Non échues',
    days1to30: '1 à 30 jours',
    days31to60: '31 à 60 jours',
    days61to90: '61 à 90 jours',
    over90: 'Plus de 90 jours',
  },
  debtAsOf:
    'Soldes dus au {date} : {amount} sur {count, plural, one {# facture} other {# factures}}.',
  total: 'Total',
  noReason: 'Sans motif',
  emptyTable: 'Rien sur cette période',
  topOnly: 'Les {count} plus importants ; le CSV les contient tous.',
};

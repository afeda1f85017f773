import type { Widen } from '../../i18n';
import type { ReportMessagesEn } from './messages';

/** The French texts shared by the report screens (typed by the English shape in messages.ts). */
export const fr: Widen<ReportMessagesEn> = {
  period: 'Période',
  presets: {
    last12: '12 derniers mois',
    thisMonth: 'Ce mois-ci',
    lastMonth: 'Le mois dernier',
    quarter: 'Ce trimestre',
    year: 'Cette année',
    next3: '3 prochains mois',
    custom: 'Dates au choix',
  },
  customRange: 'Premier et dernier jour',
  chooseDates: 'Choisir les dates',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  tooLong: 'La période ne peut pas dépasser {years, plural, one {# an} other {# ans}}.',
  currency: 'Devise',
  loadingCalendar: 'Chargement du calendrier',
  csv: 'Télécharger en CSV',
  csvOf: 'Télécharger {table} en CSV',
  csvMenu: 'Choisir un tableau à télécharger en CSV',
  showData: 'Afficher les données',
  loadingData: 'Chargement des données',
  hideData: 'Masquer les données',
  none: '—',
  trend: {
    vsPrevious: '{change} sur la période précédente',
    points: '{change} pts sur la période précédente',
    noChange: 'Comme la période précédente',
    noPrevious: '—',
  },
  rates: {
    about: 'Ce que signifie « {rate} »',
    conversion: 'Conversion',
    conversionDefinition:
      'Part des demandes reçues dans la période devenues une réservation (réservées ÷ reçues).',
    winRate: 'Taux de réussite',
    winRateDefinition:
      'Part des demandes reçues dans la période et tranchées qui ont été réservées (réservées ÷ réservées ou perdues) ; les demandes encore ouvertes ne comptent pas.',
  },
};

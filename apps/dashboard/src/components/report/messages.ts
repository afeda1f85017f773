import { defineMessages } from '../../i18n';

/**
 * The texts every report screen shares (the period, the CSV, "Show data", the trends and the
 * rates' definitions): English here, French in messages.fr.ts (loaded when chosen).
 */
const en = {
  period: 'Period',
  presets: {
    last12: 'Last 12 months',
    thisMonth: 'This month',
    lastMonth: 'Last month',
    quarter: 'This quarter',
    year: 'This year',
    next3: 'Next 3 months',
    custom: 'Custom dates',
  },
  customRange: 'First and last day',
  chooseDates: 'Choose the dates',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  tooLong: 'The period can be at most {years, plural, one {# year} other {# years}}.',
  currency: 'Currency',
  loadingCalendar: 'Loading the calendar',
  csv: 'Download CSV',
  csvOf: 'Download {table} as CSV',
  csvMenu: 'Choose a table to download as CSV',
  showData: 'Show data',
  loadingData: 'Loading the data',
  hideData: 'Hide data',
  none: '—',
  trend: {
    vsPrevious: '{change} on the period before',
    points: '{change} pts on the period before',
    noChange: 'Same as the period before',
    noPrevious: '—',
  },
  rates: {
    about: 'What {rate} means',
    conversion: 'Conversion',
    conversionDefinition:
      'Of the enquiries received in the period, the share that became a booking (booked ÷ received).',
    winRate: 'Win rate',
    winRateDefinition:
      'Of the enquiries received in the period that are decided, the share booked (booked ÷ booked or lost); enquiries still open are left out.',
  },
} as const;

export type ReportMessagesEn = typeof en;

export const reportMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

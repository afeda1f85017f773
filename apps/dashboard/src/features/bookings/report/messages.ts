import { defineMessages } from '../../../i18n';

/** The bookings report's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  title: 'Bookings report',
  description: 'Nights booked, revenue, cost and margin of the live bookings, {from} – {to}.',
  loading: 'Loading the report',
  loadError: 'The report could not be loaded.',
  retry: 'Try again',
  empty: 'No nights booked in this period',
  emptyText: 'Choose another period, or check the bookings list.',
  stats: {
    nights: 'Nights booked',
    nightsHint: '{count, plural, one {# booking} other {# bookings}}',
    revenue: 'Revenue',
    revenueHint: 'Cost {cost}',
    margin: 'Margin',
    marginHint: '{percent} of revenue',
    averageStay: 'Average stay (nights)',
    averageStayHint: 'Whole stays, extensions included',
    nightlyRate: 'Average nightly rate',
    nightlyRateHint: 'Revenue per night booked',
    extensions: 'Extensions rate',
    extensionsHint: '{extended} of {count, plural, one {# booking} other {# bookings}} extended',
  },
  sections: {
    byMonth: 'By month',
    byCompany: 'By company',
    byCity: 'By city',
  },
  charts: {
    nightsByMonth: 'Nights booked by month',
    revenueByMonth: 'Revenue by month',
    revenueByCompany: 'Revenue by company',
    revenueByCity: 'Revenue by city',
  },
  columns: {
    month: 'Month',
    company: 'Company',
    city: 'City',
    nights: 'Nights',
    bookings: 'Bookings',
    revenue: 'Revenue',
    cost: 'Cost',
    margin: 'Margin',
    marginPercent: 'Margin %',
  },
  total: 'Total',
  noCompany: 'No company',
  noCity: 'No city',
  none: '—',
  topOnly: 'The {count} largest by revenue; the CSV has them all.',
} as const;

export type BookingReportMessagesEn = typeof en;

export const bookingReportMessages = defineMessages(en, () =>
  import('./messages.fr').then((m) => m.fr),
);

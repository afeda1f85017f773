import { defineMessages, type Widen } from '../../i18n';

/** The reporting screen's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  title: 'Reporting',
  description:
    'The business’s numbers for {from} – {to}, each beside {previousFrom} – {previousTo}.',
  loading: 'Loading the figures',
  loadError: 'The figures could not be loaded.',
  retry: 'Try again',
  none: '—',
  previousValue: 'Before: {value}',
  pointsChange: '{change} pts',
  tiles: {
    received: 'Enquiries received',
    conversionHint: '{booked} booked, {lost} lost',
    bookings: 'Bookings',
    bookingsHint: '{nights, plural, one {# night} other {# nights}}',
    occupancy: 'Occupancy',
    occupancyHint: '{booked} of {available} nights',
    revenue: 'Revenue',
    revenueHint: 'Cost {cost}',
    margin: 'Margin',
    marginHint: '{percent} of revenue',
    invoiced: 'Invoiced',
    invoicedHint: '{count, plural, one {# invoice issued} other {# invoices issued}}',
    received2: 'Payments received',
    paidHint: '{count, plural, one {# invoice paid towards} other {# invoices paid towards}}',
    overdue: 'Overdue today',
    overdueHint: '{count, plural, one {# invoice} other {# invoices}} past due',
  },
  help: {
    title: 'How these are counted',
    enquiries:
      'Enquiries count on the day they were received; lost ones were cancelled or not possible.',
    rate: '{rate}: {definition}',
    bookings:
      'Nights, revenue, cost and margin are those of live bookings (booked or complete), each night in the month it falls in, extensions at their own rates, in the chosen currency.',
    occupancy:
      'Occupancy is the nights booked at the properties available today (temporary ones left out), in every currency, divided by their nights in the period less the nights their landlords blocked. The stock is counted as it stands today, so a property added or archived during the period makes it approximate.',
    invoices:
      'Invoiced counts invoices by issue date (drafts and void ones left out); payments received by the day they came in. Debt is today’s: the balance still owed on each open invoice, by days past its due date.',
    previous:
      'The period before has the same length: as many whole months when the period is whole months, otherwise as many days.',
  },
  sections: {
    summary: 'Against the period before',
    months: 'By month',
    lostReasons: 'Why enquiries were lost',
    companies: 'Top client companies',
    agents: 'Top agents',
    debt: 'Aged debt',
  },
  charts: {
    revenue: 'Revenue and margin by month',
    enquiries: 'Enquiries received by month',
    debt: 'Balance owed by age',
    companies: 'Revenue by company',
    agents: 'Revenue by agent',
  },
  columns: {
    figure: 'Figure',
    period: 'This period',
    previous: 'Period before',
    change: 'Change',
    month: 'Month',
    received: 'Received',
    booked: 'Booked',
    nights: 'Nights',
    revenue: 'Revenue',
    cost: 'Cost',
    margin: 'Margin',
    marginPercent: 'Margin %',
    invoiced: 'Invoiced',
    reason: 'Reason',
    enquiries: 'Enquiries',
    bookings: 'Bookings',
    company: 'Company',
    agent: 'Agent',
    age: 'Age',
    invoices: 'Invoices',
    balance: 'Balance',
  },
  buckets: {
    current: 'Not yet due',
    days1to30: '1–30 days',
    days31to60: '31–60 days',
    days61to90: '61–90 days',
    over90: 'Over 90 days',
  },
  debtAsOf:
    'Balances owed on {date}: {amount} on {count, plural, one {# invoice} other {# invoices}}.',
  total: 'Total',
  noReason: 'No reason given',
  emptyTable: 'Nothing in this period',
  topOnly: 'The {count} largest; the CSV has them all.',
} as const;

export type ReportingMessagesEn = typeof en;
export type ReportingMessages = Widen<ReportingMessagesEn>;

export const reportingMessages = defineMessages(en, () =>
  import('./messages.fr').then((m) => m.fr),
);

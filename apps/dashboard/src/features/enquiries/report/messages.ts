import { defineMessages } from '../../../i18n';

/** The enquiries report's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  title: 'Enquiries report',
  description: 'Volume, conversion and speed of the enquiries received in the period.',
  loading: 'Loading the report',
  loadError: 'The report could not be loaded.',
  stats: {
    received: 'Enquiries received',
    booked: 'Booked',
    firstOffer: 'Median time to first offer',
    firstOfferCount:
      '{count, plural, =0 {No enquiry offered out yet} one {# enquiry offered out} other {# enquiries offered out}}',
  },
  hours: '{count, plural, one {# hour} other {# hours}}',
  none: '—',
  bySource: 'Volume by source',
  byCompany: 'Volume by company',
  byAgent: 'Volume by agent',
  funnel: 'Funnel by status',
  decided: '{won} of {decided} decided',
  winRateByAssignee: 'Win rate by assignee',
  lostReasons: 'Lost reasons',
  noAgent: 'No agent',
  noCompany: 'No company',
  unassigned: 'Unassigned',
  columns: {
    name: 'Name',
    count: 'Enquiries',
    won: 'Booked',
    decided: 'Decided',
    month: 'Month',
    source: 'Source',
    company: 'Company',
    agent: 'Agent',
    reason: 'Reason',
    status: 'Status',
  },
  empty: 'No enquiry in this period.',
  retry: 'Try again',
} as const;

export type EnquiryReportMessagesEn = typeof en;

export const enquiryReportMessages = defineMessages(en, () =>
  import('./messages.fr').then((m) => m.fr),
);

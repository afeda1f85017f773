import { defineMessages } from '../../../i18n';

/** The public property requests list (enquiries/requests). French in messages.fr.ts. */
const en = {
  title: 'Public requests',
  searchLabel: 'Search requests',
  searchPlaceholder: 'Reference, name or email',
  tabsLabel: 'Request status',
  tabs: { new: 'New', converted: 'Converted', closed: 'Closed' },
  total: '{count, plural, =0 {No requests} one {# request} other {# requests}}',
  emptyTitle: 'No requests here',
  emptyText: 'Requests sent through the public form, or that match your search, are listed here.',
  columns: {
    reference: 'Reference',
    from: 'From',
    stay: 'Stay',
    received: 'Received',
    action: 'Action',
  },
  openEnded: 'from {from}',
  range: '{from} – {to}',
  guests: '{count, plural, one {# guest} other {# guests}}',
  convert: 'Convert to enquiry',
  convertFor: 'Convert {reference} from {name} to an enquiry',
  openEnquiry: 'Open the enquiry',
  openEnquiryFor: 'Open the enquiry made from {reference}',
  closed: 'Closed',
} as const;

export type RequestsMessagesEn = typeof en;

export const requestsMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

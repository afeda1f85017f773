import { coreMessages } from '../../i18n/bundle';

/**
 * The sidebar and breadcrumb texts, the only ones the app's entry carries. The invoices
 * section's words are the app's shared ones (layout.menu for the sidebar, layout.segments for
 * the trail: English in the entry already, French loaded with the other shared texts), so the
 * descriptor adds no texts of its own to the entry; the screens' texts (messages.ts) load with
 * the screens. The invoice page's crumb is the invoice's number (`{ record: 'invoiceId' }`,
 * 'Draft invoice' before it is issued).
 */
export const invoicesNavMessages = coreMessages;

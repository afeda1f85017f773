import { defineMessages } from '../../i18n';

/**
 * The words of the related-records sections on the company, guest and property pages. French in
 * messages.fr.ts, loaded with the rest of the French texts.
 */
const en = {
  enquiries: {
    title: 'Enquiries',
    label: 'Enquiries of this record',
    total: '{count, plural, =0 {No enquiries} one {# enquiry} other {# enquiries}}',
    empty: 'No enquiries yet.',
    columns: { reference: 'Reference', guests: 'Guests', dates: 'Stay', status: 'Status' },
    // Spec §4 workflow statuses, exactly.
    statuses: {
      notAssigned: 'Not Assigned',
      assigned: 'Assigned',
      pending: 'Pending',
      approved: 'Approved',
      awaitingApproval: 'Awaiting Approval',
      awaitingResponse: 'Awaiting Response',
      offeredOut: 'Offered Out',
      booked: 'Booked',
      complete: 'Complete',
      cancelled: 'Cancelled',
      notPossible: 'Not Possible',
      archived: 'Archived',
    },
  },
  bookings: {
    title: 'Bookings',
    label: 'Bookings of this record',
    total: '{count, plural, =0 {No bookings} one {# booking} other {# bookings}}',
    empty: 'No bookings yet.',
    columns: {
      reference: 'Reference',
      property: 'Property',
      guests: 'Guests',
      dates: 'Dates',
      stay: 'Stay',
      status: 'Status',
    },
    nights: '{count, plural, one {# night} other {# nights}}',
    originally: 'originally {date}',
    urgent: 'Urgent',
    // Spec stay states (STAY_STATES), exactly.
    stayStates: {
      none: 'None',
      checkIn: 'Check In',
      active: 'Active',
      checkOut: 'Check Out',
      extended: 'Extended',
      needsAttention: 'Needs Attention',
    },
    statuses: { booked: 'Booked', complete: 'Complete', cancelled: 'Cancelled' },
  },
  invoices: {
    title: 'Invoices',
    label: 'Invoices of this record',
    total: '{count, plural, =0 {No invoices} one {# invoice} other {# invoices}}',
    empty: 'No invoices yet.',
    columns: {
      number: 'Number',
      billingCompany: 'Billing company',
      dueDate: 'Due',
      total: 'Total',
      balance: 'Balance',
      status: 'Status',
    },
    // The domain's invoice statuses (INVOICE_STATUSES), exactly.
    statuses: {
      draft: 'Draft',
      issued: 'Issued',
      partPaid: 'Part Paid',
      paid: 'Paid',
      overdue: 'Overdue',
      void: 'Void',
      credited: 'Credited',
    },
  },
  /** ICU: the link under a section that shows only the latest. */
  viewAll: 'View all {total} in the list',
  loadError: 'These records could not be loaded.',
} as const;

export type RelatedMessagesEn = typeof en;

export const relatedMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

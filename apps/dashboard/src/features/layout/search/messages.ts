import { defineMessages } from '../../../i18n';

/** The search palette's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  label: 'Search everything',
  placeholder: 'Reference, name, email, phone or postcode',
  searching: 'Searching…',
  typeMore: 'Type two characters or more to find records.',
  nothing: 'Nothing matches “{text}”.',
  failed: 'The search could not be completed. Try again.',
  keys: '↑ ↓ to move · Enter to open · Esc to close',
  groups: {
    enquiry: 'Enquiries',
    booking: 'Bookings',
    invoice: 'Invoices',
    property: 'Properties',
    landlord: 'Landlords',
    guest: 'Guests',
    company: 'Companies',
    account: 'Accounts',
    recent: 'Recently opened',
    actions: 'Actions',
    goTo: 'Go to',
  },
  draftInvoice: 'Draft invoice',
  actions: {
    newEnquiry: 'New enquiry',
    newBooking: 'New booking',
    newProperty: 'New property',
    newGuest: 'New guest',
    newCompany: 'New company',
    newLandlord: 'New landlord',
  },
  /** A place of the menu, under its section: "Enquiries › List". */
  place: '{section} › {page}',
  workflow: {
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
  } as Record<string, string>,
  invoice: {
    draft: 'Draft',
    issued: 'Issued',
    partPaid: 'Part Paid',
    paid: 'Paid',
    overdue: 'Overdue',
    void: 'Void',
    credited: 'Credited',
  } as Record<string, string>,
  property: {
    draft: 'Draft',
    available: 'Available',
    unavailable: 'Unavailable',
    archived: 'Archived',
  } as Record<string, string>,
} as const;

export type SearchMessagesEn = typeof en;

export const searchMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

import { defineMessages } from '../../i18n';

/** The bookings module's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  nav: { section: 'Bookings', create: 'Create', list: 'List', detail: 'Booking', report: 'Report' },
  title: 'Bookings',
  createBooking: 'Create booking',
  searchLabel: 'Search bookings',
  searchPlaceholder: 'Reference, PO, company, property or guest',
  tabsLabel: 'Booking tabs',
  // Spec §6 tab names (BOOKING_TABS), plus the deleted tab.
  tabs: {
    overview: 'Overview',
    yourBookings: 'Your Bookings',
    urgent: 'Urgent',
    needsAttention: 'Needs Attention',
    checkIn: 'Check In',
    active: 'Active',
    checkOut: 'Check Out',
    extended: 'Extended',
    completed: 'Completed',
    deleted: 'Deleted',
  },
  total: '{count, plural, =0 {No bookings} one {# booking} other {# bookings}}',
  emptyTitle: 'No bookings here',
  emptyText: 'Bookings in this tab, or that match your search and filters, are listed here.',
  // Spec stay states (STAY_STATES), exactly.
  stayStates: {
    none: 'None',
    checkIn: 'Check In',
    active: 'Active',
    checkOut: 'Check Out',
    extended: 'Extended',
    needsAttention: 'Needs Attention',
  },
  // Why a booking needs a person (ATTENTION_REASONS).
  attentionReasons: {
    landlordUnconfirmed: 'Landlord not confirmed',
    extensionDecisionDue: 'Extension decision due',
    depositNotReturned: 'Deposit not returned',
    flaggedIssue: 'Issue flagged',
  },
  urgent: 'Urgent',
  // Spec §4 workflow statuses, exactly (a booking is Booked, Complete or Cancelled).
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
  columns: {
    reference: 'Reference',
    guests: 'Guests / company',
    property: 'Property',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    stayState: 'Stay',
    status: 'Status',
    accountManager: 'Account manager',
  },
  originalCheckOut: 'Originally {date}',
  moreGuests: '{name} +{count}',
  noGuests: 'No guests',
  noCompany: 'No company',
  noAccountManager: 'None',
  deletedRow: 'Deleted',
  filter: {
    accountManager: 'Account manager',
    anyAccountManager: 'Anyone',
    company: 'Company',
    property: 'Property',
    landlord: 'Landlord',
    dates: 'Staying between',
    datesHint: 'Stays with a night in these days',
    datesChosen: '{from} – {to}',
    searchCompany: 'Type a company name',
    searchProperty: 'Type a property or city',
    searchLandlord: 'Type a landlord name',
    noMatches: 'No matches',
    clear: 'Clear filters',
    more: 'Filters',
    moreCount: 'Filters ({count})',
  },
} as const;

export type BookingsMessagesEn = typeof en;

export const bookingsMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

import { defineMessages } from '../../i18n';
import { clientsNav } from './nav-messages';

/** The guests module's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  nav: clientsNav.en,
  title: 'Guests',
  createGuest: 'Create guest',
  searchLabel: 'Search guests',
  searchPlaceholder: 'Name, email or phone',
  tabsLabel: 'Guest status',
  tabs: { active: 'Active', deleted: 'Deleted' },
  total: '{count, plural, =0 {No guests} one {# guest} other {# guests}}',
  emptyTitle: 'No guests here',
  emptyText: 'Guests you create, or that match your search, are listed here.',
  columns: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    updatedAt: 'Updated',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    companyPlaceholder: 'Type to search companies',
    noCompany: 'No company',
    notes: 'Notes',
    flags: 'Flags',
  },
  flags: {
    vip: 'VIP',
    accessibility: 'Accessibility needs',
    pets: 'Travels with pets',
    doNotHouse: 'Do not house',
  },
  sections: { person: 'Guest details', notes: 'Notes and flags' },
  create: {
    title: 'Create a guest',
    submit: 'Create guest',
    cancel: 'Cancel',
  },
  bookings: {
    title: 'Bookings',
    label: 'Bookings of this guest',
    total: '{count, plural, =0 {No bookings} one {# booking} other {# bookings}}',
    more: 'The latest {shown} of {total} bookings.',
    emptyTitle: 'No bookings yet',
    emptyText: 'The stays this guest is booked into are listed here.',
    loadError: 'The bookings could not be loaded.',
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
    // Spec §4 workflow statuses of a booking, exactly.
    statuses: { booked: 'Booked', complete: 'Complete', cancelled: 'Cancelled' },
  },
  detail: {
    back: 'Back to guests',
    notFound: 'This guest does not exist.',
    details: 'Details',
    record: 'Record',
    edit: 'Edit',
    save: 'Save changes',
    cancel: 'Cancel',
    delete: 'Delete',
    restore: 'Restore',
    deletedStatus: 'Deleted',
    activeStatus: 'Active',
    none: '—',
    createdAt: 'Created',
    createdBy: 'Created by',
    updatedAt: 'Updated {when}',
    deleteTitle: 'Delete this guest?',
    deleteText: '{name} moves to the Deleted tab; you can restore them later.',
    unchanged: 'Nothing has changed.',
  },
} as const;

export type ClientsMessagesEn = typeof en;

export const clientsMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

import { defineMessages } from '../../../i18n';

/** The notifications panel's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  title: 'Notifications',
  unread: '{count, plural, =0 {Nothing unread} one {# unread} other {# unread}}',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  markReadOf: 'Mark “{title}” read',
  unreadMarker: 'Unread',
  emptyTitle: 'You are all caught up',
  emptyText: 'Enquiries assigned to you, approvals and bookings that need you appear here.',
  loading: 'Loading notifications',
  loadFailed: 'The notifications could not be loaded.',
  retry: 'Try again',
  markFailed: 'The notifications could not be marked read.',
  due: 'Due {when}',
  listLabel: 'Your notifications',
  /** The bell's item kinds (modules' attention providers), with the record's name as {subject}. */
  kinds: {
    enquiryAssigned: 'Enquiry assigned to you',
    offerApproval: 'Offer line waiting for your approval',
    bookingIssue: 'Issue flagged on your booking',
    bookingArrivalUnconfirmed: 'Arrival not confirmed by the landlord',
  } as Record<string, string>,
} as const;

export type NotificationsMessagesEn = typeof en;

export const notificationsMessages = defineMessages(en, () =>
  import('./messages.fr').then((m) => m.fr),
);

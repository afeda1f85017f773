import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** Texts of the home screen (/dashboard): English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  greetings: {
    morning: 'Good morning, {name}',
    afternoon: 'Good afternoon, {name}',
    evening: 'Good evening, {name}',
  },
  intro: 'What needs doing today comes first.',
  updated: 'Updated {time}',
  today: 'Today',
  todayDate: 'Today, {date}',
  allClear: 'Nothing waits for you today.',
  figures: 'Key figures',
  createEnquiry: 'Create an enquiry',
  severity: { critical: 'Act now', warning: 'To do', good: 'All clear' },
  /** The trend of a figure against the period before. */
  trend: {
    up: '+{change} on the previous {days, plural, one {day} other {# days}}',
    down: '−{change} on the previous {days, plural, one {day} other {# days}}',
    flat: 'As in the previous {days, plural, one {day} other {# days}}',
    none: '— nothing in the previous {days, plural, one {day} other {# days}}',
  },
  cards: {
    enquiriesMineDue: 'Your enquiries to answer today',
    enquiriesAwaitingApproval: 'Enquiries with offers to approve',
    enquiriesNotAssigned: 'Enquiries to assign',
    bookingsArrivalsToday: 'Arrivals today',
    bookingsDeparturesToday: 'Departures today',
    bookingsArrivalsTomorrow: 'Arrivals tomorrow',
    bookingsDeparturesTomorrow: 'Departures tomorrow',
    bookingsNeedsAttention: 'Stays needing attention',
    tasksMineOverdue: 'Your overdue tasks',
    invoicesOverdue: 'Overdue invoices',
    enquiriesOverdue: 'Enquiries past their respond-by time',
    enquiriesReceived: 'Enquiries received, last 7 days',
    bookingsMade: 'Bookings made, last 30 days',
    bookingsActive: 'Stays in progress',
    staleAvailability: 'Availability to confirm',
    companiesWithoutBilling: 'Companies without a billing company',
  },
  /** What the counted items need, one reason with its count. */
  reasons: {
    overdue: '{count} past the respond-by time',
    landlordUnconfirmed: '{count} landlord not confirmed',
    extensionDecisionDue: '{count} extension decision due',
    depositNotReturned: '{count} deposit not returned',
    flaggedIssue: '{count} issue flagged',
  },
} as const;

export type HomeMessagesEn = typeof en;

export const homeMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

/** The app's shared texts with these screens' own beside them (`t.home`). */
export type HomeTexts = Messages & { readonly home: Widen<HomeMessagesEn> };

export const useHomeTexts = (): HomeTexts => useTextsWith('home', homeMessages);

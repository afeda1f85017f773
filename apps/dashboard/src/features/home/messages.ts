import { defineMessages, type Messages, useTextsWith, type Widen } from '../../i18n';

/** Texts of the home screen (/dashboard): English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  greetings: {
    morning: 'Good morning, {name}',
    afternoon: 'Good afternoon, {name}',
    evening: 'Good evening, {name}',
  },
  intro: 'Here is what needs attention today.',
  attention: 'Needs attention',
  overview: 'At a glance',
  nothingToDo: 'Nothing needs attention right now.',
  updated: 'Updated {time}',
  quickLinks: 'Quick links',
  viewList: 'View list',
  summary: {
    newPropertyRequests: 'New property requests to answer',
    propertyRequestsLastDay: 'Property requests in the last 24 hours',
    companies: 'Client companies',
    subcompanies: 'Subcompanies',
    companiesWithoutBilling: 'Companies without a billing company',
    activeStaff: 'Active staff accounts',
    staffSignedInToday: 'Staff signed in in the last 24 hours',
    bookingsArrivalsToday: 'Arrivals today',
    bookingsDeparturesToday: 'Departures today',
    bookingsUrgent: 'Urgent bookings',
    bookingsNeedsAttention: 'Bookings needing attention',
  },
  links: {
    createEnquiry: 'Create an enquiry',
    enquiries: 'Enquiries',
    bookings: 'Bookings',
    invoices: 'Invoices',
    createCompany: 'Create a company',
    accounts: 'Accounts',
    administration: 'Administration',
    settings: 'Settings',
  },
} as const;

export type HomeMessagesEn = typeof en;

export const homeMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));

/** The app's shared texts with these screens' own beside them (`t.home`). */
export type HomeTexts = Messages & { readonly home: Widen<HomeMessagesEn> };

export const useHomeTexts = (): HomeTexts => useTextsWith('home', homeMessages);

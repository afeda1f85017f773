/** Texts of the home screen (/dashboard). */
export const home = {
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

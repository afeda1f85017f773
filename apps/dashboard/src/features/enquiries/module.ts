import { defineModule } from '../../lib/module';
import { enquiryActivityKey, enquiryKey, enquiryListKey, enquiryListQuery } from './api/keys';
import { enquiriesNavMessages } from './nav-messages';

const loadList = () => import('./list-routes');
const loadCreate = () => import('./create-routes');
const loadDetail = () => import('./routes');
const loadHistory = () => import('./offers/history-route');
const loadReport = () => import('./report/report-route');
const loadRequests = () => import('./requests/requests-route');

/**
 * Enquiries (spec §2: enquiries/list, enquiries/create, enquiries/list/:enquiryId,
 * enquiries/report, enquiries/list/:enquiryId/properties/:chosenPropertyId/history), and the
 * public form's requests (enquiries/requests).
 */
export const enquiriesModule = defineModule({
  id: 'enquiries',
  messages: enquiriesNavMessages,
  sections: [{ path: 'enquiries', crumb: (m) => m.nav.section }],
  routes: [
    {
      screen: 'enquiriesList',
      permission: 'ENQUIRIES',
      load: () => loadList().then((m) => m.EnquiriesListRoute),
      // The page the list reads, fetched while its chunk downloads.
      prefetch: ({ search }) => [enquiryListKey(enquiryListQuery(search))],
      crumb: (m) => m.nav.list,
    },
    {
      screen: 'enquiryCreate',
      permission: 'ENQUIRIES',
      load: () => loadCreate().then((m) => m.EnquiryCreateRoute),
      crumb: (m) => m.nav.create,
    },
    {
      screen: 'enquiryDetail',
      permission: 'ENQUIRIES',
      load: () => loadDetail().then((m) => m.EnquiryDetailRoute),
      prefetch: ({ params }) =>
        params.enquiryId
          ? [enquiryKey(params.enquiryId), enquiryActivityKey(params.enquiryId)]
          : [],
      crumb: { record: 'enquiryId' },
    },
    {
      screen: 'enquiryPropertyHistory',
      permission: 'ENQUIRIES',
      load: () => loadHistory().then((m) => m.EnquiryPropertyHistoryRoute),
      crumb: (m) => m.offers.history.fallbackTitle,
    },
    {
      screen: 'propertyRequests',
      permission: 'ENQUIRIES',
      load: () => loadRequests().then((m) => m.PropertyRequestsRoute),
      crumb: (m) => m.nav.requests,
    },
    {
      screen: 'enquiriesReport',
      permission: 'ENQUIRIES_REPORT',
      load: () => loadReport().then((m) => m.EnquiriesReportRoute),
      crumb: (m) => m.nav.report,
    },
  ],
  nav: {
    enquiries: (m) => m.nav.section,
    'enquiries-create': (m) => m.nav.create,
    'enquiries-list': (m) => m.nav.list,
    'enquiries-report': (m) => m.nav.report,
  },
});

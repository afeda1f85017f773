import { defineModule } from '../../lib/module';
import { bookingKey, bookingListKey, bookingListQuery } from './api/keys';
import { bookingsNavMessages } from './nav-messages';
import { bookingActivityKey } from './record/keys';

const loadList = () => import('./list-routes');
const loadCreate = () => import('./create-routes');
const loadDetail = () => import('./routes');
const loadReport = () => import('./report/report-route');

/**
 * Bookings (spec §2: bookings/list, bookings/create, bookings/list/:bookingId, bookings/report).
 * Every route needs BOOKINGS (all roles); the list's tabs follow spec §6.
 */
export const bookingsModule = defineModule({
  id: 'bookings',
  messages: bookingsNavMessages,
  sections: [{ path: 'bookings', crumb: (m) => m.nav.section }],
  routes: [
    {
      screen: 'bookingsList',
      permission: 'BOOKINGS',
      load: () => loadList().then((m) => m.BookingsListRoute),
      // The page the list reads, fetched while its chunk downloads; not the Deleted tab, which
      // only some roles may open (the route does not know the role: the screen asks for it).
      prefetch: ({ search }) =>
        search.get('tab') === 'deleted' ? [] : [bookingListKey(bookingListQuery(search))],
      crumb: (m) => m.nav.list,
    },
    {
      screen: 'bookingCreate',
      permission: 'BOOKINGS',
      load: () => loadCreate().then((m) => m.BookingCreateRoute),
      crumb: (m) => m.nav.create,
    },
    {
      screen: 'bookingDetail',
      permission: 'BOOKINGS',
      load: () => loadDetail().then((m) => m.BookingDetailRoute),
      // The booking and its activity, fetched while the page's chunk downloads.
      prefetch: ({ params }) =>
        params.bookingId
          ? [bookingKey(params.bookingId), bookingActivityKey(params.bookingId)]
          : [],
      crumb: { record: 'bookingId' },
    },
    {
      screen: 'bookingsReport',
      permission: 'BOOKINGS',
      load: () => loadReport().then((m) => m.BookingsReportRoute),
      crumb: (m) => m.nav.report,
    },
  ],
  nav: {
    bookings: (m) => m.nav.section,
    'bookings-list': (m) => m.nav.list,
    'bookings-report': (m) => m.nav.report,
  },
});

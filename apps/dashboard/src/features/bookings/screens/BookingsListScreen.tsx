import { BOOKING_TABS, can, defaultTab, visibleTabs } from '@staydesk/domain';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { CreateLink } from '../../../components/CreateLink';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useListState } from '../../../lib/list';
import { useBookingList } from '../api/bookings';
import { type BookingListTab, bookingsListConfig, explicitBookingTab } from '../api/keys';
import { useBookingColumns } from '../components/BookingsTable';
import { bookingsMessages } from '../messages';

// The filters (pickers, the range calendar): a chunk of their own, fetched when the list opens.
const BookingFilters = lazy(() =>
  import('../components/BookingFilters').then((m) => ({ default: m.BookingFilters })),
);

/**
 * bookings/list: the booking tabs of spec §6 the role may see (each with its server count), plus
 * Deleted for who may delete bookings for good; search as you type, filters, server sort, 29 a
 * page.
 */
export function BookingsListScreen() {
  const m = useMessages(bookingsMessages);
  const f = useFormat();
  const { userData } = useCurrentUser();
  const tabs: BookingListTab[] = visibleTabs(userData.role, BOOKING_TABS).map((tab) => tab.value);
  if (can(userData.role, 'DELETE_BOOKING_PERMANENTLY')) tabs.push('deleted');
  const first = defaultTab(userData.role, BOOKING_TABS)?.value;
  const state = useListState({ ...bookingsListConfig, ...(first ? { defaultTab: first } : {}) });
  const [params] = useSearchParams();
  // A tab the role may not see is ignored (the server would refuse it); none = the role's first.
  const named = explicitBookingTab(params);
  const tab = tabs.some((candidate) => candidate === named) ? named : undefined;
  const list = useBookingList({ ...state.query, tab });
  const columns = useBookingColumns();
  const shown = { ...state, query: { ...state.query, tab: tab ?? first } };

  return (
    <ListView
      title={m.title}
      actions={<CreateLink href={href('bookingCreate')} label={m.createBooking} />}
      state={shown}
      tabs={tabs.map((value) => ({ id: value, label: m.tabs[value] }))}
      tabsLabel={m.tabsLabel}
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      // No Suspense of its own: until the filters' code is in, the content area keeps the page's
      // placeholder, and the list then draws whole (filters arriving later pushed the tabs and
      // rows down).
      filters={<BookingFilters state={state} />}
      page={list.data}
      request={list}
      totalText={(count) => f.message(m.total, { count })}
      tableLabel={m.title}
      sorts={bookingsListConfig.sorts}
      phoneColumns={['reference', 'checkIn']}
      columns={columns}
      emptyTitle={m.emptyTitle}
      emptyText={m.emptyText}
    />
  );
}

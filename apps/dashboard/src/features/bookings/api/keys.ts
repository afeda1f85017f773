import { BOOKING_SORTS, BOOKING_TABS, type BookingSort, type BookingTab } from '@staydesk/domain';
import { type ListConfig, type ListQuery, listUrl, readListQuery } from '../../../lib/list';

// Light on purpose: module.ts (in the app's entry) builds the keys its routes prefetch from here,
// and the screens read exactly the same keys (a prefetched answer is then taken, not refetched).

export const BOOKINGS_BASE = '/api/v1/bookings';

export const BOOKING_FILTERS = [
  'companyId',
  'propertyId',
  'landlordId',
  'accountManagerId',
  'from',
  'to',
  // Set by the home cards (no toolbar control): shown as a notice with its own clear button.
  'arrivingOn',
  'leavingOn',
  'createdFrom',
] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

/** The booking tabs of spec §6 plus `deleted` (shown to who may delete bookings for good). */
export type BookingListTab = BookingTab | 'deleted';
export const BOOKING_TAB_VALUES: readonly BookingListTab[] = [
  ...BOOKING_TABS.map((tab) => tab.value),
  'deleted',
];

/** The bookings list's address state: tabs, server sorts and the toolbar filters. */
export const bookingsListConfig = {
  tabs: BOOKING_TAB_VALUES,
  sorts: BOOKING_SORTS,
  filters: BOOKING_FILTERS,
} as const satisfies ListConfig<BookingListTab, BookingSort, BookingFilter>;

/** The tab the address names, if any (the default tab depends on the role: the server picks it). */
export function explicitBookingTab(search: URLSearchParams): BookingListTab | undefined {
  const value = search.get('tab');
  return BOOKING_TAB_VALUES.find((tab) => tab === value);
}

/**
 * The list's request as its address holds it: the tab only when the address names one, so the
 * route's prefetch (which does not know the role) and the screen ask for the same key; without a
 * tab the server answers the role's first visible tab.
 */
export function bookingListQuery(search: URLSearchParams): ListQuery {
  return { ...readListQuery(search, bookingsListConfig), tab: explicitBookingTab(search) };
}

export const bookingListKey = (query: ListQuery) => listUrl(BOOKINGS_BASE, query);
export const bookingKey = (id: string) => `${BOOKINGS_BASE}/${encodeURIComponent(id)}`;

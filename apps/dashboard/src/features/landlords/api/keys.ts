import { LANDLORD_SORTS, LANDLORD_TABS } from '@staydesk/domain';
import { type ListConfig, type ListQuery, listUrl } from '../../../lib/list';

// Light on purpose: module.ts (in the app's entry) builds the keys its routes prefetch from here,
// and the screens read exactly the same keys (a prefetched answer is then taken, not refetched).

export const LANDLORDS_BASE = '/api/v1/landlords';

/** The landlords list's address state: tabs, server sorts and the traffic-light filter. */
export const landlordsListConfig = {
  tabs: LANDLORD_TABS,
  sorts: LANDLORD_SORTS,
  filters: ['trafficLight'],
} as const satisfies ListConfig<
  (typeof LANDLORD_TABS)[number],
  (typeof LANDLORD_SORTS)[number],
  'trafficLight'
>;

export const landlordListKey = (query: ListQuery) => listUrl(LANDLORDS_BASE, query);
export const landlordKey = (id: string) => `${LANDLORDS_BASE}/${encodeURIComponent(id)}`;

import { TRACKER_SORTS, TRACKER_TABS } from '@staydesk/domain';
import { type ListQuery, listUrl, readListQuery } from '../../../lib/list';

/** The tracker resource's address (lib/resource keys are built on it). */
export const TRACKER_BASE = '/api/v1/tracker';

/** What the tracker reads from its address: its tabs, sorts and filters. */
export const trackerListConfig = {
  tabs: TRACKER_TABS,
  sorts: TRACKER_SORTS,
  filters: ['kind', 'assigneeId', 'dueOn'],
} as const;

/** The list's request for an address query: the screen's SWR key, also its route's prefetch. */
export const trackerListUrl = (query: ListQuery): string => listUrl(TRACKER_BASE, query);

/** The key of the list an address shows (light: module.ts ships in the entry). */
export const trackerListKeyAt = (search: URLSearchParams): string =>
  trackerListUrl(readListQuery(search, trackerListConfig));

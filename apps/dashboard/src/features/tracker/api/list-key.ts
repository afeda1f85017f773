import type { TrackerSort, TrackerTab } from '@staydesk/domain';
import { type ListQuery, listUrl, readListQuery } from '../../../lib/list';

/** The tracker resource's address (lib/resource keys are built on it). */
export const TRACKER_BASE = '/api/v1/tracker';

// The domain's TRACKER_TABS and TRACKER_SORTS, written out: this file ships in the app's entry
// (the route's prefetch), and a value imported from the domain's tracker file would bring its zod
// schemas along. The types hold them to the domain's: a tab or sort added there fails here.
const TABS = [
  'active',
  'open',
  'waiting',
  'done',
  'dropped',
  'all',
] as const satisfies readonly TrackerTab[];
const SORTS = ['dueAt', 'createdAt', 'updatedAt', 'kind'] as const satisfies readonly TrackerSort[];
type Missing =
  | Exclude<TrackerTab, (typeof TABS)[number]>
  | Exclude<TrackerSort, (typeof SORTS)[number]>;
const complete: [Missing] extends [never] ? true : never = true;
void complete;

/** What the tracker reads from its address: its tabs, sorts and filters. */
export const trackerListConfig = {
  tabs: TABS,
  sorts: SORTS,
  filters: ['kind', 'dueOn', 'mine'],
} as const;

/** The list's request for an address query: the screen's SWR key, also its route's prefetch. */
export const trackerListUrl = (query: ListQuery): string => listUrl(TRACKER_BASE, query);

/** The key of the list an address shows (light: module.ts ships in the entry). */
export const trackerListKeyAt = (search: URLSearchParams): string =>
  trackerListUrl(readListQuery(search, trackerListConfig));

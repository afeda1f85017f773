import type { TaskSort, TaskTab } from '@staydesk/domain';
import { type ListQuery, listUrl, readListQuery } from '../../../lib/list';

/** The tasks resource's address (lib/resource keys are built on it). */
export const TASKS_BASE = '/api/v1/tasks';

// The domain's TASK_TABS and TASK_SORTS, written out: this file ships in the app's entry (the
// route's prefetch), and a value imported from the domain's tasks file brings its zod schemas
// along (1 KiB gzip). The types hold them to the domain's: a tab or sort added there fails here.
const TABS = [
  'open',
  'mine',
  'overdue',
  'done',
  'all',
  'deleted',
] as const satisfies readonly TaskTab[];
const SORTS = [
  'dueAt',
  'priority',
  'title',
  'createdAt',
  'updatedAt',
] as const satisfies readonly TaskSort[];
type Missing = Exclude<TaskTab, (typeof TABS)[number]> | Exclude<TaskSort, (typeof SORTS)[number]>;
const complete: [Missing] extends [never] ? true : never = true;
void complete;

/** What the tasks list reads from its address: its tabs, sorts and filters. */
export const tasksListConfig = {
  tabs: TABS,
  sorts: SORTS,
  filters: ['assigneeId', 'status', 'type', 'priority'],
} as const;

/** The list's request for an address query: the screen's SWR key, also its route's prefetch. */
export const tasksListUrl = (query: ListQuery): string => listUrl(TASKS_BASE, query);

/** The key of the list an address shows (light: module.ts ships in the entry). */
export const tasksListKeyAt = (search: URLSearchParams): string =>
  tasksListUrl(readListQuery(search, tasksListConfig));

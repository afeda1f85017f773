import { TASK_SORTS, TASK_TABS } from '@staydesk/domain';
import { type ListQuery, listUrl, readListQuery } from '../../../lib/list';

/** The tasks resource's address (lib/resource keys are built on it). */
export const TASKS_BASE = '/api/v1/tasks';

/** What the tasks list reads from its address: its tabs, sorts and filters. */
export const tasksListConfig = {
  tabs: TASK_TABS,
  sorts: TASK_SORTS,
  filters: ['assigneeId', 'status', 'type', 'priority'],
} as const;

/** The list's request for an address query: the screen's SWR key, also its route's prefetch. */
export const tasksListUrl = (query: ListQuery): string => listUrl(TASKS_BASE, query);

/** The key of the list an address shows (light: module.ts ships in the entry). */
export const tasksListKeyAt = (search: URLSearchParams): string =>
  tasksListUrl(readListQuery(search, tasksListConfig));

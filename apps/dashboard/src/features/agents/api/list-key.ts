import { AGENT_SORTS, AGENT_TABS } from '@staydesk/domain';
import { type ListQuery, listUrl, readListQuery } from '../../../lib/list';

/** The agents resource's address (lib/resource keys are built on it). */
export const AGENTS_BASE = '/api/v1/agents';

/** What the agents list reads from its address: its tabs, sorts and filters. */
export const agentsListConfig = {
  tabs: AGENT_TABS,
  sorts: AGENT_SORTS,
  filters: ['agencyCompanyId'],
} as const;

/** The list's request for an address query: the screen's SWR key, also its route's prefetch. */
export const agentsListUrl = (query: ListQuery): string => listUrl(AGENTS_BASE, query);

/** The key of the list an address shows (light: module.ts ships in the entry). */
export const agentsListKeyAt = (search: URLSearchParams): string =>
  agentsListUrl(readListQuery(search, agentsListConfig));

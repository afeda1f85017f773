import { CLIENT_SORTS, CLIENT_TABS } from '@staydesk/domain';
import { type ListQuery, listUrl, readListQuery } from '../../../lib/list';

/** The clients resource's address (lib/resource keys are built on it). */
export const CLIENTS_BASE = '/api/v1/clients';

/** What the clients list reads from its address: its tabs, sorts and filters. */
export const clientsListConfig = {
  tabs: CLIENT_TABS,
  sorts: CLIENT_SORTS,
  filters: ['companyId'],
} as const;

/** The list's request for an address query: the screen's SWR key, also its route's prefetch. */
export const clientsListUrl = (query: ListQuery): string => listUrl(CLIENTS_BASE, query);

/** The key of the list an address shows (light: module.ts ships in the entry). */
export const clientsListKeyAt = (search: URLSearchParams): string =>
  clientsListUrl(readListQuery(search, clientsListConfig));

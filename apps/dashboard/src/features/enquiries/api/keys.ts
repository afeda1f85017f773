import { ENQUIRY_SORTS, ENQUIRY_TABS, type EnquirySort, type EnquiryTab } from '@staydesk/domain';
import { type ListConfig, type ListQuery, listUrl, readListQuery } from '../../../lib/list';

// Light on purpose: module.ts (in the app's entry) builds the keys its routes prefetch from here,
// and the screens read exactly the same keys (a prefetched answer is then taken, not refetched).

export const ENQUIRIES_BASE = '/api/v1/enquiries';

export const ENQUIRY_FILTERS = [
  'status',
  'assigneeId',
  'companyId',
  'agentId',
  'checkInFrom',
  'checkInTo',
  'priority',
  // Set by the home cards (no toolbar control): shown as a notice with its own clear button.
  'due',
  'receivedFrom',
] as const;
export type EnquiryFilter = (typeof ENQUIRY_FILTERS)[number];

export const ENQUIRY_TAB_VALUES: readonly EnquiryTab[] = ENQUIRY_TABS.map((tab) => tab.value);

/** The enquiries list's address state: tabs of spec §6, server sorts and the toolbar filters. */
export const enquiriesListConfig = {
  tabs: ENQUIRY_TAB_VALUES,
  sorts: ENQUIRY_SORTS,
  filters: ENQUIRY_FILTERS,
} as const satisfies ListConfig<EnquiryTab, EnquirySort, EnquiryFilter>;

/** The tab the address names, if any (the default tab depends on the role: the server picks it). */
export function explicitTab(search: URLSearchParams): EnquiryTab | undefined {
  const value = search.get('tab');
  return ENQUIRY_TAB_VALUES.find((tab) => tab === value);
}

/**
 * The list's request as its address holds it: the tab only when the address names one, so the
 * route's prefetch (which does not know the role) and the screen ask for the same key; without a
 * tab the server answers the role's first visible tab.
 */
export function enquiryListQuery(search: URLSearchParams): ListQuery {
  return { ...readListQuery(search, enquiriesListConfig), tab: explicitTab(search) };
}

export const enquiryListKey = (query: ListQuery) => listUrl(ENQUIRIES_BASE, query);
export const enquiryKey = (id: string) => `${ENQUIRIES_BASE}/${encodeURIComponent(id)}`;
export const enquiryActivityKey = (id: string) => `${enquiryKey(id)}/activity`;
export const ENQUIRY_ASSIGNEES_KEY = `${ENQUIRIES_BASE}/assignees`;

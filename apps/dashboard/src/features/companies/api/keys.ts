import type { ListConfig, ListQuery } from '../../../lib/list';

/** Which companies a list shows: all, top-level companies only, or subcompanies only. */
export type CompanyScope = 'all' | 'top' | 'sub';

export interface CompaniesQuery {
  page: number;
  search: string;
  scope: CompanyScope;
  /** Only the subcompanies of this company. */
  parentId?: string;
  /** `none`: only companies without a default billing company. */
  billing?: 'none';
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** SWR keys of the companies feature: each is the API path it fetches. */
export const companyKeys = {
  // The page is always in the key: the bare '/api/companies' key is the start-up call's (lib/auth),
  // which SWR caches in its own shape.
  list: (query: CompaniesQuery) =>
    withQuery('/api/companies', {
      page: query.page,
      search: query.search,
      // The scope is the server's tab: the page is that tab's, and tabCounts counts all three.
      tab: query.scope === 'all' ? undefined : query.scope,
      parentId: query.parentId,
      billing: query.billing,
    }),
  detail: (id: string) => `/api/companies/${encodeURIComponent(id)}`,
  billingList: (query: { page: number; search: string }) =>
    withQuery('/api/v1/billing-companies', {
      page: query.page > 1 ? query.page : undefined,
      search: query.search,
    }),
  /** Every company list, the start-up companies and single companies. */
  isCompanyKey: (key: unknown): boolean =>
    typeof key === 'string' && key.startsWith('/api/companies'),
  /** Lists only: after a delete the company itself is gone, so it is not refetched. */
  isListKey: (key: unknown): boolean =>
    typeof key === 'string' && (key === '/api/companies' || key.startsWith('/api/companies?')),
};

/** The companies list's tabs, in display order (spec §2: tabs show a count per value). */
export const COMPANY_SCOPES: readonly CompanyScope[] = ['all', 'top', 'sub'];

/** What the companies list reads from its address (subcompanies/list has no tabs). */
export function companiesListConfig(
  fixedScope: CompanyScope | undefined,
): ListConfig<CompanyScope, never, 'billing'> {
  return { tabs: fixedScope ? [] : COMPANY_SCOPES, filters: ['billing'] };
}

/**
 * The request of a companies list from its address state: the screen and the route loader that
 * starts the request early both build the key here, so they always agree.
 */
export function companiesQueryOf(
  list: ListQuery<CompanyScope>,
  fixedScope: CompanyScope | undefined,
): CompaniesQuery {
  return {
    page: list.page,
    search: list.search,
    scope: fixedScope ?? list.tab ?? 'all',
    ...(list.filters.billing === 'none' ? { billing: 'none' as const } : {}),
  };
}

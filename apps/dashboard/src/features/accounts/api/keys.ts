import type { Role } from '@staydesk/domain';

/** The accounts list filters, as they sit in the address bar. */
export interface AccountsQuery {
  page: number;
  search: string;
  role: Role | '';
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** SWR keys of the accounts feature: each is the API path it fetches. */
export const accountKeys = {
  list: (query: AccountsQuery) =>
    withQuery('/account/fetch', { page: query.page, search: query.search, role: query.role }),
  detail: (id: string) => `/api/v1/users/${encodeURIComponent(id)}`,
};

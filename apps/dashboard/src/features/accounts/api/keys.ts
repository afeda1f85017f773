import type { Role } from '@staydesk/domain';
import { sessionKeys } from '../../../lib/auth';

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

/** SWR keys of the accounts feature: each is the API path it fetches (DESIGN.md). */
export const accountKeys = {
  list: (query: AccountsQuery) =>
    withQuery('/account/fetch', { page: query.page, search: query.search, role: query.role }),
  detail: (id: string) => `/api/v1/users/${encodeURIComponent(id)}`,
  /** Lists of accounts (after a delete the account itself is gone, so it is not refetched). */
  isListKey: (key: unknown): boolean =>
    typeof key === 'string' && (key.startsWith('/account/fetch') || key === sessionKeys.users),
  /** Every cached view of accounts: lists, single accounts, and the start-up users/current user. */
  isAccountKey: (key: unknown): boolean =>
    typeof key === 'string' &&
    (key.startsWith('/account/fetch') ||
      key.startsWith('/api/v1/users') ||
      key === sessionKeys.currentUser),
};

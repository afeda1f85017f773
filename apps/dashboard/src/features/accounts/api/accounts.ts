import { PAGE_SIZE, userSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { type AccountsQuery, accountKeys } from './keys';

/** GET /account/fetch: one page of accounts (29 a page) with the total and page count. */
export const accountsPageSchema = z.object({
  accounts: z.array(userSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.gte(1)),
  pageCount: z.number().check(z.int(), z.nonnegative()),
  pageSize: z.literal(PAGE_SIZE),
});
export type AccountsPage = z.infer<typeof accountsPageSchema>;

export function useAccounts(query: AccountsQuery) {
  return useSWR(accountKeys.list(query), (key: string) => api.get(key, accountsPageSchema));
}

const accountResponseSchema = z.object({ data: userSchema });

/** GET /api/v1/users/{id}: one account. */
export function useAccount(id: string) {
  return useSWR(accountKeys.detail(id), async (key: string) => {
    const response = await api.get(key, accountResponseSchema);
    return response.data;
  });
}

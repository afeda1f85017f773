import { PAGE_SIZE, userSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { administrationKeys } from './keys';

/** GET /api/v1/users: one page of users (29 a page). */
const usersPageSchema = z.object({
  users: z.array(userSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.gte(1)),
  pageCount: z.number().check(z.int(), z.nonnegative()),
  pageSize: z.literal(PAGE_SIZE),
});

export function useUsersPage(query: { page: number; search: string }) {
  return useSWR(administrationKeys.users(query), (key: string) => api.get(key, usersPageSchema));
}

// Role and experiment changes go through the users client (lib/users.ts).

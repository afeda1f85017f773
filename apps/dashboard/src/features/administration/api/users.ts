import { PAGE_SIZE, userSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { administrationKeys } from './keys';

/** GET /api/v1/users: one page of users (29 a page). */
const usersPageSchema = z.object({
  users: z.array(userSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
  pageSize: z.literal(PAGE_SIZE),
});

export function useUsersPage(query: { page: number; search: string }) {
  return useSWR(administrationKeys.users(query), (key: string) => api.get(key, usersPageSchema));
}

// Role and experiment changes go through the users client (lib/users.ts).

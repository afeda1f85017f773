import {
  type Experiment,
  mutationResponseSchema,
  PAGE_SIZE,
  type Role,
  userSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
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

const userMutationSchema = mutationResponseSchema(userSchema);
const userPath = (id: string) => `/api/v1/users/${encodeURIComponent(id)}`;

/** PATCH /api/v1/users/{id} with `{ data: { role, version } }` (ACCOUNT_ROLE). */
export function changeRole(input: { id: string; role: Role; version: number }) {
  return api.patch(
    userPath(input.id),
    { data: { role: input.role, version: input.version } },
    userMutationSchema,
  );
}

/** POST /api/v1/users/{id}/experiments with name and isAvailable (spec §7). */
export function setExperiment(input: { id: string } & Experiment) {
  return api.post(
    `${userPath(input.id)}/experiments`,
    { name: input.name, isAvailable: input.isAvailable },
    userMutationSchema,
  );
}

/** DELETE /api/v1/users/{id}/experiments/{name} (spec §7). */
export function removeExperiment(input: { id: string; name: string }) {
  return api.delete(
    `${userPath(input.id)}/experiments/${encodeURIComponent(input.name)}`,
    userMutationSchema,
  );
}

const revalidate = { revalidate: administrationKeys.isAffectedByUserChange };
export const useChangeRole = () => useMutation(changeRole, revalidate);
export const useSetExperiment = () => useMutation(setExperiment, revalidate);
export const useRemoveExperiment = () => useMutation(removeExperiment, revalidate);

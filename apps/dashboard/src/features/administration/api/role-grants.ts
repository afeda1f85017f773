import {
  mutationResponseSchema,
  type RoleGrants,
  type RoleGrantsUpdate,
  roleGrantsViewSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/auth';
import { useMutation } from '../../../lib/mutation';

const ROLE_GRANTS = '/api/v1/role-grants';

/** GET /api/v1/role-grants: each finance permission with the roles holding it now and by default. */
export function useRoleGrants() {
  return useSWR(ROLE_GRANTS, async (path: string) => {
    const response = await api.get(path, z.object({ data: roleGrantsViewSchema }));
    return response.data;
  });
}

function saveRoleGrants(input: RoleGrantsUpdate) {
  return api.put(ROLE_GRANTS, input, mutationResponseSchema(roleGrantsViewSchema));
}

/** PUT /api/v1/role-grants with the version read; the start-up call carries the grants too. */
export const useSaveRoleGrants = () =>
  useMutation(saveRoleGrants, { revalidate: [ROLE_GRANTS, sessionKeys.currentUser] });

export type { RoleGrants };

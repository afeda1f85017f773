import {
  type AccountDecision,
  mutationResponseSchema,
  pendingAccountSchema,
  userSchema,
} from '@staydesk/domain';
import { api } from '../../../lib/api-client';
import { resourceKeys, usePagedList, useResourceMutation } from '../../../lib/resource';
import { userKeys } from '../../../lib/users';

/** Self sign-ups awaiting a decision (GET /api/v1/accounts/pending, ACCOUNT_DATA). */
export const pendingKeys = resourceKeys('/api/v1/accounts/pending');

/** One page of pending sign-ups, oldest first; `null` skips the request (no permission). */
export function usePendingAccounts(page: number, enabled: boolean) {
  const key = enabled
    ? pendingKeys.list({ page, search: '', tab: undefined, sort: undefined, filters: {} })
    : null;
  return usePagedList(key, pendingAccountSchema);
}

type Decision = { id: string } & AccountDecision;

function decide(verb: 'approve' | 'refuse', input: Decision) {
  return api.post(
    `/api/v1/accounts/${encodeURIComponent(input.id)}/${verb}`,
    { version: input.version },
    mutationResponseSchema(userSchema),
  );
}

/** POST /api/v1/accounts/{id}/approve: the account can then sign in. */
export function approveAccount(input: Decision) {
  return decide('approve', input);
}

/** POST /api/v1/accounts/{id}/refuse: the sign-up is deactivated and deleted. */
export function refuseAccount(input: Decision) {
  return decide('refuse', input);
}

// A decision changes the pending list and every view that lists users (an approved account
// joins the accounts list and the start-up users).
export const useApproveAccount = () =>
  useResourceMutation(pendingKeys, approveAccount, userKeys.showsUser);
export const useRefuseAccount = () =>
  useResourceMutation(pendingKeys, refuseAccount, userKeys.showsUser);

import {
  type AccountCreate,
  type Experiment,
  mutationResponseSchema,
  type PasswordChange,
  type Role,
  type UserUpdate,
  userSchema,
} from '@staydesk/domain';
import { api } from './api-client';
import { sessionKeys } from './auth';
import { useMutation } from './mutation';

/**
 * The one client of the users resource (`/api/v1/users`, `/account`): every write to a user and
 * the set of cached views it makes stale. Settings, accounts and administration all write users
 * through here, so a save anywhere shows everywhere (the accounts list after a profile edit).
 */
export const userKeys = {
  detail: (id: string) => `/api/v1/users/${encodeURIComponent(id)}`,
  /** The accounts screen's lists (GET /account/fetch). */
  isAccountsList: (key: unknown): boolean =>
    typeof key === 'string' && key.startsWith('/account/fetch'),
  /**
   * Every cached view that shows a user: the accounts lists, the admin users pages, single
   * users, the start-up users and current user, and the audit trail that names them.
   */
  showsUser: (key: unknown): boolean =>
    typeof key === 'string' &&
    (key.startsWith('/account/fetch') ||
      key.startsWith('/api/v1/users') ||
      key.startsWith('/api/v1/audit') ||
      key === sessionKeys.currentUser),
};

const userMutationSchema = mutationResponseSchema(userSchema);

/** POST /account: a staff account created by an ACCOUNT_DATA holder (spec §7). */
export function createAccount(input: AccountCreate) {
  return api.post('/account', input, userMutationSchema);
}

/** PATCH /api/v1/users/{id}: the changed fields in a `data` wrapper, with the version read. */
export function updateUser(input: { id: string; data: UserUpdate }) {
  return api.patch(userKeys.detail(input.id), { data: input.data }, userMutationSchema);
}

/** PATCH /api/v1/users/{id} with `{ data: { role, version } }` (ACCOUNT_ROLE). */
export function changeRole(input: { id: string; role: Role; version: number }) {
  return updateUser({ id: input.id, data: { role: input.role, version: input.version } });
}

/** DELETE /api/v1/users/{id}, conditional on the version shown. */
export function deleteUser(input: { id: string; version: number }) {
  return api.delete(userKeys.detail(input.id), userMutationSchema, {
    params: { version: input.version },
  });
}

/** PATCH /api/v1/users/{id}/password. */
export function changePassword(input: { id: string } & PasswordChange) {
  return api.patch(
    `${userKeys.detail(input.id)}/password`,
    { password: input.password },
    userMutationSchema,
  );
}

/** PATCH /account/{id}/image, multipart with the `image` file (spec §7). */
export function uploadUserImage(input: { id: string; image: File }) {
  const body = new FormData();
  body.append('image', input.image, input.image.name);
  return api.patch(`/account/${encodeURIComponent(input.id)}/image`, body, userMutationSchema);
}

/** POST /api/v1/users/{id}/experiments with name and isAvailable (spec §7). */
export function setExperiment(input: { id: string } & Experiment) {
  return api.post(
    `${userKeys.detail(input.id)}/experiments`,
    { name: input.name, isAvailable: input.isAvailable },
    userMutationSchema,
  );
}

/** DELETE /api/v1/users/{id}/experiments/{name} (spec §7). */
export function removeExperiment(input: { id: string; name: string }) {
  return api.delete(
    `${userKeys.detail(input.id)}/experiments/${encodeURIComponent(input.name)}`,
    userMutationSchema,
  );
}

const everyView = { revalidate: userKeys.showsUser };
export const useCreateAccount = () => useMutation(createAccount, everyView);
export const useUpdateUser = () => useMutation(updateUser, everyView);
export const useChangeRole = () => useMutation(changeRole, everyView);
// After a delete the user itself is gone: refetching its own key would only 404.
export const useDeleteUser = () =>
  useMutation(deleteUser, {
    revalidate: (key: unknown) => userKeys.showsUser(key) && !isSingleUser(key),
  });
export const useChangePassword = () => useMutation(changePassword);
export const useUploadUserImage = () => useMutation(uploadUserImage, everyView);
export const useSetExperiment = () => useMutation(setExperiment, everyView);
export const useRemoveExperiment = () => useMutation(removeExperiment, everyView);

function isSingleUser(key: unknown): boolean {
  return typeof key === 'string' && /^\/api\/v1\/users\/[^/?]+$/.test(key);
}

import {
  type AccountCreate,
  mutationResponseSchema,
  type UserUpdate,
  userSchema,
} from '@staydesk/domain';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { accountKeys } from './keys';

const userMutationSchema = mutationResponseSchema(userSchema);
const revalidate = { revalidate: accountKeys.isAccountKey };

/** POST /account: a staff account created by an ACCOUNT_DATA holder (spec §7). */
export function createAccount(input: AccountCreate) {
  return api.post('/account', input, userMutationSchema);
}

/** PATCH /api/v1/users/{id}: the changed fields in a `data` wrapper, with the version read. */
export function updateAccount(input: { id: string; data: UserUpdate }) {
  return api.patch(accountKeys.detail(input.id), { data: input.data }, userMutationSchema);
}

/** DELETE /api/v1/users/{id}, conditional on the version shown. */
export function deleteAccount(input: { id: string; version: number }) {
  return api.delete(accountKeys.detail(input.id), userMutationSchema, {
    params: { version: input.version },
  });
}

/** PATCH /account/{id}/image, multipart with the `image` file (spec §7). */
export function uploadAccountImage(input: { id: string; image: File }) {
  const body = new FormData();
  body.append('image', input.image, input.image.name);
  return api.patch(`/account/${encodeURIComponent(input.id)}/image`, body, userMutationSchema);
}

export const useCreateAccount = () => useMutation(createAccount, revalidate);
export const useUpdateAccount = () => useMutation(updateAccount, revalidate);
export const useDeleteAccount = () =>
  useMutation(deleteAccount, { revalidate: accountKeys.isListKey });
export const useUploadAccountImage = () => useMutation(uploadAccountImage, revalidate);

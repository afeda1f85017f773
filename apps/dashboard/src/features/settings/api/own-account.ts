import {
  fullNameSchema,
  mutationResponseSchema,
  type PasswordChange,
  PHONE_PATTERN,
  type User,
  type UserUpdate,
  userSchema,
} from '@staydesk/domain';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/auth';
import { useMutation } from '../../../lib/mutation';

/** Every change to one's own account shows in the current-user context (start-up keys). */
const ownAccountKeys = [sessionKeys.currentUser, sessionKeys.users] as const;

const userMutationSchema = mutationResponseSchema(userSchema);

/** PATCH /api/v1/users/{id}: the changed fields in a `data` wrapper, with the version read. */
export function updateOwnProfile(input: { id: string; data: UserUpdate }) {
  return api.patch(
    `/api/v1/users/${encodeURIComponent(input.id)}`,
    { data: input.data },
    userMutationSchema,
  );
}

/** PATCH /api/v1/users/{id}/password. */
export function changeOwnPassword(input: { id: string } & PasswordChange) {
  return api.patch(
    `/api/v1/users/${encodeURIComponent(input.id)}/password`,
    { password: input.password },
    userMutationSchema,
  );
}

/** PATCH /account/{id}/image, multipart with the `image` file (spec §7). */
export function uploadOwnImage(input: { id: string; image: File }) {
  const body = new FormData();
  body.append('image', input.image, input.image.name);
  return api.patch(`/account/${encodeURIComponent(input.id)}/image`, body, userMutationSchema);
}

export function useUpdateOwnProfile() {
  return useMutation(updateOwnProfile, { revalidate: ownAccountKeys });
}

export function useChangeOwnPassword() {
  return useMutation(changeOwnPassword);
}

export function useUploadOwnImage() {
  return useMutation(uploadOwnImage, { revalidate: ownAccountKeys });
}

/** The profile form: a full name (required) and an optional phone number. */
export const profileFormSchema = z.object({
  fullName: fullNameSchema,
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), {
      error: 'Please enter a valid phone number.',
    }),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** Only the fields that differ from the stored account go into the PATCH (spec §7). */
export function changedProfileFields(
  stored: Pick<User, 'fullName' | 'phone'>,
  form: ProfileForm,
): Omit<UserUpdate, 'version'> {
  const changes: Omit<UserUpdate, 'version'> = {};
  if (form.fullName !== stored.fullName) changes.fullName = form.fullName;
  const phone = form.phone === '' ? null : form.phone;
  if (phone !== stored.phone) changes.phone = phone;
  return changes;
}

// Writes to one's own account go through the users client (lib/users.ts).
import { fullNameSchema, PHONE_PATTERN, type User, type UserUpdate } from '@staydesk/domain';
import { z } from 'zod/mini';

/** The profile form: a full name (required) and an optional phone number. */
export const profileFormSchema = z.object({
  fullName: fullNameSchema,
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || PHONE_PATTERN.test(value), {
      error: 'Please enter a valid phone number.',
    }),
  ),
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

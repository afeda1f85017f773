import {
  accountCreateSchema,
  emailSchema,
  fullNameSchema,
  PHONE_PATTERN,
  type User,
  type UserUpdate,
} from '@staydesk/domain';
import { z } from 'zod/mini';

const optionalPhoneSchema = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || PHONE_PATTERN.test(value), {
    error: 'Please enter a valid phone number.',
  }),
);

/** The create-account modal: the POST /account schema, with a blank phone meaning none. */
export const createAccountFormSchema = z.extend(accountCreateSchema, {
  phone: optionalPhoneSchema,
});
export type CreateAccountForm = z.infer<typeof createAccountFormSchema>;

/** Account details an ACCOUNT_DATA holder may edit. */
export const accountDetailsFormSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  isActive: z.boolean(),
});
export type AccountDetailsForm = z.infer<typeof accountDetailsFormSchema>;

/** Only the fields that differ from the stored account go into the PATCH (spec §7). */
export function changedDetails(
  stored: User,
  form: AccountDetailsForm,
): Omit<UserUpdate, 'version'> {
  const changes: Omit<UserUpdate, 'version'> = {};
  if (form.fullName !== stored.fullName) changes.fullName = form.fullName;
  if (form.email !== stored.email) changes.email = form.email;
  const phone = form.phone === '' ? null : form.phone;
  if (phone !== stored.phone) changes.phone = phone;
  if (form.isActive !== stored.isActive) changes.isActive = form.isActive;
  return changes;
}

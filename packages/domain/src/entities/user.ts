import { z } from 'zod/mini';
import { roleSchema } from '../roles';
import { emailSchema, fullNameSchema, passwordSchema } from '../validation';
import {
  boundedText,
  fileRefSchema,
  RECORD_KEYS,
  recordShape,
  TEXT_LIMITS,
  timestampSchema,
  updateShape,
} from './common';

/** A per-user feature flag (spec §3 and §7: name, isAvailable). */
export const experimentSchema = z.object({
  name: boundedText(60).check(z.minLength(1, 'Experiment name is required')),
  isAvailable: z.boolean(),
});
export type Experiment = z.infer<typeof experimentSchema>;

/** A member of staff (spec §3 current user). */
export const userSchema = z.object({
  ...recordShape,
  email: emailSchema,
  fullName: z.string(),
  firstName: z.string(),
  role: roleSchema,
  imageUrl: z.nullable(fileRefSchema),
  experiments: z.array(experimentSchema),
  phone: z.nullable(z.string()),
  isActive: z.boolean(),
  lastSignInAt: z.nullable(timestampSchema),
});
export type User = z.infer<typeof userSchema>;

/**
 * The same person seen from the Accounts area (spec §3 Account): the account pages and the
 * creator chip show a user record, so the shapes are one.
 */
export const accountSchema = userSchema;
export type Account = User;

/** The first word of a full name, as the avatar greeting uses it ('Hi, {first name}!'). */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** Creating an account (Accounts > Create account modal). */
export const accountCreateSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  role: roleSchema,
  password: passwordSchema,
  phone: z.optional(z.nullable(boundedText(TEXT_LIMITS.phone))),
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

/** The fields PATCH /api/v1/users/{id} may change, plus the version it was read at. */
export const userUpdateSchema = z.extend(
  z.partial(
    z.object({
      fullName: fullNameSchema,
      email: emailSchema,
      role: roleSchema,
      phone: z.nullable(boundedText(TEXT_LIMITS.phone)),
      isActive: z.boolean(),
    }),
  ),
  updateShape,
);
export type UserUpdate = z.infer<typeof userUpdateSchema>;
export const accountUpdateSchema = userUpdateSchema;

/** Spec §7: PATCH /api/v1/users/{id} sends a data wrapper holding the changed fields. */
export const userPatchSchema = z.object({ data: userUpdateSchema });
export type UserPatch = z.infer<typeof userPatchSchema>;

/** PATCH /api/v1/users/{id}/password. */
export const passwordChangeSchema = z.object({ password: passwordSchema });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Keys of a user that are not client-writable, for deriving other schemas. */
export const USER_READONLY_KEYS = { ...RECORD_KEYS, firstName: true, lastSignInAt: true } as const;

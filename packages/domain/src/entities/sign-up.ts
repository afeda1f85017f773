import { z } from 'zod/mini';
import { pagedSchema } from '../api';
import { idSchema, TEXT_LIMITS, timestampSchema, versionSchema } from './common';

/**
 * Self sign-up grants nothing by itself: the account signs in only once its email
 * address is verified (a link by mail) and an ACCOUNT_DATA holder approved it.
 */
export const ACCOUNT_APPROVALS = ['pending', 'approved', 'refused'] as const;
export type AccountApproval = (typeof ACCOUNT_APPROVALS)[number];

/** What an anonymous sign-up answers (202), the same whether the address has an account or not. */
export const SIGN_UP_RECEIVED_MESSAGE =
  'Thank you. We have sent a link to confirm your email address; once it is confirmed, an administrator will review your account.';
/** Sign-in of an account whose email address is not confirmed yet (403, accountPending). */
export const EMAIL_UNVERIFIED_MESSAGE =
  'Please confirm your email address first: open the link we sent you.';
/** Sign-in of a confirmed account an administrator has not approved yet (403, accountPending). */
export const AWAITING_APPROVAL_MESSAGE =
  'Your account awaits approval by an administrator. You will be able to sign in once it is approved.';

/** POST /api/auth/verify-email: the token from the link `CLIENT_URL/verify-email/<token>`. */
export const verifyEmailSchema = z.object({
  token: z
    .string()
    .check(z.minLength(1, 'Verification token is required'), z.maxLength(TEXT_LIMITS.token)),
});
export type VerifyEmail = z.infer<typeof verifyEmailSchema>;

/** One self-signed-up account awaiting a decision (GET /api/v1/accounts/pending). */
export const pendingAccountSchema = z.object({
  id: idSchema,
  email: z.string(),
  fullName: z.string(),
  createdAt: timestampSchema,
  /** Whether the person opened the confirmation link; sign-in needs it as well as approval. */
  emailVerified: z.boolean(),
  version: versionSchema,
});
export type PendingAccount = z.infer<typeof pendingAccountSchema>;
export const pendingAccountListSchema = pagedSchema(pendingAccountSchema);
export type PendingAccountList = z.infer<typeof pendingAccountListSchema>;

/** Approve or refuse (POST /api/v1/accounts/{id}/approve | refuse): the version that was read. */
export const accountDecisionSchema = z.object({ version: versionSchema });
export type AccountDecision = z.infer<typeof accountDecisionSchema>;

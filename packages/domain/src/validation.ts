import { z } from 'zod/mini';
import { NUL_CHARACTER_MESSAGE, TEXT_LIMITS } from './entities/common';

/** Spec §5 messages, exact. */
export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const EMAIL_PATTERN_MESSAGE = 'Please enter a valid email address.';
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 10 characters long and include uppercase and lowercase letters, and numbers.';
export const WEBSITE_INVALID_MESSAGE = 'Please enter a valid website address.';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';
/** A password longer than any the app accepts: sign-in says so in its own words. */
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${TEXT_LIMITS.password} characters`;

/** The shared email pattern: a local part, an @, and a dotted domain ending in a 2+ letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const PASSWORD_MIN_LENGTH = 10;
/**
 * Spec §5: ≥10 characters, at least one lowercase, one uppercase and one digit, and only letters,
 * digits and @ $ ! % * ? & -.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d@$!%*?&-]{10,}$/;

/** An email address, trimmed and lower-cased so that sign-in and uniqueness ignore case. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .check(
    z.trim(),
    z.minLength(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true }),
    z.maxLength(TEXT_LIMITS.email, { error: EMAIL_PATTERN_MESSAGE, abort: true }),
    z.regex(EMAIL_PATTERN, EMAIL_PATTERN_MESSAGE),
    z.toLowerCase(),
  );

export const passwordSchema = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .check(
    z.maxLength(TEXT_LIMITS.password, { error: PASSWORD_RULE_MESSAGE, abort: true }),
    z.regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
  );

/** Sign-in checks only presence: an old password that predates the rule must still sign in. */
export const signInPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .check(
    z.minLength(1, PASSWORD_REQUIRED_MESSAGE),
    z.maxLength(TEXT_LIMITS.password, PASSWORD_TOO_LONG_MESSAGE),
  );

export const signInSchema = z.object({
  email: emailSchema,
  password: signInPasswordSchema,
  rememberMe: z._default(z.boolean(), false),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;

export const sendResetEmailSchema = z.object({ email: emailSchema });
export type SendResetEmail = z.infer<typeof sendResetEmailSchema>;

export const resetPasswordSchema = z.object({
  password: passwordSchema,
  resetToken: z
    .string()
    .check(z.minLength(1, 'Reset token is required'), z.maxLength(TEXT_LIMITS.token)),
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The new-password form: the rule plus a matching confirmation, reported on the confirmation. */
export const newPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().check(z.maxLength(TEXT_LIMITS.password)),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: PASSWORDS_DIFFER_MESSAGE,
      path: ['confirmPassword'],
    }),
  );

export const fullNameSchema = z.string({ error: 'Full name is required' }).check(
  z.trim(),
  z.refine((text) => !text.includes('\u0000'), NUL_CHARACTER_MESSAGE),
  z.minLength(1, 'Full name is required'),
  z.maxLength(120, 'Full name must be at most 120 characters'),
);

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUp = z.infer<typeof signUpSchema>;

/** A phone number as staff type it: digits with optional +, spaces, brackets and dashes. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/;
export const phoneSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(TEXT_LIMITS.phone),
    z.regex(PHONE_PATTERN, 'Please enter a valid phone number.'),
  );

const SCHEME_PATTERN = /^[a-z][a-z\d+.-]*:\/\//i;

/** Spec §5: a website without a scheme gets https://. Blank stays blank. */
export function normaliseWebsite(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  if (SCHEME_PATTERN.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return `https://${trimmed}`;
}

/** A website, normalised and then checked; an empty value is allowed (the field is optional). */
export const websiteSchema = z.pipe(
  z.pipe(z.string().check(z.maxLength(TEXT_LIMITS.url)), z.transform(normaliseWebsite)),
  z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: WEBSITE_INVALID_MESSAGE }),
  ]),
);

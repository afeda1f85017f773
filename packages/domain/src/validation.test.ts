import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  ACCEPTED_IMAGE_ACCEPT,
  ACCEPTED_IMAGE_TYPES,
  acceptedImages,
  isAcceptedImage,
  validateImageSelection,
} from './images';
import {
  EMAIL_PATTERN,
  emailSchema,
  newPasswordFormSchema,
  normaliseWebsite,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordSchema,
  phoneSchema,
  resetPasswordSchema,
  sendResetEmailSchema,
  signInSchema,
  signUpSchema,
  websiteSchema,
} from './validation';

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function fieldMessages(schema: z.ZodMiniType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
}

describe('messages of spec §5', () => {
  it('are exact', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password must be at least 10 characters long and include uppercase and lowercase letters, and numbers.',
    );
  });
});

describe('signInSchema', () => {
  it('requires the email with exactly one message', () => {
    expect(fieldMessages(signInSchema, { email: '', password: 'x' }, 'email')).toEqual([
      'Email is required',
    ]);
    expect(fieldMessages(signInSchema, { email: '   ', password: 'x' }, 'email')).toEqual([
      'Email is required',
    ]);
    expect(fieldMessages(signInSchema, { password: 'x' }, 'email')).toEqual(['Email is required']);
  });

  it('checks the email pattern', () => {
    expect(fieldMessages(signInSchema, { email: 'anna@', password: 'x' }, 'email')).toEqual([
      'Please enter a valid email address.',
    ]);
  });

  it('requires the password but not the password rule', () => {
    expect(fieldMessages(signInSchema, { email: 'a@b.co', password: '' }, 'password')).toEqual([
      'Password is required',
    ]);
    expect(fieldMessages(signInSchema, { email: 'a@b.co' }, 'password')).toEqual([
      'Password is required',
    ]);
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'short' }).success).toBe(true);
  });

  it('refuses a password longer than any account can have, in its own words', () => {
    const long = 'x'.repeat(257);
    expect(fieldMessages(signInSchema, { email: 'a@b.co', password: long }, 'password')).toEqual([
      PASSWORD_TOO_LONG_MESSAGE,
    ]);
    expect(PASSWORD_TOO_LONG_MESSAGE).toBe('Password must be at most 256 characters');
  });

  it('defaults rememberMe to false and keeps it when given', () => {
    expect(signInSchema.parse({ email: ' Anna@Example.COM ', password: 'pw' })).toEqual({
      email: 'anna@example.com',
      password: 'pw',
      rememberMe: false,
    });
    expect(
      signInSchema.parse({ email: 'a@b.co', password: 'pw', rememberMe: true }).rememberMe,
    ).toBe(true);
  });
});

describe('EMAIL_PATTERN / emailSchema', () => {
  it.each([
    'anna@example.com',
    'anna.smith+work@mail.example.co.uk',
    "o'neil@example.ie",
    'A_B-c@sub-domain.example.org',
  ])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.c',
    'an na@example.com',
    'anna@@example.com',
    'anna@exa mple.com',
  ])('rejects %s with the general message', (email) => {
    expect(messages(emailSchema, email)).toEqual(['Please enter a valid email address.']);
  });
});

describe('passwordSchema', () => {
  it.each(['Abcdefghi1', 'Sunny-Flat-2024', 'A1b2C3d4E5$!%*?&@'])('accepts %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['9 characters', 'Abcdefgh1'],
    ['no uppercase', 'abcdefghi1'],
    ['no lowercase', 'ABCDEFGHI1'],
    ['no digit', 'Abcdefghij'],
    ['a space', 'Abcdefgh 12'],
    ['a disallowed symbol', 'Abcdefgh1#'],
    ['a non-ASCII letter', 'Abcdéfghi1'],
  ])('rejects a password with %s', (_reason, password) => {
    expect(messages(passwordSchema, password)).toEqual([PASSWORD_RULE_MESSAGE]);
  });

  it('accepts exactly 10 characters', () => {
    expect(passwordSchema.safeParse('Abcdefgh12').success).toBe(true);
  });
});

describe('reset and sign-up payloads', () => {
  it('validates the reset email payload', () => {
    expect(sendResetEmailSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(sendResetEmailSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });

  it('needs a valid password and a token to reset', () => {
    expect(resetPasswordSchema.safeParse({ password: 'Abcdefghi1', resetToken: 't' }).success).toBe(
      true,
    );
    expect(
      fieldMessages(resetPasswordSchema, { password: 'weak', resetToken: 't' }, 'password'),
    ).toEqual([PASSWORD_RULE_MESSAGE]);
    expect(resetPasswordSchema.safeParse({ password: 'Abcdefghi1', resetToken: '' }).success).toBe(
      false,
    );
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    expect(
      fieldMessages(
        newPasswordFormSchema,
        { password: 'Abcdefghi1', confirmPassword: 'Abcdefghi2' },
        'confirmPassword',
      ),
    ).toEqual(['Passwords do not match']);
    expect(
      newPasswordFormSchema.safeParse({ password: 'Abcdefghi1', confirmPassword: 'Abcdefghi1' })
        .success,
    ).toBe(true);
  });

  it('validates sign-up', () => {
    expect(
      signUpSchema.parse({ fullName: ' Anna Smith ', email: 'A@B.co', password: 'Abcdefghi1' }),
    ).toEqual({ fullName: 'Anna Smith', email: 'a@b.co', password: 'Abcdefghi1' });
    expect(
      fieldMessages(
        signUpSchema,
        { fullName: '', email: 'a@b.co', password: 'Abcdefghi1' },
        'fullName',
      ),
    ).toEqual(['Full name is required']);
  });
});

describe('phoneSchema', () => {
  it('accepts typed phone numbers and rejects words', () => {
    expect(phoneSchema.safeParse('+44 (0)20 7946-0958').success).toBe(true);
    expect(phoneSchema.safeParse('07700900123').success).toBe(true);
    expect(phoneSchema.safeParse('call me').success).toBe(false);
    expect(phoneSchema.safeParse('12').success).toBe(false);
  });
});

describe('normaliseWebsite', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  www.example.com/path ', 'https://www.example.com/path'],
    ['//cdn.example.com', 'https://cdn.example.com'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['', ''],
    ['   ', ''],
  ])('%s -> %s', (input, output) => {
    expect(normaliseWebsite(input)).toBe(output);
  });

  it('is applied by websiteSchema, which then checks the address', () => {
    expect(websiteSchema.parse('example.com')).toBe('https://example.com');
    expect(websiteSchema.parse('')).toBe('');
    expect(websiteSchema.safeParse('not a site').success).toBe(false);
    expect(websiteSchema.safeParse('ftp://example.com').success).toBe(false);
  });
});

describe('accepted images', () => {
  it('lists png, jpeg, jpg, webp and avif', () => {
    expect(ACCEPTED_IMAGE_TYPES.extensions).toEqual(['png', 'jpeg', 'jpg', 'webp', 'avif']);
    expect(ACCEPTED_IMAGE_TYPES.mimeTypes).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/avif',
    ]);
    expect(ACCEPTED_IMAGE_ACCEPT).toBe(
      'image/png,image/jpeg,image/webp,image/avif,.png,.jpeg,.jpg,.webp,.avif',
    );
  });

  it.each([
    [{ name: 'a.png', type: 'image/png' }, true],
    [{ name: 'a.jpg', type: 'image/jpeg' }, true],
    [{ name: 'a.webp', type: 'image/webp' }, true],
    [{ name: 'a.avif', type: 'image/avif' }, true],
    [{ name: 'a.AVIF', type: '' }, true],
    [{ name: 'photo.jpeg', type: '' }, true],
    [{ name: 'a.gif', type: 'image/gif' }, false],
    [{ name: 'a.png', type: 'image/svg+xml' }, false],
    [{ name: 'a.pdf', type: '' }, false],
    [{ name: 'png', type: '' }, false],
  ])('%o -> %s', (file, accepted) => {
    expect(isAcceptedImage(file)).toBe(accepted);
  });

  it('lets the single picker ignore other types', () => {
    const files = [
      { name: 'a.png', type: 'image/png' },
      { name: 'b.gif', type: 'image/gif' },
    ];
    expect(acceptedImages(files)).toEqual([files[0]]);
  });

  it('lets the multi-picker reject the whole selection', () => {
    const good = { name: 'a.png', type: 'image/png' };
    expect(validateImageSelection([good])).toEqual({ ok: true, files: [good] });
    expect(validateImageSelection([good, { name: 'b.gif', type: 'image/gif' }])).toEqual({
      ok: false,
      message: 'Format is not valid!',
    });
  });
});

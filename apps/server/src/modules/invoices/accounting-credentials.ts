import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod/mini';
import type { AccountingTokens } from './accounting-providers.js';

/**
 * Sealed credentials: the provider's tokens are stored AES-256-GCM under a key derived from the
 * server secret, so a copy of the database alone does not give access to the accounts.
 */

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('accounting-connection').digest();
}

export function sealCredentials(tokens: AccountingTokens, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  organisation: z.string(),
});

/** The tokens, or undefined when they do not open (the server secret changed). */
export function openCredentials(sealed: string, secret: string): AccountingTokens | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
      'utf8',
    );
    const parsed = tokensSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod/mini';

/** A signed access token (JWT, HS256) carrying the user and the session it belongs to. */
export interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

export type AccessCheck =
  | { status: 'valid'; claims: AccessClaims }
  | { status: 'expired' }
  | { status: 'invalid' };

const accessClaimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  iat: z.number(),
  exp: z.number(),
});

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(keyOf(secret));
}

/** `now` is the server's clock, so tests that move it see tokens expire. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      typ: 'JWT',
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const claims = accessClaimsSchema.safeParse(payload);
    return claims.success ? { status: 'valid', claims: claims.data } : { status: 'invalid' };
  } catch (error) {
    return error instanceof errors.JWTExpired ? { status: 'expired' } : { status: 'invalid' };
  }
}

/** An unguessable opaque token (refresh and reset tokens); only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Keyed with a server secret, so a stolen table of hashes cannot be checked offline. */
export function hashToken(token: string, secret: string): string {
  return createHash('sha256').update(secret).update('\0').update(token).digest('base64url');
}

/**
 * Seals a value (a rotated refresh token's successor) so that only a holder of `holderToken`
 * can open it: AES-256-GCM under a key derived from the server secret and that token. The
 * database alone, or the secret alone, opens nothing.
 */
export function sealFor(holderToken: string, value: string, secret: string): string {
  const key = createHmac('sha256', secret).update(`successor|${holderToken}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Opens what sealFor sealed for this token; undefined when it does not open. */
export function openSealed(
  holderToken: string,
  sealed: string,
  secret: string,
): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const key = createHmac('sha256', secret).update(`successor|${holderToken}`).digest();
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

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

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const body = `${HEADER}.${payload}`;
  return `${body}.${sign(body, secret)}`;
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

export function verifyAccessToken(token: string, secret: string, now: Date): AccessCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { status: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return { status: 'invalid' };
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { status: 'invalid' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { status: 'invalid' };
  }
  if (!isClaims(claims)) return { status: 'invalid' };
  if (claims.exp * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', claims };
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

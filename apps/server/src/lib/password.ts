import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt at OWASP's recommended cost (N = 2^17, r = 8, p = 1: 128 MiB per hash). The parameters
 * are stored in each hash, so they can be raised later and old hashes still verify.
 */
export const OWASP_SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * The test suite may lower the cost (SCRYPT_TEST_COST, a power of two from 2^14) so that a
 * loaded 2-core machine is not spent hashing; anything else gets OWASP's parameters. With
 * NODE_ENV=production the setting has no effect. Hashes carry
 * their own parameters, so a lowered cost never weakens a hash made without it.
 */
export function scryptParams(): { N: number; r: number; p: number } {
  // A test setting never weakens production hashes (issue #10).
  if (process.env.NODE_ENV === 'production') return OWASP_SCRYPT_PARAMS;
  const requested = Number(process.env.SCRYPT_TEST_COST);
  const valid =
    Number.isInteger(requested) && requested >= 2 ** 14 && (requested & (requested - 1)) === 0;
  return valid ? { ...OWASP_SCRYPT_PARAMS, N: requested } : OWASP_SCRYPT_PARAMS;
}
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = scryptParams();
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/**
 * Spent on sign-ins for unknown emails, so that an unknown email and a wrong password take the
 * same time as well as getting the same answer.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('unused-Password-1');
  await verifyPassword(password, await dummyHash);
}

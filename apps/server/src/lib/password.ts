import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { HttpError } from './errors.js';

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

/**
 * At most HASH_LIMITS.running password hashes run at once (each takes 128 MiB and a core for a
 * few hundred ms); up to HASH_LIMITS.queued more wait their turn, and beyond that a request is
 * refused with 429 at once (issue #10): a flood queues or is refused instead of slowing every
 * sign-in and swelling the process's memory.
 */
export const HASH_LIMITS = { running: 2, queued: 32 } as const;

export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Hashes started since the process began (tests check that a refusal hashed nothing). */
  started = 0;

  constructor(private readonly limits: { running: number; queued: number }) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.running) {
      if (this.waiting.length >= this.limits.queued) {
        throw new HttpError(429, 'The server is busy. Please try again in 2 seconds.', {
          retryAfterSeconds: 2,
        });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    this.started++;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

export const hashGate = new HashGate(HASH_LIMITS);

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  return hashGate.run(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
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

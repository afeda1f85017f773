import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { apiMessage } from '@staydesk/domain';
import { refusal } from './errors.js';

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
  // A test setting never weakens production hashes.
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
 * refused with 429 at once: a flood queues or is refused instead of slowing every sign-in and
 * swelling the process's memory. Each source (a client network, for the anonymous hashes) has
 * a share of HASH_LIMITS.perSource hashes running or waiting, and the waiting sources are served
 * in turn, one hash each: a source flooding the server is refused beyond its share and cannot
 * make anyone else wait more than one of its hashes per free worker.
 */
export const HASH_LIMITS = { running: 2, queued: 32, perSource: 4 } as const;

/** The source of hashes no client asked for directly (seeding, the unknown-email check's hash). */
export const SERVER_SOURCE = 'server';

const busy = () => refusal(429, apiMessage('serverBusy', { seconds: 2 }), { retryAfterSeconds: 2 });

export class HashGate {
  private running = 0;
  /**
   * The waiting hashes by source; the map's order is the order of turns: the source served goes
   * to the back (a Map keeps insertion order), a new one joins at the back.
   */
  private readonly waiting = new Map<string, (() => void)[]>();
  private waitingCount = 0;
  /** Hashes running or waiting, by source (its share in use). */
  private readonly inUse = new Map<string, number>();
  /** Hashes started since the process began (tests check that a refusal hashed nothing). */
  started = 0;

  constructor(private readonly limits: { running: number; queued: number; perSource: number }) {}

  async run<T>(source: string, work: () => Promise<T>): Promise<T> {
    const used = this.inUse.get(source) ?? 0;
    if (used >= this.limits.perSource) throw busy();
    const free = this.running < this.limits.running;
    if (!free && this.waitingCount >= this.limits.queued) throw busy();
    this.inUse.set(source, used + 1);
    try {
      if (free) this.running++;
      else await new Promise<void>((resolve) => this.enqueue(source, resolve));
      this.started++;
      try {
        return await work();
      } finally {
        this.handOver();
      }
    } finally {
      const left = (this.inUse.get(source) ?? 1) - 1;
      if (left > 0) this.inUse.set(source, left);
      else this.inUse.delete(source);
    }
  }

  private enqueue(source: string, resolve: () => void): void {
    const queue = this.waiting.get(source);
    if (queue) queue.push(resolve);
    else this.waiting.set(source, [resolve]);
    this.waitingCount++;
  }

  /** Hands the freed worker to the source whose turn it is, or frees it. */
  private handOver(): void {
    const turn = this.waiting.entries().next();
    if (turn.done) {
      this.running--;
      return;
    }
    const [source, queue] = turn.value;
    const next = queue.shift();
    this.waiting.delete(source);
    if (queue.length > 0) this.waiting.set(source, queue);
    this.waitingCount--;
    next?.();
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  /** The hashes of `source` running or waiting. */
  shareInUse(source: string): number {
    return this.inUse.get(source) ?? 0;
  }
}

export const hashGate = new HashGate(HASH_LIMITS);

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  source: string,
) {
  return hashGate.run(source, () => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `source`: whose share of the hash workers it takes (the client network of an anonymous caller). */
export async function hashPassword(password: string, source = SERVER_SOURCE): Promise<string> {
  const salt = randomBytes(16);
  const params = scryptParams();
  const key = await derive(password, salt, params, source);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(
  password: string,
  stored: string,
  source = SERVER_SOURCE,
): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    source,
  );
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/**
 * Spent on sign-ins for unknown emails, so that an unknown email and a wrong password take the
 * same time as well as getting the same answer.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string, source = SERVER_SOURCE): Promise<void> {
  dummyHash ??= hashPassword('unused-Password-1');
  await verifyPassword(password, await dummyHash, source);
}

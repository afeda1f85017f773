import type { Context } from 'hono';
import type { Clock } from '../lib/clock.js';
import { tooManyRequests } from '../lib/errors.js';
import { clientAddress, clientNetwork } from './client.js';
import type { AppEnv } from './context.js';

export interface RateLimit {
  /** Requests one client may make in a window. */
  limit: number;
  windowMs: number;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * The anonymous writes: each stores a row (and sign-up hashes a password), so a script must not
 * repeat them at will. Ten in ten minutes is far beyond a person filling in a form, typos and
 * retries included, even for a few people behind one office address.
 */
export const PUBLIC_WRITE_LIMITS = {
  propertyRequests: { limit: 10, windowMs: TEN_MINUTES_MS },
  signUps: { limit: 10, windowMs: TEN_MINUTES_MS },
  // Each sends a mail to whatever address is typed: fewer, so the form cannot be used to flood
  // someone's inbox. Counted per client before the email is looked up, so the answer still says
  // nothing about which addresses have accounts.
  resetEmails: { limit: 5, windowMs: TEN_MINUTES_MS },
} as const satisfies Record<string, RateLimit>;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  startedAt: number;
  count: number;
}

/**
 * A fixed window per client, opened by its first request, held in this process's memory: it
 * resets on restart and is not shared between server processes (one process serves Staydesk).
 * A refused request does not count, so a client that waits for `retryAfterSeconds` gets in.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt = 0;

  constructor(
    private readonly rule: RateLimit,
    private readonly clock: Clock,
  ) {}

  take(key: string): RateDecision {
    const now = this.clock.now().getTime();
    this.forgetEnded(now);
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.rule.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return { allowed: true };
    }
    if (window.count < this.rule.limit) {
      window.count += 1;
      return { allowed: true };
    }
    const waitMs = window.startedAt + this.rule.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** Clients seen in this window only: memory stays bounded by one window's traffic. */
  private forgetEnded(now: number): void {
    if (now < this.nextSweepAt) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
    }
    this.nextSweepAt = now + this.rule.windowMs;
  }
}

/**
 * Counts the request against its client's window, or refuses it with 429 (`retryAfterSeconds`
 * and a Retry-After header, like the sign-in throttle) before anything is stored.
 */
export function enforceRateLimit(limiter: RateLimiter, c: Context<AppEnv>, what: string): void {
  const decision = limiter.take(clientNetwork(clientAddress(c)));
  if (!decision.allowed) throw tooManyRequests(what, decision.retryAfterSeconds);
}

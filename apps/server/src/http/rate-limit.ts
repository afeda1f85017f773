import type { RateLimited } from '@staydesk/domain';
import type { Context } from 'hono';
import type { Database } from '../db/database.js';
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
  /**
   * The request form from every address together: many addresses (a botnet, a scraper behind
   * rotating proxies) each under their own limit must still not fill the table. Thirty in ten
   * minutes is far more than the business receives; beyond it the form answers as usual and
   * stores nothing (the server logs it), so a script cannot tell where the cap lies.
   */
  propertyRequestsOverall: { limit: 30, windowMs: TEN_MINUTES_MS },
  signUps: { limit: 10, windowMs: TEN_MINUTES_MS },
  // Each sends a mail to whatever address is typed: fewer, so the form cannot be used to flood
  // someone's inbox. Counted per client before the email is looked up, so the answer still says
  // nothing about which addresses have accounts.
  resetEmails: { limit: 5, windowMs: TEN_MINUTES_MS },
  /**
   * The per-address budget of password hashes an anonymous caller can cause: failed
   * sign-ins (whatever the email), sign-ups and password resets together. A successful sign-in
   * costs nothing, so an office of colleagues signing in is never held up; a script trying a new
   * email each time is stopped after 30, before any hash.
   */
  passwordHashes: { limit: 30, windowMs: TEN_MINUTES_MS },
} as const satisfies Record<string, RateLimit>;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed window per client, opened by its first request, kept in the database table
 * `request_budgets`: several servers share it and a restart forgets nothing. A
 * refused request does not count (the count stops at limit + 1), so a client that waits for
 * `retryAfterSeconds` gets in. One atomic upsert per request.
 */
export class RateLimiter {
  constructor(
    private readonly rule: RateLimit,
    private readonly clock: Clock,
    private readonly db: Database,
    /** Names the limit in the table's key, so limits do not share counts. */
    private readonly name: string,
  ) {}

  async take(client: string): Promise<RateDecision> {
    const now = this.clock.now();
    const windowOpenSince = new Date(now.getTime() - this.rule.windowMs);
    const result = await this.db.query<{ window_started_at: Date; count: number }>(
      `insert into request_budgets as b (key, window_started_at, count) values ($1, $2, 1)
       on conflict (key) do update set
         window_started_at = case when b.window_started_at <= $3 then $2 else b.window_started_at end,
         count = case when b.window_started_at <= $3 then 1 else least(b.count + 1, $4) end
       returning window_started_at, count`,
      [`${this.name}|${client}`, now, windowOpenSince, this.rule.limit + 1],
    );
    const row = result.rows[0];
    if (!row || row.count <= this.rule.limit) return { allowed: true };
    const waitMs = new Date(row.window_started_at).getTime() + this.rule.windowMs - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** The client's standing without counting a request (the sign-in budget checks, then spends on failure). */
  async check(client: string): Promise<RateDecision> {
    const now = this.clock.now();
    const result = await this.db.query<{ window_started_at: Date; count: number }>(
      'select window_started_at, count from request_budgets where key = $1',
      [`${this.name}|${client}`],
    );
    const row = result.rows[0];
    const endsAt = row ? new Date(row.window_started_at).getTime() + this.rule.windowMs : 0;
    if (!row || endsAt <= now.getTime() || row.count < this.rule.limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
    };
  }
}

/** The shared per-address budget of password hashes (PUBLIC_WRITE_LIMITS.passwordHashes). */
export function passwordHashBudget(deps: { clock: Clock; db: Database }): RateLimiter {
  return new RateLimiter(PUBLIC_WRITE_LIMITS.passwordHashes, deps.clock, deps.db, 'passwordHashes');
}

/** Spends one hash of the caller's budget, or refuses with 429 before anything is hashed. */
export async function spendPasswordHash(budget: RateLimiter, c: Context<AppEnv>): Promise<void> {
  const decision = await budget.take(clientNetwork(clientAddress(c)));
  if (!decision.allowed) throw tooManyRequests('addressAttempts', decision.retryAfterSeconds);
}

/**
 * Counts the request against its client's window, or refuses it with 429 (`retryAfterSeconds`
 * and a Retry-After header, like the sign-in throttle) before anything is stored.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  c: Context<AppEnv>,
  what: RateLimited,
): Promise<void> {
  const decision = await limiter.take(clientNetwork(clientAddress(c)));
  if (!decision.allowed) throw tooManyRequests(what, decision.retryAfterSeconds);
}

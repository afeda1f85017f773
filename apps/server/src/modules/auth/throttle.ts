import type { Database } from '../../db/database.js';
import { tooManyRequests } from '../../lib/errors.js';

/**
 * Repeated failed sign-ins for one email from one address are first slowed (after 5 failures
 * each further attempt waits 1, 2, 4, 8, 16 s) and then refused for 15 minutes (from the 10th).
 * Keyed by email and client address, so an attacker elsewhere cannot lock the real user out,
 * and kept in the database, so it holds across several servers. Failures older than the window
 * are forgotten and a successful sign-in clears the count: nobody is locked out for good.
 */
export const THROTTLE = {
  slowAfter: 5,
  blockAfter: 10,
  blockMs: 15 * 60 * 1000,
  windowMs: 15 * 60 * 1000,
} as const;

interface ThrottleRow {
  failures: number;
  last_failure_at: Date;
  blocked_until: Date | null;
}

export function throttleKey(email: string, address: string): string {
  return `${email.toLowerCase()}|${address}`;
}

export async function assertNotThrottled(db: Database, key: string, now: Date): Promise<void> {
  const result = await db.query<ThrottleRow>(
    'select failures, last_failure_at, blocked_until from sign_in_throttle where key = $1',
    [key],
  );
  const row = result.rows[0];
  if (!row?.blocked_until) return;
  const waitMs = new Date(row.blocked_until).getTime() - now.getTime();
  if (waitMs <= 0) return;
  throw tooManyRequests('signInAttempts', Math.ceil(waitMs / 1000));
}

export async function recordFailure(db: Database, key: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await tx.query<ThrottleRow>(
      'select failures, last_failure_at from sign_in_throttle where key = $1 for update',
      [key],
    );
    const row = current.rows[0];
    const stale =
      !row || now.getTime() - new Date(row.last_failure_at).getTime() > THROTTLE.windowMs;
    const failures = stale ? 1 : row.failures + 1;
    let blockedUntil: Date | null = null;
    if (failures >= THROTTLE.blockAfter) {
      blockedUntil = new Date(now.getTime() + THROTTLE.blockMs);
    } else if (failures >= THROTTLE.slowAfter) {
      blockedUntil = new Date(now.getTime() + 1000 * 2 ** (failures - THROTTLE.slowAfter));
    }
    await tx.query(
      `insert into sign_in_throttle (key, failures, last_failure_at, blocked_until)
       values ($1, $2, $3, $4)
       on conflict (key) do update
         set failures = excluded.failures,
             last_failure_at = excluded.last_failure_at,
             blocked_until = excluded.blocked_until`,
      [key, failures, now, blockedUntil],
    );
  });
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.query("delete from sign_in_throttle where key like $1 escape '\\'", [
    `${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}|%`,
  ]);
}

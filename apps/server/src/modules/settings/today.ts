import { dayIn } from '@staydesk/domain';
import type { Queryable } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { readSettings } from './settings.js';

/** "Today" and the configured time zone, from the request's clock (tests move it). */
export interface Today {
  now: Date;
  timeZone: string;
  /** YYYY-MM-DD in the time zone. */
  day: string;
}

/**
 * "Today" in the configured time zone (global settings), from the clock the app was given; a
 * zone the runtime does not know falls back to Europe/London.
 */
export async function todayOf(db: Queryable, clock: Clock): Promise<Today> {
  const now = clock.now();
  const settings = await readSettings(db);
  let timeZone = settings.timeZone;
  let day: string;
  try {
    day = dayIn(now, timeZone);
  } catch {
    timeZone = 'Europe/London';
    day = dayIn(now, timeZone);
  }
  return { now, timeZone, day };
}

import { type SearchResult, searchResultSchema } from '@staydesk/domain/search';
import { z } from 'zod/mini';
import { readItem, writeItem } from '../../../lib/storage';

/** How many records the palette remembers as recently opened. */
export const RECENT_MAX = 5;

const recentSchema = z.array(searchResultSchema);

/** Per user: two people sharing a browser do not see each other's records. */
const keyOf = (userId: string) => `staydesk:search-recent:${userId}`;

/** The records this user last opened from the palette, newest first (none when unreadable). */
export function readRecent(userId: string): SearchResult[] {
  const stored = readItem('local', keyOf(userId));
  if (stored === null) return [];
  try {
    const parsed = recentSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data.slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a record first among the recent ones (once) and stores the list; returns it. */
export function rememberRecent(userId: string, result: SearchResult): SearchResult[] {
  const next = [
    result,
    ...readRecent(userId).filter((old) => old.kind !== result.kind || old.id !== result.id),
  ].slice(0, RECENT_MAX);
  writeItem('local', keyOf(userId), JSON.stringify(next));
  return next;
}

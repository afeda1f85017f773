import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';

/**
 * Which SQL a piece of work ran, for the EXPLAIN test (test/explain.test.ts) and the script that
 * writes the list plans into the README: it calls every list route of the app inside
 * `captureQueries` and explains what was captured, so a module added later is covered without
 * anyone listing its queries. Outside a capture this costs one `getStore()` per query.
 */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
  /** Why the kit ran it, when it says (`withPurpose`): the EXPLAIN test judges some by it. */
  purpose?: QueryPurpose;
}

/**
 * - `whole-table count`: the count of a list without search or filters. It reads every entry of
 *   the tab's index (an index-only scan), which the EXPLAIN test accepts for it alone.
 */
export type QueryPurpose = 'whole-table count';

const capture = new AsyncLocalStorage<CapturedQuery[]>();
const purpose = new AsyncLocalStorage<QueryPurpose>();

/** Runs `work`, tagging the statements it sends with `why`. */
export function withPurpose<T>(why: QueryPurpose, work: () => Promise<T>): Promise<T> {
  return purpose.run(why, work);
}

/** Runs `work` and answers every statement Drizzle sent for it (in the order sent). */
export async function captureQueries<T>(
  work: () => Promise<T>,
): Promise<{ result: T; queries: CapturedQuery[] }> {
  const queries: CapturedQuery[] = [];
  const result = await capture.run(queries, work);
  // A capture inside another (the list kit's inside the EXPLAIN test's) hands its statements on.
  capture.getStore()?.push(...queries);
  return { result, queries };
}

/** The Drizzle logger both drivers are built with: it only records inside `captureQueries`. */
export const queryLogger: DrizzleLogger = {
  logQuery(sql, params) {
    const queries = capture.getStore();
    if (!queries) return;
    const why = purpose.getStore();
    queries.push(why ? { sql, params, purpose: why } : { sql, params });
  },
};

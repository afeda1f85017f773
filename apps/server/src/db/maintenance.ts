import type { Background } from '../lib/background.js';
import type { Database } from './database.js';
import { maintainTables } from './migrations.js';

/**
 * VACUUM (ANALYZE) on PGlite after writes. PGlite has no autovacuum: without this its planner
 * keeps the statistics of the last migration or seed, and its covering list indexes read the table
 * for every row (no page is ever marked all-visible). Every minute the database's own statistics
 * (`pg_stat_user_tables.n_mod_since_analyze`, one small query) say which tables were written; a
 * table written since its last pass gets one when five minutes have gone by since that pass, or at
 * once after 200 rows written. Each table is its own turn on PGlite's one connection, so requests
 * run between them; the pass runs as background work (never inside a request) and never overlaps
 * itself. PostgreSQL is left to its autovacuum.
 */
export interface MaintenanceOptions {
  checkEveryMs: number;
  /** The least time between two passes over one table. */
  minGapMs: number;
  /** Rows written after which a table gets its pass without waiting for `minGapMs`. */
  writesForEarlyPass: number;
}

export const MAINTENANCE_DEFAULTS: MaintenanceOptions = {
  checkEveryMs: 60_000,
  minGapMs: 5 * 60_000,
  writesForEarlyPass: 200,
};

export interface Maintenance {
  /** One check now: answers the tables it vacuumed. */
  check(): Promise<string[]>;
  stop(): void;
}

export function startMaintenance(
  db: Database,
  background: Background,
  options: MaintenanceOptions = MAINTENANCE_DEFAULTS,
  now: () => number = Date.now,
): Maintenance {
  /** By table: the rows written since its last analyse, at its last pass (or when first seen). */
  const seen = new Map<string, { written: number; at: number }>();
  let running: Promise<string[]> | undefined;

  async function pass(): Promise<string[]> {
    // The statistics of this session's last statements reach the view when flushed.
    await db.query('select pg_stat_force_next_flush()');
    const stats = await db.query<{ name: string; written: string | number }>(
      `select relname as name, n_mod_since_analyze as written from pg_stat_user_tables
        where schemaname = current_schema()`,
    );
    const done: string[] = [];
    for (const row of stats.rows) {
      const written = Number(row.written);
      const last = seen.get(row.name);
      // The first sight is the baseline: start-up already analysed after migrating or seeding.
      if (!last) {
        seen.set(row.name, { written, at: now() });
        continue;
      }
      // Below the baseline: analysed by someone else since, so every row counted is new.
      const writes = written >= last.written ? written - last.written : written;
      if (writes <= 0) continue;
      if (now() - last.at < options.minGapMs && writes < options.writesForEarlyPass) continue;
      await maintainTables(db, { vacuum: true, tables: [row.name] });
      seen.set(row.name, { written: 0, at: now() });
      done.push(row.name);
    }
    return done;
  }

  function check(): Promise<string[]> {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  if (db.kind !== 'pglite') return { check: async () => [], stop: () => undefined };
  const timer = setInterval(() => {
    if (running) return;
    background.run('table maintenance', async () => {
      await check();
    });
  }, options.checkEveryMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}

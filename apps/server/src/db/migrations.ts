import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './database.js';

/**
 * Versioned schema for PGlite and PostgreSQL alike: one `.sql` file per change in ./migrations,
 * named `NNNN_what.sql` and applied in name order; the file name without `.sql` is its id in
 * `schema_migrations` (`0001_core` is the id the former in-code list used, so databases made
 * before the folder existed upgrade in place). A committed file is never edited: a change is a
 * new file. Each file runs whole, in its own transaction (so it may hold functions, triggers or
 * DO blocks), under an advisory lock that keeps two servers starting together from racing.
 *
 * The build copies the folder next to the bundle (tsup.config.ts), where this same relative
 * URL finds it.
 */
export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.sql$/;

export interface Migration {
  id: string;
  sql: string;
}

/** The migration files in order. A stray file in the folder is an error, not silently skipped. */
export function loadMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const match = MIGRATION_FILE.exec(name);
      if (!match?.[1])
        throw new Error(`Not a migration file name: ${name} (expected NNNN_name.sql)`);
      return { id: match[1], sql: readFileSync(new URL(name, dir), 'utf8') };
    });
}

export async function migrate(
  db: Database,
  migrations: readonly Migration[] = loadMigrations(),
): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      // Serialises concurrent starters on PostgreSQL; harmless on PGlite's single connection.
      await tx.query('select pg_advisory_xact_lock(727001)');
      const done = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (done.rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}

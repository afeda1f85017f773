import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ServerModule } from '../modules/kit.js';
import * as registeredModules from '../modules/registry.js';
import type { Database } from './database.js';

/**
 * Versioned schema for PGlite and PostgreSQL alike: one `.sql` file per change, named
 * `NNNN_what.sql`. The core files live in ./migrations, a kit module's in
 * `modules/<name>/migrations`; all are applied in ONE global order by id (the file name without
 * `.sql`, recorded in `schema_migrations`), so a module's table can follow the core tables it
 * references and a later core file can follow a module's. Ids are unique across all folders.
 * `0001_core` is the id the former in-code list used, so databases made before the folder existed
 * upgrade in place. A committed file is never edited: a change is a new file. Each file runs
 * whole, in its own transaction (so it may hold functions, triggers or DO blocks), under an
 * advisory lock that keeps two servers starting together from racing.
 *
 * A file whose first line is `-- replaces: <id>` took over an older file's work when that file
 * was split (0002_clients_agents became the clients and agents modules' 0002 files): a database
 * that recorded the older id counts it as applied and does not run it again.
 *
 * The build copies ./migrations to dist/migrations and every module's folder to
 * dist/module-migrations/<name> (tsup.config.ts), where these same relative URLs find them.
 */
export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.sql$/;
const REPLACES = /^-- replaces: (\d{4}_[a-z0-9_]+)\s*$/m;

export interface Migration {
  id: string;
  sql: string;
  /** The id of the older migration this one took over, if any. */
  replaces?: string;
}

/** A module's migrations folder: next to the bundle once built, in its source folder otherwise. */
export function moduleMigrationsDir(name: string): URL | undefined {
  const built = new URL(`./module-migrations/${name}/`, import.meta.url);
  if (existsSync(built)) return built;
  const source = new URL(`../modules/${name}/migrations/`, import.meta.url);
  return existsSync(source) ? source : undefined;
}

/** The core folder and the folder of every registered module that has migrations. */
export function migrationDirs(
  modules: readonly ServerModule[] = Object.values(registeredModules),
): URL[] {
  return [MIGRATIONS_DIR, ...modules.flatMap((module) => moduleMigrationsDir(module.name) ?? [])];
}

function readFolder(dir: URL): Migration[] {
  return readdirSync(dir).map((name) => {
    const match = MIGRATION_FILE.exec(name);
    if (!match?.[1]) throw new Error(`Not a migration file name: ${name} (expected NNNN_name.sql)`);
    const sql = readFileSync(new URL(name, dir), 'utf8');
    const replaces = REPLACES.exec(sql.split('\n', 1)[0] ?? '')?.[1];
    return replaces ? { id: match[1], sql, replaces } : { id: match[1], sql };
  });
}

/**
 * Every migration in its global order. A stray file name or an id found twice is an error, not
 * silently skipped.
 */
export function loadMigrations(dirs: readonly URL[] = migrationDirs()): Migration[] {
  const all = dirs.flatMap(readFolder).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let index = 1; index < all.length; index++) {
    if (all[index]?.id === all[index - 1]?.id)
      throw new Error(`Two migration files have the id ${all[index]?.id}`);
  }
  return all;
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
      // A migration may rebuild an index of a large table: the statement timeout that bounds
      // requests does not apply to it (PostgreSQL; PGlite has no statement timeout).
      await tx.query('set local statement_timeout = 0');
      // Serialises concurrent starters on PostgreSQL; harmless on PGlite's single connection.
      await tx.query('select pg_advisory_xact_lock(727001)');
      const done = await tx.query('select 1 from schema_migrations where id = any($1::text[])', [
        migration.replaces ? [migration.id, migration.replaces] : [migration.id],
      ]);
      if (done.rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  // New tables and indexes have no statistics yet; without them the planner guesses (on PGlite,
  // which has no autovacuum, it would guess for ever) and sorts where an index would do.
  if (applied.length > 0) await analyzeTables(db);
  return applied;
}

/** The ids of the migrations of `migrations` that the database has not applied. */
export async function pendingMigrations(
  db: Database,
  migrations: readonly Migration[],
): Promise<string[]> {
  const applied = await db.query<{ id: string }>('select id from schema_migrations');
  const done = new Set(applied.rows.map((row) => row.id));
  return migrations
    .filter((migration) => !done.has(migration.id) && !done.has(migration.replaces ?? ''))
    .map((migration) => migration.id);
}

/**
 * ANALYZE of this schema's tables only (not the whole database: on a shared PostgreSQL the other
 * schemas are not ours). Run after migrations and after seeding.
 */
export async function analyzeTables(db: Database): Promise<void> {
  await maintainTables(db);
}

/**
 * ANALYZE, or with `vacuum` VACUUM (ANALYZE), of this schema's tables (or of `tables`). VACUUM also
 * marks the pages whose rows every transaction sees, which is what lets a covering list index
 * answer without reading the table (an index-only scan); PostgreSQL's autovacuum does it on its
 * own, PGlite has none (src/db/maintenance.ts runs this after writes).
 */
export async function maintainTables(
  db: Database,
  options: { vacuum?: boolean; tables?: readonly string[] } = {},
): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables
      where schemaname = current_schema() and ($1::text[] is null or tablename = any($1::text[]))`,
    [options.tables ?? null],
  );
  if (tables.rows.length === 0) return;
  const names = tables.rows.map((table) => table.name).join(', ');
  await db.exec(options.vacuum ? `vacuum (analyze) ${names}` : `analyze ${names}`);
}

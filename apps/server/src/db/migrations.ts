import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ServerModule } from '../modules/kit.js';
import * as registeredModules from '../modules/registry.js';
import type { Database } from './database.js';

/**
 * Versioned schema for PGlite and PostgreSQL alike: one `.sql` file per change, named by the UTC
 * time it was written, `YYYYMMDDHHMMSS_what.sql` (`date -u +%Y%m%d%H%M%S`). The core files live in
 * ./migrations, a kit module's in `modules/<name>/migrations`; all are applied in ONE global order
 * by id (the file name without `.sql`, recorded in `schema_migrations`), so a module's table can
 * follow the core tables it references and a later core file can follow a module's. Two people or
 * two modules writing a migration at once get two ids, not one number to fight over, and the order
 * is the order they were written in.
 *
 * The files written before that scheme keep their numbered ids, `NNNN_what.sql` up to
 * LAST_NUMBERED: every number sorts before every timestamp, so their order is unchanged and a
 * database that applied them recognises them by the ids it recorded. No numbered file is added any
 * more. `0001_core` is the id the former in-code list used, so databases made before the folder
 * existed upgrade in place. A committed file is never edited or renamed: a change is a new file.
 * Each file runs whole, in its own transaction (so it may hold functions, triggers or DO blocks),
 * under an advisory lock that keeps two servers starting together from racing.
 *
 * A file whose first line is `-- replaces: <id>` took over an older file's work when that file
 * was split (0002_clients_agents became the clients and agents modules' 0002 files): a database
 * that recorded the older id counts it as applied and does not run it again.
 *
 * The build copies ./migrations to dist/migrations and every module's folder to
 * dist/module-migrations/<name> (tsup.config.ts), where these same relative URLs find them.
 */
export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

const MIGRATION_FILE = /^((\d{14}|\d{4})_[a-z0-9_]+)\.sql$/;
const REPLACES = /^-- replaces: ((?:\d{14}|\d{4})_[a-z0-9_]+)\s*$/m;

/** The highest number of the numbered files; a new file is named by its time instead. */
export const LAST_NUMBERED = 41;

/** `YYYYMMDDHHMMSS` is a moment that exists in UTC (not the 31st of April, not 24:00). */
function isUtcMoment(stamp: string): boolean {
  const [year, month, day, hour, minute, second] = [0, 4, 6, 8, 10, 12].map((start, index) =>
    Number(stamp.slice(start, start + (index === 0 ? 4 : 2))),
  ) as [number, number, number, number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 2000 &&
    moment.getUTCFullYear() === year &&
    moment.getUTCMonth() === month - 1 &&
    moment.getUTCDate() === day &&
    moment.getUTCHours() === hour &&
    moment.getUTCMinutes() === minute &&
    moment.getUTCSeconds() === second
  );
}

/** The id of a migration file's name, or why the name is refused. */
export function migrationIdOf(name: string): string {
  const expected = 'expected YYYYMMDDHHMMSS_name.sql, the UTC time it was written';
  const match = MIGRATION_FILE.exec(name);
  const id = match?.[1];
  const prefix = id?.split('_', 1)[0] ?? '';
  if (!id) throw new Error(`Not a migration file name: ${name} (${expected})`);
  if (prefix.length === 4 && Number(prefix) > LAST_NUMBERED)
    throw new Error(`Numbered migration files end at ${LAST_NUMBERED}: ${name} (${expected})`);
  if (prefix.length === 14 && !isUtcMoment(prefix))
    throw new Error(`Not a moment in UTC: ${name} (${expected})`);
  return id;
}

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
    const id = migrationIdOf(name);
    const sql = readFileSync(new URL(name, dir), 'utf8');
    const replaces = REPLACES.exec(sql.split('\n', 1)[0] ?? '')?.[1];
    return replaces ? { id, sql, replaces } : { id, sql };
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

import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Database, Transaction } from '../src/db/database.js';
import {
  LAST_NUMBERED,
  loadMigrations,
  MIGRATIONS_DIR,
  migrate,
  migrationDirs,
  migrationIdOf,
} from '../src/db/migrations.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import * as registeredModules from '../src/modules/registry.js';
import { writeAudit } from '../src/services/audit.js';
import { migrateAsAt5dc1a35 } from './fixtures/migrations-5dc1a35.js';

/** An empty database of the run's kind: a fresh PGlite, or a new PostgreSQL schema. */
async function emptyDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await PgliteDatabase.open(undefined);
    return { db, drop: () => db.close() };
  }
  const schema = `upgrade_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await PostgresDatabase.open({ connectionString: url, max: 1 });
  await admin.exec(`create schema ${schema}`);
  const db = await PostgresDatabase.open({ connectionString: url, searchPath: schema, max: 2 });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

/** The modules with a migrations folder in the source tree. */
const MODULES_DIR = new URL('../src/modules/', import.meta.url);
const MODULES_WITH_MIGRATIONS = readdirSync(MODULES_DIR).filter((name) =>
  existsSync(new URL(`${name}/migrations/`, MODULES_DIR)),
);
const sourceDirOf = (name: string) => new URL(`${name}/migrations/`, MODULES_DIR);

let opened: { db: Database; drop: () => Promise<void> };
const extra: { drop: () => Promise<void> }[] = [];
beforeAll(async () => {
  opened = await emptyDatabase();
});
afterAll(async () => {
  await opened?.drop();
  for (const made of extra) await made.drop();
});

describe('migrations as files', () => {
  it('are the core and module folders’ files in one order, the first keeping the old id', () => {
    const migrations = loadMigrations();
    const files = [MIGRATIONS_DIR, ...MODULES_WITH_MIGRATIONS.map(sourceDirOf)].flatMap((dir) =>
      readdirSync(dir).map((name) => name.replace(/\.sql$/, '')),
    );
    expect(migrations.map((migration) => migration.id)).toEqual(files.sort());
    expect(migrations[0]?.id).toBe('0001_core');
    expect(migrations.map((migration) => migration.id)).toEqual(
      expect.arrayContaining(['0002_agents', '0002_clients', '0003_audit_record_name']),
    );
  });

  it('collect every module folder that has migrations from the registry (none is forgotten)', () => {
    const registered = new Set(Object.values(registeredModules).map((module) => module.name));
    expect(MODULES_WITH_MIGRATIONS.filter((name) => !registered.has(name))).toEqual([]);
    expect(migrationDirs().map(String).sort()).toEqual(
      [MIGRATIONS_DIR, ...MODULES_WITH_MIGRATIONS.map(sourceDirOf)].map(String).sort(),
    );
  });

  it('are named by the UTC time they were written; the numbered names end at the last one', () => {
    expect(migrationIdOf('20261129034500_rooms.sql')).toBe('20261129034500_rooms');
    expect(migrationIdOf('0041_enquiries_generated_not_null.sql')).toBe(
      '0041_enquiries_generated_not_null',
    );
    expect(() => migrationIdOf(`00${LAST_NUMBERED + 1}_rooms.sql`)).toThrow(
      `Numbered migration files end at ${LAST_NUMBERED}`,
    );
    expect(() => migrationIdOf('20260431120000_rooms.sql')).toThrow('Not a moment in UTC');
    expect(() => migrationIdOf('20261129240000_rooms.sql')).toThrow('Not a moment in UTC');
    expect(() => migrationIdOf('202611290345_rooms.sql')).toThrow('Not a migration file name');
    expect(() => migrationIdOf('rooms.sql')).toThrow('expected YYYYMMDDHHMMSS_name.sql');
    // Every file in the tree passes, and every numbered one is within the frozen range.
    const numbered = loadMigrations().filter((migration) => /^\d{4}_/.test(migration.id));
    expect(numbered.at(-1)?.id.slice(0, 4)).toBe(String(LAST_NUMBERED).padStart(4, '0'));
  });

  it('take a timestamped file of any module after the numbered ones on a database made under the old ids', async () => {
    const made = await emptyDatabase();
    extra.push(made);
    const { db } = made;
    // A database as the numbered files left it: every id recorded as it was then.
    const numbered = loadMigrations().filter((migration) => /^\d{4}_/.test(migration.id));
    await migrate(db, numbered);
    const timestamped = loadMigrations()
      .map((migration) => migration.id)
      .filter((id) => !/^\d{4}_/.test(id));
    // Two modules' files written in the same minute; the one written first lands last.
    const rooms = mkdtempSync(join(tmpdir(), 'staydesk-rooms-'));
    const keys = mkdtempSync(join(tmpdir(), 'staydesk-keys-'));
    extra.push({
      drop: async () => {
        rmSync(rooms, { recursive: true });
        rmSync(keys, { recursive: true });
      },
    });
    writeFileSync(
      join(rooms, '20261129120030_rooms.sql'),
      'create table rooms (id uuid primary key, property_id uuid not null references properties(id));',
    );
    writeFileSync(
      join(keys, '20261129120010_room_keys.sql'),
      'create table room_keys (id uuid primary key, label text not null);',
    );
    const roomsLanded = [...migrationDirs(), pathToFileURL(`${rooms}/`)];
    expect(await migrate(db, loadMigrations(roomsLanded))).toEqual([
      ...timestamped,
      '20261129120030_rooms',
    ]);
    const bothLanded = [...roomsLanded, pathToFileURL(`${keys}/`)];
    expect(await migrate(db, loadMigrations(bothLanded))).toEqual(['20261129120010_room_keys']);
    const recorded = await db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(recorded.rows.map((row) => row.id)).toEqual(
      [
        ...numbered.map((migration) => migration.id),
        ...timestamped,
        '20261129120010_room_keys',
        '20261129120030_rooms',
      ].sort(),
    );
    expect(await migrate(db, loadMigrations(bothLanded))).toEqual([]);
  });

  it('refuses two files with the same id', () => {
    const dir = sourceDirOf('agents');
    expect(() => loadMigrations([dir, dir])).toThrow('Two migration files have the id 0002_agents');
  });

  it('does not run the module files again on a database that applied 0002_clients_agents', async () => {
    const made = await emptyDatabase();
    extra.push(made);
    const { db } = made;
    await migrate(db);
    // The database as the previous main left it: the shared file's id, not the split ones.
    await db.exec(
      "delete from schema_migrations where id in ('0002_clients', '0002_agents'); insert into schema_migrations (id) values ('0002_clients_agents')",
    );
    expect(await migrate(db)).toEqual([]);
    const ids = await db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(ids.rows.map((row) => row.id)).toContain('0002_clients_agents');
    expect(ids.rows.map((row) => row.id)).not.toContain('0002_clients');
  });

  it('upgrade a database made by the previous main without losing a row', async () => {
    const { db } = opened;
    // The database as commit 5dc1a35 made it, with rows in it.
    expect(await migrateAsAt5dc1a35(db)).toEqual(['0001_core']);
    const user = await db.query<{ id: string }>(
      `insert into users (email, full_name, role, password_hash) values ('old@staydesk.test', 'Old Hand', 'admin', 'x') returning id`,
    );
    const company = await db.query<{ id: string }>(
      `insert into companies (name, legal_name) values ('Legacy Ltd', 'Legacy Holdings Ltd') returning id`,
    );
    await db.query(
      `insert into audit_events (occurred_at, actor_id, action, record_type, record_id, changes)
       values (now(), $1, 'create', 'company', $2, '{}')`,
      [user.rows[0]?.id, company.rows[0]?.id],
    );

    expect(await migrate(db)).toEqual(
      loadMigrations()
        .map((migration) => migration.id)
        .filter((id) => id !== '0001_core'),
    );

    const users = await db.query<{ email: string; full_name: string }>(
      'select email, full_name from users',
    );
    expect(users.rows).toEqual([{ email: 'old@staydesk.test', full_name: 'Old Hand' }]);
    const companies = await db.query<{ name: string; legal_name: string }>(
      'select name, legal_name from companies',
    );
    expect(companies.rows).toEqual([{ name: 'Legacy Ltd', legal_name: 'Legacy Holdings Ltd' }]);
    const audit = await db.query<{ record_id: string; record_name: string | null }>(
      'select record_id, record_name from audit_events',
    );
    expect(audit.rows).toEqual([{ record_id: company.rows[0]?.id, record_name: null }]);
    // The new tables exist and take rows that point at the old ones.
    await db.query(`insert into clients (first_name, company_id) values ('Kept', $1)`, [
      company.rows[0]?.id,
    ]);
    const applied = await db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(applied.rows.map((row) => row.id)).toEqual(loadMigrations().map((m) => m.id));
    // Running again applies nothing.
    expect(await migrate(db)).toEqual([]);
  });

  it('runs each file whole, so a migration may hold a function with semicolons in it', async () => {
    const { db } = opened;
    const applied = await migrate(db, [
      {
        id: '9001_function_probe',
        sql: `create function staydesk_probe() returns text language plpgsql as $$
begin
  return 'one; two';
end;
$$;
do $$ begin perform staydesk_probe(); end $$;`,
      },
    ]);
    expect(applied).toEqual(['9001_function_probe']);
    const probe = await db.query<{ value: string }>('select staydesk_probe() as value');
    expect(probe.rows[0]?.value).toBe('one; two');
  });

  it('rolls a failing file back whole and records nothing', async () => {
    const { db } = opened;
    await expect(
      migrate(db, [{ id: '9002_broken', sql: 'create table probe_half (id int); select 1/0;' }]),
    ).rejects.toThrow();
    const table = await db.query("select 1 from pg_tables where tablename = 'probe_half'");
    expect(table.rowCount).toBe(0);
    const recorded = await db.query("select 1 from schema_migrations where id = '9002_broken'");
    expect(recorded.rowCount).toBe(0);
  });
});

describe('the transaction handle', () => {
  it('is a type the pool handle cannot be passed for', () => {
    expectTypeOf<Database>().not.toMatchTypeOf<Transaction>();
    const auditOutsideATransaction = (db: Database) =>
      // @ts-expect-error: writeAudit needs a Transaction; the pool is refused by the type checker.
      writeAudit(db, {
        actorId: null,
        action: 'x',
        recordType: 'x',
        recordId: 'x',
        changes: {},
        at: new Date(),
      });
    expect(typeof auditOutsideATransaction).toBe('function');
  });

  it('refuses to run once its transaction has ended', async () => {
    const { db } = opened;
    const kept = await db.transaction(async (tx) => tx);
    expect(() => kept.query('select 1')).toThrow('already ended');
  });
});

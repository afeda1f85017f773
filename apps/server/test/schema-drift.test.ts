import { readdirSync, readFileSync } from 'node:fs';
import { CasingCache } from 'drizzle-orm/casing';
import { bigint, getTableConfig, integer, PgTable, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrations.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { instant, ORM_CASING } from '../src/db/schema.js';

/**
 * The Drizzle tables are written by hand beside the SQL migrations that create the tables. This
 * suite migrates an empty database of the run's kind (PGlite, or PostgreSQL with DATABASE_URL)
 * and compares every Drizzle table, found by reading every source file that declares one, with
 * what information_schema says: each column's name, type, nullability, whether the database
 * fills it when an insert leaves it out, the primary key; and the database may not hold a column
 * of such a table that Drizzle does not know.
 */

const SOURCE = new URL('../src/', import.meta.url);

/** Every file under src that declares a Drizzle table, relative to src. */
function tableFiles(dir = SOURCE, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return tableFiles(new URL(`${entry.name}/`, dir), `${path}/`);
    if (!entry.name.endsWith('.ts')) return [];
    return readFileSync(new URL(entry.name, dir), 'utf8').includes('pgTable(') ? [path] : [];
  });
}

async function drizzleTables(): Promise<PgTable[]> {
  const found = new Map<string, PgTable>();
  for (const file of tableFiles()) {
    const module: Record<string, unknown> = await import(new URL(file, SOURCE).href);
    for (const value of Object.values(module)) {
      if (value instanceof PgTable) found.set(getTableConfig(value).name, value);
    }
  }
  return [...found.values()];
}

/** One column as both sides describe it; the comparison is of these, field by field. */
interface ColumnShape {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
  /** The database fills the column when an insert leaves it out (a default or an identity). */
  filledByDatabase: boolean;
  primaryKey: boolean;
}

/** `numeric(12, 2)` and `numeric(12,2)` are one type. */
const normalType = (type: string) => type.replace(/\s*,\s*/g, ',').toLowerCase();

const casing = new CasingCache(ORM_CASING);

function drizzleShape(table: PgTable): ColumnShape[] {
  const config = getTableConfig(table);
  const compositeKey = new Set(
    config.primaryKeys.flatMap((key) =>
      key.columns.map((column) => casing.getColumnCasing(column)),
    ),
  );
  return config.columns.map((column) => ({
    table: config.name,
    column: casing.getColumnCasing(column),
    type: normalType(column.getSQLType()),
    nullable: !column.notNull,
    filledByDatabase:
      column.default !== undefined ||
      column.generatedIdentity !== undefined ||
      column.generated !== undefined,
    primaryKey: column.primary || compositeKey.has(casing.getColumnCasing(column)),
  }));
}

async function databaseShape(db: Database, tables: readonly string[]): Promise<ColumnShape[]> {
  const columns = await db.query<{
    table: string;
    column: string;
    type: string;
    nullable: boolean;
    filled_by_database: boolean;
    primary_key: boolean;
  }>(
    `select c.table_name as "table", c.column_name as "column",
            format_type(a.atttypid, a.atttypmod) as type,
            c.is_nullable = 'YES' as nullable,
            (c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS')
              as filled_by_database,
            exists (
              select 1
                from information_schema.table_constraints k
                join information_schema.key_column_usage u
                  on u.constraint_schema = k.constraint_schema
                 and u.constraint_name = k.constraint_name
               where k.constraint_type = 'PRIMARY KEY'
                 and k.table_schema = c.table_schema and k.table_name = c.table_name
                 and u.column_name = c.column_name
            ) as primary_key
       from information_schema.columns c
       join pg_attribute a
         on a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
        and a.attname = c.column_name
      where c.table_schema = current_schema() and c.table_name = any($1::text[])
      order by c.table_name, c.ordinal_position`,
    [tables],
  );
  return columns.rows.map((row) => ({
    table: row.table,
    column: row.column,
    type: normalType(row.type),
    nullable: row.nullable,
    filledByDatabase: row.filled_by_database,
    primaryKey: row.primary_key,
  }));
}

/** Every difference between the two descriptions, one readable line each (empty: they agree). */
function differences(drizzle: readonly ColumnShape[], database: readonly ColumnShape[]): string[] {
  const key = (shape: ColumnShape) => `${shape.table}.${shape.column}`;
  const inDatabase = new Map(database.map((shape) => [key(shape), shape]));
  const inDrizzle = new Map(drizzle.map((shape) => [key(shape), shape]));
  const tables = new Set(database.map((shape) => shape.table));
  const found: string[] = [];
  for (const table of new Set(drizzle.map((shape) => shape.table))) {
    if (!tables.has(table)) found.push(`${table}: no such table in the database`);
  }
  for (const shape of drizzle) {
    const actual = inDatabase.get(key(shape));
    if (!tables.has(shape.table)) continue;
    if (!actual) {
      found.push(`${key(shape)}: no such column in the database`);
      continue;
    }
    for (const field of ['type', 'nullable', 'filledByDatabase', 'primaryKey'] as const) {
      if (shape[field] !== actual[field])
        found.push(
          `${key(shape)}: ${field} is ${shape[field]} in Drizzle, ${actual[field]} in the database`,
        );
    }
  }
  for (const shape of database) {
    if (!inDrizzle.has(key(shape)))
      found.push(`${key(shape)}: a database column Drizzle does not declare`);
  }
  return found;
}

/** An empty database of the run's kind: a fresh PGlite, or a new PostgreSQL schema. */
async function emptyDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await PgliteDatabase.open(undefined);
    return { db, drop: () => db.close() };
  }
  const schema = `drift_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
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

let opened: { db: Database; drop: () => Promise<void> };
let tables: PgTable[];
beforeAll(async () => {
  opened = await emptyDatabase();
  await migrate(opened.db);
  tables = await drizzleTables();
});
afterAll(async () => {
  await opened?.drop();
});

describe('the Drizzle tables and the migrated database', () => {
  it('finds the tables of the core and of every module', () => {
    const names = tables.map((table) => getTableConfig(table).name);
    expect(names).toEqual(
      expect.arrayContaining(['users', 'companies', 'audit_events', 'bookings', 'invoices']),
    );
    expect(tableFiles()).toEqual(expect.arrayContaining(['db/schema.ts']));
  });

  it('agree on every column: name, type, nullability, database default, primary key', async () => {
    const drizzle = tables.flatMap(drizzleShape);
    const database = await databaseShape(
      opened.db,
      tables.map((table) => getTableConfig(table).name),
    );
    expect(differences(drizzle, database)).toEqual([]);
  });

  it('report a planted difference: audit_events copied with one column changed and one left out', async () => {
    // The definition of src/db/schema.ts, but record_name an integer that may not be null, and
    // no changes column.
    const planted = pgTable('audit_events', {
      id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      occurredAt: instant().notNull(),
      actorId: uuid(),
      action: text().notNull(),
      recordType: text().notNull(),
      recordId: text().notNull(),
      recordName: integer().notNull(),
    });
    const database = await databaseShape(opened.db, ['audit_events']);
    expect(differences(drizzleShape(planted), database)).toEqual([
      'audit_events.record_name: type is integer in Drizzle, text in the database',
      'audit_events.record_name: nullable is false in Drizzle, true in the database',
      'audit_events.changes: a database column Drizzle does not declare',
    ]);
  });
});

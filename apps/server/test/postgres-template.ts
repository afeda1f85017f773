import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../src/db/migrations.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { seedDemoData } from '../src/seed.js';
import { TEST_PASSWORD } from './password.js';

/** The same server, another database on it. */
export function onDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function asAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. FORCE ends the connections a test left open. But an autovacuum worker
 * busy on the database (after a test's writes) makes FORCE fail for a role without
 * pg_signal_backend (42501: "must be a member of the role whose process is being terminated",
 * seen once in a fresh clone's run). A plain DROP stops autovacuum itself, so it is the fallback.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } catch (error) {
    if ((error as { code?: unknown }).code !== '42501') throw error;
    await client.query(`drop database if exists ${name}`);
  }
}

/**
 * On PostgreSQL the demo data takes ~5 s to seed (hashing and a few thousand inserts), once per
 * test server; a database copied from a migrated, seeded template takes ~0.3 s. Made once per
 * run when the role may create databases; `null` when it may not (a DATABASE_URL given by hand
 * to a restricted role), and each file then migrates and seeds a schema of its own.
 */
export async function makePostgresTemplate(
  url: string,
): Promise<{ name: string; drop: () => Promise<void> } | null> {
  const name = `staydesk_template_${randomBytes(6).toString('hex')}`;
  try {
    await asAdmin(url, (client) => client.query(`create database ${name}`));
  } catch {
    return null;
  }
  const db = await PostgresDatabase.open({ connectionString: onDatabase(url, name), max: 2 });
  try {
    await migrate(db);
    await seedDemoData(db, TEST_PASSWORD);
  } finally {
    // Copying refuses a template that anyone is still connected to.
    await db.close();
  }
  return {
    name,
    drop: () => asAdmin(url, (client) => dropDatabase(client, name)),
  };
}

/** A database of one test file's own, copied from the template. */
export async function copyPostgresTemplate(
  url: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `staydesk_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: onDatabase(url, name),
    drop: () => asAdmin(url, (client) => dropDatabase(client, name)),
  };
}

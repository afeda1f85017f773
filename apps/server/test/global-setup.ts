import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrations.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { seedDemoData } from '../src/seed.js';
import { TEST_PASSWORD } from './password.js';
import { makePostgresTemplate } from './postgres-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The PostgreSQL database each file copies ('' when files seed a schema of their own). */
    postgresTemplate: string;
  }
}

/**
 * Opening an empty PGlite costs seconds of CPU; loading a dump of a migrated, seeded one costs a
 * fraction. Made once per run and loaded by every test file on PGlite (and by the restart test,
 * which is about PGlite's data directory, on PostgreSQL runs too).
 */
export default async function setup(project: TestProject) {
  // The global setup runs outside the workers, so `test.env` does not reach it: the template's
  // demo hashes must use the same lowered test cost as everything else.
  process.env.SCRYPT_TEST_COST ??= String(2 ** 14);
  const dir = join(tmpdir(), `staydesk-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const db = await PgliteDatabase.open(undefined);
  await migrate(db);
  await seedDemoData(db, TEST_PASSWORD);
  const dump = await db.dump();
  await db.close();
  const path = join(dir, 'template.tar');
  writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  const url = process.env.DATABASE_URL;
  const postgres = url ? await makePostgresTemplate(url) : null;
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}

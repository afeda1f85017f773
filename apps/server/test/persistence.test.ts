import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { PGLITE_EXTENSIONS } from '../src/db/pglite.js';
import { startServer } from '../src/server.js';
import { TEST_PASSWORD } from './password.js';

const dataDir = mkdtempSync(join(tmpdir(), 'staydesk-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Start from a copy of the seeded template: creating an empty data directory costs far more CPU
// than this test is about. Seeding a fresh directory is what every `npm start` on a new machine
// and the dashboard's end-to-end suite do.
beforeAll(async () => {
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const db = await PGlite.create({
    dataDir: join(dataDir, 'db'),
    loadDataDir: template,
    extensions: PGLITE_EXTENSIONS,
  });
  await db.close();
});

/** The real start-up path: PGlite in DATA_DIR, migrations, demo data, then listening. */
async function start() {
  const config = readConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_PASSWORD: TEST_PASSWORD,
    DEMO_DATA: '1',
  });
  const started = await startServer(config);
  const { port } = started.server.address() as AddressInfo;
  return { ...started, base: `http://127.0.0.1:${port}` };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@staydesk.test', password: TEST_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

describe('PGlite in DATA_DIR', () => {
  it('keeps data across a restart, and seeds only once', async () => {
    const first = await start();
    const token = await signIn(first.base);
    const form = new FormData();
    form.set('name', 'Survives Restart Ltd');
    const created = await fetch(`${first.base}/api/companies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const countBefore = (
      await first.staydesk.deps.db.query<{ n: number }>('select count(*)::int as n from companies')
    ).rows[0]?.n;
    await first.close();

    const second = await start();
    try {
      const again = await signIn(second.base);
      const found = await fetch(`${second.base}/api/companies/${data.id}`, {
        headers: { authorization: `Bearer ${again}` },
      });
      expect(found.status).toBe(200);
      expect(((await found.json()) as { data: { name: string } }).data.name).toBe(
        'Survives Restart Ltd',
      );
      const countAfter = (
        await second.staydesk.deps.db.query<{ n: number }>(
          'select count(*)::int as n from companies',
        )
      ).rows[0]?.n;
      expect(countAfter).toBe(countBefore);
      const staff = await second.staydesk.deps.db.query<{ n: number }>(
        "select count(*)::int as n from users where email like '%@staydesk.test'",
      );
      expect(staff.rows[0]?.n).toBe(5);
    } finally {
      await second.close();
    }
  }, 180_000);
});

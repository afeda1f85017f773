import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { TEST_PASSWORD } from './password.js';
import { copyPostgresTemplate } from './postgres-template.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('health routes for a load balancer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /health (liveness) and /ready (database reachable, migrations applied)', async () => {
    const health = await server.request('GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await server.request('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: server.db.kind });
  });

  it('says not ready when a migration is missing, and while shutting down', async () => {
    const last = await server.db.query<{ id: string }>(
      'select id from schema_migrations order by id desc limit 1',
    );
    const id = last.rows[0]?.id ?? '';
    await server.db.query('delete from schema_migrations where id = $1', [id]);
    try {
      const missing = await server.request('GET', '/ready');
      expect(missing.status).toBe(503);
      expect(missing.body).toEqual({
        message: `Not ready: migrations not applied: ${id}`,
        code: 'notReadyMigrations',
        params: { migrations: id },
      });
    } finally {
      await server.db.query('insert into schema_migrations (id) values ($1)', [id]);
    }
    // A server told to stop refuses new API requests and says it is not ready.
    const draining = await startTestServer({ db: server.db });
    try {
      draining.staydesk.deps.requests.drain();
      const ready = await draining.request('GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        message: 'Not ready: shutting down',
        code: 'notReady',
        params: { reason: 'draining' },
      });
      const api = await draining.request('GET', '/api/v1/global/settings');
      expect(api.status).toBe(503);
      expect(api.body).toMatchObject({ timeout: true });
      expect(api.headers.get('retry-after')).toBe('2');
    } finally {
      await draining.close();
    }
  });
});

/** A port nobody listens on now, for the server process to take. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** The real server process (src/main.ts) on its own copy of the test database. */
async function startServerProcess(url: string): Promise<{
  child: ChildProcess;
  base: string;
  output: () => string;
  dataDir: string;
}> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'staydesk-outage-'));
  const child = spawn(
    process.execPath,
    ['--conditions=@staydesk/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        CLIENT_URL: base,
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        SEED_PASSWORD: TEST_PASSWORD,
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The server process ended:\n${output}`);
    if (waited > 120_000) throw new Error(`The server process did not get ready:\n${output}`);
    const ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    await pause(250);
  }
  return { child, base, output: () => output, dataDir };
}

if (onPostgres) {
  describe('a dropped PostgreSQL connection (PostgreSQL only: PGlite runs inside the process and has no connection to drop)', () => {
    const url = process.env.DATABASE_URL ?? '';
    let database: { url: string; drop: () => Promise<void> };
    /** Names the server process's sessions, so only they are ended (other files share the server). */
    const application = `outage_${randomBytes(6).toString('hex')}`;
    let serverProcess: Awaited<ReturnType<typeof startServerProcess>>;
    /** A separate connection of the same role, as an administrator ending sessions would use. */
    let admin: pg.Client;

    beforeAll(async () => {
      const template = inject('postgresTemplate');
      if (template) {
        database = await copyPostgresTemplate(url, template);
      } else {
        // A role that may not create databases: a schema of its own, migrated and seeded by the
        // server process itself.
        const schema = `outage_${randomBytes(6).toString('hex')}`;
        const setup = new pg.Client({ connectionString: url });
        await setup.connect();
        await setup.query(`create schema ${schema}`);
        await setup.end();
        const withPath = new URL(url);
        withPath.searchParams.set('options', `-c search_path=${schema}`);
        database = {
          url: withPath.toString(),
          drop: async () => {
            const cleanup = new pg.Client({ connectionString: url });
            await cleanup.connect();
            await cleanup.query(`drop schema ${schema} cascade`);
            await cleanup.end();
          },
        };
      }
      const named = new URL(database.url);
      named.searchParams.set('application_name', application);
      serverProcess = await startServerProcess(named.toString());
      admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
    }, 300_000);

    afterAll(async () => {
      if (serverProcess?.child.exitCode === null) serverProcess.child.kill('SIGKILL');
      await admin?.end();
      await database?.drop();
      if (serverProcess) rmSync(serverProcess.dataDir, { recursive: true, force: true });
    });

    /** Ends every session of the server process. */
    async function terminateServerConnections(): Promise<number> {
      const ended = await admin.query<{ ended: number }>(
        `select count(*)::int as ended from (
           select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = $1 and pid <> pg_backend_pid()
         ) terminated`,
        [application],
      );
      return ended.rows[0]?.ended ?? 0;
    }

    it('survives its connections being terminated during writes and reads: 0 exits, 0 × 500, every acknowledged write kept', async () => {
      const { base, child } = serverProcess;
      const signIn = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@staydesk.test', password: TEST_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const { data } = (await signIn.json()) as { data: { token: string } };
      const authorization = `Bearer ${data.token}`;

      const statuses: number[] = [];
      const withoutRetryHint: number[] = [];
      const acknowledged: string[] = [];
      let terminated = 0;
      const until = Date.now() + 6_000;
      const note = (response: Response) => {
        statuses.push(response.status);
        if (response.status === 503 && !response.headers.get('retry-after'))
          withoutRetryHint.push(response.status);
      };
      const writer = async (w: number) => {
        for (let index = 0; Date.now() < until; index++) {
          const name = `Outage ${w}-${index} Ltd`;
          const form = new FormData();
          form.set('name', name);
          const response = await fetch(`${base}/api/companies`, {
            method: 'POST',
            headers: { authorization },
            body: form,
          });
          note(response);
          if (response.status === 201) acknowledged.push(name);
          await response.arrayBuffer();
        }
      };
      const reader = async () => {
        while (Date.now() < until) {
          const response = await fetch(`${base}/api/companies`, {
            headers: { authorization },
          });
          note(response);
          await response.arrayBuffer();
        }
      };
      const killer = async () => {
        while (Date.now() < until) {
          await pause(200);
          terminated += await terminateServerConnections();
        }
      };
      await Promise.all([writer(1), writer(2), reader(), reader(), killer()]);

      const report = `${serverProcess.output().slice(-4000)}`;
      expect(child.exitCode, report).toBeNull();
      expect(child.signalCode, report).toBeNull();
      expect(terminated).toBeGreaterThan(10);
      expect(
        statuses.filter((status) => status >= 500 && status !== 503),
        report,
      ).toEqual([]);
      expect(statuses.every((status) => [200, 201, 503].includes(status))).toBe(true);
      expect(withoutRetryHint).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(2);
      const kept = await admin.query<{ name: string }>(
        'select name from companies where name = any($1::text[])',
        [acknowledged],
      );
      expect(kept.rows.map((row) => row.name).sort()).toEqual([...acknowledged].sort());
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(200);
    });

    it('on SIGTERM stops accepting, rolls back a write still waiting after SHUTDOWN_TIMEOUT_MS, closes its connections and exits 0', async () => {
      const { base, child } = serverProcess;
      const signIn = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@staydesk.test', password: TEST_PASSWORD }),
      });
      const { data } = (await signIn.json()) as { data: { token: string } };
      // The write waits on a lock held here, past the shutdown bound.
      await admin.query('begin');
      await admin.query('lock table companies in access exclusive mode');
      const form = new FormData();
      form.set('name', 'Shutdown Pending Ltd');
      const pending = fetch(`${base}/api/companies`, {
        method: 'POST',
        headers: { authorization: `Bearer ${data.token}` },
        body: form,
      });
      await pause(500);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const signalled = Date.now();
      child.kill('SIGTERM');
      const response = await pending;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).not.toBeNull();
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      await admin.query('rollback');
      const kept = await admin.query("select 1 from companies where name = 'Shutdown Pending Ltd'");
      expect(kept.rowCount).toBe(0);
      const left = await admin.query(
        `select 1 from pg_stat_activity
          where application_name = $1 and pid <> pg_backend_pid()`,
        [application],
      );
      expect(left.rowCount).toBe(0);
    });
  });
}

import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import type { AppDeps, AppEnv } from '../src/http/context.js';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

/**
 * No request can hold the server: each API request has a time budget (REQUEST_TIMEOUT_MS), and
 * past it its work is stopped, not only its answer. The slow work here is a test-only route
 * mounted by the harness: a transaction that writes a row and then sleeps, or a read that
 * sleeps. On PostgreSQL the sleep is one long statement, which the server cancels; on PGlite a
 * statement, once started, cannot be interrupted (it accepts statement_timeout but never fires
 * it, and the WASM call holds the event loop), so the sleep is many short statements and the
 * guard stops the work between two of them.
 */
const BUDGET_MS = 400;
const onPostgres = Boolean(process.env.DATABASE_URL);

let server: TestServer;
let impatient: TestServer;
let staff: SignedIn;
/** How many sleeping statements each slow request has finished, by its label. */
const ran = new Map<string, number>();

/** Sleeps for about `seconds` in the work of one request: one statement, or many short ones. */
async function sleep(db: Queryable, label: string, seconds: number): Promise<void> {
  const statements = onPostgres ? [seconds] : Array.from({ length: seconds * 20 }, () => 0.05);
  for (const each of statements) {
    await db.query('select pg_sleep($1)', [each]);
    ran.set(label, (ran.get(label) ?? 0) + 1);
  }
}

function slowRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  app.post('/api/test-only/slow-write/:label', async (c) => {
    const label = c.req.param('label');
    await deps.db.transaction(async (tx) => {
      await tx.query('insert into budget_marks (label) values ($1)', [label]);
      await sleep(tx, label, 10);
    });
    return c.json({ done: true });
  });
  app.get('/api/test-only/slow-read/:label', async (c) => {
    await sleep(deps.db, c.req.param('label'), 10);
    return c.json({ done: true });
  });
}

beforeAll(async () => {
  server = await startTestServer();
  impatient = await startTestServer({
    db: server.db,
    env: { REQUEST_TIMEOUT_MS: String(BUDGET_MS) },
    testRoutes: slowRoutes,
  });
  staff = await server.signIn('admin');
  await server.db.exec('create table budget_marks (label text not null)');
  // The first call of a route pays for warming up (modules, plans); the timings below do not.
  await otherUser();
});
afterAll(async () => {
  await impatient?.close();
  await server?.close();
});

const marks = async (label: string) =>
  (await server.db.query('select 1 from budget_marks where label = $1', [label])).rowCount;

/** Another user's ordinary request (sign-in check and a list), timed from when it was sent. */
async function otherUser(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await server.request('GET', '/api/companies', { token: staff.token });
  return { status: response.status, ms: performance.now() - started };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** On PostgreSQL: how many statements of this text are still running. */
async function stillRunning(db: Database, text: string): Promise<number> {
  if (db.kind !== 'postgres') return 0;
  const running = await db.query(
    `select 1 from pg_stat_activity
      where datname = current_database() and state = 'active' and query = $1`,
    [text],
  );
  return running.rowCount;
}

describe('a request past its time budget', () => {
  it('has its slow transaction cut off and rolled back, while another user is answered within 1 s', async () => {
    const started = performance.now();
    const slow = impatient.request('POST', '/api/test-only/slow-write/cut');
    await pause(100);
    const other = await otherUser();
    const response = await slow;
    const tookMs = performance.now() - started;

    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(1_000);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      message: 'The server took too long to process the request. Please try again later.',
      code: 'timeout',
      timeout: true,
      retryAfterSeconds: 5,
    });
    expect(response.headers.get('retry-after')).toBe('5');
    expect(tookMs).toBeLessThan(BUDGET_MS + 2_000);
    // The work stopped with the answer: no statement runs on, none follows, the row is gone.
    const finished = ran.get('cut') ?? 0;
    await pause(300);
    expect(ran.get('cut') ?? 0).toBe(finished);
    expect(finished).toBeLessThan(onPostgres ? 1 : 200);
    expect(await stillRunning(server.db, 'select pg_sleep($1)')).toBe(0);
    expect(await marks('cut')).toBe(0);
  });

  it('has its slow read cancelled, while another user is answered within 1 s', async () => {
    const slow = impatient.request('GET', '/api/test-only/slow-read/read');
    await pause(100);
    const other = await otherUser();
    const response = await slow;

    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(1_000);
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ timeout: true });
    const finished = ran.get('read') ?? 0;
    await pause(300);
    expect(ran.get('read') ?? 0).toBe(finished);
    expect(await stillRunning(server.db, 'select pg_sleep($1)')).toBe(0);
  });

  it('is dropped without writing when its time runs out while it waits (a lock, the PGlite queue)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let signalHolding: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      signalHolding = resolve;
    });
    // Someone else's transaction (no request budget) holds the table, and on PGlite the
    // connection, well past the budget.
    const holder = server.db.transaction(async (tx) => {
      await tx.query('lock table budget_marks in access exclusive mode');
      signalHolding();
      await held;
    });
    await holding;
    const response = await impatient.request('POST', '/api/test-only/slow-write/queued');
    expect(response.status).toBe(503);
    release();
    await holder;
    await pause(200);
    expect(ran.get('queued')).toBeUndefined();
    expect(await marks('queued')).toBe(0);
  });
});

if (onPostgres) {
  describe('PostgreSQL statement timeouts on every connection', () => {
    it('bounds reads by READ_TIMEOUT_MS and transactions by STATEMENT_TIMEOUT_MS', async () => {
      const shown = await server.db.query<{ statement_timeout: string }>('show statement_timeout');
      expect(shown.rows[0]?.statement_timeout).toBe('5s');
      const inTransaction = await server.db.transaction((tx) =>
        tx.query<{ statement_timeout: string }>('show statement_timeout'),
      );
      expect(inTransaction.rows[0]?.statement_timeout).toBe('10s');

      const strict = await PostgresDatabase.open({
        connectionString: process.env.DATABASE_URL ?? '',
        max: 2,
        readTimeoutMs: 200,
        statementTimeoutMs: 300,
      });
      try {
        const started = performance.now();
        await expect(strict.query('select pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
        await expect(
          strict.transaction((tx) => tx.query('select pg_sleep(3)')),
        ).rejects.toMatchObject({ code: '57014' });
        expect(performance.now() - started).toBeLessThan(2_000);
        // The connections stay usable after a cancelled statement.
        expect((await strict.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await strict.close();
      }
    });
  });
} else {
  describe('PGlite, which cannot interrupt a statement once started', () => {
    it('accepts statement_timeout but never fires it (the guard is between statements)', async () => {
      const started = performance.now();
      await server.db.transaction(async (tx) => {
        await tx.query("set local statement_timeout = '50ms'");
        await tx.query('select pg_sleep(0.3)');
      });
      expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    });
  });
}

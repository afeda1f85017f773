import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

/**
 * A connection the database closes while it waits in the pool (a restart, an administrator
 * ending sessions) must neither end the server process nor fail the next request. On PostgreSQL
 * the pool then reports an 'error' event for it (src/db/postgres.ts listens); PGlite has no other
 * sessions to end, and answers the same.
 */
let server: TestServer;
let staff: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('admin');
});
afterAll(async () => {
  await server?.close();
});

describe('database connections', () => {
  it('keeps answering after the database ends the connections waiting in the pool', async () => {
    const list = () => server.request('GET', '/api/companies', { token: staff.token });
    // Several requests at once leave several connections in the pool.
    const first = await Promise.all([list(), list(), list()]);
    expect(first.map((response) => response.status)).toEqual([200, 200, 200]);
    // The pool's own connections only (its role's): a superuser's session on the same database
    // (the test script's, or a maintenance one) may not be ended by this role, and is not the
    // pool's anyway.
    await server.db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and usename = current_user
          and pid <> pg_backend_pid()`,
    );
    // The pool hears of the closed connections when their sockets end.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all([list(), list(), list()]);
    expect(after.map((response) => response.status)).toEqual([200, 200, 200]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from '../src/db/pglite.js';

/**
 * PGlite runs one statement at a time, synchronously on the event loop (src/db/pglite.ts). A
 * caller whose statements follow one another in microtasks (a list's count, then its page; a
 * stream of searches) must not keep the connection from callers that arrived meanwhile through
 * the event loop, as every request does (its token is checked asynchronously first).
 */
let db: PgliteDatabase;

beforeAll(async () => {
  db = await PgliteDatabase.open(undefined);
});
afterAll(async () => {
  await db.close();
});

/** A hop through the event loop, as a request's asynchronous work before its statement. */
const hop = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the PGlite queue', () => {
  it('runs a statement that arrived during a stream of slow ones after the current one, not the whole stream', async () => {
    const done: string[] = [];
    const stream = (async () => {
      for (let index = 0; index < 4; index++) {
        await db.query('select pg_sleep(0.05)');
        done.push(`slow ${index}`);
      }
    })();
    // Arrive while the first slow statement is queued or running, each after a hop.
    const quick = Array.from({ length: 5 }, async (_, index) => {
      await hop();
      await hop();
      await db.query('select 1');
      done.push(`quick ${index}`);
    });
    await Promise.all([stream, ...quick]);
    const lastQuick = Math.max(...quick.map((_, index) => done.indexOf(`quick ${index}`)));
    expect(lastQuick).toBeLessThan(done.indexOf('slow 2'));
  });
});

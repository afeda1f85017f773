import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_WRITE_LIMITS } from '../src/http/rate-limit.js';
import { HASH_LIMITS, HashGate, hashGate } from '../src/lib/password.js';
import type { MailMessage } from '../src/services/mail.js';
import { emailOf, startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';

/** The expensive anonymous paths are bounded, and answers say nothing by timing. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const post = (path: string, json: unknown) => server.request('POST', path, { json });

describe('the per-address budget of password hashes', () => {
  it('checks a reset token before hashing: a made-up one costs no hash', async () => {
    const before = hashGate.started;
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/auth/reset-password', {
        resetToken: `made-up-${i}`,
        password: 'Brand-New-Pass-1',
      });
      expect(response.status).toBe(400);
    }
    expect(hashGate.started).toBe(before);
  });

  it('stops sign-ins with a new email each time after the budget, before any hash', async () => {
    const { limit, windowMs } = PUBLIC_WRITE_LIMITS.passwordHashes;
    for (let i = 0; i < limit; i++) {
      const response = await post('/api/auth/signin', {
        email: `nobody.${i}@example.com`,
        password: 'Wrong-Guess-1',
      });
      expect(response.status).toBe(401);
    }
    const before = hashGate.started;
    const refused = await post('/api/auth/signin', {
      email: 'yet.another@example.com',
      password: 'Wrong-Guess-1',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Sign-ups and resets from the address share the budget.
    const signUp = await post('/account', {
      fullName: 'Script Kiddie',
      email: 'script.kiddie@staydesk.test',
      password: 'Scripted-Pass-1',
    });
    expect(signUp.status).toBe(429);
    expect(hashGate.started).toBe(before);
    // A right password still signs in: successes cost nothing from the budget...
    server.clock.advance(windowMs);
    const ok = await post('/api/auth/signin', { email: emailOf('user'), password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
  });
});

describe('the cap on concurrent password hashes', () => {
  it('runs a few at once, queues some, and refuses the rest with 429 at once', async () => {
    const gate = new HashGate({ running: 1, queued: 1, perSource: 5 });
    let release: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = gate.run('a', () => blocked);
    const second = gate.run('b', async () => 'second');
    expect(gate.load).toEqual({ running: 1, waiting: 1 });
    await expect(gate.run('c', async () => 'third')).rejects.toMatchObject({ status: 429 });
    release();
    await first;
    expect(await second).toBe('second');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});

/** A hash that runs until released, noting when it started. */
function heldHashes() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  return {
    started,
    work: (name: string) => () => {
      started.push(name);
      return new Promise<void>((resolve) => releases.set(name, resolve));
    },
    release: (name: string) => {
      const release = releases.get(name);
      if (!release) throw new Error(`${name} has not started`);
      release();
    },
  };
}

/** Lets the gate hand over a freed worker (its waiter resumes on a later turn of the loop). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the share of each source in the hash workers', () => {
  it('refuses a source beyond its share at once, whatever room the others leave', async () => {
    const gate = new HashGate({ running: 2, queued: 32, perSource: 3 });
    const held = heldHashes();
    const flood = ['A1', 'A2', 'A3'].map((name) => gate.run('A', held.work(name)));
    await expect(gate.run('A', async () => 'A4')).rejects.toMatchObject({
      status: 429,
      message: 'The server is busy. Please try again in 2 seconds.',
      signals: { code: 'serverBusy', params: { seconds: 2 }, retryAfterSeconds: 2 },
    });
    expect(gate.started).toBe(2);
    // Another source still gets in, and its share is its own.
    const other = gate.run('B', async () => 'B1');
    expect(gate.shareInUse('A')).toBe(3);
    expect(gate.shareInUse('B')).toBe(1);
    for (const name of ['A1', 'A2']) held.release(name);
    await settle();
    held.release('A3');
    expect(await other).toBe('B1');
    await Promise.all(flood);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(gate.shareInUse('A')).toBe(0);
  });

  it('serves the waiting sources in turn, one hash each, not in order of arrival', async () => {
    const gate = new HashGate({ running: 1, queued: 32, perSource: 4 });
    const held = heldHashes();
    const all = [
      ...['A1', 'A2', 'A3', 'A4'].map((name) => gate.run('A', held.work(name))),
      gate.run('B', held.work('B1')),
      gate.run('C', held.work('C1')),
      gate.run('B', held.work('B2')),
    ];
    expect(gate.load).toEqual({ running: 1, waiting: 6 });
    // Arrived last, B and C each wait for one of A's hashes at most, not for all of them.
    const order = ['A1', 'A2', 'B1', 'C1', 'A3', 'B2', 'A4'];
    for (const name of order) {
      await settle();
      expect(held.started.at(-1)).toBe(name);
      held.release(name);
    }
    await Promise.all(all);
    expect(held.started).toEqual(order);
  });

  it('keeps a sign-in from one address answered while another floods the hash workers', async () => {
    const { perSource } = HASH_LIMITS;
    const held = heldHashes();
    server.clock.advance(PUBLIC_WRITE_LIMITS.passwordHashes.windowMs);
    // The harness signs in from 127.0.0.1: its own share full, its next sign-in is refused at once.
    const mine = Array.from({ length: perSource }, (_, i) =>
      hashGate.run('127.0.0.1', held.work(`own${i}`)),
    );
    const before = hashGate.started;
    const refused = await post('/api/auth/signin', {
      email: 'over.share@example.com',
      password: 'Wrong-Guess-1',
    });
    expect(refused.status).toBe(429);
    expect(hashGate.started).toBe(before);
    for (let i = 0; i < perSource; i += 1) {
      await settle();
      for (const name of held.started.filter((started) => started.startsWith('own')))
        held.release(name);
    }
    await Promise.all(mine);

    // A flood from 127.0.0.9 takes every worker and queues its whole share.
    const flood = Array.from({ length: perSource }, (_, i) =>
      hashGate.run('127.0.0.9', held.work(`flood${i}`)),
    );
    expect(hashGate.load.running).toBe(HASH_LIMITS.running);
    const signIn = post('/api/auth/signin', { email: emailOf('user'), password: TEST_PASSWORD });
    for (let tries = 0; hashGate.load.waiting < perSource - HASH_LIMITS.running + 1; tries += 1) {
      if (tries > 2000) throw new Error('the sign-in never reached the hash workers');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Two of the flood's hashes end: the second worker goes to the sign-in, not to the flood.
    held.release('flood0');
    await settle();
    held.release('flood1');
    const answer = await signIn;
    expect(answer.status).toBe(200);
    expect(hashGate.shareInUse('127.0.0.9')).toBe(perSource - 2);
    for (let i = 2; i < perSource; i += 1) {
      await settle();
      held.release(`flood${i}`);
    }
    await Promise.all(flood);
    expect(hashGate.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('answers that say nothing about who has an account', () => {
  /** Holds every mail until released, to show the answer does not wait for the work. */
  function holdMail() {
    const mailer = server.staydesk.deps.mailer;
    const original = mailer.send;
    const held: MailMessage[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mailer.send = async (message) => {
      held.push(message);
      await gate;
      return original.call(mailer, message);
    };
    return {
      held,
      done: async () => {
        release();
        await server.staydesk.deps.background.idle();
        mailer.send = original;
      },
    };
  }

  async function rawPost(path: string, json: unknown) {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    return { status: response.status, body: await response.json() };
  }

  it('answers send-reset-email before any lookup or mail, the same for any address', async () => {
    server.clock.advance(PUBLIC_WRITE_LIMITS.resetEmails.windowMs);
    const mail = holdMail();
    try {
      const known = await rawPost('/api/auth/send-reset-email', { email: emailOf('admin') });
      const unknown = await rawPost('/api/auth/send-reset-email', { email: 'ghost@staydesk.test' });
      expect(known).toEqual(unknown);
      expect(known.status).toBe(200);
    } finally {
      await mail.done();
    }
    expect(mail.held.map((message) => message.to)).toEqual([emailOf('admin')]);
  });

  it('answers sign-up before any lookup, hash or mail, the same for a new and an existing address', async () => {
    server.clock.advance(PUBLIC_WRITE_LIMITS.passwordHashes.windowMs);
    const mail = holdMail();
    try {
      const fresh = await rawPost('/account', {
        fullName: 'Fresh Face',
        email: 'fresh.face@staydesk.test',
        password: 'Fresh-Face-2027',
      });
      const taken = await rawPost('/account', {
        fullName: 'Taken Name',
        email: emailOf('admin'),
        password: 'Taken-Name-2027',
      });
      expect(fresh).toEqual(taken);
      expect(fresh.status).toBe(202);
    } finally {
      await mail.done();
    }
    expect(mail.held.map((message) => message.subject).sort()).toEqual([
      'Confirm your Staydesk email address',
      'Someone tried to sign up with your email address',
    ]);
  });

  it('never writes a reset link or mail text to the log', async () => {
    server.clock.advance(PUBLIC_WRITE_LIMITS.resetEmails.windowMs);
    const lines: string[] = [];
    const { log } = server.staydesk.deps;
    const info = log.info;
    log.info = (message, fields) => {
      lines.push(JSON.stringify({ message, ...fields }));
    };
    try {
      await post('/api/auth/send-reset-email', { email: emailOf('moderator') });
    } finally {
      log.info = info;
    }
    expect(lines.join('\n')).toContain('mail queued');
    expect(lines.join('\n')).not.toContain('new-password');
    // The token is stored only as a hash: no column holds the mailed token.
    const stored = await server.db.query<{ text_body: string }>(
      'select text_body from mail_outbox where to_address = $1 order by created_at desc limit 1',
      [emailOf('moderator')],
    );
    const token = stored.rows[0]?.text_body.match(/\/new-password\/(\S+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    const hashes = await server.db.query<{ token_hash: string }>(
      'select token_hash from password_resets',
    );
    expect(hashes.rows.map((row) => row.token_hash)).not.toContain(decodeURIComponent(token));
  });
});

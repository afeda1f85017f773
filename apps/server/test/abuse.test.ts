import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_WRITE_LIMITS } from '../src/http/rate-limit.js';
import { HashGate, hashGate } from '../src/lib/password.js';
import type { MailMessage } from '../src/services/mail.js';
import { emailOf, startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';

/** Issue #10: the expensive anonymous paths are bounded, and answers say nothing by timing. */
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
    const gate = new HashGate({ running: 1, queued: 1 });
    let release: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = gate.run(() => blocked);
    const second = gate.run(async () => 'second');
    expect(gate.load).toEqual({ running: 1, waiting: 1 });
    await expect(gate.run(async () => 'third')).rejects.toMatchObject({ status: 429 });
    release();
    await first;
    expect(await second).toBe('second');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
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

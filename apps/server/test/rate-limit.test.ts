import { request as httpRequest } from 'node:http';
import type { RateLimited } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '../src/http/client.js';
import { PUBLIC_WRITE_LIMITS, RateLimiter } from '../src/http/rate-limit.js';
import { ManualClock } from '../src/lib/clock.js';
import { type ApiResponse, type SignedIn, startTestServer, type TestServer } from './harness.js';

describe('a fixed window per client, kept in the database', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('refuses the request after the limit until the window ends, with the wait left', async () => {
    const clock = new ManualClock(new Date('2027-01-01T09:00:00Z'));
    const limiter = new RateLimiter(rule, clock, server.db, 'probe-one');
    for (let i = 0; i < rule.limit; i += 1)
      expect(await limiter.take('a')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.advance(59_500);
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(500);
    expect(await limiter.take('a')).toEqual({ allowed: true });
  });

  it('counts each client on its own, and does not count refused requests', async () => {
    const clock = new ManualClock();
    const limiter = new RateLimiter(rule, clock, server.db, 'probe-two');
    for (let i = 0; i < rule.limit + 5; i += 1) await limiter.take('a');
    expect(await limiter.take('b')).toEqual({ allowed: true });
    clock.advance(rule.windowMs);
    for (let i = 0; i < rule.limit; i += 1)
      expect(await limiter.take('a')).toEqual({ allowed: true });
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('is shared by every server on the database (a second limiter sees the first one’s count)', async () => {
    const clock = new ManualClock();
    const one = new RateLimiter(rule, clock, server.db, 'probe-three');
    const two = new RateLimiter(rule, clock, server.db, 'probe-three');
    for (let i = 0; i < rule.limit; i += 1) await one.take('a');
    expect((await two.take('a')).allowed).toBe(false);
  });
});

describe('the client network a limit counts', () => {
  it('is an IPv4 address itself, also when the socket reports it IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

let server: TestServer;
let system: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  system = await server.signIn('system_admin');
});
afterAll(async () => {
  await server?.close();
});

/** A JSON POST from another loopback address: a different client to the server's socket. */
function postFrom(localAddress: string, path: string, json: unknown): Promise<ApiResponse> {
  const { hostname, port } = new URL(server.baseUrl);
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), headers, text });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

type Refusal = { message: string; retryAfterSeconds: number };

function expectRefused(
  response: ApiResponse<Refusal>,
  what: string,
  limited: RateLimited,
  seconds: number,
) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    message: `Too many ${what} from this address. Please try again in ${seconds} seconds.`,
    code: 'rateLimited',
    params: { what: limited, seconds },
    retryAfterSeconds: seconds,
  });
  expect(response.headers.get('retry-after')).toBe(String(seconds));
}

async function countWhere(table: string, column: string, value: string): Promise<number> {
  // Requests sent with postFrom bypass the harness, which waits for the work after an answer.
  await server.staydesk.deps.background.idle();
  const result = await server.db.query<{ total: number }>(
    `select count(*)::int as total from ${table} where ${column} = $1`,
    [value],
  );
  return result.rows[0]?.total ?? -1;
}

describe('the public property request form', () => {
  const rule = PUBLIC_WRITE_LIMITS.propertyRequests;
  const requestFrom = (email: string) => ({
    fullName: 'Rita Repeat',
    email,
    phone: '+44 7700 900123',
    location: 'Leeds',
    checkIn: '2027-04-01',
    adults: 1,
  });
  const send = (email: string) =>
    server.request<Refusal>('POST', '/api/v1/public/property-requests', {
      json: requestFrom(email),
    });

  it(`takes ${rule.limit} requests from one address in ${rule.windowMs / 60_000} minutes, then answers 429 and stores nothing`, async () => {
    const email = 'rita.repeat@example.com';
    const auditsBefore = await countWhere('audit_events', 'record_type', 'propertyRequest');
    for (let i = 0; i < rule.limit; i += 1) expect((await send(email)).status).toBe(201);
    server.clock.advance(60_000);
    const refused = await send(email);
    expectRefused(refused, 'property requests', 'propertyRequests', rule.windowMs / 1000 - 60);
    expect(await countWhere('property_requests', 'email', email)).toBe(rule.limit);
    expect(await countWhere('audit_events', 'record_type', 'propertyRequest')).toBe(
      auditsBefore + rule.limit,
    );

    const otherClient = await postFrom(
      '127.0.0.2',
      '/api/v1/public/property-requests',
      requestFrom('other.client@example.com'),
    );
    expect(otherClient.status).toBe(201);

    server.clock.advance(rule.windowMs - 60_000);
    expect((await send(email)).status).toBe(201);
    expect(await countWhere('property_requests', 'email', email)).toBe(rule.limit + 1);
  });
});

describe('sign-up', () => {
  const rule = PUBLIC_WRITE_LIMITS.signUps;
  const signUp = (email: string, token?: string) =>
    server.request<Refusal>('POST', '/account', {
      token,
      json: { fullName: 'Sam Script', email, password: 'Scripted-Pass-1' },
    });

  it(`takes ${rule.limit} anonymous attempts from one address in ${rule.windowMs / 60_000} minutes, then answers 429 and creates nobody`, async () => {
    // Every attempt counts, whatever its answer, so a script cannot probe addresses for free.
    for (let i = 0; i < rule.limit; i += 1) {
      expect((await signUp(`sam.${i}@example.com`)).status).toBe(400);
    }
    const refused = await signUp('sam.script@staydesk.test');
    expectRefused(refused, 'sign-ups', 'signUps', rule.windowMs / 1000);
    expect(await countWhere('users', 'email', 'sam.script@staydesk.test')).toBe(0);
  });

  it('still lets staff with ACCOUNT_DATA create accounts from that address', async () => {
    expect((await signUp('sam.staff@staydesk.test', system.token)).status).toBe(201);
  });

  it('takes a sign-up from another client, and from the same one once the window ends', async () => {
    const other = await postFrom('127.0.0.3', '/account', {
      fullName: 'Olive Other',
      email: 'olive.other@staydesk.test',
      password: 'Another-Pass-1',
    });
    expect(other.status).toBe(202);
    server.clock.advance(rule.windowMs);
    expect((await signUp('sam.script@staydesk.test')).status).toBe(202);
    expect(await countWhere('users', 'email', 'sam.script@staydesk.test')).toBe(1);
  });
});

describe('password-reset emails', () => {
  const rule = PUBLIC_WRITE_LIMITS.resetEmails;
  const sendReset = (email: string) =>
    server.request<Refusal>('POST', '/api/auth/send-reset-email', { json: { email } });

  it(`sends ${rule.limit} from one address in ${rule.windowMs / 60_000} minutes, known emails or not, then answers 429 and sends nothing`, async () => {
    const known = 'user@staydesk.test';
    const mailsBefore = await countWhere('mail_outbox', 'to_address', known);
    // Unknown addresses count too: the limit judges the client, never the email.
    for (let i = 0; i < rule.limit - 1; i += 1) {
      expect((await sendReset(`nobody.${i}@example.com`)).status).toBe(200);
    }
    expect((await sendReset(known)).status).toBe(200);
    expect(await countWhere('mail_outbox', 'to_address', known)).toBe(mailsBefore + 1);

    expectRefused(await sendReset(known), 'reset emails', 'resetEmails', rule.windowMs / 1000);
    expectRefused(
      await sendReset('nobody.else@example.com'),
      'reset emails',
      'resetEmails',
      rule.windowMs / 1000,
    );
    expect(await countWhere('mail_outbox', 'to_address', known)).toBe(mailsBefore + 1);

    const otherClient = await postFrom('127.0.0.4', '/api/auth/send-reset-email', {
      email: known,
    });
    expect(otherClient.status).toBe(200);
    server.clock.advance(rule.windowMs);
    expect((await sendReset(known)).status).toBe(200);
    expect(await countWhere('mail_outbox', 'to_address', known)).toBe(mailsBefore + 3);
  });
});

describe('the API document', () => {
  it('names the 429 of the rate-limited and throttled routes, and only theirs', async () => {
    const doc = await server.request<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>('GET', '/api/docs/openapi.json');
    const limited = Object.entries(doc.body.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => '429' in operation.responses)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(limited).toEqual([
      'POST /account',
      'POST /api/auth/reset-password',
      'POST /api/auth/send-reset-email',
      'POST /api/auth/signin',
      'POST /api/v1/public/property-requests',
    ]);
  });
});

// Last: its clock moves on past every window (and the sessions signed in above).
describe('the public property request form from every address together', () => {
  const perAddress = PUBLIC_WRITE_LIMITS.propertyRequests;
  const overall = PUBLIC_WRITE_LIMITS.propertyRequestsOverall;
  const requestFrom = (email: string) => ({
    fullName: 'Flo Flood',
    email,
    phone: '+44 7700 900124',
    location: 'York',
    checkIn: '2027-05-01',
    adults: 2,
  });

  it(`stores ${overall.limit} in ${overall.windowMs / 60_000} minutes, then answers as usual, stores nothing and logs it`, async () => {
    // Every earlier window over: the form starts from nothing.
    server.clock.advance(Math.max(perAddress.windowMs, overall.windowMs));
    const logged: { message: string; fields: Record<string, unknown> | undefined }[] = [];
    const log = server.staydesk.deps.log;
    server.staydesk.deps.log = {
      info: (message, fields) => logged.push({ message, fields }),
      error: log.error,
    };
    try {
      const email = (n: number) => `flood.${n}@example.com`;
      const stored = () =>
        server.db.query<{ total: number }>(
          "select count(*)::int as total from property_requests where email like 'flood.%'",
        );
      // Many addresses, each under its own limit: 127.0.0.20, .21, … (loopback, as postFrom).
      const answers: ApiResponse[] = [];
      const addresses = Math.ceil((overall.limit + 5) / perAddress.limit);
      for (let a = 0; a < addresses; a += 1) {
        for (let i = 0; i < perAddress.limit && answers.length < overall.limit + 5; i += 1) {
          answers.push(
            await postFrom(
              `127.0.0.${20 + a}`,
              '/api/v1/public/property-requests',
              requestFrom(email(answers.length)),
            ),
          );
        }
      }
      await server.staydesk.deps.background.idle();
      expect((await stored()).rows[0]?.total).toBe(overall.limit);
      // Every answer the same kind of receipt: nothing tells the capped ones apart.
      const receipt = (answer: ApiResponse) => ({
        status: answer.status,
        message: String(answer.body.message).replace(/PR-\d+/, 'PR-n'),
        // The receipt by its code too, its reference the one in `data`.
        code: answer.body.code,
        coded:
          (answer.body.params as { reference?: string } | undefined)?.reference ===
          (answer.body.data as { reference?: string }).reference,
        reference: /^PR-\d+$/.test(String((answer.body.data as { reference?: string }).reference)),
        id: /^[0-9a-f-]{36}$/.test(String((answer.body.data as { id?: string }).id)),
      });
      const first = answers[0];
      if (!first) throw new Error('no answer');
      for (const answer of answers) expect(receipt(answer)).toEqual(receipt(first));
      expect(receipt(first)).toMatchObject({ code: 'requestReceived', coded: true });
      const capped = answers.slice(overall.limit);
      expect(capped).toHaveLength(5);
      // The references of the dropped ones are not those of stored requests.
      const references = await server.db.query<{ reference: string }>(
        'select reference from property_requests where reference = any($1::text[])',
        [capped.map((answer) => (answer.body.data as { reference: string }).reference)],
      );
      expect(references.rows).toEqual([]);
      const events = logged.filter((entry) => entry.fields?.event === 'propertyRequestsCapped');
      expect(events).toHaveLength(5);
      expect(events[0]?.fields).toMatchObject({ limit: overall.limit });

      // Once the window is over the form stores again.
      server.clock.advance(overall.windowMs);
      const later = await postFrom(
        '127.0.0.40',
        '/api/v1/public/property-requests',
        requestFrom(email(999)),
      );
      expect(later.status).toBe(201);
      await server.staydesk.deps.background.idle();
      expect((await stored()).rows[0]?.total).toBe(overall.limit + 1);
    } finally {
      server.staydesk.deps.log = log;
    }
  });
});

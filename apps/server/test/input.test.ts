import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpApp } from '../src/http/app.js';
import { PUBLIC, route } from '../src/http/route.js';
import { httpErrorForDatabase, sqlState, withRetries } from '../src/lib/db-errors.js';
import { startTestServer, type TestServer } from './harness.js';

/** Input: the cases the attack found, each a 4xx naming its field, never a 500. */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signIn('system_admin')).token;
});
afterAll(async () => {
  await server?.close();
});

const companyForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('hostile input', () => {
  it('refuses a non-UUID reference with a 400 naming the field', async () => {
    const company = await server.request('POST', '/api/companies', {
      token: admin,
      form: companyForm({ name: 'Probe Ltd', parentId: 'abc' }),
    });
    expect(company.status).toBe(400);
    expect(company.body.fields).toHaveProperty('parentId');
    const billing = await server.request('POST', '/api/v1/billing-companies', {
      token: admin,
      json: { companyId: 'abc' },
    });
    expect(billing.status).toBe(400);
    expect(billing.body.fields).toHaveProperty('companyId');
  });

  it('refuses NUL in a search, a body field or an anonymous request, naming the field', async () => {
    const search = await server.request('GET', '/api/v1/users?search=%00', { token: admin });
    expect(search.status).toBe(400);
    expect(search.body.fields).toEqual({ search: 'Text cannot contain a NUL character' });
    const request = await server.request('POST', '/api/v1/public/property-requests', {
      json: {
        fullName: 'a\u0000b',
        email: 'a@b.co',
        phone: '+44 20 7946 0000',
        location: 'London',
        checkIn: '2027-01-01',
        adults: 1,
      },
    });
    expect(request.status).toBe(400);
    expect(request.body.fields).toEqual({ fullName: 'Text cannot contain a NUL character' });
    // A field no schema reads is still refused, before any schema.
    const stray = await server.request('PATCH', '/api/v1/global/settings', {
      token: admin,
      json: { version: 1, unknown: { deep: 'x\u0000' } },
    });
    expect(stray.status).toBe(400);
    expect(stray.body.fields).toEqual({ 'unknown.deep': 'Text cannot contain a NUL character' });
  });

  it('refuses a megabyte name with a 400, not a database error', async () => {
    const response = await server.request('POST', '/api/companies', {
      token: admin,
      form: companyForm({ name: 'x'.repeat(1_000_000) }),
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty('name');
  });

  it('answers malformed percent-encoding and over-long file keys with a 4xx', async () => {
    for (const path of ['/files/%', '/files/%E0%A4%A.png', '/api/v1/users/%E0%A4%A']) {
      const response = await server.request('GET', path, { token: admin });
      expect([400, 404]).toContain(response.status);
    }
    // The dashboard's catch-all answers its page (here: how to build it), not an error.
    expect((await server.request('GET', '/%E0%A4%A')).status).toBeLessThan(500);
    const long = await server.request('GET', `/files/${'a'.repeat(5_000)}.png`);
    expect(long.status).toBe(404);
  });

  it('sends a Permissions-Policy and a request id on every answer', async () => {
    const response = await server.request('GET', '/api/auth/me');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('database errors at the HTTP layer', () => {
  const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

  it('become the caller’s 4xx or a 409, wherever the driver put the code', () => {
    expect(httpErrorForDatabase(pgError('23505'))?.status).toBe(409);
    expect(httpErrorForDatabase(pgError('23503'))?.status).toBe(400);
    expect(httpErrorForDatabase(pgError('40001'))?.status).toBe(409);
    expect(httpErrorForDatabase(pgError('40P01'))?.status).toBe(409);
    expect(httpErrorForDatabase(pgError('22001'))?.status).toBe(400);
    expect(httpErrorForDatabase(pgError('54000'))?.status).toBe(400);
    // Drizzle wraps the driver's error as its cause.
    expect(sqlState(new Error('query failed', { cause: pgError('23505') }))).toBe('23505');
    // Anything else is a bug and stays a 500.
    expect(httpErrorForDatabase(pgError('42P01'))).toBeUndefined();
    expect(httpErrorForDatabase(new Error('plain'))).toBeUndefined();
  });

  it('run a transaction again after a serialization failure or deadlock, then give up', async () => {
    let runs = 0;
    expect(
      await withRetries(async () => {
        runs++;
        if (runs < 3) throw pgError(runs === 1 ? '40001' : '40P01');
        return 'done';
      }),
    ).toBe('done');
    expect(runs).toBe(3);
    runs = 0;
    await expect(
      withRetries(async () => {
        runs++;
        throw pgError('40001');
      }),
    ).rejects.toThrow('pg 40001');
    expect(runs).toBe(4);
    runs = 0;
    await expect(
      withRetries(async () => {
        runs++;
        throw pgError('23505');
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });

  it('answer a database conflict that reaches a route as 409, and a bug as a 500 with a request id', async () => {
    const logged: Record<string, unknown>[] = [];
    const app = buildHttpApp(
      {
        ...server.staydesk.deps,
        log: {
          ...server.staydesk.deps.log,
          error: (_message: string, fields?: Record<string, unknown>) => {
            logged.push(fields ?? {});
          },
        },
      },
      {
        routes: [
          route({
            method: 'get',
            path: '/api/probe/conflict',
            tag: 'probe',
            summary: 'probe',
            access: PUBLIC,
            handler: async () => {
              throw pgError('23505');
            },
          }),
          route({
            method: 'get',
            path: '/api/probe/bug',
            tag: 'probe',
            summary: 'probe',
            access: PUBLIC,
            handler: async () => {
              throw new TypeError('a bug');
            },
          }),
        ],
        authenticate: async () => Promise.reject(new Error('public routes only')),
        extras: [],
      },
    );
    const conflict = await app.request('/api/probe/conflict');
    expect(conflict.status).toBe(409);
    const bug = await app.request('/api/probe/bug');
    expect(bug.status).toBe(500);
    const body = (await bug.json()) as { requestId?: string };
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bug.headers.get('x-request-id')).toBe(body.requestId);
    expect(logged).toEqual([expect.objectContaining({ requestId: body.requestId })]);
  });
});

import { randomUUID } from 'node:crypto';
import { can, type Role } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '../src/http/route.js';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
const sessions = new Map<Role, SignedIn>();

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES_UNDER_TEST) sessions.set(role, await server.signIn(role));
});
afterAll(async () => {
  await server?.close();
});

/** Spec §7, exactly as written, plus the current-user call. */
const SPEC_ENDPOINTS = [
  'POST /account',
  'POST /api/auth/signin',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/send-reset-email',
  'POST /api/auth/reset-password',
  'GET /api/v1/global/settings',
  'GET /account/fetch',
  'PATCH /account/:id/image',
  'GET /api/v1/users',
  'GET /api/v1/users/:id',
  'PATCH /api/v1/users/:id',
  'DELETE /api/v1/users/:id',
  'PATCH /api/v1/users/:id/password',
  'POST /api/v1/users/:id/experiments',
  'DELETE /api/v1/users/:id/experiments/:name',
  'GET /api/companies',
  'GET /api/companies/:id',
  'POST /api/companies',
  'PATCH /api/companies/:companyId',
  'DELETE /api/companies/:id',
  'GET /api/auth/me',
];

const declared = () => server.staydesk.routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);

/** A request that cannot change anything: unknown ids, empty bodies. */
function probe(spec: RouteSpec): string {
  return spec.path.replace(/:name/g, 'trackerBoard').replace(/:(\w+)/g, () => randomUUID());
}

function call(spec: RouteSpec, token?: string) {
  const hasBody = spec.body !== undefined && spec.method !== 'get';
  return server.request<{ message?: string; permissionDenied?: boolean; jwtExpired?: boolean }>(
    spec.method.toUpperCase(),
    probe(spec),
    { token, ...(hasBody && spec.body?.type === 'json' ? { json: {} } : {}) },
  );
}

describe('the route table', () => {
  it('declares every endpoint of spec §7 exactly as written', () => {
    expect(declared()).toEqual(expect.arrayContaining(SPEC_ENDPOINTS));
  });

  it('declares each method and path once', () => {
    expect(new Set(declared()).size).toBe(declared().length);
  });
});

describe('every endpoint for anonymous callers and each of the five roles', () => {
  it('lets anonymous callers reach only the public endpoints', async () => {
    for (const spec of server.staydesk.routes) {
      const response = await call(spec);
      const label = `${spec.method.toUpperCase()} ${spec.path}`;
      if (spec.access.kind === 'public') {
        expect(response.status, label).not.toBe(403);
        expect(response.body.message, label).not.toBe('Please sign in to continue');
      } else {
        expect(response.status, label).toBe(401);
        expect(response.body.message, label).toBe('Please sign in to continue');
      }
    }
  });

  for (const role of ROLES_UNDER_TEST) {
    it(`applies the permission table to ${role}`, async () => {
      const token = sessions.get(role)?.token;
      for (const spec of server.staydesk.routes) {
        if (spec.access.kind === 'public') continue;
        const response = await call(spec, token);
        const label = `${role}: ${spec.method.toUpperCase()} ${spec.path}`;
        const allowed = spec.access.kind === 'signedIn' || can(role, spec.access.permission);
        if (allowed) {
          expect(response.status, label).not.toBe(401);
          expect(response.body.permissionDenied, label).toBeUndefined();
          if (spec.method === 'get' && !spec.params) expect(response.status, label).toBe(200);
        } else {
          expect(response.status, label).toBe(403);
          expect(response.body, label).toEqual({
            message: 'You do not have the required access to perform this action.',
            permissionDenied: true,
          });
        }
      }
    });
  }
});

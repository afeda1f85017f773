import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Role } from '@staydesk/domain';
import type { Hono } from 'hono';
import pg from 'pg';
import { inject } from 'vitest';
import { readConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrations.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import type { AppDeps, AppEnv } from '../src/http/context.js';
import { ManualClock } from '../src/lib/clock.js';
import { createLogger } from '../src/lib/logger.js';
import { seedDemoData } from '../src/seed.js';
import { createApp, type StaydeskApp } from '../src/server.js';
import { LocalFileStore } from '../src/services/files.js';
import { TEST_PASSWORD } from './password.js';
import { copyPostgresTemplate } from './postgres-template.js';

export { TEST_PASSWORD };

export const ROLES_UNDER_TEST: Role[] = [
  'user',
  'moderator',
  'admin',
  'masteradmin',
  'system_admin',
];
export const emailOf = (role: Role) => `${role}@staydesk.test`;

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  token?: string | undefined;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  rawBody?: string;
}

export interface TestServer {
  baseUrl: string;
  db: Database;
  clock: ManualClock;
  staydesk: StaydeskApp;
  dataDir: string;
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  signIn(role: Role, rememberMe?: boolean): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  userId: string;
  cookie: string;
}

/**
 * A fresh database for one test file: PGlite from the template; on PostgreSQL a copy of the
 * template database, or a new schema migrated and seeded here when the role cannot create
 * databases.
 */
async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const postgresTemplate = url ? inject('postgresTemplate') : '';
  if (url && postgresTemplate) {
    const copy = await copyPostgresTemplate(url, postgresTemplate);
    const db = await PostgresDatabase.open({ connectionString: copy.url, max: 5 });
    return {
      db,
      drop: async () => {
        await db.close();
        await copy.drop();
      },
    };
  }
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const db = await PostgresDatabase.open({ connectionString: url, searchPath: schema, max: 5 });
    await migrate(db);
    await seedDemoData(db, TEST_PASSWORD);
    return {
      db,
      drop: async () => {
        await db.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      },
    };
  }
  const template = inject('pgliteTemplate');
  const db = await PgliteDatabase.fromDump(new Blob([readFileSync(template)]));
  return { db, drop: () => db.close() };
}

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    db?: Database;
    /** Routes a test needs and the product must not have, mounted before the first request. */
    testRoutes?: (app: Hono<AppEnv>, deps: AppDeps) => void;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'staydesk-server-test-'));
  // A database passed in belongs to the caller, who closes it.
  const opened = options.db
    ? { db: options.db, drop: () => Promise.resolve() }
    : await openTestDatabase();
  const clock = new ManualClock();
  // Listen first: the client URL (reset links, CORS) is configuration, never the request's
  // Host, so the app is made once the port is known.
  // The second argument carries the socket (the client address): it must reach the app.
  let handle: (request: Request, env: unknown) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 });
  const server = serve({
    fetch: (request, env) => handle(request, env),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DASHBOARD_DIST: join(dataDir, 'dashboard'),
    CLIENT_URL: baseUrl,
    ...options.env,
  });
  const staydesk = createApp({
    config,
    db: opened.db,
    clock,
    log: createLogger('silent'),
    files: new LocalFileStore(join(dataDir, 'files')),
  });
  options.testRoutes?.(staydesk.app, staydesk.deps);
  handle = (request, env) => staydesk.app.fetch(request, env);

  async function request<T>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: RequestInit['body'];
    if (opts.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      body = opts.form;
    } else if (opts.rawBody !== undefined) {
      body = opts.rawBody;
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    // What the server does after answering (mail, sign-up) is finished before a test looks.
    await staydesk.deps.background.idle();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  async function signIn(role: Role, rememberMe = false): Promise<SignedIn> {
    const response = await request<{
      data: { token: string; refreshToken: string; userId: string };
    }>('POST', '/api/auth/signin', {
      json: { email: emailOf(role), password: TEST_PASSWORD, rememberMe },
    });
    if (response.status !== 200) throw new Error(`Sign-in as ${role} failed: ${response.text}`);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { ...response.body.data, cookie };
  }

  return {
    baseUrl,
    db: opened.db,
    clock,
    staydesk,
    dataDir,
    request,
    signIn,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Work after an answer (a sign-up, a mail) finishes before its database goes.
      await staydesk.deps.background.idle();
      await opened.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The smallest valid PNG (1 × 1), for upload tests. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

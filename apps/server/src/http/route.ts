import { can, type Permission } from '@staydesk/domain';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { forbidden, HttpError } from '../lib/errors.js';
import type { AppEnv, AuthUser } from './context.js';
import { formFieldsToObject, parseOrThrow } from './validation.js';

/** Who may call a route: anyone, any signed-in user, or holders of one permission of spec §6. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'permission'; permission: Permission };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const needs = (permission: Permission): Access => ({ kind: 'permission', permission });

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface BodySpec<S extends Schema = Schema> {
  type: 'json' | 'multipart';
  schema: S;
  /** Multipart file fields, by name, with what each holds (for the docs). */
  files?: Record<string, string>;
  /** A body may be left out entirely (refresh, logout). */
  optional?: boolean;
}

export interface HandlerInput<P, Q, B> {
  c: Context<AppEnv>;
  params: P;
  query: Q;
  body: B;
  files: Record<string, File | undefined>;
  /** Set on every route but a public one. */
  user: AuthUser;
}

export interface RouteSpec<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
> {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** How the caller proves who they are when not by bearer token (refresh, logout). */
  cookieAuthenticated?: boolean;
  params?: P;
  query?: Q;
  body?: B extends Schema ? BodySpec<B> : undefined;
  /** When the route answers 429 (a rate limit or throttle), for the OpenAPI document. */
  rateLimited?: string;
  /** The success body, for the OpenAPI document. */
  response?: Schema;
  status?: 200 | 201;
  handler: (input: HandlerInput<Out<P>, Out<Q>, Out<B>>) => Promise<unknown>;
}

/** Keeps the generic parameters of each route while collecting them in one list. */
export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(spec: RouteSpec<P, Q, B>): RouteSpec {
  return spec as unknown as RouteSpec;
}

export type Authenticate = (c: Context<AppEnv>) => Promise<AuthUser>;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

async function readJson(c: Context<AppEnv>, optional: boolean): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (optional) return undefined;
    throw new HttpError(400, 'A JSON body is required');
  }
  const type = c.req.header('content-type') ?? '';
  if (!JSON_TYPE.test(type)) {
    throw new HttpError(415, 'Send the body as JSON (Content-Type: application/json)');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
}

async function readMultipart(
  c: Context<AppEnv>,
  spec: BodySpec,
): Promise<{ body: unknown; files: Record<string, File | undefined> }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    throw new HttpError(415, 'Send the body as multipart/form-data');
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new HttpError(400, 'The multipart body could not be read');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, File | undefined> = {};
  const fileNames = new Set(Object.keys(spec.files ?? {}));
  for (const [name, value] of Object.entries(form)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single === undefined) continue;
    if (fileNames.has(name)) {
      if (typeof single === 'string') {
        // An empty file input arrives as an empty string: treat it as "no file".
        if (single !== '')
          throw new HttpError(400, `${name} must be a file`, {
            fields: { [name]: 'Expected a file' },
          });
        continue;
      }
      files[name] = single;
    } else if (typeof single === 'string') {
      fields[name] = single;
    }
  }
  return { body: formFieldsToObject(spec.schema, fields), files };
}

function assertSameSite(c: Context<AppEnv>): void {
  const origin = c.req.header('origin');
  if (!origin) return;
  const urls = c.get('urls');
  const allowed = [urls.origin, new URL(urls.client).origin];
  if (!allowed.includes(origin)) throw new HttpError(403, 'Cross-site request refused');
}

/** Registers each route on the app: authentication, permission, input parsing, then the handler. */
export function mountRoutes(app: Hono<AppEnv>, routes: RouteSpec[], authenticate: Authenticate) {
  for (const spec of routes) {
    app.on(spec.method.toUpperCase(), spec.path, async (c) => {
      // Cookie-authenticated calls accept JSON only (see readJson) and refuse foreign origins, so
      // a cross-site page can neither post a form to them nor script them.
      if (spec.cookieAuthenticated) assertSameSite(c);
      let user: AuthUser | undefined;
      if (spec.access.kind !== 'public') {
        user = await authenticate(c);
        if (spec.access.kind === 'permission' && !can(user.role, spec.access.permission)) {
          throw forbidden();
        }
      }
      const params = spec.params ? parseOrThrow(spec.params, c.req.param(), 'path') : undefined;
      const query = spec.query ? parseOrThrow(spec.query, c.req.query(), 'query') : undefined;
      let body: unknown;
      let files: Record<string, File | undefined> = {};
      if (spec.body) {
        if (spec.body.type === 'json') {
          const raw = await readJson(c, spec.body.optional ?? false);
          body = parseOrThrow(spec.body.schema, raw ?? (spec.body.optional ? {} : raw), 'body');
        } else {
          const read = await readMultipart(c, spec.body);
          files = read.files;
          body = parseOrThrow(spec.body.schema, read.body, 'form');
        }
      } else if (spec.cookieAuthenticated) {
        await readJson(c, true);
      }
      const result = await spec.handler({
        c,
        params,
        query,
        body,
        files,
        user: user as AuthUser,
      });
      if (result instanceof Response) return result;
      return c.json(result as object, spec.status ?? 200);
    });
  }
}

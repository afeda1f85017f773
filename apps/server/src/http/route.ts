import {
  apiMessage,
  can,
  type ExperimentName,
  hasExperiment,
  type Permission,
} from '@staydesk/domain';
import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import { forbidden, refusal } from '../lib/errors.js';
import type { AppEnv, AuthUser } from './context.js';
import { formFieldsToObject, parseOrThrow } from './validation.js';

/**
 * Who may call a route: anyone, any signed-in user, or holders of one permission of spec §6 —
 * and, for a route that belongs only to an experiment's feature, who has that experiment on.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'permission'; permission: Permission; experiment?: ExperimentName };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const needs = (
  permission: Permission,
  options: { experiment?: ExperimentName } = {},
): Access => ({
  kind: 'permission',
  permission,
  ...(options.experiment === undefined ? {} : { experiment: options.experiment }),
});

type Schema = z.ZodMiniType;
/** What a route part parses to: its schema's output, or undefined without one. */
export type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface BodySpec<S extends Schema | undefined = Schema> {
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

/** What a module writes: the route's description, its input schemas and its typed handler. */
export interface RouteDeclaration<
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
  body?: BodySpec<B>;
  /** When the route answers 429 (a rate limit or throttle), for the OpenAPI document. */
  rateLimited?: string;
  /** The success body, for the OpenAPI document. */
  response?: Schema;
  status?: 200 | 201;
  handler: (input: HandlerInput<Out<P>, Out<Q>, Out<B>>) => Promise<unknown>;
}

/** One request as mountRoutes hands it over, after authentication and the permission check. */
export interface RequestInputs {
  c: Context<AppEnv>;
  /** Set on every route but a public one. */
  user: AuthUser | undefined;
  /** Reads the raw body (JSON or multipart fields, and the files); called after path and query parse. */
  readBody(): Promise<{ raw: unknown; files: Record<string, File | undefined> }>;
}

/**
 * A declared route with its generic parameters erased soundly: the schemas stay for mounting,
 * OpenAPI and the permission test, and the handler is reachable only through `run`, a closure
 * made by `route()` that parses the inputs with the route's own schemas and hands the handler
 * exactly the types it was declared with.
 */
export interface RouteSpec extends Omit<RouteDeclaration, 'handler' | 'body'> {
  body?: BodySpec;
  run(inputs: RequestInputs): Promise<unknown>;
}

/**
 * Parses one part of the request with its optional schema. The declaration ties the part's type
 * to its schema (`Out<S>`: the schema's output, or undefined without one); TypeScript cannot
 * follow a conditional type through a runtime check, hence the one assertion here.
 */
function parsePart<S extends Schema | undefined>(
  schema: S | undefined,
  read: () => unknown,
  what: string,
): Out<S> {
  return (schema === undefined ? undefined : parseOrThrow(schema, read(), what)) as Out<S>;
}

/** Declares a route: the returned spec keeps its schemas and runs its handler with typed input. */
export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(declaration: RouteDeclaration<P, Q, B>): RouteSpec {
  const { handler, body: bodySpec, ...spec } = declaration;
  const bodyName = bodySpec?.type === 'multipart' ? 'form' : 'body';
  return {
    ...spec,
    ...(bodySpec?.schema === undefined ? {} : { body: { ...bodySpec, schema: bodySpec.schema } }),
    run: async ({ c, user, readBody }) => {
      const params = parsePart(spec.params, () => c.req.param(), 'path');
      const query = parsePart(spec.query, () => c.req.query(), 'query');
      const { raw, files } = await readBody();
      const body = parsePart(bodySpec?.schema, () => raw, bodyName);
      // A public route has no user; every other route is called only once one is signed in.
      return handler({ c, params, query, body, files, user: user as AuthUser });
    },
  };
}

export type Authenticate = (c: Context<AppEnv>) => Promise<AuthUser>;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

async function readJson(c: Context<AppEnv>, optional: boolean): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (optional) return undefined;
    throw refusal(400, apiMessage('jsonBodyRequired'));
  }
  const type = c.req.header('content-type') ?? '';
  if (!JSON_TYPE.test(type)) {
    throw refusal(415, apiMessage('jsonContentType'));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw refusal(400, apiMessage('jsonInvalid'));
  }
}

async function readMultipart(
  c: Context<AppEnv>,
  spec: BodySpec,
): Promise<{ body: unknown; files: Record<string, File | undefined> }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    throw refusal(415, apiMessage('multipartContentType'));
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw refusal(400, apiMessage('multipartUnreadable'));
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
          throw refusal(400, apiMessage('notAFile', { name }), {
            fields: { [name]: 'Expected a file' },
            issues: { [name]: { code: 'expectedFile' } },
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
  if (!allowed.includes(origin)) throw refusal(403, apiMessage('crossSiteRefused'));
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
        if (
          spec.access.kind === 'permission' &&
          (!can(user.role, spec.access.permission, user.grants) ||
            !hasExperiment(user.experiments, spec.access.experiment))
        ) {
          throw forbidden();
        }
      }
      const result = await spec.run({
        c,
        user,
        readBody: async () => {
          if (spec.body?.type === 'json') {
            const raw = await readJson(c, spec.body.optional ?? false);
            return { raw: raw ?? (spec.body.optional ? {} : raw), files: {} };
          }
          if (spec.body) {
            const read = await readMultipart(c, spec.body);
            return { raw: read.body, files: read.files };
          }
          if (spec.cookieAuthenticated) await readJson(c, true);
          return { raw: undefined, files: {} };
        },
      });
      if (result instanceof Response) return result;
      return c.json(result as object, spec.status ?? 200);
    });
  }
}

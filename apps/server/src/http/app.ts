import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { httpErrorForDatabase } from '../lib/db-errors.js';
import { HttpError } from '../lib/errors.js';
import type { AppDeps, AppEnv } from './context.js';
import type { Authenticate, RouteSpec } from './route.js';
import { mountRoutes } from './route.js';
import { corsForClient, securityHeaders } from './security.js';
import { publicUrls } from './urls.js';

export interface AppParts {
  routes: RouteSpec[];
  authenticate: Authenticate;
  /** Non-API handlers (files, docs, config.js, scraper, the dashboard), mounted after the API. */
  extras: ((app: Hono<AppEnv>) => void)[];
}

/**
 * A request that runs too long answers 503 with `timeout: true` (spec §8 sends the user to
 * /error?type=timeout) instead of leaving the client waiting.
 */
function requestTimeout(ms: number): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new HttpError(
              503,
              'The server took too long to process the request. Please try again later.',
              { timeout: true },
            ),
          ),
        ms,
      );
    });
    try {
      await Promise.race([next(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The answer an error deserves when it is not a bug: our own HttpError; a database error the
 * input caused (src/lib/db-errors.ts); a malformed percent-encoding met while decoding the URL.
 */
function knownError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof URIError) return new HttpError(400, 'The address is not validly encoded');
  return httpErrorForDatabase(error);
}

/** The Hono app: shared middleware, the declared routes, then JSON errors for everything. */
export function buildHttpApp(deps: AppDeps, parts: AppParts): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    c.set('urls', publicUrls(deps.config, c));
    await next();
  });
  app.use('*', securityHeaders());
  app.use('*', corsForClient());
  app.use(
    '*',
    bodyLimit({
      maxSize: deps.config.maxImageBytes + 1024 * 1024,
      onError: (c) => c.json({ message: 'The request body is too large' }, 413),
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', requestTimeout(deps.config.requestTimeoutMs));

  mountRoutes(app, parts.routes, parts.authenticate);
  for (const mount of parts.extras) mount(app);

  app.notFound((c) => c.json({ message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    const known = knownError(error);
    if (known) {
      if (known.signals.retryAfterSeconds) {
        c.header('Retry-After', String(known.signals.retryAfterSeconds));
      }
      if (known !== error) {
        // A database conflict or a malformed URL, answered as the caller's error: logged once,
        // quietly, so a pattern can still be found.
        deps.log.info('request refused by the database or the URL parser', {
          requestId: c.get('requestId'),
          status: known.status,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return c.json({ message: known.message, ...known.signals }, known.status);
    }
    // A 500 means a bug: the log and the answer carry the same request id, so a user's report
    // ("request id …") leads straight to the stack.
    const requestId = c.get('requestId');
    deps.log.error('unhandled error', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    c.header('X-Request-Id', requestId);
    return c.json(
      { message: 'Something went wrong on our side. Please try again.', requestId },
      500,
    );
  });
  return app;
}

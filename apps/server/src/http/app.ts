import { randomUUID } from 'node:crypto';
import { apiMessage } from '@staydesk/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type RequestBudgets, withinBudget } from '../lib/budget.js';
import { httpErrorForDatabase } from '../lib/db-errors.js';
import { HttpError, refusal, timedOut, unavailable } from '../lib/errors.js';
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

/** After a request's time is up, how long its stopped work may take to roll back. */
const SETTLE_GRACE_MS = 1_000;

/**
 * Each API request gets a time budget. Past it the request answers 503 with `timeout: true`
 * (spec §8 sends the user to /error?type=timeout) and its work is stopped, not only its answer:
 * the database layer cancels its running statement (PostgreSQL), refuses its next one and rolls
 * its transaction back. The answer waits briefly for that, so a 503 means nothing was kept; a
 * transaction that committed in that moment gets its real answer instead.
 */
function requestBudget(ms: number, budgets: RequestBudgets): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (budgets.draining) {
      // Shutting down: a kept-alive connection may still bring a request; it goes elsewhere.
      c.header('Connection', 'close');
      throw unavailable();
    }
    const budget = budgets.start(ms);
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), ms);
    });
    try {
      const work = withinBudget(budget, next);
      const first = await Promise.race([work.then(() => 'done' as const), expired]);
      if (first === 'expired') {
        budget.abort();
        const settled = await Promise.race([
          work.then(
            () => 'done' as const,
            () => 'failed' as const,
          ),
          new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), SETTLE_GRACE_MS)),
        ]);
        if (settled !== 'done') throw timedOut();
      }
    } finally {
      clearTimeout(timer);
      budgets.end(budget);
    }
  };
}

/**
 * The answer an error deserves when it is not a bug: our own HttpError; a database error the
 * input caused (src/lib/db-errors.ts); a malformed percent-encoding met while decoding the URL.
 */
function knownError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof URIError) return refusal(400, apiMessage('badEncoding'));
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
      onError: (c) => {
        const refused = refusal(413, apiMessage('bodyTooLarge'));
        return c.json({ message: refused.message, ...refused.signals }, 413);
      },
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', requestBudget(deps.config.requestTimeoutMs, deps.requests));

  mountRoutes(app, parts.routes, parts.authenticate);
  for (const mount of parts.extras) mount(app);

  app.notFound((c) => {
    const refused = refusal(
      404,
      apiMessage('noSuchEndpoint', { method: c.req.method, path: c.req.path }),
    );
    return c.json({ message: refused.message, ...refused.signals }, 404);
  });
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
      {
        message: 'Something went wrong on our side. Please try again.',
        requestId,
        ...apiMessage('serverError', { requestId }),
      },
      500,
    );
  });
  return app;
}

import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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

/** The Hono app: shared middleware, the declared routes, then JSON errors for everything. */
export function buildHttpApp(deps: AppDeps, parts: AppParts): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
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
    if (error instanceof HttpError) {
      if (error.signals.retryAfterSeconds) {
        c.header('Retry-After', String(error.signals.retryAfterSeconds));
      }
      return c.json({ message: error.message, ...error.signals }, error.status);
    }
    deps.log.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}

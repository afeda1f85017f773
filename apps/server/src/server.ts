import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { startMaintenance } from './db/maintenance.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open.js';
import { buildHttpApp } from './http/app.js';
import type { AppDeps, AppEnv } from './http/context.js';
import { healthRoutes } from './http/health.js';
import type { RouteSpec } from './http/route.js';
import { createBackground } from './lib/background.js';
import { createRequestBudgets } from './lib/budget.js';
import { type Clock, systemClock } from './lib/clock.js';
import { createLogger, type Logger } from './lib/logger.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { billingCompanyRoutes } from './modules/companies/billing.js';
import { companyRoutes } from './modules/companies/routes.js';
import { mountDocs } from './modules/docs/routes.js';
import { homeRoutes } from './modules/home/routes.js';
import { publicRoutes } from './modules/public/routes.js';
import * as registeredModules from './modules/registry.js';
import { scraperRoutes } from './modules/scraper/routes.js';
import { roleGrantRoutes } from './modules/settings/role-grants.js';
import { settingsRoutes } from './modules/settings/settings.js';
import { userRoutes } from './modules/users/routes.js';
import { mountWeb } from './modules/web/routes.js';
import { seedDemoData } from './seed.js';
import { type FileStore, LocalFileStore, S3FileStore } from './services/files.js';
import { createMailer, smtpTransport } from './services/mail.js';

/** At shutdown, how long stopped requests and their answers may take to end. */
const SHUTDOWN_SETTLE_MS = 2_000;

/** Whether `promise` settles within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long an idle kept-alive connection stays open (see startServer). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface StaydeskApp {
  app: Hono<AppEnv>;
  routes: RouteSpec[];
  deps: AppDeps;
}

export interface AppOptions {
  config: Config;
  db: Database;
  clock?: Clock;
  log?: Logger;
  files?: FileStore;
}

/** Wires the modules into one app. Tests call this with their own database and clock. */
export function createApp(options: AppOptions): StaydeskApp {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger(config.logLevel);
  const files =
    options.files ??
    (config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(join(config.dataDir, 'files')));
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : { name: 'outbox' as const };
  const mailer = createMailer(db, clock, log, transport, {
    keepLinks: config.keepLinksInOutbox,
    fileDir: join(config.dataDir, 'mail'),
  });
  const deps: AppDeps = {
    config,
    db,
    clock,
    files,
    mailer,
    log,
    background: createBackground(log),
    requests: createRequestBudgets(),
  };

  const auth = authRoutes(deps);
  const routes: RouteSpec[] = [
    ...healthRoutes(deps),
    ...auth.routes,
    ...userRoutes(deps, auth.sessions),
    ...settingsRoutes(deps),
    ...roleGrantRoutes(deps),
    ...companyRoutes(deps),
    ...billingCompanyRoutes(deps),
    ...publicRoutes(deps),
    ...homeRoutes(deps),
    ...auditRoutes(deps),
    ...scraperRoutes(deps),
    ...Object.values(registeredModules).flatMap((module) => module.routes(deps)),
  ];
  const app = buildHttpApp(deps, {
    routes,
    authenticate: auth.sessions.authenticate,
    extras: [mountDocs(routes), mountWeb(deps)],
  });
  return { app, routes, deps };
}

/** Opens the database, migrates it, seeds an empty one and starts listening. */
export async function startServer(config: Config): Promise<{
  server: ServerType;
  staydesk: StaydeskApp;
  close: () => Promise<void>;
}> {
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config, log);
  const applied = await migrate(db);
  if (applied.length > 0) log.info('migrations applied', { applied });
  if (config.seedDemoData) {
    const seeded = await seedDemoData(db, config.seedPassword);
    if (seeded.companies > 0) log.info('demo data seeded', { ...seeded });
  }
  const staydesk = createApp({ config, db, log });
  // PGlite has no autovacuum: VACUUM (ANALYZE) of the list tables after writes.
  const maintenance = startMaintenance(db, staydesk.deps.background);
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve(
      { fetch: staydesk.app.fetch, port: config.port, hostname: config.host },
      () => resolve(started),
    );
  });
  // Node closes a kept-alive connection after 5 s idle; a client (a browser, a proxy, a test's
  // request context) that reuses it at that moment gets ECONNRESET. Longer than the usual 60 s of
  // load balancers, so the client side always closes first.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  log.info('Staydesk is listening', {
    url: `http://localhost:${config.port}`,
    database: db.kind,
    dataDir: config.dataDir,
  });
  const close = async () => {
    const { requests, background } = staydesk.deps;
    // Stop accepting: the listener closes (idle kept-alive connections with it), /ready answers
    // 503, and a request arriving on a connection still open is refused with `Connection: close`.
    requests.drain();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Requests in flight get the shutdown bound to finish; then their work is stopped (statements
    // cancelled, transactions rolled back) and they answer 503.
    if (!(await within(requests.idle(), config.shutdownTimeoutMs))) {
      log.info('stopping the requests still running at shutdown', { requests: requests.size });
      requests.abortAll();
      await within(requests.idle(), SHUTDOWN_SETTLE_MS);
    }
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    if (!(await within(closed, SHUTDOWN_SETTLE_MS)) && 'closeAllConnections' in server)
      server.closeAllConnections();
    await closed;
    maintenance.stop();
    await within(background.idle(), config.shutdownTimeoutMs);
    await db.close();
  };
  return { server, staydesk, close };
}

import { z } from 'zod/mini';
import { loadMigrations, type Migration, pendingMigrations } from '../db/migrations.js';
import { Budget, withinBudget } from '../lib/budget.js';
import { HttpError } from '../lib/errors.js';
import type { AppDeps } from './context.js';
import { PUBLIC, type RouteSpec, route } from './route.js';

/** The longest the readiness check waits for the database before answering "not ready". */
const READY_CHECK_MS = 2_000;

/**
 * For a load balancer: /health (liveness: the process answers; no database involved, so a
 * database outage does not get the process restarted) and /ready (readiness: the database
 * answers, every migration is applied, and the server is not shutting down).
 */
export function healthRoutes(deps: AppDeps): RouteSpec[] {
  const migrations = loadMigrations();
  return [
    route({
      method: 'get',
      path: '/health',
      tag: 'Health',
      summary: 'Liveness: the server process answers',
      access: PUBLIC,
      response: z.object({ status: z.literal('ok') }),
      handler: async () => ({ status: 'ok' as const }),
    }),
    route({
      method: 'get',
      path: '/ready',
      tag: 'Health',
      summary: 'Readiness: the database answers, its migrations are applied, not shutting down',
      description: 'Answers 503 with the reason when the server should receive no traffic.',
      access: PUBLIC,
      response: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
      handler: async () => {
        if (deps.requests.draining) throw new HttpError(503, 'Not ready: shutting down');
        const problem = await databaseProblem(deps, migrations);
        if (problem) throw new HttpError(503, `Not ready: ${problem}`);
        return { status: 'ready' as const, database: deps.db.kind };
      },
    }),
  ];
}

async function databaseProblem(
  deps: AppDeps,
  migrations: readonly Migration[],
): Promise<string | undefined> {
  const budget = new Budget(READY_CHECK_MS);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      budget.abort();
      resolve('the database did not answer in time');
    }, READY_CHECK_MS);
  });
  const check = withinBudget(budget, () => pendingMigrations(deps.db, migrations)).then(
    (missing) => (missing.length > 0 ? `migrations not applied: ${missing.join(', ')}` : undefined),
    () => 'the database is unreachable',
  );
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

import { apiMessage } from '@staydesk/domain';
import { z } from 'zod/mini';
import { loadMigrations, type Migration, pendingMigrations } from '../db/migrations.js';
import { Budget, withinBudget } from '../lib/budget.js';
import { type Coded, refusal } from '../lib/errors.js';
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
        if (deps.requests.draining)
          throw refusal(503, apiMessage('notReady', { reason: 'draining' }));
        const problem = await databaseProblem(deps, migrations);
        if (problem) throw refusal(503, problem);
        return { status: 'ready' as const, database: deps.db.kind };
      },
    }),
  ];
}

async function databaseProblem(
  deps: AppDeps,
  migrations: readonly Migration[],
): Promise<Coded | undefined> {
  const budget = new Budget(READY_CHECK_MS);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Coded>((resolve) => {
    timer = setTimeout(() => {
      budget.abort();
      resolve(apiMessage('notReady', { reason: 'slow' }));
    }, READY_CHECK_MS);
  });
  const check = withinBudget(budget, () => pendingMigrations(deps.db, migrations)).then(
    (missing) =>
      missing.length > 0
        ? apiMessage('notReadyMigrations', { migrations: missing.join(', ') })
        : undefined,
    () => apiMessage('notReady', { reason: 'unreachable' }),
  );
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

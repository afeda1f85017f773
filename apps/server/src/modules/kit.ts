import type { Permission } from '@staydesk/domain';
import type { Transaction } from '../db/database.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/route.js';

/** What a module's demo seed is given: the seed's transaction and the staff account it acts as. */
export interface SeedContext {
  tx: Transaction;
  /** The demo system_admin, recorded as `createdBy`; null when the demo staff are absent. */
  actorId: string | null;
}

/**
 * One module of the kit, as `src/modules/registry.ts` registers it (one export line each).
 *
 * - `name` is the module's folder under `src/modules/`. Its `migrations/NNNN_name.sql` files,
 *   when the folder has them, join the core ones in one global order by id (src/db/migrations.ts);
 *   the build copies them to `dist/module-migrations/<name>/`.
 * - `routes` are mounted by server.ts and drive the OpenAPI document and the permission test.
 * - `homeCounters` join the core counters of `GET /api/v1/home/summary`, after them, in registry order.
 * - `seed` adds the module's demo rows when demo data is asked for (it must be idempotent: it
 *   runs at every start that seeds) and answers how many rows it added. It runs after the core
 *   demo data (staff, companies), in registry order, each module in its own transaction.
 */
export interface ServerModule {
  name: string;
  routes: (deps: AppDeps) => RouteSpec[];
  seed?: (context: SeedContext) => Promise<number>;
  /** The module's cards on the home screen ("what needs attention today"), shown to roles with `permission`. */
  homeCounters?: readonly HomeCounter[];
}

/**
 * One number on the home screen: `sql` answers one row with an integer `count` column; `params`
 * gets the request's clock so "today" follows the server's clock (and tests can move it).
 * The dashboard words `key` in the user's language when its messages have it, else shows `label`.
 */
export interface HomeCounter {
  key: string;
  label: string;
  /** The dashboard list where the counted items are worked on, filtered to them. */
  href: string;
  tone: 'attention' | 'info';
  permission: Permission;
  sql: string;
  params?: (now: Date) => unknown[];
}

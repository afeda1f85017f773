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
 * - `seed` adds the module's demo rows when demo data is asked for (it must be idempotent: it
 *   runs at every start that seeds) and answers how many rows it added. It runs after the core
 *   demo data (staff, companies), in registry order, each module in its own transaction.
 */
export interface ServerModule {
  name: string;
  routes: (deps: AppDeps) => RouteSpec[];
  seed?: (context: SeedContext) => Promise<number>;
}

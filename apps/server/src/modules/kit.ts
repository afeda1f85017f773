import type { Permission, Role } from '@staydesk/domain';
import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/route.js';
import type { Today } from './settings/today.js';

/** What a module's demo seed is given: the seed's transaction and the staff account it acts as. */
export interface SeedContext {
  tx: Transaction;
  /** The demo system_admin, recorded as `createdBy`; null when the demo staff are absent. */
  actorId: string | null;
}

/**
 * One module of the kit, as `src/modules/registry.ts` registers it (one export line each).
 *
 * - `name` is the module's folder under `src/modules/`. Its `migrations/YYYYMMDDHHMMSS_name.sql`
 *   files, when the folder has them, join the core ones in one global order by id (src/db/migrations.ts);
 *   the build copies them to `dist/module-migrations/<name>/`.
 * - `routes` are mounted by server.ts and drive the OpenAPI document and the permission test.
 * - `homeCounters` join the core cards of `GET /api/v1/home/summary` (each placed by its `rank`).
 * - `seed` adds the module's demo rows when demo data is asked for (it must be idempotent: it
 *   runs at every start that seeds) and answers how many rows it added. It runs after the core
 *   demo data (staff, companies), in registry order, each module in its own transaction.
 * - `attention` answers the signed-in user's items for the top bar's notification bell
 *   (`GET /api/v1/notifications`, modules/notifications): each provider is asked only for users
 *   whose role holds its `permission`, and the route merges every module's items.
 */
export interface ServerModule {
  name: string;
  routes: (deps: AppDeps) => RouteSpec[];
  seed?: (context: SeedContext) => Promise<number>;
  /** The module's cards on the home screen ("what needs attention today"), shown to roles with `permission`. */
  homeCounters?: readonly HomeCounter[];
  /** The module's items for the notification bell ("what needs me"), per signed-in user. */
  attention?: readonly AttentionProvider[];
}

/** The signed-in user an attention provider answers for. */
export interface AttentionUser {
  id: string;
  role: Role;
  /** Whether the user's role holds a permission of spec §6 (the domain's policy table). */
  can: (permission: Permission) => boolean;
}

/** What an attention provider is given: the database, the signed-in user and the request's clock. */
export interface AttentionContext {
  db: Database;
  user: AttentionUser;
  now: Date;
}

/**
 * One item of the notification bell. `id` is stable for as long as the item means the same thing
 * (read marks are stored per user by it): build it from the provider's key, the record's id and
 * what makes the item new again, e.g. `enquiryAssigned:<enquiryId>:<assignedAt>` — at most 200
 * characters of `[A-Za-z0-9:._-]`. The dashboard words `kind` in the user's language when its
 * messages have it (with `subject`, the record's short name, filled in), else shows `title`.
 */
export interface AttentionItem {
  id: string;
  kind: string;
  title: string;
  /** The record's short name (a reference, a guest), shown under the title. */
  subject?: string;
  /** The record's dashboard page, from the domain's route constants (`screenHref`). */
  href: string;
  tone: 'attention' | 'info';
  /** When the item became due for the user (ISO date-time). */
  createdAt: string;
  /** When it must be done by, if it has a deadline (ISO date-time); sooner sorts first. */
  dueAt?: string | null;
}

/**
 * A module's source of bell items. `load` answers the user's items now (at most 50; keep the
 * statement indexed and cheap: it runs on every bell refresh). `permission`, when set, skips the
 * provider for roles without it.
 */
export interface AttentionProvider {
  key: string;
  permission?: Permission;
  load: (context: AttentionContext) => Promise<AttentionItem[]>;
}

/** What a home card is counted for: the request's "today" and the signed-in user. */
export interface HomeContext {
  today: Today;
  userId: string;
}

/** A `select count(*)::int …` statement (one row, one column), read as a scalar subquery. */
export type HomeCount = (context: HomeContext) => SQL;

/**
 * One card of the home screen. `queue` cards say what the signed-in person does today (shown when
 * their count is not 0); `kpi` cards are the figures at a glance. `count` is built from the
 * linked list's own tab and filter conditions, and `href` opens that list with those filters, so
 * the list's total is the card's number. All cards are counted in one statement.
 * The dashboard words `key` in the user's language when its messages have it, else shows `label`.
 */
export interface HomeCounter {
  key: string;
  label: string;
  section: 'queue' | 'kpi';
  /** Order on the screen within the section, lowest first. */
  rank: number;
  permission: Permission;
  count: HomeCount;
  /** The dashboard list filtered to exactly what `count` counts. */
  href: (context: HomeContext) => string;
  /** A count that is a problem: `warning` from this many, `critical` from that many. */
  severity?: { warning: number; critical?: number };
  /** The same figure over the period before (`days` long), for the trend. */
  previous?: { days: number; count: HomeCount };
  /** Counts of the reasons behind the card (one item may have several). */
  reasons?: readonly { key: string; label: string; count: HomeCount }[];
}

import { can, screenHref } from '@staydesk/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { rowsOf } from '../../lib/sql.js';
import type { HomeContext, HomeCounter, ServerModule } from '../kit.js';
import * as registeredModules from '../registry.js';
import { todayOf } from '../settings/today.js';

const countSchema = z.number().check(z.int(), z.nonnegative());

export const summaryItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** queue: what the signed-in person does today; kpi: a figure at a glance. */
  section: z.enum(['queue', 'kpi']),
  count: countSchema,
  /** The dashboard list filtered to exactly the counted items: its total is `count`. */
  href: z.string(),
  /** neutral: a figure, not a problem; good: a problem count below its warning level. */
  severity: z.enum(['neutral', 'good', 'warning', 'critical']),
  /** The same figure over the `days` before the counted period (the trend), when it has one. */
  previous: z.nullable(z.object({ count: countSchema, days: countSchema })),
  /** What the counted items need, each reason with its count (one item may have several). */
  reasons: z.array(z.object({ key: z.string(), label: z.string(), count: countSchema })),
});

/**
 * The core cards; each module adds its own (modules/kit.ts `homeCounters`) without editing this
 * file.
 */
const CORE_COUNTERS: HomeCounter[] = [
  {
    key: 'companiesWithoutBilling',
    label: 'Companies without a billing company',
    section: 'kpi',
    rank: 60,
    permission: 'COMPANIES',
    severity: { warning: 1 },
    count: () =>
      sql`select count(*)::int from companies where parent_id is null and default_billing_company_id is null and deleted = false`,
    href: () => screenHref('companiesList', { tab: 'top', billing: 'none' }),
  },
];

/**
 * The core cards and each module's, today's work first, each section by rank; a key used twice
 * is a programming error.
 */
export function homeCounters(modules: readonly ServerModule[]): readonly HomeCounter[] {
  const counters = [...CORE_COUNTERS, ...modules.flatMap((module) => module.homeCounters ?? [])];
  const keys = new Set<string>();
  for (const counter of counters) {
    if (keys.has(counter.key)) throw new Error(`Two home counters are called ${counter.key}`);
    keys.add(counter.key);
  }
  const section = (counter: HomeCounter) => (counter.section === 'queue' ? 0 : 1);
  return [...counters].sort((a, b) => section(a) - section(b) || a.rank - b.rank);
}

const COUNTERS = homeCounters(Object.values(registeredModules));

function severityOf(counter: HomeCounter, count: number) {
  const levels = counter.severity;
  if (!levels) return 'neutral' as const;
  if (levels.critical !== undefined && count >= levels.critical) return 'critical' as const;
  return count >= levels.warning ? ('warning' as const) : ('good' as const);
}

/**
 * Every count of `counters` (their previous periods and reasons too) as the columns of one row:
 * one statement, one round trip, each count a scalar subquery on its list's indexes.
 */
function summaryStatement(counters: readonly HomeCounter[], context: HomeContext): SQL {
  const columns: SQL[] = [sql`1 as one`];
  counters.forEach((counter, index) => {
    columns.push(sql`(${counter.count(context)}) as ${sql.raw(`c${index}`)}`);
    if (counter.previous)
      columns.push(sql`(${counter.previous.count(context)}) as ${sql.raw(`p${index}`)}`);
    counter.reasons?.forEach((reason, at) => {
      columns.push(sql`(${reason.count(context)}) as ${sql.raw(`r${index}_${at}`)}`);
    });
  });
  return sql`select ${sql.join(columns, sql`, `)}`;
}

export function homeRoutes(deps: AppDeps): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/api/v1/home/summary',
      tag: 'Home',
      summary: "Today's work and the key figures (only what the caller may open)",
      description:
        "`queue` items are what the caller does today (their own enquiries due, arrivals and departures today and tomorrow, stays needing attention with their reasons, approvals, their overdue tasks, overdue invoices); `kpi` items are the figures at a glance, with `previous` (the period before) for a trend and a `severity`. Each `href` opens the list filtered to exactly what `count` counts. 'Today' is the configured time zone's (global settings).",
      access: needs('HOME'),
      response: z.object({
        data: z.object({
          generatedAt: z.string(),
          /** Today in the configured time zone (YYYY-MM-DD). */
          today: z.string(),
          items: z.array(summaryItemSchema),
        }),
      }),
      handler: async ({ user }) => {
        const today = await todayOf(deps.db, deps.clock);
        const context: HomeContext = { today, userId: user.id };
        const visible = COUNTERS.filter((counter) => can(user.role, counter.permission));
        const [row] = await deps.db.read(async (orm) =>
          rowsOf<Record<string, unknown>>(await orm.execute(summaryStatement(visible, context))),
        );
        const read = (column: string) => Number(row?.[column] ?? 0);
        const items = visible.map((counter, index) => {
          const count = read(`c${index}`);
          return {
            key: counter.key,
            label: counter.label,
            section: counter.section,
            count,
            href: counter.href(context),
            severity: severityOf(counter, count),
            previous: counter.previous
              ? { count: read(`p${index}`), days: counter.previous.days }
              : null,
            reasons: (counter.reasons ?? []).map((reason, at) => ({
              key: reason.key,
              label: reason.label,
              count: read(`r${index}_${at}`),
            })),
          };
        });
        return { data: { generatedAt: today.now.toISOString(), today: today.day, items } };
      },
    }),
  ];
}

import { can, screenHref } from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import type { HomeCounter, ServerModule } from '../kit.js';
import * as registeredModules from '../registry.js';

export const summaryItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().check(z.int()),
  /** The dashboard list where the items are worked on, filtered to them. */
  href: z.string(),
  tone: z.enum(['attention', 'info']),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What needs attention today, from what the server holds now: the core records' counters here,
 * then each registered module's `homeCounters` (modules/kit.ts), so a module adds its cards
 * without editing this file.
 */
const CORE_COUNTERS: HomeCounter[] = [
  {
    key: 'newPropertyRequests',
    label: 'New property requests to answer',
    href: screenHref('enquiriesList'),
    tone: 'attention',
    permission: 'ENQUIRIES',
    sql: "select count(*)::int as count from property_requests where status = 'new' and deleted = false",
  },
  {
    key: 'propertyRequestsLastDay',
    label: 'Property requests in the last 24 hours',
    href: screenHref('enquiriesList'),
    tone: 'info',
    permission: 'ENQUIRIES',
    sql: 'select count(*)::int as count from property_requests where created_at > $1 and deleted = false',
    params: (now) => [new Date(now.getTime() - DAY_MS)],
  },
  {
    key: 'companies',
    label: 'Client companies',
    href: screenHref('companiesList', { tab: 'top' }),
    tone: 'info',
    permission: 'COMPANIES',
    sql: 'select count(*)::int as count from companies where parent_id is null and deleted = false',
  },
  {
    key: 'subcompanies',
    label: 'Subcompanies',
    href: screenHref('subcompaniesList'),
    tone: 'info',
    permission: 'COMPANIES',
    sql: 'select count(*)::int as count from companies where parent_id is not null and deleted = false',
  },
  {
    key: 'companiesWithoutBilling',
    label: 'Companies without a billing company',
    href: screenHref('companiesList', { tab: 'top', billing: 'none' }),
    tone: 'attention',
    permission: 'COMPANIES',
    sql: 'select count(*)::int as count from companies where parent_id is null and default_billing_company_id is null and deleted = false',
  },
  {
    key: 'activeStaff',
    label: 'Active staff accounts',
    href: screenHref('accounts'),
    tone: 'info',
    permission: 'ACCOUNTS',
    sql: 'select count(*)::int as count from users where deleted = false and is_active = true',
  },
  {
    key: 'staffSignedInToday',
    label: 'Staff signed in in the last 24 hours',
    href: screenHref('accounts'),
    tone: 'info',
    permission: 'ACCOUNTS',
    sql: 'select count(*)::int as count from users where last_sign_in_at > $1 and deleted = false',
    params: (now) => [new Date(now.getTime() - DAY_MS)],
  },
];

/** The core counters, then each module's in registry order; a key used twice is a programming error. */
export function homeCounters(modules: readonly ServerModule[]): readonly HomeCounter[] {
  const counters = [...CORE_COUNTERS, ...modules.flatMap((module) => module.homeCounters ?? [])];
  const keys = new Set<string>();
  for (const counter of counters) {
    if (keys.has(counter.key)) throw new Error(`Two home counters are called ${counter.key}`);
    keys.add(counter.key);
  }
  return counters;
}

const COUNTERS = homeCounters(Object.values(registeredModules));

export function homeRoutes(deps: AppDeps): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/api/v1/home/summary',
      tag: 'Home',
      summary: 'What needs attention today (only what the caller may open)',
      access: needs('HOME'),
      response: z.object({
        data: z.object({ generatedAt: z.string(), items: z.array(summaryItemSchema) }),
      }),
      handler: async ({ user }) => {
        const now = deps.clock.now();
        const visible = COUNTERS.filter((counter) => can(user.role, counter.permission));
        // Issued together: PostgreSQL runs them on parallel connections, PGlite queues them.
        const items = await Promise.all(
          visible.map(async (counter) => {
            const result = await deps.db.query<{ count: number }>(
              counter.sql,
              counter.params?.(now) ?? [],
            );
            return {
              key: counter.key,
              label: counter.label,
              count: result.rows[0]?.count ?? 0,
              href: counter.href,
              tone: counter.tone,
            };
          }),
        );
        return { data: { generatedAt: now.toISOString(), items } };
      },
    }),
  ];
}

import { can, type Permission, screenHref } from '@staydesk/domain';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';

export const summaryItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** The dashboard list where the items are worked on, filtered to them. */
  href: z.string(),
  tone: z.enum(['attention', 'info']),
});

interface Counter {
  key: string;
  label: string;
  href: string;
  tone: 'attention' | 'info';
  permission: Permission;
  sql: string;
  params?: (now: Date) => unknown[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What needs attention today, from what the server holds now. Later modules (enquiries,
 * bookings, invoices, tasks) add their counters to this list.
 */
const COUNTERS: Counter[] = [
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
        const items = [];
        for (const counter of visible) {
          const result = await deps.db.query<{ count: number }>(
            counter.sql,
            counter.params?.(now) ?? [],
          );
          items.push({
            key: counter.key,
            label: counter.label,
            count: result.rows[0]?.count ?? 0,
            href: counter.href,
            tone: counter.tone,
          });
        }
        return { data: { generatedAt: now.toISOString(), items } };
      },
    }),
  ];
}

import { PAGE_SIZE } from '@staydesk/domain';
import { z } from 'zod/mini';
import type { RouteSpec } from '../http/route.js';
import type { Database } from './database.js';
import { type PlanNode, planNodes, planOfRows } from './plans.js';
import { type CapturedQuery, captureQueries } from './query-log.js';

export { type PlanNode, planNodes };

/**
 * Every list query of the app, found from the routes rather than listed by hand: a
 * list route is a GET without path parameters whose query takes `page`. Each one is called with
 * the variations its query schema allows — the first page, a deep page and the page after it (the
 * remembered-start path of lists.ts), a search, each value of `tab` and of `sort` — and the SQL it
 * ran is captured (query-log.ts). test/explain.test.ts explains each statement and fails on a
 * sequential scan of a large table; scripts/bench-plans.ts writes the plans into the README. A
 * module registered later is probed the same way without anyone editing either.
 */

export interface ProbedList {
  /** 'GET /api/companies?tab=top' */
  request: string;
  status: number;
  queries: CapturedQuery[];
}

/** The values a query parameter's schema accepts, when it is an enum (after default/optional). */
function enumValues(type: unknown): string[] {
  let current = type;
  while (current instanceof z.ZodMiniDefault || current instanceof z.ZodMiniOptional) {
    current = current._zod.def.innerType;
  }
  return current instanceof z.ZodMiniEnum ? current.options.map(String) : [];
}

/** The list routes: GET, no `:param` in the path, a query object with `page`. */
export function listRoutes(routes: readonly RouteSpec[]): RouteSpec[] {
  return routes.filter(
    (route) =>
      route.method === 'get' &&
      !route.path.includes(':') &&
      route.query instanceof z.ZodMiniObject &&
      'page' in route.query.shape,
  );
}

/** The query strings to call one list route with. */
export function listVariations(route: RouteSpec, deepPage: number, search: string): string[] {
  const shape = route.query instanceof z.ZodMiniObject ? route.query.shape : {};
  const variations = ['page=1', `page=${deepPage}`, `page=${deepPage + 1}`];
  if ('search' in shape) {
    const term = encodeURIComponent(search);
    variations.push(`search=${term}`, `search=${term}&page=2`);
  }
  for (const tab of 'tab' in shape ? enumValues(shape.tab) : []) {
    variations.push(`tab=${tab}`, `tab=${tab}&page=${deepPage}`);
  }
  for (const sort of 'sort' in shape ? enumValues(shape.sort) : []) {
    variations.push(`sort=${encodeURIComponent(sort)}`);
  }
  return variations;
}

/** Calls every variation of every list route in-process, capturing the SQL each one ran. */
export async function probeLists(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  routes: readonly RouteSpec[],
  token: string,
  options: { deepPage: number; search: string },
): Promise<ProbedList[]> {
  const probed: ProbedList[] = [];
  for (const route of listRoutes(routes)) {
    for (const query of listVariations(route, options.deepPage, options.search)) {
      const { result, queries } = await captureQueries(async () => {
        const answer = await app.request(`${route.path}?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await answer.arrayBuffer();
        return answer.status;
      });
      probed.push({ request: `GET ${route.path}?${query}`, status: result, queries });
    }
  }
  return probed;
}

/** The plan of one captured statement, as JSON and as text (with `set local` settings applied). */
export async function explain(
  db: Database,
  query: CapturedQuery,
  settings: string[] = [],
  options: { text: boolean } = { text: true },
): Promise<{ plan: PlanNode; text: string }> {
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.exec(`set local ${setting}`);
    const plan = planOfRows(
      (await tx.query(`explain (format json) ${query.sql}`, query.params)).rows,
    );
    if (!plan) throw new Error(`No plan for ${query.sql}`);
    if (!options.text) return { plan, text: '' };
    const text = (
      await tx.query<{ 'QUERY PLAN': unknown }>(`explain (costs off) ${query.sql}`, query.params)
    ).rows;
    return { plan, text: text.map((row) => String(row['QUERY PLAN'])).join('\n') };
  });
}

/** The deep page the probes ask for: about the middle of `rows`. */
export function deepPageOf(rows: number): number {
  return Math.max(2, Math.floor(rows / 2 / PAGE_SIZE));
}

/**
 * Rows enough to matter for the planner: `rows` companies, guests, agents and approved staff
 * accounts, 5 % of each named with the word the probes search for ("harbour"), 2 % deleted.
 * One INSERT … SELECT over generate_series per table.
 */
export function probeRowsSql(rows: number): string {
  return `
insert into companies (name, legal_name, parent_id, deleted)
select case when g % 20 = 0 then 'Harbour ' else 'Company ' end || g, 'Legal ' || g, null, g % 50 = 7
  from generate_series(1, ${rows}) g;
insert into clients (first_name, last_name, email, phone, deleted)
select 'Guest' || g, case when g % 20 = 0 then 'Harbour' else 'Name' || (g % 997) end,
       'guest' || g || '@example.test', '+44 ' || g, g % 50 = 7
  from generate_series(1, ${rows}) g;
insert into agents (name, agency_name, contact_name, contact_email, status, commission_percent, deleted)
select case when g % 20 = 0 then 'Harbour agent ' else 'Agent ' end || g, 'Agency ' || (g % 300),
       'Contact ' || g, 'agent' || g || '@example.test',
       case when g % 4 = 0 then 'inactive' else 'active' end, (g % 30)::numeric, g % 50 = 7
  from generate_series(1, ${rows}) g;
insert into users (email, full_name, password_hash, role, approval)
select 'staff' || g || '@example.test', case when g % 20 = 0 then 'Harbour ' else 'Staff ' end || g,
       'x', 'user', 'approved'
  from generate_series(1, ${rows}) g;
`;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deepPageOf,
  explain,
  listRoutes,
  type PlanNode,
  type ProbedList,
  planNodes,
  probeLists,
  probeRowsSql,
} from '../src/db/list-probe.js';
import { maintainTables } from '../src/db/migrations.js';
import type { CapturedQuery } from '../src/db/query-log.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Every list query of the app, found from its routes (src/db/list-probe.ts), planned
 * with 12,000 rows in the companies, guests, agents and users tables. A sequential scan of a table
 * that large fails the test; so does a list route that answers anything but 200, so a probe that
 * silently stops running its queries cannot pass. A module added later is probed without editing
 * this file; its table is small here, so its statements are also planned with sequential scans
 * switched off, which fails when no index can serve them at all.
 */
const ROWS = 12_000;
/** The tables given ROWS rows (src/db/list-probe.ts `probeRowsSql`). */
const LARGE_TABLES = ['companies', 'clients', 'agents', 'users'];
/** A table with this many rows is large: a sequential scan of it fails. */
const LARGE = 10_000;

let server: TestServer;
let probed: ProbedList[];
let large: Set<string>;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.exec(probeRowsSql(ROWS));
  await maintainTables(server.db, { vacuum: true, tables: LARGE_TABLES });
  const staff = await server.signIn('system_admin');
  probed = await probeLists(server.staydesk.app, server.staydesk.routes, staff.token, {
    deepPage: deepPageOf(ROWS),
    search: 'harbour',
  });
  const sizes = await server.db.query<{ name: string }>(
    `select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind = 'r' and reltuples >= $1`,
    [LARGE],
  );
  large = new Set(sizes.rows.map((row) => row.name));
}, 240_000);
afterAll(async () => {
  await server?.close();
});

/** Each distinct statement (text and parameters) once, with the first request that ran it. */
function distinctStatements(): { request: string; query: CapturedQuery }[] {
  const seen = new Set<string>();
  const statements: { request: string; query: CapturedQuery }[] = [];
  for (const probe of probed) {
    for (const query of probe.queries) {
      // The count of a list without search or filters reads every row of the table or of an
      // index: what it costs is the bench's to measure, not a plan's to forbid.
      if (query.purpose === 'whole-table count') continue;
      const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      statements.push({ request: probe.request, query });
    }
  }
  return statements;
}

const seqScans = (plan: PlanNode, tables?: Set<string>) =>
  planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?')
    .filter((table) => !tables || tables.has(table));

describe('list query plans', () => {
  it('finds the kit lists and the core lists among the routes, and fills the large tables', () => {
    const paths = listRoutes(server.staydesk.routes).map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/companies',
        '/api/v1/billing-companies',
        '/api/v1/users',
        '/api/v1/clients',
        '/api/v1/agents',
      ]),
    );
    expect([...large].sort()).toEqual(
      expect.arrayContaining(['agents', 'clients', 'companies', 'users']),
    );
  });

  it('answers every probe with 200, and the kit lists run their SQL through it', () => {
    const failed = probed.filter((probe) => probe.status !== 200);
    expect(failed.map((probe) => `${probe.request} → ${probe.status}`)).toEqual([]);
    // Lists written in raw SQL (the audit trail, property requests) are not the kit's and capture
    // nothing; the kit's own must, or this test would pass by checking nothing.
    const kitLists = ['/api/companies', '/api/v1/billing-companies', '/api/v1/users'];
    kitLists.push('/api/v1/clients', '/api/v1/agents');
    kitLists.push('/api/v1/enquiries');
    kitLists.push('/api/v1/tax-rates', '/api/v1/invoice-items', '/api/v1/invoices');
    kitLists.push('/api/v1/credit-notes');
    for (const path of kitLists) {
      const silent = probed.filter(
        (probe) => probe.request.startsWith(`GET ${path}?`) && probe.queries.length === 0,
      );
      expect(silent.map((probe) => probe.request)).toEqual([]);
    }
  });

  it('reads no large table with a sequential scan (whole-table counts aside)', async () => {
    const offenders: string[] = [];
    for (const { request, query } of distinctStatements()) {
      const { plan } = await explain(server.db, query, [], { text: false });
      if (seqScans(plan, large).length > 0) {
        const { text } = await explain(server.db, query);
        offenders.push(`${request}\n${query.sql}\n${text}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('has an index for every list statement, whatever the table size', async () => {
    const offenders: string[] = [];
    for (const { request, query } of distinctStatements()) {
      const noSeqScan = ['enable_seqscan = off'];
      const { plan } = await explain(server.db, query, noSeqScan, { text: false });
      if (seqScans(plan).length > 0) {
        const { text } = await explain(server.db, query, noSeqScan);
        offenders.push(`${request}\n${query.sql}\n${text}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('counts every tab in one statement and walks the list index for a deep page', async () => {
    const deep = deepPageOf(ROWS);
    for (const request of ['GET /api/companies?page=1', `GET /api/companies?page=${deep}`]) {
      const queries = probed.find((probe) => probe.request === request)?.queries ?? [];
      expect(
        queries.filter((query) => /count\(\*\)/.test(query.sql)),
        request,
      ).toHaveLength(1);
    }
    // The deep page's ids: an index-only walk of the covering list index, no sort of the table.
    const deepPage = probed.find((probe) => probe.request === `GET /api/companies?page=${deep}`);
    const ids = deepPage?.queries.find(
      (query) => /order by lower/.test(query.sql) && !/count/.test(query.sql),
    );
    if (!ids) throw new Error('No id statement captured for the deep page');
    const { text } = await explain(server.db, ids);
    expect(text).toMatch(/Index Only Scan using companies_list_idx/);
    expect(text).not.toMatch(/Sort/);
  });
});

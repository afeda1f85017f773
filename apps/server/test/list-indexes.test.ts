import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeTables } from '../src/db/migrations.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;

/** Enough rows that a sort of the whole table costs more than walking an index for one page. */
const EXTRA_COMPANIES = 3000;

beforeAll(async () => {
  server = await startTestServer();
  await server.db.exec(
    `insert into companies (name, legal_name)
     select 'Bulk ' || g, 'Bulk ' || g || ' Ltd' from generate_series(1, ${EXTRA_COMPANIES}) g`,
  );
  await analyzeTables(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function plan(sql: string, { preferIndexes = false } = {}): Promise<string> {
  return server.db.transaction(async (tx) => {
    // On a test-sized table a scan is cheapest; asked to avoid it, the planner shows the index it
    // would use on a big one (and still sorts if no index matches the order).
    if (preferIndexes) await tx.exec('set local enable_seqscan = off');
    const result = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('list indexes', () => {
  it('exist for the list sort keys with their id tie-break and the filtered foreign keys', async () => {
    const indexes = await server.db.query<{ indexname: string; indexdef: string }>(
      'select indexname, indexdef from pg_indexes where schemaname = current_schema()',
    );
    const byName = new Map(indexes.rows.map((row) => [row.indexname, row.indexdef]));
    // 0007_list_scale: the tab column first, the sort key and id, what the tabs read INCLUDEd.
    expect(byName.get('companies_list_idx')).toMatch(
      /\(deleted, lower\(name\), id\) INCLUDE \(name, parent_id\)/,
    );
    expect(byName.has('companies_name_idx')).toBe(false);
    expect(byName.has('companies_name_id_idx')).toBe(false);
    expect(byName.get('companies_account_manager_idx')).toMatch(/\(account_manager_id\)/);
    expect(byName.get('companies_default_billing_idx')).toMatch(/\(default_billing_company_id\)/);
    expect(byName.get('billing_companies_list_idx')).toMatch(
      /\(deleted, lower\(legal_name\), id\) INCLUDE \(legal_name\)/,
    );
    expect(byName.get('users_list_cover_idx')).toMatch(
      /\(lower\(full_name\), id\) INCLUDE \(full_name, role\) WHERE/,
    );
    expect(byName.get('audit_events_occurred_idx')).toMatch(/\(occurred_at, id\)/);
  });

  it('leave the tables analysed after migration and seeding', async () => {
    const stats = await server.db.query<{ relname: string; reltuples: number }>(
      `select relname, reltuples::float8 as reltuples from pg_class
       where relnamespace = current_schema()::regnamespace and relname in ('companies', 'users', 'agents', 'clients')`,
    );
    expect(stats.rows).toHaveLength(4);
    // reltuples is -1 on a table never analysed (PostgreSQL 14 and later).
    for (const row of stats.rows)
      expect({ [row.relname]: row.reltuples > 0 }).toEqual({ [row.relname]: true });
  });

  it('answer a companies page from the index instead of sorting the table', async () => {
    const text = await plan(
      `select id from companies where deleted = false
       order by lower(name), id limit 29 offset 29`,
    );
    expect(text).toMatch(/Index (Only )?Scan using companies_list_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it('back the search columns of every kit list with trigram indexes', async () => {
    const indexes = await server.db.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'`,
    );
    // Every index named here must exist; a module added later may bring more of its own.
    expect(indexes.rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'agents_agency_name_trgm_idx',
        'agents_contact_email_trgm_idx',
        'agents_contact_name_trgm_idx',
        'agents_name_trgm_idx',
        'billing_companies_legal_name_trgm_idx',
        'billing_companies_vat_number_trgm_idx',
        'clients_email_trgm_idx',
        'clients_first_name_trgm_idx',
        'clients_last_name_trgm_idx',
        'clients_phone_trgm_idx',
        'companies_legal_name_trgm_idx',
        'companies_name_trgm_idx',
        'landlords_company_trgm_idx',
        'landlords_contact_trgm_idx',
        'landlords_name_trgm_idx',
        'properties_city_trgm_idx',
        'properties_title_trgm_idx',
        'users_email_trgm_idx',
        'users_full_name_trgm_idx',
      ]),
    );
    const text = await plan(
      // Without the tab condition, which a test-sized table would rather read from the list index.
      `select count(*) from companies
       where name ilike '%ulk 1234%' or legal_name ilike '%ulk 1234%'`,
      { preferIndexes: true },
    );
    expect(text).toMatch(/Bitmap Index Scan on companies_name_trgm_idx/);
    expect(text).toMatch(/Bitmap Index Scan on companies_legal_name_trgm_idx/);
  });

  it('answer a users page from the partial index', async () => {
    const plans = await plan(
      `select id from users where deleted = false and approval = 'approved'
       order by lower(full_name), id limit 29`,
      { preferIndexes: true },
    );
    expect(plans).toMatch(/Index (Only )?Scan using users_list_cover_idx/);
    expect(plans).not.toMatch(/Sort/);
  });
});

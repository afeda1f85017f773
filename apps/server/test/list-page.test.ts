import { PAGE_SIZE } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMaintenance } from '../src/db/maintenance.js';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

/**
 * The kit's list query (src/db/lists.ts): what it answers is what a plain ORDER BY … OFFSET
 * answers, whichever way the pages are visited, and any write, through the API or not, is seen by
 * the next request.
 */
let server: TestServer;
let staff: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('user');
  // Names that sort together and apart, and equal names (the id breaks the tie).
  await server.db.exec(
    `insert into companies (name, legal_name)
     select case when g % 7 = 0 then 'Same name' else 'Listed ' || (g * 37 % 301) end, 'Legal ' || g
       from generate_series(1, 300) g`,
  );
});
afterAll(async () => {
  await server?.close();
});

interface CompanyPage {
  companies: { id: string }[];
  total: number;
  tabCounts: Record<string, number>;
}

async function page(query: string): Promise<CompanyPage> {
  const response = await server.request<CompanyPage>('GET', `/api/companies?${query}`, {
    token: staff.token,
  });
  expect(response.status).toBe(200);
  return response.body;
}

/** The ids of one page as a plain OFFSET query orders them. */
async function expected(pageNumber: number, where = 'true'): Promise<string[]> {
  const rows = await server.db.query<{ id: string }>(
    `select id from companies where deleted = false and (${where})
      order by lower(name), id limit $1 offset $2`,
    [PAGE_SIZE, (pageNumber - 1) * PAGE_SIZE],
  );
  return rows.rows.map((row) => row.id);
}

const ids = (body: CompanyPage) => body.companies.map((company) => company.id);

describe('list pages', () => {
  it('answers the same rows as OFFSET, forwards, backwards and jumping', async () => {
    const first = await page('page=1');
    const pages = Math.ceil(first.total / PAGE_SIZE);
    expect(pages).toBeGreaterThan(8);
    for (const number of [1, 2, 3, 4, 9, 8, 5, 2, pages, pages - 1, 6]) {
      expect({ number, ids: ids(await page(`page=${number}`)) }).toEqual({
        number,
        ids: await expected(number),
      });
    }
  });

  it('sees a write made outside the API at once: count and rows', async () => {
    const before = await page('page=1');
    await server.db.exec(`insert into companies (name) values ('  aaa comes first')`);
    const after = await page('page=1');
    expect(after.total).toBe(before.total + 1);
    expect(after.tabCounts.all).toBe((before.tabCounts.all ?? 0) + 1);
    expect(ids(after)).toEqual(await expected(1));
    expect(ids(await page('page=5'))).toEqual(await expected(5));
    await server.db.exec(`update companies set deleted = true where name = '  aaa comes first'`);
    expect((await page('page=1')).total).toBe(before.total);
    expect(ids(await page('page=5'))).toEqual(await expected(5));
  });

  it('pages a search the same way, with its count', async () => {
    const where = `name ilike '%listed 1%' or legal_name ilike '%listed 1%'`;
    const total = await server.db.query<{ n: number }>(
      `select count(*)::int as n from companies where deleted = false and (${where})`,
    );
    const first = await page('search=listed%201&page=1');
    expect(first.total).toBe(total.rows[0]?.n);
    for (const number of [1, 2, 3, 2]) {
      expect(ids(await page(`search=listed%201&page=${number}`))).toEqual(
        await expected(number, where),
      );
    }
  });

  it('pages a search with many hits to its last page', async () => {
    // Hits with non-hits sorting between them.
    await server.db.exec(
      `insert into companies (name, legal_name)
       select case when g % 2 = 0 then 'Wide hit ' else 'Wide miss ' end || g, ''
         from generate_series(1, 4400) g`,
    );
    const where = `name ilike '%wide hit%' or legal_name ilike '%wide hit%'`;
    const first = await page('search=wide%20hit&page=1');
    expect(first.total).toBe(2200);
    const last = Math.ceil(first.total / PAGE_SIZE);
    for (const number of [1, 2, 3, 2, 40, 41, last - 1, last, last + 1]) {
      expect({ number, ids: ids(await page(`search=wide%20hit&page=${number}`)) }).toEqual({
        number,
        ids: await expected(number, where),
      });
    }
  });

  it('matches the start of a word for a search shorter than three characters', async () => {
    await server.db.exec(
      `insert into companies (name, legal_name) values
         ('Qx Shipping', ''), ('Blue Qx', ''), ('AQx Partners', ''), ('Nothing', 'Legal Qx')`,
    );
    const where = `name ilike 'qx%' or name ilike '% qx%' or legal_name ilike 'qx%' or legal_name ilike '% qx%'`;
    const short = await page('search=qx');
    expect(short.total).toBe(3);
    expect(ids(short)).toEqual(await expected(1, where));
    // From three characters, anywhere in the name.
    expect((await page('search=qx%20s')).total).toBe(1);
    expect((await page('search=aqx')).total).toBe(1);
  });

  it('shows a write to a joined table on the next request', async () => {
    const url = `/api/v1/clients?page=1`;
    const read = async () => {
      const response = await server.request<{
        items: { firstName: string; companyName: string | null }[];
      }>('GET', url, { token: staff.token });
      expect(response.status).toBe(200);
      return response.body.items;
    };
    const company = await server.db.query<{ id: string }>(
      `insert into companies (name) values ('Remembered Ltd') returning id`,
    );
    const companyId = company.rows[0]?.id;
    await server.db.exec(
      `insert into clients (first_name, last_name, company_id) values ('Ada', '  Aardvark', '${companyId}')`,
    );
    expect((await read())[0]?.companyName).toBe('Remembered Ltd');
    await server.db.exec(`update companies set name = 'Renamed Ltd' where id = '${companyId}'`);
    expect((await read())[0]?.companyName).toBe('Renamed Ltd');
    await server.db.exec(`update clients set first_name = 'Grace' where last_name = '  Aardvark'`);
    expect((await read())[0]?.firstName).toBe('Grace');
  });

  it('vacuums a written list table on PGlite (PostgreSQL has autovacuum)', async () => {
    const background = { run: () => undefined, idle: async () => undefined };
    const maintenance = startMaintenance(server.db, background, {
      checkEveryMs: 3_600_000,
      minGapMs: 0,
      writesForEarlyPass: 1,
    });
    try {
      expect(await maintenance.check()).toEqual([]);
      await server.db.exec(`update companies set legal_name = legal_name where name = 'Same name'`);
      const done = await maintenance.check();
      if (server.db.kind === 'pglite') {
        expect(done).toEqual(['companies']);
        expect(await maintenance.check()).toEqual([]);
      } else {
        expect(done).toEqual([]);
      }
    } finally {
      maintenance.stop();
    }
  });
});

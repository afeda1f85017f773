import { PAGE_SIZE } from '@staydesk/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { boolean, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBatches, type ListSource } from '../src/db/list-export.js';
import { listOrder } from '../src/db/lists.js';
import { rowsOf } from '../src/lib/sql.js';
import { clientListSource } from '../src/modules/clients/repository.js';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let staff: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('user');
});
afterAll(async () => {
  await server?.close();
});

interface Page {
  items: { id: string }[];
  total: number;
  pageCount: number;
}

/** Every row of a list, page after page, as the list screen would show them. */
async function allPages(path: string, query: string, token = staff.token): Promise<Page['items']> {
  const items: Page['items'] = [];
  for (let page = 1; ; page += 1) {
    const separator = query ? '&' : '';
    const response = await server.request<Page>('GET', `${path}?${query}${separator}page=${page}`, {
      token,
    });
    expect(response.status, response.text).toBe(200);
    items.push(...response.body.items);
    if (page >= response.body.pageCount) return items;
  }
}

/** The export of a list: its status, headers and rows (the heading row first). */
async function exported(
  path: string,
  query: string,
  options: { token?: string; headers?: Record<string, string> } = {},
) {
  const response = await server.request('GET', `${path}/export.csv${query ? `?${query}` : ''}`, {
    token: options.token ?? staff.token,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const rows = response.status === 200 ? (parse(response.text, { bom: true }) as string[][]) : [];
  return { status: response.status, response, rows };
}

describe('a list export', () => {
  it('writes every guest of the search and sort, beyond one page, in the list’s order', async () => {
    const items = await allPages('/api/v1/clients', 'sort=-updatedAt');
    expect(items.length).toBeGreaterThan(PAGE_SIZE);
    const { status, response, rows } = await exported('/api/v1/clients', 'sort=-updatedAt&page=2');
    expect(status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="guests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [heading, ...body] = rows;
    expect(heading).toEqual(['Last name', 'First name', 'Email', 'Phone', 'Company', 'Updated']);
    expect(body).toHaveLength(items.length);
    const emails = await Promise.all(
      items.map(
        async (item) =>
          (
            await server.request<{ data: { email: string } }>('GET', `/api/v1/clients/${item.id}`, {
              token: staff.token,
            })
          ).body.data.email,
      ),
    );
    expect(body.map((row) => row[2])).toEqual(emails);
    expect(body[0]?.[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('follows the search and the tab', async () => {
    const everyone = await exported('/api/v1/clients', '');
    const lastName = everyone.rows[1]?.[0] ?? '';
    const list = await server.request<Page>(
      'GET',
      `/api/v1/clients?search=${encodeURIComponent(lastName)}`,
      { token: staff.token },
    );
    const searched = await exported('/api/v1/clients', `search=${encodeURIComponent(lastName)}`);
    expect(searched.rows.length - 1).toBe(list.body.total);
    expect(searched.rows.length - 1).toBeLessThan(everyone.rows.length - 1);
    const deletedList = await server.request<Page>('GET', '/api/v1/clients?tab=deleted', {
      token: staff.token,
    });
    const deleted = await exported('/api/v1/clients', 'tab=deleted');
    expect(deleted.rows.length - 1).toBe(deletedList.body.total);
  });

  it('walks the keyset batch by batch without losing or repeating a row', async () => {
    for (const sort of ['name', '-name', 'updatedAt', '-createdAt'] as const) {
      const pages = await allPages('/api/v1/clients', `sort=${sort}`);
      const walked: string[] = [];
      await server.db.read(async (orm) => {
        const source = clientListSource(orm, {
          sort,
          tab: 'active',
          page: 1,
          search: '',
        } as Parameters<typeof clientListSource>[1]);
        for await (const batch of exportBatches(source, 7)) {
          expect(batch.length).toBeLessThanOrEqual(7);
          walked.push(...batch.map((item) => item.id));
        }
      });
      expect(walked, sort).toEqual(pages.map((item) => item.id));
    }
  });

  it('writes headings and labels in French when asked, by parameter or Accept-Language', async () => {
    const byParameter = await exported('/api/v1/agents', 'lang=fr');
    expect(byParameter.rows[0]).toEqual([
      'Nom',
      'Agence',
      'Contact',
      'E-mail du contact',
      'Commission %',
      'Modifié',
    ]);
    const byHeader = await exported('/api/v1/agents', '', {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
    });
    expect(byHeader.rows[0]?.[0]).toBe('Nom');
    expect(byHeader.response.headers.get('content-language')).toBe('fr');
    const english = await exported('/api/v1/agents', '', {
      headers: { 'accept-language': 'de-DE, en;q=0.5' },
    });
    expect(english.rows[0]?.[0]).toBe('Name');
    const unknown = await exported('/api/v1/agents', 'lang=xx');
    expect(unknown.rows[0]?.[0]).toBe('Name');
  });

  it('defuses a formula a guest’s name could carry', async () => {
    const created = await server.request<{ data: { id: string } }>('POST', '/api/v1/clients', {
      token: staff.token,
      json: {
        firstName: '=HYPERLINK("http://evil.test","x")',
        lastName: '@Formulaic',
        email: 'formula@guest.test',
        phone: '+44 7700 900111',
        companyId: null,
        notes: '',
        flags: [],
      },
    });
    expect(created.status, created.text).toBe(201);
    const { rows } = await exported('/api/v1/clients', 'search=Formulaic');
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]?.[0]).toBe("'@Formulaic");
    expect(rows[1]?.[1]).toBe('\'=HYPERLINK("http://evil.test","x")');
  });

  it('is refused to no one signed in', async () => {
    const anonymous = await server.request('GET', '/api/v1/clients/export.csv');
    expect(anonymous.status).toBe(401);
  });

  it('answers hostile input with a 400, never a 500', async () => {
    for (const query of [
      'sort=password',
      'tab=everything',
      'companyId=not-a-uuid',
      `search=${'x'.repeat(5000)}`,
      'search=%27%3B%20drop%20table%20clients%3B--',
      'lang[]=fr',
      'sort=name&sort=-name',
    ]) {
      const { status, response } = await exported('/api/v1/clients', query);
      expect(status, `${query}: ${response.text}`).toBeLessThan(500);
    }
    expect((await exported('/api/v1/clients', 'sort=password')).status).toBe(400);
    expect((await exported('/api/v1/clients', 'companyId=not-a-uuid')).status).toBe(400);
  });

  it('writes the enquiries of the tab, filter and sort with their statuses as labels', async () => {
    const admin = await server.signIn('admin');
    const query = 'tab=overview&priority=high&sort=checkIn';
    const items = await allPages('/api/v1/enquiries', query, admin.token);
    const { status, response, rows } = await exported('/api/v1/enquiries', query, {
      token: admin.token,
    });
    expect(status, response.text).toBe(200);
    const [heading, ...body] = rows;
    expect(heading?.slice(0, 4)).toEqual([
      'Reference',
      'Client reference',
      'Status',
      'Status code',
    ]);
    expect(body).toHaveLength(items.length);
    expect(body.every((row) => row[heading?.indexOf('Priority') ?? -1] === 'High')).toBe(true);
    const checkIns = body.map((row) => row[heading?.indexOf('Check-in') ?? -1] ?? '');
    expect(checkIns).toEqual([...checkIns].sort());
    const pending = body.find((row) => row[3] === 'PP');
    if (pending) expect(pending[2]).toBe('Pending');
    const french = await exported('/api/v1/enquiries', `${query}&lang=fr`, { token: admin.token });
    expect(french.rows[0]?.slice(0, 3)).toEqual(['Référence', 'Référence client', 'Statut']);
    expect(french.rows.slice(1).every((row) => row[9] === 'Haute')).toBe(true);
  });

  it('keeps the list’s tab permissions: a tab the role may not see is a 403', async () => {
    const refused = await exported('/api/v1/enquiries', 'tab=overview');
    expect(refused.status).toBe(403);
    const mine = await exported('/api/v1/enquiries', 'tab=pending');
    expect(mine.status).toBe(200);
  });

  it('walks a sort key that may be null in both directions, nulls where PostgreSQL puts them', async () => {
    await server.db.exec(
      'create table export_probe (id uuid primary key, k integer, deleted boolean not null default false)',
    );
    const keys = [3, null, 1, 3, null, 2, 1, null, 5, 3, null, 4];
    for (const [index, key] of keys.entries()) {
      await server.db.query('insert into export_probe (id, k) values ($1, $2)', [
        `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        key,
      ]);
    }
    const probe = pgTable('export_probe', {
      id: uuid('id').primaryKey(),
      k: integer('k'),
      deleted: boolean('deleted').notNull(),
    });
    for (const sort of ['k', '-k'] as const) {
      const expected = rowsOf<{ id: string }>(
        await server.db.query(
          `select id from export_probe order by k ${sort === 'k' ? 'asc' : 'desc'}, id ${sort === 'k' ? 'asc' : 'desc'}`,
        ),
      ).map((row) => row.id);
      for (const size of [1, 2, 5, 50]) {
        const walked: string[] = [];
        await server.db.read(async (orm) => {
          const order = listOrder(sort, { k: [probe.k] }, probe.id);
          const source: ListSource<'all', { id: string }> = {
            orm,
            table: probe,
            filters: [],
            tabs: { all: eq(probe.deleted, false) },
            tab: 'all',
            order,
            fetch: (where) =>
              orm
                .select({ id: probe.id })
                .from(probe)
                .where(where)
                .orderBy(...order.by),
          };
          for await (const batch of exportBatches(source, size))
            walked.push(...batch.map((row) => row.id));
        });
        expect(walked, `${sort} by ${size}`).toEqual(expected);
      }
    }
  });

  it('writes every booking, invoice, credit note and landlord the list counts', async () => {
    const admin = await server.signIn('system_admin');
    for (const [path, query, first] of [
      ['/api/v1/invoices', 'tab=all', 'Number'],
      ['/api/v1/credit-notes', '', 'Number'],
      ['/api/v1/landlords', 'sort=-historicalBookings', 'Name'],
    ] as const) {
      const list = await server.request<Page>('GET', `${path}${query ? `?${query}` : ''}`, {
        token: admin.token,
      });
      expect(list.status, list.text).toBe(200);
      const { status, response, rows } = await exported(path, query, { token: admin.token });
      expect(status, `${path}: ${response.text}`).toBe(200);
      expect(rows[0]?.[0], path).toBe(first);
      expect(rows.length - 1, path).toBe(list.body.total);
    }
    const french = await exported('/api/v1/invoices', 'tab=paid&lang=fr', { token: admin.token });
    const statusAt = french.rows[0]?.indexOf('Statut') ?? -1;
    expect(french.rows.slice(1).every((row) => row[statusAt] === 'Payée')).toBe(true);
  });
});

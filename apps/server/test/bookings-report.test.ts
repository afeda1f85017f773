import {
  type BookingList,
  type BookingReport,
  type BookingView,
  bookingListSchema,
  bookingReportSchema,
  type Role,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain, planNodes } from '../src/db/list-probe.js';
import { FIGURES, NIGHTS } from '../src/modules/bookings/report-service.js';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

/**
 * The bookings report with exact numbers from a few bookings in euros, far
 * enough ahead (2030) that no demo stay is counted; and the list's guestId filter.
 */

type Mutation<T> = { message: string; data: T };

let server: TestServer;
const sessions = new Map<Role, SignedIn>();
let propertyP: string;
let propertyQ: string;
let companyA: { id: string; name: string };
let companyB: { id: string; name: string };
let guestId: string;
let cityP: string;
let cityQ: string;
let first: BookingView;
let second: BookingView;

const eur = (amount: string) => ({ amount, currency: 'EUR' });

const call = <T>(role: Role, method: string, path: string, json?: unknown) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`No session for ${role}`);
  return server.request<T>(method, path, { token: session.token, json });
};

async function book(
  propertyId: string,
  companyId: string | null,
  checkIn: string,
  checkOut: string,
  price: string,
  cost: string,
  extra: Record<string, unknown> = {},
) {
  const response = await call<Mutation<BookingView>>('admin', 'POST', '/api/v1/bookings', {
    propertyId,
    companyId,
    checkIn,
    checkOut,
    sellingPricePerNight: eur(price),
    costPerNight: eur(cost),
    ...extra,
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data;
}

async function report(query: string, role: Role = 'user'): Promise<BookingReport> {
  const response = await call<{ data: BookingReport }>(
    role,
    'GET',
    `/api/v1/bookings/report?${query}`,
  );
  expect(response.status, response.text).toBe(200);
  return bookingReportSchema.parse(response.body.data);
}

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['user', 'admin', 'system_admin'] as const) {
    sessions.set(role, await server.signIn(role));
  }
  const free = await server.db.query<{ id: string; city: string }>(
    `select p.id, p.city from properties p
      where p.deleted = false and p.status = 'available' and trim(p.city) <> ''
        and not exists (select 1 from property_supply s where s.property_id = p.id
                         and s.state <> 'available' and s.from_date < '2030-12-31' and s.to_date > '2029-12-01')
        and not exists (select 1 from bookings b where b.property_id = p.id and b.check_out > '2029-12-01')
      order by p.city, p.id limit 2`,
  );
  propertyP = free.rows[0]?.id ?? '';
  propertyQ = free.rows[1]?.id ?? '';
  cityP = free.rows[0]?.city ?? '';
  cityQ = free.rows[1]?.city ?? '';
  const companies = await server.db.query<{ id: string; name: string }>(
    'select id, name from companies where parent_id is null and deleted = false order by name limit 2',
  );
  companyA = companies.rows[0] ?? { id: '', name: '' };
  companyB = companies.rows[1] ?? { id: '', name: '' };
  const guest = await server.db.query<{ id: string }>(
    'select id from clients where deleted = false order by id limit 1',
  );
  guestId = guest.rows[0]?.id ?? '';
});

afterAll(async () => {
  await server?.close();
});

describe('bookings report', () => {
  it('counts each night in its month, extensions at their own rates, live bookings only', async () => {
    expect(propertyP).not.toBe('');
    expect(propertyQ).not.toBe('');
    // 25 Jan – 3 Feb 2030: 7 nights in January, 2 in February, at 100 / 70.
    first = await book(propertyP, companyA.id, '2030-01-25', '2030-02-03', '100', '70', {
      guestIds: [guestId],
    });
    // Extended to 6 Feb: 3 more February nights at 120 / 80.
    const extended = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${first.id}/extension`,
      {
        to: '2030-02-06',
        sellingPricePerNight: eur('120'),
        costPerNight: eur('80'),
        version: first.version,
      },
    );
    expect(extended.status, extended.text).toBe(200);
    // 10 – 14 Feb: 4 nights at 200 / 150.
    second = await book(propertyQ, companyB.id, '2030-02-10', '2030-02-14', '200', '150');
    // Left out: a deleted booking, and one in another currency (listed in `currencies`).
    const gone = await book(propertyQ, companyA.id, '2030-01-05', '2030-01-09', '999', '1');
    const removed = await call('admin', 'DELETE', `/api/v1/bookings/${gone.id}?version=1`);
    expect(removed.status, removed.text).toBe(200);
    const pounds = await call<Mutation<BookingView>>('admin', 'POST', '/api/v1/bookings', {
      propertyId: propertyQ,
      companyId: companyA.id,
      checkIn: '2030-02-20',
      checkOut: '2030-02-22',
      sellingPricePerNight: { amount: '500', currency: 'GBP' },
      costPerNight: { amount: '100', currency: 'GBP' },
    });
    expect(pounds.status, pounds.text).toBe(201);

    const data = await report('from=2030-01-01&to=2030-02-28&currency=EUR');
    expect(data.from).toBe('2030-01-01');
    expect(data.to).toBe('2030-02-28');
    expect(data.currency).toBe('EUR');
    expect(data.currencies).toEqual(['EUR', 'GBP']);
    expect(data.byMonth).toEqual([
      {
        month: '2030-01',
        nights: 7,
        bookings: 1,
        revenue: eur('700.00'),
        cost: eur('490.00'),
        margin: eur('210.00'),
        marginPercent: '30.00',
      },
      {
        month: '2030-02',
        nights: 9,
        bookings: 2,
        // 2 × 100 + 3 × 120 + 4 × 200; cost 2 × 70 + 3 × 80 + 4 × 150.
        revenue: eur('1360.00'),
        cost: eur('980.00'),
        margin: eur('380.00'),
        marginPercent: '27.94',
      },
    ]);
    expect(data.totals).toEqual({
      nights: 16,
      bookings: 2,
      revenue: eur('2060.00'),
      cost: eur('1470.00'),
      margin: eur('590.00'),
      marginPercent: '28.64',
      // (12 + 4) / 2 nights; one of the two extended.
      averageStayNights: 8,
      extended: 1,
      extensionsRatePercent: 50,
    });
    expect(data.byCompany).toEqual([
      {
        key: companyA.id,
        label: companyA.name,
        nights: 12,
        bookings: 1,
        revenue: eur('1260.00'),
        // 9 × 70 + 3 × 80.
        cost: eur('870.00'),
        margin: eur('390.00'),
        marginPercent: '30.95',
      },
      {
        key: companyB.id,
        label: companyB.name,
        nights: 4,
        bookings: 1,
        revenue: eur('800.00'),
        cost: eur('600.00'),
        margin: eur('200.00'),
        marginPercent: '25.00',
      },
    ]);
    const cities = data.byCity.map((row) => [row.key, row.nights, row.revenue.amount]);
    if (cityP.trim() === cityQ.trim()) {
      expect(cities).toEqual([[cityP.trim(), 16, '2060.00']]);
    } else {
      expect(cities).toEqual([
        [cityP.trim(), 12, '1260.00'],
        [cityQ.trim(), 4, '800.00'],
      ]);
    }
  });

  it('clips the stays to the period and lists every month, empty ones with zeros', async () => {
    const edge = await report('from=2030-01-31&to=2030-02-01&currency=EUR');
    expect(edge.totals).toMatchObject({ nights: 2, bookings: 1, revenue: eur('200.00') });
    expect(edge.byMonth.map((row) => [row.month, row.nights])).toEqual([
      ['2030-01', 1],
      ['2030-02', 1],
    ]);
    const quiet = await report('from=2029-11-15&to=2030-01-24&currency=EUR');
    expect(quiet.byMonth.map((row) => [row.month, row.nights])).toEqual([
      ['2029-11', 0],
      ['2029-12', 0],
      ['2030-01', 0],
    ]);
    expect(quiet.totals).toMatchObject({
      nights: 0,
      bookings: 0,
      revenue: eur('0.00'),
      marginPercent: null,
      averageStayNights: null,
      extensionsRatePercent: null,
    });
    expect(quiet.byCompany).toEqual([]);
  });

  it('defaults to the 12 whole months up to the current one, in the settings’ currency', async () => {
    const data = await report('');
    expect(data.currency).toBe('GBP');
    expect(data.byMonth).toHaveLength(12);
    expect(data.from.endsWith('-01')).toBe(true);
    expect(data.byMonth[0]?.month).toBe(data.from.slice(0, 7));
    expect(data.byMonth.reduce((sum, row) => sum + row.nights, 0)).toBe(data.totals.nights);
  });

  it('gives each table as CSV, every row, the months with a total', async () => {
    const session = sessions.get('user');
    const response = await server.request(
      'GET',
      '/api/v1/bookings/report.csv?from=2030-01-01&to=2030-02-28&currency=EUR&table=byMonth',
      { token: session?.token },
    );
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="bookings-byMonth-2030-01-01-2030-02-28.csv"',
    );
    expect(response.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Month,Nights,Bookings,Revenue,Cost,Margin,Margin %,Currency',
      '2030-01,7,1,700,490,210,30,EUR',
      '2030-02,9,2,1360,980,380,27.94,EUR',
      'Total,16,2,2060,1470,590,28.64,EUR',
      '',
    ]);
    const companies = await server.request(
      'GET',
      '/api/v1/bookings/report.csv?from=2030-01-01&to=2030-02-28&currency=EUR&table=byCompany',
      { token: session?.token },
    );
    expect(companies.text.split('\r\n')).toHaveLength(4);
  });

  it('refuses a bad period or currency with 400, and asks for a session', async () => {
    for (const query of [
      'from=2030-02-01&to=2030-01-01',
      'from=2020-01-01&to=2030-01-01',
      'from=yesterday',
      'currency=euro',
      'table=byMonth&from=2030-13-01',
    ]) {
      const response = await call('user', 'GET', `/api/v1/bookings/report?${query}`);
      expect(response.status, query).toBe(400);
    }
    const csv = await call('user', 'GET', '/api/v1/bookings/report.csv?table=everything');
    expect(csv.status).toBe(400);
    const anonymous = await server.request('GET', '/api/v1/bookings/report');
    expect(anonymous.status).toBe(401);
  });
});

describe('bookings of a guest (list filter guestId)', () => {
  it('lists the bookings the guest stays in, and only those', async () => {
    const response = await call<BookingList>(
      'user',
      'GET',
      `/api/v1/bookings?tab=overview&guestId=${guestId}&sort=-checkIn`,
    );
    expect(response.status, response.text).toBe(200);
    const list = bookingListSchema.parse(response.body);
    const references = list.items.map((item) => item.reference);
    expect(references).toContain(first.reference);
    expect(references).not.toContain(second.reference);
    expect(list.items.every((item) => item.guests.some((guest) => guest.id === guestId))).toBe(
      true,
    );
    const bad = await call('user', 'GET', '/api/v1/bookings?guestId=nobody');
    expect(bad.status).toBe(400);
  });

  it('reads indexes for the guest filter and the report (sequential scans off)', async () => {
    const noSeqScan = ['enable_seqscan = off'];
    const scans = async (sql: string, params: unknown[]) => {
      const { plan } = await explain(server.db, { sql, params }, noSeqScan, { text: false });
      return planNodes(plan)
        .filter((node) => node['Node Type'] === 'Seq Scan')
        .map((node) => node['Relation Name']);
    };
    expect(
      await scans('select id from bookings where guest_ids @> array[$1::uuid]', [guestId]),
    ).toEqual([]);
    expect(
      await scans(`${NIGHTS} select ${FIGURES} from nights n`, ['2030-01-01', '2030-02-28', 'EUR']),
    ).toEqual([]);
  });

  it('plans the report without JIT compilation, which cost PostgreSQL 0.5 s a query', async () => {
    // The planner guesses 1000 rows for each set-returning function, which lifts the report's
    // cost over jit_above_cost once it expects many bookings (a wide period, the demo currency,
    // fresh statistics). The database connections turn JIT off (db/postgres.ts).
    await server.db.exec('analyze bookings');
    const plan = await server.db.query(
      `explain (format json) ${NIGHTS} select ${FIGURES} from nights n`,
      ['2000-01-01', '2099-12-31', 'GBP'],
    );
    expect(plan.rows).toHaveLength(1);
    expect(JSON.stringify(plan.rows)).not.toContain('"JIT"');
  });
});

import { addDays, type BookingList, dayIn } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

type Summary = { data: { items: { key: string; count: number; href: string }[] } };

let server: TestServer;
let system: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  [system, user] = await Promise.all([server.signIn('system_admin'), server.signIn('user')]);
});
afterAll(async () => {
  await server?.close();
});

const COUNTERS = {
  bookingsArrivalsToday: 'checkIn',
  bookingsDeparturesToday: 'checkOut',
  bookingsNeedsAttention: 'needsAttention',
} as const;

async function summary(token: string) {
  const response = await server.request<Summary>('GET', '/api/v1/home/summary', { token });
  expect(response.status, response.text).toBe(200);
  return response.body.data.items;
}

async function tabCounts(token: string) {
  const response = await server.request<BookingList>('GET', '/api/v1/bookings', { token });
  expect(response.status, response.text).toBe(200);
  return response.body.tabCounts ?? {};
}

describe('bookings on the home page', () => {
  it('counts what each linked tab lists (demo data, every role)', async () => {
    for (const session of [system, user]) {
      const [items, counts] = await Promise.all([summary(session.token), tabCounts(session.token)]);
      for (const [key, tab] of Object.entries(COUNTERS)) {
        const item = items.find((candidate) => candidate.key === key);
        if (!item) throw new Error(`No ${key} counter`);
        expect(item.href).toBe(`/dashboard/bookings/list?tab=${tab}`);
        expect(item.count, key).toBe(counts[tab]);
      }
    }
    // The demo data fills each of them.
    const items = await summary(system.token);
    for (const key of Object.keys(COUNTERS)) {
      expect(items.find((item) => item.key === key)?.count, key).toBeGreaterThan(0);
    }
  });

  it('counts a booking made for today at once, in the configured time zone', async () => {
    const today = dayIn(server.clock.now(), 'Europe/London');
    const free = await server.db.query<{ id: string }>(
      `select p.id from properties p
        where p.deleted = false and p.status = 'available'
          and not exists (select 1 from property_supply s where s.property_id = p.id
                           and s.state <> 'available' and s.from_date < $2::date and s.to_date > $1::date)
          and not exists (select 1 from bookings b where b.property_id = p.id)
        order by p.id limit 1`,
      [addDays(today, -5), addDays(today, 30)],
    );
    const before = (await summary(system.token)).find((i) => i.key === 'bookingsArrivalsToday');
    const made = await server.request('POST', '/api/v1/bookings', {
      token: system.token,
      json: {
        propertyId: free.rows[0]?.id,
        checkIn: today,
        checkOut: addDays(today, 3),
        sellingPricePerNight: { amount: '150', currency: 'GBP' },
        costPerNight: { amount: '100', currency: 'GBP' },
      },
    });
    expect(made.status, made.text).toBe(201);
    const after = (await summary(system.token)).find((i) => i.key === 'bookingsArrivalsToday');
    expect(after?.count).toBe((before?.count ?? 0) + 1);
  });

  it('reads an unknown time zone as Europe/London instead of failing', async () => {
    const before = await summary(system.token);
    await server.db.query(
      `update settings set value = jsonb_set(value, '{timeZone}', '"Nowhere/Atlantis"') where key = 'global'`,
    );
    try {
      const items = await summary(system.token);
      for (const key of Object.keys(COUNTERS)) {
        expect(items.find((item) => item.key === key)?.count, key).toBe(
          before.find((item) => item.key === key)?.count,
        );
      }
    } finally {
      await server.db.query(
        `update settings set value = jsonb_set(value, '{timeZone}', '"Europe/London"') where key = 'global'`,
      );
    }
  });
});

import {
  addDays,
  type BookingView,
  dayIn,
  type Role,
  type TrackerEntry,
  type TrackerList,
  trackerListSchema,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttledSync } from '../src/modules/tracker/sync.js';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

/**
 * The tracker's sync after a write: the clock stands still in this file, so
 * the 10 s throttle alone would keep every read on the first run's entries. A write to what the
 * sync reads (a booking made or confirmed) moves the watermark, and the very next read — of the
 * board or of the bell — syncs. Confirming from the tracker closes the entry in its own answer.
 */

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };
type Bell = { data: { items: { id: string; kind: string; title: string; href: string }[] } };

const LONDON = 'Europe/London';
let server: TestServer;
const sessions = new Map<Role, SignedIn>();
let day: string;
let free: string[] = [];
let companyId: string;

const call = <T>(role: Role, method: string, path: string, json?: unknown) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`No session for ${role}`);
  return server.request<T>(method, path, { token: session.token, json });
};
const userId = () => sessions.get('user')?.userId ?? '';
const d = (offset: number) => addDays(day, offset);
const gbp = (amount: string) => ({ amount, currency: 'GBP' });

async function list(query: string, role: Role = 'user'): Promise<TrackerList> {
  const response = await call<TrackerList>(role, 'GET', `/api/v1/tracker?${query}`);
  expect(response.status, response.text).toBe(200);
  return trackerListSchema.parse(response.body);
}

const entriesOf = async (subjectId: string) => (await list(`tab=all&subjectId=${subjectId}`)).items;

/** A stay arriving tomorrow on the next free property, managed by the `user` account. */
async function arrival(): Promise<BookingView> {
  const propertyId = free.shift();
  if (!propertyId) throw new Error('No free property left');
  const response = await call<Mutation<BookingView>>('admin', 'POST', '/api/v1/bookings', {
    propertyId,
    companyId,
    accountManagerId: userId(),
    checkIn: d(1),
    checkOut: d(4),
    sellingPricePerNight: gbp('150'),
    costPerNight: gbp('110'),
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data;
}

const checkInOf = (entries: TrackerEntry[]) =>
  entries.find((entry) => entry.kind === 'checkInConfirmation');

async function bellOf(role: Role): Promise<Bell['data']['items']> {
  const response = await call<Bell>(role, 'GET', '/api/v1/notifications');
  expect(response.status, response.text).toBe(200);
  return response.body.data.items;
}

beforeAll(async () => {
  server = await startTestServer();
  // Midday in London: "tomorrow" is the same day whatever the hour the test runs.
  const now = server.clock.now();
  const today = dayIn(now, LONDON);
  server.clock.advance(Date.parse(`${addDays(today, 1)}T12:00:00Z`) - now.getTime());
  day = dayIn(server.clock.now(), LONDON);
  for (const role of ROLES_UNDER_TEST) sessions.set(role, await server.signIn(role));
  const rows = await server.db.query<{ id: string }>(
    `select p.id from properties p
      where p.deleted = false and p.status = 'available'
        and not exists (select 1 from property_supply s where s.property_id = p.id
                         and s.state <> 'available' and s.from_date < $2::date and s.to_date > $1::date)
        and not exists (select 1 from bookings b where b.property_id = p.id)
      order by p.id limit 6`,
    [d(-30), d(60)],
  );
  free = rows.rows.map((row) => row.id);
  const company = await server.db.query<{ id: string }>(
    'select id from companies where parent_id is null and deleted = false order by name limit 1',
  );
  companyId = company.rows[0]?.id ?? '';
  // The first read makes the demo data's entries; the clock stands still from here on.
  await list('');
});

afterAll(async () => {
  await server?.close();
});

describe('tracker sync: a write is seen by the next read', () => {
  let first: BookingView;

  it('shows a stay booked a moment ago on the very next read of the board', async () => {
    first = await arrival();
    const entry = checkInOf(await entriesOf(first.id));
    expect(entry).toMatchObject({
      kind: 'checkInConfirmation',
      trigger: 'arrivalUnconfirmed',
      status: 'open',
      subjectLabel: first.reference,
      assignee: { id: userId() },
    });
  });

  it("puts a new arrival in its manager's bell before anyone reads the board", async () => {
    const stay = await arrival();
    const items = await bellOf('user');
    const due = items.filter((item) => item.kind === 'trackerDue');
    expect(due.map((item) => item.title)).toContainEqual(expect.stringContaining(stay.reference));
    const entry = checkInOf(await entriesOf(stay.id));
    expect(due.map((item) => item.href)).toContain(`/dashboard/tracker?entry=${entry?.id}`);
  });

  it("closes the entry at the next read once the booking's landlord confirmation is recorded", async () => {
    const confirmed = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${first.id}/landlord-confirmation`,
      { confirmed: true, version: first.version },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    const entry = checkInOf(await entriesOf(first.id));
    expect(entry?.status).toBe('done');
    expect(entry?.closedBySystemAt).not.toBeNull();
  });

  it('keeps the throttle while nothing the sync reads has changed', async () => {
    // Changes made behind the API's back move no watermark: only the clock lets the sync run.
    const propertyId = free.shift() ?? '';
    const confirmed = async (at: Date) =>
      server.db.query('update properties set availability_confirmed_at = $2 where id = $1', [
        propertyId,
        at,
      ]);
    const open = async () =>
      (await entriesOf(propertyId)).filter(
        (entry) => entry.kind === 'availabilityCheck' && entry.status === 'open',
      );
    await confirmed(server.clock.now());
    server.clock.advance(11_000);
    expect(await open()).toEqual([]);
    // Confirmed a month ago: stale, but the next read within 10 s does not look.
    await confirmed(new Date(server.clock.now().getTime() - 30 * 24 * 3_600_000));
    expect(await open()).toEqual([]);
    server.clock.advance(11_000);
    expect(await open()).toHaveLength(1);
  });

  it('shares one queued run among the reads that come while another run is under way', async () => {
    // Under a stream of writes every read has a new watermark: six reads at once must not make
    // six runs in a line, only the one under way and one after it that reads every write seen.
    // The first run is held until all six reads have their watermark (its own reads and its
    // transaction wait), so the test does not depend on how fast the database answers them.
    const READS = 6;
    let runs = 0;
    let marksRead = 0;
    let allMarksRead: () => void = () => undefined;
    const marksDone = new Promise<void>((resolve) => {
      allMarksRead = resolve;
    });
    const isWatermark = (args: unknown[]) => String(args[0]).includes('concat_ws');
    const counted = new Proxy(server.db, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property === 'query') {
          return async (...args: unknown[]) => {
            if (!isWatermark(args)) await marksDone;
            const result: unknown = await value.apply(target, args);
            if (isWatermark(args) && ++marksRead === READS) allMarksRead();
            return result;
          };
        }
        if (property === 'transaction') {
          return async (...args: unknown[]) => {
            runs += 1;
            await marksDone;
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    const sync = throttledSync(counted, server.clock);
    await Promise.all(Array.from({ length: READS }, () => sync.run(true)));
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(runs).toBeLessThanOrEqual(2);
  });
});

describe('tracker: confirming an arrival from the board', () => {
  it('records the landlord confirmation and closes the entry in one request', async () => {
    const stay = await arrival();
    const entry = checkInOf(await entriesOf(stay.id));
    if (!entry) throw new Error('no entry');
    expect((await bellOf('user')).map((item) => item.title)).toContainEqual(
      expect.stringContaining(stay.reference),
    );
    const answer = await call<Mutation<TrackerEntry>>(
      'user',
      'POST',
      `/api/v1/tracker/${entry.id}/confirm-arrival`,
      { version: entry.version },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.message).toBe('Landlord confirmation recorded');
    expect(answer.body.data).toMatchObject({
      id: entry.id,
      status: 'done',
      closedBySystemAt: null,
      loggedBy: { id: userId() },
    });
    const booking = await call<{ data: BookingView }>('user', 'GET', `/api/v1/bookings/${stay.id}`);
    expect(booking.body.data.landlordConfirmedAt).not.toBeNull();
    // Gone from the board's chases and the bell with that answer; the sync leaves it done.
    expect((await list(`subjectId=${stay.id}`)).items).toEqual([]);
    expect((await bellOf('user')).map((item) => item.title)).not.toContainEqual(
      expect.stringContaining(stay.reference),
    );
    expect(checkInOf(await entriesOf(stay.id))?.status).toBe('done');
    const audit = await server.db.query<{ action: string }>(
      'select action from audit_events where record_id = $1 order by occurred_at, action',
      [stay.id],
    );
    expect(audit.rows.map((row) => row.action)).toContain('landlordConfirmation');
    // Once closed: a stale version is refused, the current one is told it is closed.
    const stale = await call('user', 'POST', `/api/v1/tracker/${entry.id}/confirm-arrival`, {
      version: entry.version,
    });
    expect(stale.status).toBe(409);
    const again = await call<{ message: string }>(
      'user',
      'POST',
      `/api/v1/tracker/${entry.id}/confirm-arrival`,
      { version: answer.body.data.version },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This entry is already closed');
    expect(again.body).toMatchObject({ code: 'entryClosed' });
  });

  it('refuses an entry that is not an arrival, and hostile input, without a 500', async () => {
    const other = await call<Mutation<TrackerEntry>>('user', 'POST', '/api/v1/tracker', {
      kind: 'other',
      subject: null,
      summary: 'Not an arrival',
      dueAt: null,
    });
    expect(other.status, other.text).toBe(201);
    const refused = await call<{ fields?: Record<string, string> }>(
      'user',
      'POST',
      `/api/v1/tracker/${other.body.data.id}/confirm-arrival`,
      { version: other.body.data.version },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.kind).toMatch(/check-in confirmation/);
    for (const [path, json] of [
      ['/api/v1/tracker/not-an-id/confirm-arrival', { version: 1 }],
      [`/api/v1/tracker/${other.body.data.id}/confirm-arrival`, {}],
      [`/api/v1/tracker/${other.body.data.id}/confirm-arrival`, { version: 'one' }],
    ] as const) {
      const response = await call('user', 'POST', path, json);
      expect({ path, json, status: response.status }).toEqual({ path, json, status: 400 });
    }
    const missing = await call(
      'user',
      'POST',
      '/api/v1/tracker/00000000-0000-4000-8000-000000000000/confirm-arrival',
      { version: 1 },
    );
    expect(missing.status).toBe(404);
  });
});

describe('tracker: the linked record of an entry made by hand', () => {
  it('offers the live records of each kind matching the typed text', async () => {
    type Options = { data: { id: string; label: string; detail: string }[] };
    const booking = await server.db.query<{ id: string; reference: string }>(
      'select id, reference from bookings where deleted = false order by reference limit 1',
    );
    const wanted = booking.rows[0];
    const found = await call<Options>(
      'user',
      'GET',
      `/api/v1/tracker/subjects?kind=booking&search=${wanted?.reference}`,
    );
    expect(found.status, found.text).toBe(200);
    expect(found.body.data.map((option) => option.id)).toContain(wanted?.id);
    for (const kind of ['booking', 'property', 'landlord', 'invoice', 'enquiry']) {
      const any = await call<Options>('user', 'GET', `/api/v1/tracker/subjects?kind=${kind}`);
      expect({ kind, status: any.status }).toEqual({ kind, status: 200 });
      expect(any.body.data.length, kind).toBeGreaterThan(0);
      expect(any.body.data.length, kind).toBeLessThanOrEqual(20);
      for (const option of any.body.data) expect(option.label, kind).not.toBe('');
    }
    const none = await call<Options>(
      'user',
      'GET',
      `/api/v1/tracker/subjects?kind=landlord&search=${encodeURIComponent("%' or 1=1 --")}`,
    );
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    for (const query of ['kind=guest', `kind=booking&search=${'x'.repeat(201)}`]) {
      const response = await call('user', 'GET', `/api/v1/tracker/subjects?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
  });

  it('links an entry to an existing record only, naming the field otherwise', async () => {
    const landlord = await server.db.query<{ id: string; name: string }>(
      'select id, name from landlords where deleted = false order by name limit 1',
    );
    const made = await call<Mutation<TrackerEntry>>('user', 'POST', '/api/v1/tracker', {
      kind: 'other',
      subject: { kind: 'landlord', id: landlord.rows[0]?.id },
      summary: 'Ask about the winter rates',
      dueAt: null,
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data).toMatchObject({
      subject: { kind: 'landlord', id: landlord.rows[0]?.id },
      subjectLabel: landlord.rows[0]?.name,
    });
    for (const kind of ['booking', 'property', 'landlord', 'invoice', 'enquiry']) {
      const refused = await call<{ fields?: Record<string, string> }>(
        'user',
        'POST',
        '/api/v1/tracker',
        {
          kind: 'other',
          subject: { kind, id: '00000000-0000-4000-8000-000000000000' },
          summary: 'Nothing there',
          dueAt: null,
        },
      );
      expect({ kind, status: refused.status }).toEqual({ kind, status: 400 });
      expect(refused.body.fields?.['subject.id']).toBe(`No such ${kind}`);
    }
    // A record of one kind is not found under another.
    const crossed = await call('user', 'POST', '/api/v1/tracker', {
      kind: 'other',
      subject: { kind: 'booking', id: landlord.rows[0]?.id },
      summary: 'Wrong kind',
      dueAt: null,
    });
    expect(crossed.status).toBe(400);
  });
});

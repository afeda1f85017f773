import {
  addDays,
  type BookingActivity,
  type BookingList,
  type BookingView,
  bookingActivitySchema,
  bookingListSchema,
  bookingViewSchema,
  dayIn,
  type Role,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

const LONDON = 'Europe/London';
let server: TestServer;
const sessions = new Map<Role, SignedIn>();
/** London's day before the midnight the clock is moved across. */
let day: string;
/** The instant London's next day starts. */
let midnight: Date;
let propertyP: string;
let propertyQ: string;
let companyId: string;

/** Moves the test clock to an instant (either way) and signs everyone in again. */
async function setClock(at: Date): Promise<void> {
  server.clock.advance(at.getTime() - server.clock.now().getTime());
  for (const role of ['user', 'admin', 'system_admin'] as const) {
    sessions.set(role, await server.signIn(role));
  }
}

const call = <T>(role: Role, method: string, path: string, json?: unknown) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`No session for ${role}`);
  return server.request<T>(method, path, { token: session.token, json });
};

const d = (offset: number) => addDays(day, offset);
const gbp = (amount: string) => ({ amount, currency: 'GBP' });

async function create(
  propertyId: string,
  checkIn: string,
  checkOut: string,
  extra: Record<string, unknown> = {},
) {
  return call<Mutation<BookingView>>('admin', 'POST', '/api/v1/bookings', {
    propertyId,
    companyId,
    checkIn,
    checkOut,
    sellingPricePerNight: gbp('150'),
    costPerNight: gbp('110'),
    ...extra,
  });
}

async function tabs(propertyId: string, role: Role = 'admin') {
  const response = await call<BookingList>(
    role,
    'GET',
    `/api/v1/bookings?propertyId=${propertyId}&tab=overview`,
  );
  expect(response.status, response.text).toBe(200);
  return bookingListSchema.parse(response.body).tabCounts ?? {};
}

async function tab(propertyId: string, name: string): Promise<string[]> {
  const response = await call<BookingList>(
    'admin',
    'GET',
    `/api/v1/bookings?propertyId=${propertyId}&tab=${name}`,
  );
  expect(response.status, response.text).toBe(200);
  return response.body.items.map((item) => item.reference);
}

async function supplyOf(propertyId: string) {
  const rows = await server.db.query<{ from: string; to: string; state: string; note: string }>(
    `select from_date::text as "from", to_date::text as "to", state, note from property_supply
      where property_id = $1 and state <> 'available' order by from_date`,
    [propertyId],
  );
  return rows.rows;
}

beforeAll(async () => {
  server = await startTestServer();
  // Just before a London midnight, so the test can step across it.
  const now = server.clock.now();
  day = dayIn(now, LONDON);
  let probe = Date.parse(`${addDays(day, 1)}T00:00:00Z`) - 3 * 3_600_000;
  while (dayIn(new Date(probe), LONDON) === day) probe += 60_000;
  midnight = new Date(probe);
  await setClock(new Date(midnight.getTime() - 5 * 60_000));
  // Two properties with nothing blocked or booked from 60 days back to 90 ahead.
  const free = await server.db.query<{ id: string }>(
    `select p.id from properties p
      where p.deleted = false and p.status = 'available'
        and not exists (select 1 from property_supply s where s.property_id = p.id
                         and s.state <> 'available' and s.from_date < $2::date and s.to_date > $1::date)
        and not exists (select 1 from bookings b where b.property_id = p.id)
      order by p.id limit 2`,
    [d(-60), d(90)],
  );
  propertyP = free.rows[0]?.id ?? '';
  propertyQ = free.rows[1]?.id ?? '';
  const company = await server.db.query<{ id: string }>(
    'select id from companies where parent_id is null and deleted = false order by name limit 1',
  );
  companyId = company.rows[0]?.id ?? '';
});

afterAll(async () => {
  await server?.close();
});

describe('bookings', () => {
  let arriving: BookingView;
  let leaving: BookingView;
  let finished: BookingView;

  it('demo data: every tab has rows on the day the seed ran and the won bookings hold their nights', async () => {
    const response = await call<BookingList>('system_admin', 'GET', '/api/v1/bookings');
    expect(response.status).toBe(200);
    const counts = response.body.tabCounts ?? {};
    for (const name of [
      'overview',
      'urgent',
      'needsAttention',
      'checkIn',
      'active',
      'checkOut',
      'extended',
      'completed',
      'yourBookings',
    ])
      expect(counts[name], name).toBeGreaterThan(0);
    // The SQL of the tabs and the domain's rules agree, row by row.
    const urgent = await call<BookingList>('system_admin', 'GET', '/api/v1/bookings?tab=urgent');
    expect(urgent.body.items.every((item) => item.urgent)).toBe(true);
    const attention = await call<BookingList>(
      'system_admin',
      'GET',
      '/api/v1/bookings?tab=needsAttention',
    );
    expect(attention.body.items.map((item) => item.stayState)).toEqual(
      attention.body.items.map(() => 'needsAttention'),
    );
    const active = await call<BookingList>('system_admin', 'GET', '/api/v1/bookings?tab=active');
    for (const item of active.body.items)
      expect(['active', 'extended', 'needsAttention']).toContain(item.stayState);
    const unblocked = await server.db.query(
      `select b.reference from bookings b where b.enquiry_id is not null and b.deleted = false
          and b.status = 'booked' and not exists (select 1 from property_supply s
            where s.property_id = b.property_id and s.state <> 'available'
              and s.from_date < b.check_out and s.to_date > b.check_in)`,
    );
    expect(unblocked.rows).toEqual([]);
  });

  it('creates direct bookings and blocks their nights in the property supply', async () => {
    expect(propertyP).not.toBe('');
    const a = await create(propertyP, d(1), d(5));
    expect(a.status, a.text).toBe(201);
    arriving = bookingViewSchema.parse(a.body.data);
    expect(arriving.reference).toMatch(/^BKG-\d+$/);
    expect(arriving.nights).toBe(4);
    expect(arriving.sellingPrice).toEqual(gbp('600.00'));
    expect(arriving.cost).toEqual(gbp('440.00'));
    expect(arriving.margin).toEqual(gbp('160.00'));
    expect(arriving.originalCheckOut).toBe(d(5));
    expect(await supplyOf(propertyP)).toEqual([
      { from: d(1), to: d(5), state: 'booked', note: `Booking ${arriving.reference}` },
    ]);
    const busy = await server.db.query<{ taken: boolean }>(
      'select busy && daterange($2::date, $3::date) as taken from properties where id = $1',
      [propertyP, d(2), d(3)],
    );
    expect(busy.rows[0]?.taken).toBe(true);

    const b = await create(propertyP, d(-4), d(1), { depositAmount: '200' });
    expect(b.status, b.text).toBe(201);
    leaving = b.body.data;
    const c = await create(propertyP, d(-30), d(-16), { depositAmount: '300' });
    expect(c.status, c.text).toBe(201);
    finished = c.body.data;
  });

  it('refuses a clash with the conflicting dates and changes nothing', async () => {
    const before = await server.db.query('select count(*)::int as n from bookings');
    const supply = await supplyOf(propertyP);
    const clash = await create(propertyP, d(3), d(8));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      `The property is not available from ${d(3)} to ${d(8)}: it is taken from ${d(1)} to ${d(5)} by booking ${arriving.reference}.`,
    );
    expect((await server.db.query('select count(*)::int as n from bookings')).rows).toEqual(
      before.rows,
    );
    expect(await supplyOf(propertyP)).toEqual(supply);
    const bad = await create(propertyP, d(9), d(8));
    expect(bad.status).toBe(400);
  });

  it('counts the tabs from the dates, and they move at London midnight', async () => {
    // Before midnight: b is staying, a arrives tomorrow unconfirmed, c owes its deposit.
    const counts = await tabs(propertyP);
    expect(counts).toMatchObject({
      overview: 3,
      checkIn: 0,
      active: 1,
      checkOut: 0,
      completed: 1,
      extended: 0,
    });
    expect((await tab(propertyP, 'urgent')).sort()).toEqual(
      [finished.reference, leaving.reference, arriving.reference].sort(),
    );
    expect((await tab(propertyP, 'needsAttention')).sort()).toEqual(
      [finished.reference, leaving.reference, arriving.reference].sort(),
    );
    expect(await tab(propertyP, 'active')).toEqual([leaving.reference]);

    await setClock(new Date(midnight.getTime() + 60_000));
    const after = await tabs(propertyP);
    expect(after).toMatchObject({ overview: 3, checkIn: 1, active: 0, checkOut: 1, completed: 1 });
    expect(await tab(propertyP, 'checkIn')).toEqual([arriving.reference]);
    expect(await tab(propertyP, 'checkOut')).toEqual([leaving.reference]);
    const view = await call<{ data: BookingView }>(
      'admin',
      'GET',
      `/api/v1/bookings/${arriving.id}`,
    );
    expect(view.body.data.stayState).toBe('needsAttention');
    expect(view.body.data.attentionReasons).toEqual(['landlordUnconfirmed']);
    expect(view.body.data.urgent).toBe(true);
  });

  it('landlord confirmation takes an arrival out of URGENT and NEEDS_ATTENTION', async () => {
    const confirmed = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${arriving.id}/landlord-confirmation`,
      { version: arriving.version },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    arriving = confirmed.body.data;
    expect(arriving.landlordConfirmedAt).not.toBeNull();
    expect(arriving.landlordConfirmedByName).not.toBeNull();
    expect(arriving.stayState).toBe('checkIn');
    expect(arriving.urgent).toBe(false);
    expect(await tab(propertyP, 'urgent')).not.toContain(arriving.reference);
    expect(await tab(propertyP, 'needsAttention')).not.toContain(arriving.reference);
  });

  it('the deposit returned clears the deposit rule', async () => {
    expect(finished.attentionReasons).toEqual(['depositNotReturned']);
    const returned = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${finished.id}/deposit-returned`,
      { version: finished.version },
    );
    expect(returned.status, returned.text).toBe(200);
    finished = returned.body.data;
    expect(finished.deposit.returned).toBe(true);
    expect(finished.stayState).toBe('none');
    expect(await tab(propertyP, 'needsAttention')).not.toContain(finished.reference);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const first = await call<Mutation<BookingView>>(
      'admin',
      'PATCH',
      `/api/v1/bookings/${leaving.id}`,
      {
        notes: 'Late check-out asked',
        extensionDecision: 'leaving',
        version: leaving.version,
      },
    );
    expect(first.status, first.text).toBe(200);
    const stale = await call<Mutation<BookingView>>(
      'admin',
      'PATCH',
      `/api/v1/bookings/${leaving.id}`,
      {
        notes: 'Overwrite',
        version: leaving.version,
      },
    );
    expect(stale.status).toBe(409);
    leaving = first.body.data;
    const view = await call<{ data: BookingView }>(
      'admin',
      'GET',
      `/api/v1/bookings/${leaving.id}`,
    );
    expect(view.body.data.notes).toBe('Late check-out asked');
  });

  it('an extension into taken nights is refused naming them; nothing changes', async () => {
    const refused = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${leaving.id}/extension`,
      {
        to: d(3),
        sellingPricePerNight: gbp('160'),
        costPerNight: gbp('115'),
        version: leaving.version,
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`taken from ${d(1)} to ${d(5)}`);
    const view = await call<{ data: BookingView }>(
      'admin',
      'GET',
      `/api/v1/bookings/${leaving.id}`,
    );
    expect(view.body.data.checkOut).toBe(d(1));
    expect(view.body.data.version).toBe(leaving.version);
  });

  it('extends a stay: new check-out, rates, supply blocked, EXTENDED tab', async () => {
    // Now the 1st day after midnight is "today" (d(1)).
    const created = await create(propertyQ, d(-2), d(3));
    expect(created.status, created.text).toBe(201);
    const stay = created.body.data;
    const extended = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${stay.id}/extension`,
      {
        to: d(6),
        sellingPricePerNight: gbp('160'),
        costPerNight: gbp('120'),
        version: stay.version,
      },
    );
    expect(extended.status, extended.text).toBe(200);
    const view = extended.body.data;
    expect(view.checkOut).toBe(d(6));
    expect(view.originalCheckOut).toBe(d(3));
    expect(view.extensions).toHaveLength(1);
    expect(view.extensions[0]).toMatchObject({ from: d(3), to: d(6) });
    // 5 nights at 150 and 3 at 160.
    expect(view.sellingPrice).toEqual(gbp('1230.00'));
    expect(view.cost).toEqual(gbp('910.00'));
    expect(await supplyOf(propertyQ)).toEqual([
      { from: d(-2), to: d(3), state: 'booked', note: `Booking ${stay.reference}` },
      { from: d(3), to: d(6), state: 'booked', note: `Booking ${stay.reference}` },
    ]);
    expect(await tab(propertyQ, 'extended')).toEqual([stay.reference]);
    // The extension's nightly cost is in the activity for COST_AUDIT_TRAIL (masteradmin and
    // above) only: a user sees the extension, its dates and price, not what it costs.
    const extensionEvent = async (role: 'user' | 'system_admin') =>
      bookingActivitySchema
        .parse((await call(role, 'GET', `/api/v1/bookings/${stay.id}/activity`)).body)
        .data.find((entry) => entry.action === 'extend')?.changes.extensions?.to;
    const seenByUser = JSON.stringify(await extensionEvent('user'));
    expect(seenByUser).toContain(d(6));
    expect(seenByUser).toContain('sellingPricePerNight');
    expect(seenByUser).not.toContain('costPerNight');
    expect(JSON.stringify(await extensionEvent('system_admin'))).toContain('costPerNight');
    const past = await call('admin', 'POST', `/api/v1/bookings/${stay.id}/extension`, {
      to: d(5),
      sellingPricePerNight: gbp('160'),
      costPerNight: gbp('120'),
      version: view.version,
    });
    expect(past.status).toBe(400);
  });

  it('a flagged issue needs attention at once and is urgent after a day', async () => {
    const current = await call<{ data: BookingView }>(
      'admin',
      'GET',
      `/api/v1/bookings/${arriving.id}`,
    );
    const flagged = await call<Mutation<BookingView>>(
      'admin',
      'PATCH',
      `/api/v1/bookings/${arriving.id}`,
      {
        issue: 'Keys not in the lock box',
        version: current.body.data.version,
      },
    );
    expect(flagged.status, flagged.text).toBe(200);
    expect(flagged.body.data.attentionReasons).toEqual(['flaggedIssue']);
    expect(await tab(propertyP, 'needsAttention')).toContain(arriving.reference);
    expect(await tab(propertyP, 'urgent')).not.toContain(arriving.reference);
    await setClock(new Date(midnight.getTime() + 24 * 3_600_000 + 60_000));
    expect(await tab(propertyP, 'urgent')).toContain(arriving.reference);
  });

  it('yourBookings holds the caller’s; deleted is for who may delete for good', async () => {
    expect((await tabs(propertyP)).yourBookings).toBe(3);
    expect((await tabs(propertyP, 'user')).yourBookings).toBe(0);
    const denied = await call('user', 'GET', '/api/v1/bookings?tab=deleted');
    expect(denied.status).toBe(403);
  });

  it('soft delete gives the nights back; permanent delete needs DELETE_BOOKING_PERMANENTLY', async () => {
    const current = (
      await call<{ data: BookingView }>('admin', 'GET', `/api/v1/bookings/${arriving.id}`)
    ).body.data;
    const early = await call(
      'system_admin',
      'DELETE',
      `/api/v1/bookings/${arriving.id}/permanent?version=${current.version}`,
    );
    expect(early.status).toBe(422);
    const removed = await call<Mutation<BookingView>>(
      'admin',
      'DELETE',
      `/api/v1/bookings/${arriving.id}?version=${current.version}`,
    );
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.deleted).toBe(true);
    expect((await supplyOf(propertyP)).map((row) => row.note)).not.toContain(
      `Booking ${arriving.reference}`,
    );
    const version = removed.body.data.version;
    // The nights are free again: another stay takes some; restoring the first now clashes.
    const taker = await create(propertyP, d(2), d(4));
    expect(taker.status, taker.text).toBe(201);
    const clash = await call('admin', 'POST', `/api/v1/bookings/${arriving.id}/restore`, {
      version,
    });
    expect(clash.status).toBe(409);
    const live = (
      await call<{ data: BookingView }>('admin', 'GET', `/api/v1/bookings/${leaving.id}`)
    ).body.data;
    const notDeleted = await call('admin', 'POST', `/api/v1/bookings/${leaving.id}/restore`, {
      version: live.version,
    });
    expect(notDeleted.status).toBe(422);
    const admin = await call(
      'admin',
      'DELETE',
      `/api/v1/bookings/${arriving.id}/permanent?version=${version}`,
    );
    expect(admin.status).toBe(403);
    const gone = await call(
      'system_admin',
      'DELETE',
      `/api/v1/bookings/${arriving.id}/permanent?version=${version}`,
    );
    expect(gone.status, gone.text).toBe(200);
    expect((await call('admin', 'GET', `/api/v1/bookings/${arriving.id}`)).status).toBe(404);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const cases: [string, string, unknown][] = [
      ['GET', '/api/v1/bookings/not-a-uuid', undefined],
      ['GET', '/api/v1/bookings?tab=sleeping', undefined],
      ['GET', '/api/v1/bookings?from=2026-02-30', undefined],
      ['GET', `/api/v1/bookings?search=${'%'.repeat(300)}`, undefined],
      ['POST', '/api/v1/bookings', { propertyId: '00000000-0000-4000-8000-000000000000' }],
      [
        'POST',
        '/api/v1/bookings',
        {
          propertyId: '00000000-0000-4000-8000-000000000000',
          checkIn: d(100),
          checkOut: d(101),
          sellingPricePerNight: gbp('1'),
          costPerNight: gbp('1'),
        },
      ],
      ['PATCH', `/api/v1/bookings/${leaving.id}`, { version: 1, status: 'archived' }],
      ['PATCH', `/api/v1/bookings/${leaving.id}`, { version: 'x' }],
      ['POST', `/api/v1/bookings/${leaving.id}/extension`, { to: 'tomorrow', version: 1 }],
    ];
    for (const [method, path, json] of cases) {
      const response = await call('admin', method, path, json);
      expect(response.status, `${method} ${path}: ${response.text}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('refuses an unlawful status change with its reason and changes nothing', async () => {
    const created = await create(propertyP, d(70), d(73));
    expect(created.status, created.text).toBe(201);
    const stay = created.body.data;
    expect(stay.statusTargets).toEqual(['cancelled']);
    const patch = (status: string, version: number) =>
      call<Mutation<BookingView>>('admin', 'PATCH', `/api/v1/bookings/${stay.id}`, {
        status,
        statusReason: 'Guest left',
        version,
      });
    const early = await patch('complete', stay.version);
    expect(early.status, early.text).toBe(422);
    expect(early.body.message).toBe(
      `A stay can only be completed from its check-out day (${d(73)})`,
    );
    // The same refusal by its catalogue code, the day as a parameter the client formats.
    expect(early.body).toMatchObject({
      code: 'completeBeforeCheckOut',
      params: { checkOut: d(73) },
    });
    const unchanged = (
      await call<{ data: BookingView }>('admin', 'GET', `/api/v1/bookings/${stay.id}`)
    ).body.data;
    expect(unchanged.status).toBe('booked');
    expect(unchanged.version).toBe(stay.version);
    const activity = await call<BookingActivity>(
      'admin',
      'GET',
      `/api/v1/bookings/${stay.id}/activity`,
    );
    expect(bookingActivitySchema.parse(activity.body).data.map((entry) => entry.action)).toEqual([
      'create',
    ]);
    // Cancelled, a cancelled stay is never completed.
    const cancelled = await patch('cancelled', stay.version);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.statusTargets).toEqual(['booked']);
    const illegal = await patch('complete', cancelled.body.data.version);
    expect(illegal.status, illegal.text).toBe(422);
    expect(illegal.body.message).toBe('A booking cannot move from Cancelled to Complete');
    expect(illegal.body).toMatchObject({
      code: 'statusMoveIllegal',
      params: { from: 'cancelled', to: 'complete' },
    });
  });

  it('a stay that has started cannot be cancelled; it is completed from its check-out day', async () => {
    const created = await create(propertyP, d(80), d(82));
    expect(created.status, created.text).toBe(201);
    const stay = created.body.data;
    const start = server.clock.now();
    try {
      await setClock(new Date(`${d(81)}T12:00:00Z`));
      const running = (
        await call<{ data: BookingView }>('admin', 'GET', `/api/v1/bookings/${stay.id}`)
      ).body.data;
      expect(running.statusTargets).toEqual([]);
      const refused = await call<Mutation<BookingView>>(
        'admin',
        'PATCH',
        `/api/v1/bookings/${stay.id}`,
        {
          status: 'cancelled',
          statusReason: 'Guest left early',
          version: stay.version,
        },
      );
      expect(refused.status, refused.text).toBe(422);
      expect(refused.body.message).toBe(
        `A stay that has started (${d(80)}) cannot be cancelled; complete it from its check-out day (${d(82)})`,
      );
      expect(refused.body).toMatchObject({
        code: 'cancelAfterStart',
        params: { checkIn: d(80), checkOut: d(82) },
      });
      await setClock(new Date(`${d(82)}T12:00:00Z`));
      const done = await call<Mutation<BookingView>>(
        'admin',
        'PATCH',
        `/api/v1/bookings/${stay.id}`,
        {
          status: 'complete',
          statusReason: 'Guest left',
          version: stay.version,
        },
      );
      expect(done.status, done.text).toBe(200);
      expect(done.body.data.status).toBe('complete');
    } finally {
      await setClock(start);
    }
  });

  it('changes the status with a reason, kept in the activity; refuses a change without one', async () => {
    const created = await create(propertyQ, d(40), d(43));
    expect(created.status, created.text).toBe(201);
    const stay = created.body.data;
    const bare = await call<Mutation<BookingView>>(
      'admin',
      'PATCH',
      `/api/v1/bookings/${stay.id}`,
      { status: 'cancelled', version: stay.version },
    );
    expect(bare.status).toBe(400);
    expect(bare.body.fields?.statusReason).toBe('Give a reason for the status change');
    expect(bare.body).toMatchObject({
      code: 'checkFields',
      issues: { statusReason: { code: 'statusReasonRequired' } },
    });
    const alone = await call<Mutation<BookingView>>(
      'admin',
      'PATCH',
      `/api/v1/bookings/${stay.id}`,
      { statusReason: 'Why not', version: stay.version },
    );
    expect(alone.status).toBe(400);
    const long = await call('admin', 'PATCH', `/api/v1/bookings/${stay.id}`, {
      status: 'cancelled',
      statusReason: 'x'.repeat(501),
      version: stay.version,
    });
    expect(long.status).toBe(400);
    const cancelled = await call<Mutation<BookingView>>(
      'admin',
      'PATCH',
      `/api/v1/bookings/${stay.id}`,
      { status: 'cancelled', statusReason: 'Guest’s project postponed', version: stay.version },
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await supplyOf(propertyQ)).map((row) => row.note)).not.toContain(
      `Booking ${stay.reference}`,
    );
    const confirmed = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${stay.id}/landlord-confirmation`,
      { version: cancelled.body.data.version },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    const activity = await call<BookingActivity>(
      'user',
      'GET',
      `/api/v1/bookings/${stay.id}/activity`,
    );
    expect(activity.status, activity.text).toBe(200);
    const entries = bookingActivitySchema.parse(activity.body).data;
    expect(entries.map((entry) => entry.action)).toEqual([
      'landlordConfirmation',
      'status',
      'create',
    ]);
    const status = entries[1];
    expect(status?.reason).toBe('Guest’s project postponed');
    expect(status?.changes.status).toEqual({ from: 'booked', to: 'cancelled' });
    expect(status?.actor?.fullName).toBeTruthy();
    expect(entries[2]?.changes.searchText).toBeUndefined();
    // Booked again (the nights are still free), with its own reason.
    const again = await call<Mutation<BookingView>>(
      'admin',
      'PATCH',
      `/api/v1/bookings/${stay.id}`,
      {
        status: 'booked',
        statusReason: 'Project back on',
        version: confirmed.body.data.version,
      },
    );
    expect(again.status, again.text).toBe(200);
    const after = bookingActivitySchema.parse(
      (await call('admin', 'GET', `/api/v1/bookings/${stay.id}/activity`)).body,
    ).data;
    expect(after[0]).toMatchObject({ action: 'status', reason: 'Project back on' });
  });

  it('a booking won from an enquiry starts its activity with its creation and the enquiry', async () => {
    const won = await server.db.query<{ id: string; reference: string }>(
      `select b.id, e.reference from bookings b join enquiries e on e.id = b.enquiry_id
        order by b.reference limit 1`,
    );
    const row = won.rows[0];
    expect(row).toBeDefined();
    const response = await call('admin', 'GET', `/api/v1/bookings/${row?.id}/activity`);
    expect(response.status, response.text).toBe(200);
    const entries = bookingActivitySchema.parse(response.body).data;
    expect(entries.at(-1)).toMatchObject({
      action: 'create',
      changes: { enquiryReference: { to: row?.reference } },
    });
    const missing = await call(
      'admin',
      'GET',
      '/api/v1/bookings/00000000-0000-4000-8000-000000000000/activity',
    );
    expect(missing.status).toBe(404);
    const bad = await call('admin', 'GET', '/api/v1/bookings/nope/activity');
    expect(bad.status).toBe(400);
  });

  it('records who approved an extension: the staff member named, else the caller', async () => {
    const created = await create(propertyQ, d(50), d(52));
    expect(created.status, created.text).toBe(201);
    const stay = created.body.data;
    const manager = await server.db.query<{ id: string }>(
      "select id from users where role = 'masteradmin' and deleted = false limit 1",
    );
    const approver = manager.rows[0]?.id ?? '';
    const unknown = await call('admin', 'POST', `/api/v1/bookings/${stay.id}/extension`, {
      to: d(53),
      sellingPricePerNight: gbp('150'),
      costPerNight: gbp('110'),
      approvedBy: '00000000-0000-4000-8000-000000000000',
      version: stay.version,
    });
    expect(unknown.status).toBe(400);
    const named = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${stay.id}/extension`,
      {
        to: d(53),
        sellingPricePerNight: gbp('150'),
        costPerNight: gbp('110'),
        approvedBy: approver,
        version: stay.version,
      },
    );
    expect(named.status, named.text).toBe(200);
    expect(named.body.data.extensions[0]?.approvedBy).toBe(approver);
    const caller = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${stay.id}/extension`,
      {
        to: d(54),
        sellingPricePerNight: gbp('150'),
        costPerNight: gbp('110'),
        version: named.body.data.version,
      },
    );
    expect(caller.status, caller.text).toBe(200);
    expect(caller.body.data.extensions[1]?.approvedBy).toBe(named.body.data.createdBy);
  });

  it("takes the company's default billing company: on create without one, and when the company is corrected", async () => {
    const billed = await server.db.query<{ id: string; billing: string }>(
      `select c.id, c.default_billing_company_id as billing from companies c
         join billing_companies b on b.id = c.default_billing_company_id and b.active and not b.deleted
        where c.parent_id is null and not c.deleted and c.id <> $1 order by c.name limit 1`,
      [companyId],
    );
    const unbilled = await server.db.query<{ id: string }>(
      `select id from companies where parent_id is null and not deleted
          and default_billing_company_id is null order by name limit 1`,
    );
    const withDefault = billed.rows[0];
    const without = unbilled.rows[0]?.id;
    if (!withDefault || !without) throw new Error('The demo has no such companies');
    const created = await create(propertyQ, d(60), d(62), {
      companyId: without,
      billingCompanyId: null,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.billingCompany).toBeNull();
    const corrected = await call<Mutation<BookingView>>(
      'user',
      'PATCH',
      `/api/v1/bookings/${created.body.data.id}`,
      { companyId: withDefault.id, version: created.body.data.version },
    );
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body.data.company?.id).toBe(withDefault.id);
    expect(corrected.body.data.billingCompany?.id).toBe(withDefault.billing);
    const activity = await call<{ data: { action: string; changes: Record<string, unknown> }[] }>(
      'admin',
      'GET',
      `/api/v1/bookings/${created.body.data.id}/activity`,
    );
    expect(activity.body.data[0]?.changes).toMatchObject({
      companyId: { from: without, to: withDefault.id },
      billingCompanyId: { from: null, to: withDefault.billing },
    });
    const direct = await create(propertyQ, d(63), d(64), { companyId: withDefault.id });
    expect(direct.body.data.billingCompany?.id).toBe(withDefault.billing);
  });
});

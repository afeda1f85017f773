import {
  addDays,
  type BookingView,
  dayIn,
  type Role,
  type TrackerEntry,
  type TrackerList,
  trackerEntrySchema,
  trackerListSchema,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

const LONDON = 'Europe/London';
const HOUR = 3_600_000;
let server: TestServer;
const sessions = new Map<Role, SignedIn>();
let day: string;
let propertyP: string;
let propertyQ: string;
let companyId: string;

/** Moves the test clock (sessions last 24 h: everyone signs in again). */
async function advance(ms: number): Promise<void> {
  server.clock.advance(ms);
  day = dayIn(server.clock.now(), LONDON);
  for (const role of ROLES_UNDER_TEST) sessions.set(role, await server.signIn(role));
}

const call = <T>(role: Role, method: string, path: string, json?: unknown) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`No session for ${role}`);
  return server.request<T>(method, path, { token: session.token, json });
};

const d = (offset: number) => addDays(day, offset);
const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const noValues = { nightlyRate: null, availability: null, from: null, to: null };

async function list(query: string, role: Role = 'user'): Promise<TrackerList> {
  const response = await call<TrackerList>(role, 'GET', `/api/v1/tracker?${query}`);
  expect(response.status, response.text).toBe(200);
  return trackerListSchema.parse(response.body);
}

/** The entries of one record, every status (the sync runs first when its throttle allows). */
async function entriesOf(subjectId: string): Promise<TrackerEntry[]> {
  return (await list(`tab=all&subjectId=${subjectId}`)).items;
}

async function book(propertyId: string, checkIn: string, checkOut: string): Promise<BookingView> {
  const response = await call<Mutation<BookingView>>('admin', 'POST', '/api/v1/bookings', {
    propertyId,
    companyId,
    checkIn,
    checkOut,
    sellingPricePerNight: gbp('150'),
    costPerNight: gbp('110'),
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  // Midday in London, so "tomorrow" is the same day whatever the hour the test runs.
  const now = server.clock.now();
  const today = dayIn(now, LONDON);
  server.clock.advance(Date.parse(`${addDays(today, 1)}T12:00:00Z`) - now.getTime());
  await advance(0);
  const free = await server.db.query<{ id: string }>(
    `select p.id from properties p
      where p.deleted = false and p.status = 'available'
        and not exists (select 1 from property_supply s where s.property_id = p.id
                         and s.state <> 'available' and s.from_date < $2::date and s.to_date > $1::date)
        and not exists (select 1 from bookings b where b.property_id = p.id)
      order by p.id limit 2`,
    [d(-30), d(60)],
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

describe('tracker: automatic entries', () => {
  let arriving: BookingView;

  it('makes one check-in confirmation and one extension decision for a stay arriving tomorrow', async () => {
    arriving = await book(propertyP, d(1), d(3));
    await advance(11_000);
    const entries = await entriesOf(arriving.id);
    expect(entries.map((entry) => [entry.kind, entry.trigger, entry.status]).sort()).toEqual([
      ['checkInConfirmation', 'arrivalUnconfirmed', 'open'],
      ['extensionDecision', 'extensionDecisionDue', 'open'],
    ]);
    const checkIn = entries.find((entry) => entry.kind === 'checkInConfirmation');
    expect(checkIn).toMatchObject({
      subject: { kind: 'booking', id: arriving.id },
      subjectLabel: arriving.reference,
      creator: null,
      closedBySystemAt: null,
    });
    // Due on the arrival day, in London.
    expect(dayIn(new Date(checkIn?.dueAt ?? 0), LONDON)).toBe(d(1));
    expect(checkIn?.summary).toContain(arriving.reference);
  });

  it('never makes a second entry for the same occasion, however often the sync runs', async () => {
    for (let run = 0; run < 3; run += 1) {
      await advance(11_000);
      await entriesOf(arriving.id);
    }
    // Concurrent reads share a run or collide on the unique key: still one entry each.
    await advance(11_000);
    await Promise.all(
      ROLES_UNDER_TEST.map((role) => list(`tab=all&subjectId=${arriving.id}`, role)),
    );
    const rows = await server.db.query<{ kind: string; count: number }>(
      `select kind, count(*)::int as count from tracker_entries where subject_id = $1 group by kind`,
      [arriving.id],
    );
    expect(rows.rows.map((row) => row.count)).toEqual([1, 1]);
  });

  it("keeps an automatic entry's kind and record, but takes a status and an outcome", async () => {
    const [entry] = (await entriesOf(arriving.id)).filter((e) => e.kind === 'extensionDecision');
    if (!entry) throw new Error('no entry');
    const moved = await call<Mutation<TrackerEntry>>(
      'user',
      'PATCH',
      `/api/v1/tracker/${entry.id}`,
      {
        kind: 'other',
        version: entry.version,
      },
    );
    expect(moved.status).toBe(400);
    const waiting = await call<Mutation<TrackerEntry>>(
      'user',
      'PATCH',
      `/api/v1/tracker/${entry.id}`,
      { status: 'waiting', outcome: 'Asked the guest', version: entry.version },
    );
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.body.data).toMatchObject({ status: 'waiting', outcome: 'Asked the guest' });
    expect(waiting.body.data.loggedBy?.id).toBe(sessions.get('user')?.userId);
  });

  it('closes the check-in entry once the landlord confirms, and the extension entry once decided', async () => {
    const confirmed = await call<Mutation<BookingView>>(
      'admin',
      'POST',
      `/api/v1/bookings/${arriving.id}/landlord-confirmation`,
      { confirmed: true, version: arriving.version },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    const decided = await call<Mutation<BookingView>>(
      'admin',
      'PATCH',
      `/api/v1/bookings/${arriving.id}`,
      { extensionDecision: 'leaving', version: confirmed.body.data.version },
    );
    expect(decided.status, decided.text).toBe(200);
    await advance(11_000);
    const entries = await entriesOf(arriving.id);
    expect(entries.map((entry) => entry.status)).toEqual(['done', 'done']);
    for (const entry of entries) expect(entry.closedBySystemAt).not.toBeNull();
    expect((await list(`subjectId=${arriving.id}`)).items).toEqual([]);
    // An ended condition stays ended: nothing reopens.
    await advance(11_000);
    expect((await entriesOf(arriving.id)).map((entry) => entry.status)).toEqual(['done', 'done']);
  });

  it('closes an unconfirmed arrival when its day has passed (the clock moves on)', async () => {
    const stay = await book(propertyQ, d(2), d(10));
    await advance(11_000);
    const [open] = await entriesOf(stay.id);
    expect(open).toMatchObject({ kind: 'checkInConfirmation', status: 'open' });
    await advance(3 * 24 * HOUR);
    const [closed] = await entriesOf(stay.id);
    expect(closed).toMatchObject({ id: open?.id, status: 'done' });
    expect(closed?.closedBySystemAt).not.toBeNull();
  });

  it('asks to check availability older than the freshness days, once per confirmation', async () => {
    await server.db.query('update properties set availability_confirmed_at = $2 where id = $1', [
      propertyP,
      server.clock.now(),
    ]);
    await advance(11_000);
    // Any entry from before (never confirmed in the demo data) closed with the confirmation.
    const before = (await entriesOf(propertyP)).map((entry) => entry.id);
    const stale = async () =>
      (await entriesOf(propertyP)).filter(
        (entry) => entry.kind === 'availabilityCheck' && !before.includes(entry.id),
      );
    expect(await stale()).toEqual([]);
    for (const entry of await entriesOf(propertyP)) expect(entry.status).toBe('done');
    await advance(15 * 24 * HOUR);
    const [check] = await stale();
    expect(check).toMatchObject({ status: 'open', trigger: 'availabilityStale' });
    await advance(11_000);
    expect(await stale()).toHaveLength(1);
    // Confirmed again: the entry closes.
    await server.db.query('update properties set availability_confirmed_at = $2 where id = $1', [
      propertyP,
      server.clock.now(),
    ]);
    await advance(11_000);
    expect((await stale()).map((entry) => entry.status)).toEqual(['done']);
  });

  it('chases every overdue invoice', async () => {
    await advance(11_000);
    const overdue = await server.db.query<{ id: string }>(
      `select id from invoices where deleted = false and status in ('issued', 'partPaid')
         and due_date < $1::date`,
      [day],
    );
    expect(overdue.rows.length).toBeGreaterThan(0);
    const chases = await list('kind=paymentChase&tab=active');
    const chased = new Set(chases.items.map((entry) => entry.subject?.id));
    expect(chases.total).toBe(overdue.rows.length);
    for (const row of overdue.rows.slice(0, 29))
      expect(chased.has(row.id) || chases.total > 29).toBe(true);
  });
});

describe('tracker: by hand', () => {
  let entry: TrackerEntry;

  it('logs an entry for a record, assigned to the caller; reads it back', async () => {
    const created = await call<Mutation<TrackerEntry>>('masteradmin', 'POST', '/api/v1/tracker', {
      kind: 'priceCheck',
      subject: { kind: 'property', id: propertyQ },
      summary: 'Landlord says the rate goes up',
      dueAt: server.clock.now().toISOString(),
      after: { ...noValues, nightlyRate: gbp('123.45') },
    });
    expect(created.status, created.text).toBe(201);
    entry = trackerEntrySchema.parse(created.body.data);
    expect(entry.assignee?.id).toBe(sessions.get('masteradmin')?.userId);
    expect(entry.creator?.id).toBe(sessions.get('masteradmin')?.userId);
    expect(entry.before?.nightlyRate).not.toBeNull();
    expect(entry.costsHidden).toBe(false);
    expect(entry.subjectLabel).not.toBe('');
    const read = await call<{ data: TrackerEntry }>(
      'system_admin',
      'GET',
      `/api/v1/tracker/${entry.id}`,
    );
    expect(read.body.data).toEqual(entry);
    const mine = await list('mine=true&kind=priceCheck', 'masteradmin');
    expect(mine.items.map((item) => item.id)).toContain(entry.id);
    const notMine = await list('mine=true&kind=priceCheck', 'user');
    expect(notMine.items.map((item) => item.id)).not.toContain(entry.id);
    const owned = await list(`assigneeId=${entry.assignee?.id}&kind=priceCheck`, 'user');
    expect(owned.items.map((item) => item.id)).toContain(entry.id);
    expect(owned.items.every((item) => item.assignee?.id === entry.assignee?.id)).toBe(true);
    const ownedByOther = await list(
      `assigneeId=${sessions.get('user')?.userId}&kind=priceCheck`,
      'user',
    );
    expect(ownedByOther.items.map((item) => item.id)).not.toContain(entry.id);
    const dueToday = await list(`dueOn=${day}&kind=priceCheck`);
    expect(dueToday.items.map((item) => item.id)).toContain(entry.id);
    const found = await list('search=rate%20goes');
    expect(found.items.map((item) => item.id)).toEqual([entry.id]);
  });

  it('shows the nightly rates before and after to COST_AUDIT_TRAIL holders only', async () => {
    // Spec §6 by hand: COST_AUDIT_TRAIL is masteradmin and system_admin.
    const seesRates: Record<Role, boolean> = {
      user: false,
      moderator: false,
      admin: false,
      masteradmin: true,
      system_admin: true,
    };
    for (const role of ROLES_UNDER_TEST) {
      const one = await call<{ data: TrackerEntry }>(role, 'GET', `/api/v1/tracker/${entry.id}`);
      expect(one.status, role).toBe(200);
      const listed = (await list('kind=priceCheck&search=rate%20goes', role)).items.find(
        (item) => item.id === entry.id,
      );
      for (const seen of [trackerEntrySchema.parse(one.body.data), listed]) {
        expect(seen?.costsHidden, role).toBe(!seesRates[role]);
        if (seesRates[role]) {
          expect(seen?.after?.nightlyRate, role).toEqual(gbp('123.45'));
          expect(seen?.before?.nightlyRate, role).not.toBeNull();
        } else {
          expect(seen?.after?.nightlyRate ?? null, role).toBeNull();
          expect(seen?.before?.nightlyRate ?? null, role).toBeNull();
        }
      }
      if (!seesRates[role]) expect(one.text, role).not.toContain('123.45');
    }
  });

  it('keeps the stored rates on a write without COST_AUDIT_TRAIL, and takes none', async () => {
    const made = await call<Mutation<TrackerEntry>>('user', 'POST', '/api/v1/tracker', {
      kind: 'priceCheck',
      subject: { kind: 'property', id: propertyQ },
      summary: 'A rate the user may not set',
      dueAt: null,
      after: { ...noValues, nightlyRate: gbp('1.00') },
    });
    expect(made.status, made.text).toBe(201);
    const stored = await server.db.query<{ after: unknown }>(
      'select after from tracker_entries where id = $1',
      [made.body.data.id],
    );
    expect(JSON.stringify(stored.rows[0]?.after ?? null)).not.toContain('1.00');
    // The user edits the masteradmin's entry with the form's values (no rate): the rate stays.
    const current = await call<{ data: TrackerEntry }>(
      'user',
      'GET',
      `/api/v1/tracker/${entry.id}`,
    );
    const edited = await call<Mutation<TrackerEntry>>(
      'user',
      'PATCH',
      `/api/v1/tracker/${entry.id}`,
      { after: null, before: null, outcome: 'Asked again', version: current.body.data.version },
    );
    expect(edited.status, edited.text).toBe(200);
    const kept = await call<{ data: TrackerEntry }>(
      'masteradmin',
      'GET',
      `/api/v1/tracker/${entry.id}`,
    );
    expect(kept.body.data.after?.nightlyRate).toEqual(gbp('123.45'));
    expect(kept.body.data.before?.nightlyRate).toEqual(entry.before?.nightlyRate);
    entry = trackerEntrySchema.parse(kept.body.data);
  });

  it('refuses a stale version (409) and applies the after values to the property', async () => {
    const edited = await call<Mutation<TrackerEntry>>(
      'user',
      'PATCH',
      `/api/v1/tracker/${entry.id}`,
      {
        nextActionAt: server.clock.now().toISOString(),
        version: entry.version,
      },
    );
    expect(edited.status).toBe(200);
    const stale = await call('user', 'PATCH', `/api/v1/tracker/${entry.id}`, {
      outcome: 'x',
      version: entry.version,
    });
    expect(stale.status).toBe(409);
    const applied = await call<Mutation<TrackerEntry>>(
      'user',
      'POST',
      `/api/v1/tracker/${entry.id}/apply`,
      { version: edited.body.data.version },
    );
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data.status).toBe('done');
    expect(applied.body.data.appliedAt).not.toBeNull();
    const rate = await server.db.query<{ nightly_rate: string }>(
      'select nightly_rate from properties where id = $1',
      [propertyQ],
    );
    expect(rate.rows[0]?.nightly_rate).toBe('123.45');
    const history = await server.db.query<{ to_value: string }>(
      `select to_value from property_price_changes where property_id = $1 and field = 'nightlyRate'
        order by changed_at desc limit 1`,
      [propertyQ],
    );
    expect(history.rows[0]?.to_value).toBe('123.45');
    const again = await call('user', 'POST', `/api/v1/tracker/${entry.id}/apply`, {
      version: applied.body.data.version,
    });
    expect(again.status).toBe(409);
  });

  it('applies an unavailability as blocked nights and a confirmation', async () => {
    const last = await server.db.query<{ to: string | null }>(
      'select max(to_date)::text as "to" from property_supply where property_id = $1',
      [propertyQ],
    );
    const from = last.rows[0]?.to ?? d(20);
    const to = addDays(from, 5);
    const created = await call<Mutation<TrackerEntry>>('user', 'POST', '/api/v1/tracker', {
      kind: 'availabilityCheck',
      subject: { kind: 'property', id: propertyQ },
      summary: 'Landlord away',
      dueAt: null,
      after: { ...noValues, availability: 'unavailable', from, to },
    });
    expect(created.status, created.text).toBe(201);
    const applied = await call<Mutation<TrackerEntry>>(
      'user',
      'POST',
      `/api/v1/tracker/${created.body.data.id}/apply`,
      { version: created.body.data.version },
    );
    expect(applied.status, applied.text).toBe(200);
    const blocked = await server.db.query<{ state: string }>(
      'select state from property_supply where property_id = $1 and from_date = $2::date',
      [propertyQ, from],
    );
    expect(blocked.rows.map((row) => row.state)).toEqual(['blocked']);
  });

  it('marks several done together; a stale one refuses them all', async () => {
    const make = async (summary: string) =>
      (
        await call<Mutation<TrackerEntry>>('user', 'POST', '/api/v1/tracker', {
          kind: 'other',
          subject: null,
          summary,
          dueAt: null,
        })
      ).body.data;
    const a = await make('Bulk one');
    const b = await make('Bulk two');
    const stale = await call('user', 'POST', '/api/v1/tracker/bulk-done', {
      entries: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version + 1 },
      ],
    });
    expect(stale.status).toBe(409);
    expect(
      (await call<{ data: TrackerEntry }>('user', 'GET', `/api/v1/tracker/${a.id}`)).body.data
        .status,
    ).toBe('open');
    const done = await call<Mutation<{ done: number }>>(
      'user',
      'POST',
      '/api/v1/tracker/bulk-done',
      {
        entries: [
          { id: a.id, version: a.version },
          { id: b.id, version: b.version },
        ],
        outcome: 'Sorted',
      },
    );
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.done).toBe(2);
    const counts = (await list('search=Bulk')).tabCounts;
    expect(counts).toMatchObject({ active: 0, done: 2, all: 2 });
  });
});

describe('tracker: permissions and hostile input', () => {
  it('is open to every role of spec §6 and to no one signed out', async () => {
    for (const role of ROLES_UNDER_TEST) {
      const response = await call('user' === role ? 'user' : role, 'GET', '/api/v1/tracker');
      expect({ role, status: response.status }).toEqual({ role, status: 200 });
    }
    const anonymous = await server.request('GET', '/api/v1/tracker');
    expect(anonymous.status).toBe(401);
    const create = await server.request('POST', '/api/v1/tracker', {
      json: { kind: 'other', subject: null, summary: 'x', dueAt: null },
    });
    expect(create.status).toBe(401);
  });

  it('answers 400 (never 500) to bad input, naming the field', async () => {
    const bad: [string, string, unknown][] = [
      ['POST', '/api/v1/tracker', { kind: 'gossip', subject: null, summary: 'x', dueAt: null }],
      [
        'POST',
        '/api/v1/tracker',
        { kind: 'other', subject: null, summary: 'x'.repeat(501), dueAt: null },
      ],
      [
        'POST',
        '/api/v1/tracker',
        { kind: 'other', subject: null, summary: 'a\u0000b', dueAt: null },
      ],
      ['POST', '/api/v1/tracker', { kind: 'other', subject: null, summary: '', dueAt: null }],
      [
        'POST',
        '/api/v1/tracker',
        {
          kind: 'other',
          subject: { kind: 'booking', id: "1' or 1=1 --" },
          summary: 'x',
          dueAt: null,
        },
      ],
      [
        'POST',
        '/api/v1/tracker',
        {
          kind: 'other',
          subject: { kind: 'booking', id: '00000000-0000-4000-8000-000000000000' },
          summary: 'x',
          dueAt: null,
        },
      ],
      [
        'POST',
        '/api/v1/tracker',
        {
          kind: 'other',
          subject: null,
          summary: 'x',
          dueAt: null,
          assigneeId: '00000000-0000-4000-8000-000000000000',
        },
      ],
      ['POST', '/api/v1/tracker', { kind: 'other', subject: null, summary: 'x', dueAt: 'soon' }],
      ['POST', '/api/v1/tracker', []],
      ['POST', '/api/v1/tracker/bulk-done', { entries: [] }],
      ['POST', '/api/v1/tracker/bulk-done', { entries: [{ id: 'nope', version: 1 }] }],
    ];
    for (const [method, path, json] of bad) {
      const response = await call(method === 'POST' ? 'user' : 'user', method, path, json);
      expect({ json, status: response.status }).toEqual({ json, status: 400 });
    }
    const unknown = await call('user', 'POST', '/api/v1/tracker', {
      kind: 'other',
      subject: { kind: 'invoice', id: '00000000-0000-4000-8000-000000000000' },
      summary: 'x',
      dueAt: null,
    });
    expect(unknown.body).toMatchObject({ fields: { 'subject.id': 'No such invoice' } });
    for (const query of [
      'tab=archived',
      'sort=summary;drop',
      'page=0',
      'page=99999999',
      `search=${'x'.repeat(201)}`,
      'dueOn=2026-13-40',
      'mine=maybe',
      'subjectId=abc',
      'assigneeId=me',
    ]) {
      const response = await call('user', 'GET', `/api/v1/tracker?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    const injection = await call(
      'user',
      'GET',
      `/api/v1/tracker?search=${encodeURIComponent("%' or 1=1 --")}`,
    );
    expect(injection.status).toBe(200);
    expect((await call('user', 'GET', '/api/v1/tracker/not-an-id')).status).toBe(400);
    expect(
      (await call('user', 'GET', '/api/v1/tracker/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    const nothing = await call<Mutation<TrackerEntry>>('user', 'POST', '/api/v1/tracker', {
      kind: 'other',
      subject: null,
      summary: 'Nothing to apply',
      dueAt: null,
    });
    const apply = await call('user', 'POST', `/api/v1/tracker/${nothing.body.data.id}/apply`, {
      version: nothing.body.data.version,
    });
    expect(apply.status).toBe(400);
  });
});

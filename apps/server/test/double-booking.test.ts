import {
  type BookingView,
  isLiveBooking,
  LIVE_BOOKING_STATUS,
  type OfferAcceptResult,
  type OfferLineView,
  type Role,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { isExclusionViolation } from '../src/db/database.js';
import { loadMigrations, migrate } from '../src/db/migrations.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { type ApiResponse, type SignedIn, startTestServer, type TestServer } from './harness.js';

/**
 * No double booking by any path: two live bookings of one property never share a night, whether
 * they come from accepted offer lines (six at once), a direct booking, an extension, a change of
 * status or a restore. The database refuses the second (an exclusion constraint); every path
 * answers 409 naming the booking that holds the nights, and changes nothing.
 */
type Mutation<T> = { message: string; data: T };

let server: TestServer;
const sessions = new Map<Role, SignedIn>();
const call = <T>(method: string, path: string, json?: unknown, role: Role = 'admin') =>
  server.request<T>(method, path, { token: sessions.get(role)?.token ?? '', json });
const gbp = (amount: string) => ({ amount, currency: 'GBP' });

/** Properties with no booking and no blocked or booked night from 2031 on. */
let free: string[] = [];
let companyId: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['admin', 'system_admin'] as const)
    sessions.set(role, await server.signIn(role));
  free = (
    await server.db.query<{ id: string }>(
      `select p.id from properties p
        where p.deleted = false and p.status = 'available' and p.is_temporary = false
          and not exists (select 1 from property_supply s where s.property_id = p.id
                           and s.state <> 'available' and s.to_date > '2031-01-01')
          and not exists (select 1 from bookings b where b.property_id = p.id
                           and b.check_out > '2031-01-01')
        order by p.id limit 4`,
    )
  ).rows.map((row) => row.id);
  companyId =
    (
      await server.db.query<{ id: string }>(
        'select id from companies where parent_id is null and deleted = false order by name limit 1',
      )
    ).rows[0]?.id ?? '';
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let made = 0;
/** An enquiry for [checkIn, checkOut) straight into the table (its API is tested elsewhere). */
async function enquiry(checkIn: string, checkOut: string): Promise<string> {
  made++;
  const result = await server.db.query<{ id: string }>(
    `insert into enquiries (source, received_at, company_id, check_in, check_out, location_address,
       location_city, radius_miles, adults, children, client_reference, status, assignee_id)
     values ('phone', now(), $1, $2, $3, $4::text::jsonb, 'Leeds', 10, 2, 0, $5, 'pending', $6)
     returning id`,
    [
      companyId,
      checkIn,
      checkOut,
      JSON.stringify({
        street: '',
        city: 'Leeds',
        state: 'United Kingdom',
        zip: '',
        freeFormAddress: 'Leeds',
        position: null,
      }),
      `PO-DOUBLE-${made}`,
      sessions.get('admin')?.userId,
    ],
  );
  return result.rows[0]?.id as string;
}

/** A line of the enquiry on the property, moved within policy to offered out. */
async function offeredLine(enquiryId: string, propertyId: string): Promise<OfferLineView> {
  const added = await call<Mutation<OfferLineView>>(
    'POST',
    `/api/v1/enquiries/${enquiryId}/offers`,
    {
      propertyId,
      landlordCostPerNight: gbp('80'),
      sellingPricePerNight: gbp('100'),
    },
  );
  expect(added.status, added.text).toBe(201);
  let line = added.body.data;
  for (const status of ['approved', 'awaitingResponse', 'offeredOut']) {
    const moved = await call<Mutation<OfferLineView>>(
      'PATCH',
      `/api/v1/enquiries/${enquiryId}/offers/${line.id}`,
      { status, version: line.version },
    );
    expect(moved.status, moved.text).toBe(200);
    line = moved.body.data;
  }
  return line;
}

const accept = (line: OfferLineView) =>
  call<Mutation<OfferAcceptResult>>(
    'POST',
    `/api/v1/enquiries/${line.enquiryId}/offers/${line.id}/accept`,
    { version: line.version },
  );

function book(propertyId: string, checkIn: string, checkOut: string) {
  return call<Mutation<BookingView>>('POST', '/api/v1/bookings', {
    propertyId,
    companyId,
    checkIn,
    checkOut,
    sellingPricePerNight: gbp('150'),
    costPerNight: gbp('110'),
  });
}

async function booked(propertyId: string, checkIn: string, checkOut: string): Promise<BookingView> {
  const answer = await book(propertyId, checkIn, checkOut);
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data;
}

/** The 409's English message, and its code with the days and the holder for other languages. */
const clash = (
  from: string,
  to: string,
  holder: { reference: string; checkIn: string; checkOut: string },
) => ({
  message: `The property is not available from ${from} to ${to}: it is taken from ${holder.checkIn} to ${holder.checkOut} by booking ${holder.reference}.`,
  code: 'bookingClash',
  params: {
    from,
    to,
    clashFrom: holder.checkIn,
    clashTo: holder.checkOut,
    reference: holder.reference,
  },
});
const refusal = (...args: Parameters<typeof clash>) => clash(...args).message;

/** Everything a refused write could have touched on the property: its bookings and its supply. */
async function stateOf(propertyId: string) {
  const bookings = await server.db.query(
    `select id, reference, status, deleted, version, check_in::text, check_out::text from bookings
      where property_id = $1 order by reference`,
    [propertyId],
  );
  const supply = await server.db.query(
    `select from_date::text, to_date::text, state, note from property_supply
      where property_id = $1 order by from_date, note`,
    [propertyId],
  );
  return { bookings: bookings.rows, supply: supply.rows };
}

/** Pairs of live bookings of the property sharing a night. */
async function doubleBookings(propertyId: string): Promise<number> {
  const result = await server.db.query<{ n: number }>(
    `select count(*)::int as n from bookings a join bookings b
        on a.property_id = b.property_id and a.id < b.id
       and a.check_in < b.check_out and b.check_in < a.check_out
     where a.property_id = $1 and not a.deleted and not b.deleted
       and a.status = $2 and b.status = $2`,
    [propertyId, LIVE_BOOKING_STATUS],
  );
  return result.rows[0]?.n ?? -1;
}

describe('the rule in the database', () => {
  it('is an exclusion constraint whose condition is the domain’s live booking', async () => {
    expect(free.length).toBe(4);
    const found = await server.db.query<{ definition: string }>(
      `select pg_get_constraintdef(c.oid) as definition from pg_constraint c
        where c.conname = 'bookings_no_double_booking' and c.conrelid = 'bookings'::regclass`,
    );
    expect(found.rows[0]?.definition).toBe(
      `EXCLUDE USING gist (property_id WITH =, daterange(check_in, check_out, '[)'::text) WITH &&) WHERE (((NOT deleted) AND (status = '${LIVE_BOOKING_STATUS}'::text)))`,
    );
    expect(isLiveBooking({ status: LIVE_BOOKING_STATUS, deleted: false })).toBe(true);
  });

  it('refuses a second live booking sharing a night written by hand; not live ones and back-to-back stays pass', async () => {
    const property = free[3] as string;
    const insert = (checkIn: string, checkOut: string, status = 'booked', deleted = false) =>
      server.db.query(
        `insert into bookings (property_id, check_in, check_out, selling_price_per_night,
           cost_per_night, currency, status, deleted)
         values ($1, $2, $3, 100, 80, 'GBP', $4, $5)`,
        [property, checkIn, checkOut, status, deleted],
      );
    await insert('2031-02-01', '2031-02-10');
    const refused = await insert('2031-02-09', '2031-02-12').catch((error: unknown) => error);
    expect(isExclusionViolation(refused)).toBe(true);
    // The guests leave on the check-out day: the next stay may begin that day.
    await insert('2031-02-10', '2031-02-12');
    await insert('2031-01-25', '2031-02-01');
    for (const status of ['cancelled', 'complete', 'archived'])
      await insert('2031-02-03', '2031-02-05', status);
    await insert('2031-02-03', '2031-02-05', 'booked', true);
    const undeleting = await server.db
      .query(
        `update bookings set deleted = false where property_id = $1 and deleted and check_in = '2031-02-03'`,
        [property],
      )
      .catch((error: unknown) => error);
    expect(isExclusionViolation(undeleting)).toBe(true);
    expect(await doubleBookings(property)).toBe(0);
  });
});

describe('offer acceptance', () => {
  it('six acceptances at once of overlapping stays from six enquiries: one booking, five 409s naming it', async () => {
    const property = free[0] as string;
    const lines: OfferLineView[] = [];
    for (let index = 0; index < 6; index++) {
      const day = String(index + 1).padStart(2, '0');
      const id = await enquiry(`2031-03-${day}`, `2031-03-${String(index + 8).padStart(2, '0')}`);
      lines.push(await offeredLine(id, property));
    }
    const answers = await Promise.all(lines.map(accept));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 200),
      String(statuses),
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      String(statuses),
    ).toHaveLength(5);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const reference = answers[winner]?.body.data.booking.reference as string;
    const won = await server.db.query<{ checkIn: string; checkOut: string }>(
      `select check_in::text as "checkIn", check_out::text as "checkOut" from bookings where reference = $1`,
      [reference],
    );
    const holder = { reference, ...(won.rows[0] as { checkIn: string; checkOut: string }) };
    for (const [index, answer] of answers.entries()) {
      if (index === winner) continue;
      const day = String(index + 1).padStart(2, '0');
      expect(answer.body.message).toBe(
        refusal(`2031-03-${day}`, `2031-03-${String(index + 8).padStart(2, '0')}`, holder),
      );
    }
    const bookings = await server.db.query<{ enquiry_id: string }>(
      // The property was chosen free from 2031 on; its earlier stays are not this test's.
      `select enquiry_id from bookings where property_id = $1 and not deleted and check_out > '2031-01-01'`,
      [property],
    );
    expect(bookings.rows.map((row) => row.enquiry_id)).toEqual([lines[winner]?.enquiryId]);
    // The losers' enquiries and lines are as they were: offered out, nothing accepted.
    const losers = lines.filter((_, index) => index !== winner).map((line) => line.enquiryId);
    const enquiries = await server.db.query<{ status: string; booking_id: string | null }>(
      'select status, booking_id from enquiries where id = any($1::uuid[])',
      [losers],
    );
    expect(enquiries.rows).toEqual(losers.map(() => ({ status: 'offeredOut', booking_id: null })));
    const decisions = await server.db.query<{ client_decision: string; version: number }>(
      'select client_decision, version from enquiry_offers where enquiry_id = any($1::uuid[])',
      [losers],
    );
    expect(decisions.rows.map((row) => row.client_decision)).toEqual(losers.map(() => 'pending'));
    expect(await doubleBookings(property)).toBe(0);
  });

  it('the loser of a race past the service’s check is refused by the database, naming the winner', async () => {
    const property = free[1] as string;
    const line = await offeredLine(await enquiry('2031-09-01', '2031-09-05'), property);
    let pending: Promise<ApiResponse<Mutation<OfferAcceptResult>>> | undefined;
    let waited = false;
    // A booking written in a transaction still open while the accept runs: on PostgreSQL the
    // accept's check cannot see it, its insert waits on it, and fails once it commits. (PGlite
    // has one connection: the accept waits for the whole transaction and its check refuses.)
    const winner = await server.db.transaction(async (tx) => {
      const inserted = await tx.query<{ reference: string }>(
        `insert into bookings (property_id, check_in, check_out, selling_price_per_night,
           cost_per_night, currency) values ($1, '2031-09-03', '2031-09-10', 100, 80, 'GBP')
         returning reference`,
        [property],
      );
      pending = accept(line);
      if (server.db.kind === 'postgres') {
        for (let tries = 0; tries < 150 && !waited; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const blocked = await server.db.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
                and query like 'insert into bookings%'`,
          );
          waited = (blocked.rows[0]?.n ?? 0) > 0;
        }
      }
      return inserted.rows[0]?.reference as string;
    });
    const answer = await (pending as Promise<ApiResponse<Mutation<OfferAcceptResult>>>);
    if (server.db.kind === 'postgres') expect(waited).toBe(true);
    expect(answer.status, answer.text).toBe(409);
    expect(answer.body.message).toBe(
      refusal('2031-09-01', '2031-09-05', {
        reference: winner,
        checkIn: '2031-09-03',
        checkOut: '2031-09-10',
      }),
    );
    const enquiryRow = await server.db.query<{ status: string; booking_id: string | null }>(
      'select status, booking_id from enquiries where id = $1',
      [line.enquiryId],
    );
    expect(enquiryRow.rows[0]).toEqual({ status: 'offeredOut', booking_id: null });
    expect(await doubleBookings(property)).toBe(0);
  });
});

describe('every path against an existing booking', () => {
  it('accept, direct booking, extension, change of status and restore are each refused with 409 and change nothing', async () => {
    const property = free[2] as string;
    const existing = await booked(property, '2031-05-10', '2031-05-15');
    // Back to back with it: allowed, and the stay the extension will try to stretch.
    const before = await booked(property, '2031-05-05', '2031-05-10');

    const unchanged = async (answer: ApiResponse<unknown>, expected: ReturnType<typeof clash>) => {
      const state = await stateOf(property);
      expect(answer.status, answer.text).toBe(409);
      const { message, code, params } = answer.body as Record<string, unknown>;
      expect({ message, code, params }).toEqual(expected);
      return state;
    };

    // Offer acceptance.
    const line = await offeredLine(await enquiry('2031-05-12', '2031-05-19'), property);
    let state = await stateOf(property);
    const accepted = await accept(line);
    expect(await unchanged(accepted, clash('2031-05-12', '2031-05-19', existing))).toEqual(state);
    const enquiryRow = await server.db.query<{ status: string; booking_id: string | null }>(
      'select status, booking_id from enquiries where id = $1',
      [line.enquiryId],
    );
    expect(enquiryRow.rows[0]).toEqual({ status: 'offeredOut', booking_id: null });

    // A direct booking.
    const direct = await book(property, '2031-05-14', '2031-05-16');
    expect(await unchanged(direct, clash('2031-05-14', '2031-05-16', existing))).toEqual(state);

    // An extension into its nights.
    const extension = await call('POST', `/api/v1/bookings/${before.id}/extension`, {
      to: '2031-05-12',
      sellingPricePerNight: gbp('150'),
      costPerNight: gbp('110'),
      version: before.version,
    });
    expect(await unchanged(extension, clash('2031-05-10', '2031-05-12', existing))).toEqual(state);

    // A change of status: a cancelled stay whose nights were booked again cannot be booked again.
    const later = await booked(property, '2031-06-01', '2031-06-06');
    const cancelled = await call<Mutation<BookingView>>('PATCH', `/api/v1/bookings/${later.id}`, {
      status: 'cancelled',
      statusReason: 'Guest postponed',
      version: later.version,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const taker = await booked(property, '2031-06-03', '2031-06-08');
    state = await stateOf(property);
    const rebooked = await call('PATCH', `/api/v1/bookings/${later.id}`, {
      status: 'booked',
      statusReason: 'Guest back on',
      version: cancelled.body.data.version,
    });
    expect(await unchanged(rebooked, clash('2031-06-01', '2031-06-06', taker))).toEqual(state);

    // A restore: a deleted stay whose nights were booked again cannot come back.
    const deletedStay = await booked(property, '2031-07-01', '2031-07-04');
    const removed = await call<Mutation<BookingView>>(
      'DELETE',
      `/api/v1/bookings/${deletedStay.id}?version=${deletedStay.version}`,
      undefined,
      'system_admin',
    );
    expect(removed.status, removed.text).toBe(200);
    const successor = await booked(property, '2031-07-02', '2031-07-03');
    state = await stateOf(property);
    const restored = await call(
      'POST',
      `/api/v1/bookings/${deletedStay.id}/restore`,
      { version: removed.body.data.version },
      'system_admin',
    );
    expect(await unchanged(restored, clash('2031-07-01', '2031-07-04', successor))).toEqual(state);

    expect(await doubleBookings(property)).toBe(0);
  });
});

/** An empty database of the run's kind: a fresh PGlite, or a new PostgreSQL schema. */
async function emptyDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await PgliteDatabase.open(undefined);
    return { db, drop: () => db.close() };
  }
  const schema = `double_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await PostgresDatabase.open({ connectionString: url, max: 1 });
  await admin.exec(`create schema ${schema}`);
  const db = await PostgresDatabase.open({ connectionString: url, searchPath: schema, max: 2 });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

describe('the migration on a database that already holds double bookings', () => {
  it('keeps the first booking made and cancels the later ones, audited with the reason', async () => {
    const { db, drop } = await emptyDatabase();
    try {
      const migrations = loadMigrations();
      const at = migrations.findIndex((migration) =>
        migration.id.endsWith('_bookings_no_double_booking'),
      );
      expect(at).toBeGreaterThan(0);
      await migrate(db, migrations.slice(0, at));
      const property = await db.query<{ id: string }>(
        `insert into properties (title, type, status, address, cleaning, linen, costs, is_temporary)
         values ('Old Mill', 'house', 'available', '{}', '{}', '{}', '{}', true) returning id`,
      );
      const propertyId = property.rows[0]?.id;
      const stay = async (
        checkIn: string,
        checkOut: string,
        createdAt: string,
        status = 'booked',
        deleted = false,
      ) =>
        (
          await db.query<{ id: string; reference: string }>(
            `insert into bookings (property_id, check_in, check_out, selling_price_per_night,
               cost_per_night, currency, status, deleted, created_at)
             values ($1, $2, $3, 100, 80, 'GBP', $4, $5, $6) returning id, reference`,
            [propertyId, checkIn, checkOut, status, deleted, createdAt],
          )
        ).rows[0] as { id: string; reference: string };
      const first = await stay('2030-01-10', '2030-01-20', '2029-01-01T10:00:00Z');
      const second = await stay('2030-01-15', '2030-01-25', '2029-01-02T10:00:00Z');
      // Overlaps only the second, which gives its nights up: this one keeps them.
      const third = await stay('2030-01-22', '2030-01-28', '2029-01-03T10:00:00Z');
      const fourth = await stay('2030-01-19', '2030-01-21', '2029-01-04T10:00:00Z');
      const cancelled = await stay('2030-01-12', '2030-01-14', '2029-01-05T10:00:00Z', 'cancelled');
      const deleted = await stay(
        '2030-01-12',
        '2030-01-14',
        '2029-01-06T10:00:00Z',
        'booked',
        true,
      );

      await migrate(db, migrations);

      const rows = await db.query<{ id: string; status: string; version: number }>(
        'select id, status, version from bookings order by created_at',
      );
      expect(rows.rows.map((row) => [row.id, row.status, row.version])).toEqual([
        [first.id, 'booked', 1],
        [second.id, 'cancelled', 2],
        [third.id, 'booked', 1],
        [fourth.id, 'cancelled', 2],
        [cancelled.id, 'cancelled', 1],
        [deleted.id, 'booked', 1],
      ]);
      const audit = await db.query<{
        record_id: string;
        action: string;
        changes: Record<string, { to?: unknown }>;
      }>(
        `select record_id, action, changes from audit_events where record_type = 'booking' order by id`,
      );
      expect(audit.rows.map((row) => [row.record_id, row.action])).toEqual([
        [second.id, 'status'],
        [fourth.id, 'status'],
      ]);
      expect(audit.rows[0]?.changes.status).toEqual({ from: 'booked', to: 'cancelled' });
      expect(String(audit.rows[0]?.changes.reason?.to)).toContain(first.reference);
      expect(String(audit.rows[1]?.changes.reason?.to)).toContain(first.reference);
      // And from now on the database holds the rule.
      const refused = await stay('2030-01-11', '2030-01-12', '2029-02-01T10:00:00Z').catch(
        (error: unknown) => error,
      );
      expect(isExclusionViolation(refused)).toBe(true);
    } finally {
      await drop();
    }
  });
});

import { inflateSync } from 'node:zlib';
import {
  chosenPropertyCycleSchema,
  DEFAULT_CHOSEN_PROPERTY_CYCLE,
  type EnquiryReport,
  enquiryReportSchema,
  type OfferAcceptResult,
  type OfferHistoryEntry,
  type OfferLineView,
  offerHistorySchema,
  offerLineListSchema,
  offerLineViewSchema,
  type QuoteView,
  quoteViewSchema,
  type Role,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEnquiryOffers } from '../src/modules/enquiries/seed-offers.js';
import {
  PNG_BYTES,
  ROLES_UNDER_TEST,
  type SignedIn,
  startTestServer,
  type TestServer,
} from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

let server: TestServer;
const sessions = new Map<Role, SignedIn>();
const tokenOf = (role: Role) => sessions.get(role)?.token as string;
const idOf = (role: Role) => sessions.get(role)?.userId as string;

const call = <T>(method: string, path: string, json?: unknown, role: Role = 'user') =>
  server.request<T>(method, path, { token: tokenOf(role), json });

const gbp = (amount: string) => ({ amount, currency: 'GBP' });

interface StockProperty {
  id: string;
  title: string;
  landlord: string;
  street: string;
  city: string;
  zip: string;
}
let stock: StockProperty[] = [];
let companyId: string;
let seededLines = 0;

beforeAll(async () => {
  server = await startTestServer();
  // The demo offer lines (the enquiries seed calls this; run again it adds nothing). First, so
  // no request waits on it.
  const started = Date.now();
  seededLines = await server.db.transaction((tx) => seedEnquiryOffers({ tx, actorId: null }));
  console.info(`demo offer lines: ${seededLines} in ${Date.now() - started} ms`);
  for (const role of ROLES_UNDER_TEST) sessions.set(role, await server.signIn(role));
  stock = (
    await server.db.query<StockProperty>(
      `select p.id, p.title, l.name as landlord, p.address ->> 'street' as street,
              p.address ->> 'city' as city, p.address ->> 'zip' as zip
         from properties p join landlords l on l.id = p.landlord_id
        where p.deleted = false and p.status = 'available' and p.is_temporary = false
        order by p.id limit 12`,
    )
  ).rows;
  companyId = (
    await server.db.query<{ id: string }>(
      'select id from companies where parent_id is null order by name limit 1',
    )
  ).rows[0]?.id as string;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

let made = 0;
/** An enquiry straight into the table (the enquiries API is S1's and tested there). */
async function enquiry(
  options: {
    status?: string;
    checkIn?: string;
    checkOut?: string | null;
    budget?: { amount: string; basis: string } | null;
    receivedAt?: string;
    source?: string;
    companyId?: string | null;
    agentId?: string | null;
    assigneeId?: string | null;
    lostReason?: string | null;
  } = {},
): Promise<string> {
  made++;
  const result = await server.db.query<{ id: string }>(
    `insert into enquiries (source, received_at, company_id, agent_id, check_in, check_out,
       location_address, location_city, radius_miles, adults, children, budget_amount,
       budget_currency, budget_basis, budget_approved_by, client_reference, status, assignee_id,
       lost_reason)
     values ($1, $2, $3, $4, $5, $6, $7::text::jsonb, 'Leeds', 10, 2, 1, $8, $9, $10, $11, $12,
       $13, $14, $15)
     returning id`,
    [
      options.source ?? 'phone',
      options.receivedAt ?? new Date().toISOString(),
      options.companyId === undefined ? companyId : options.companyId,
      options.agentId ?? null,
      options.checkIn ?? '2027-03-01',
      options.checkOut === undefined ? '2027-03-08' : options.checkOut,
      JSON.stringify({
        street: '',
        city: 'Leeds',
        state: 'United Kingdom',
        zip: '',
        freeFormAddress: 'Leeds',
        position: null,
      }),
      options.budget?.amount ?? null,
      options.budget ? 'GBP' : null,
      options.budget?.basis ?? null,
      options.budget ? 'Claims handler' : null,
      `PO-${made}`,
      options.status ?? 'pending',
      options.assigneeId === undefined ? idOf('admin') : options.assigneeId,
      options.lostReason ?? null,
    ],
  );
  return result.rows[0]?.id as string;
}

async function enquiryRow(id: string) {
  const result = await server.db.query<{
    status: string;
    booking_id: string | null;
    version: number;
  }>('select status, booking_id, version from enquiries where id = $1', [id]);
  return result.rows[0];
}

async function addLine(
  enquiryId: string,
  property: StockProperty,
  cost: string,
  price: string,
  role: Role = 'user',
) {
  const response = await call<Mutation<OfferLineView>>(
    'POST',
    `/api/v1/enquiries/${enquiryId}/offers`,
    { propertyId: property.id, landlordCostPerNight: gbp(cost), sellingPricePerNight: gbp(price) },
    role,
  );
  expect(response.status, response.text).toBe(201);
  return offerLineViewSchema.parse(response.body.data);
}

function move(line: OfferLineView, status: string, role: Role = 'user') {
  return call<Mutation<OfferLineView>>(
    'PATCH',
    `/api/v1/enquiries/${line.enquiryId}/offers/${line.id}`,
    { status, version: line.version },
    role,
  );
}

/** Moves a line within policy along notApproved → approved → Hold → offered out. */
async function offerOut(line: OfferLineView): Promise<OfferLineView> {
  let current = line;
  for (const status of ['approved', 'awaitingResponse', 'offeredOut']) {
    const response = await move(current, status);
    expect(response.status, response.text).toBe(200);
    current = response.body.data;
    expect(current.status).toBe(status);
  }
  return current;
}

describe('demo data', () => {
  it('gives the demo enquiries lines that fit their status, with histories, quotes and bookings', async () => {
    const lines = await server.db.query<{ n: number }>(
      'select count(*)::int as n from enquiry_offers',
    );
    expect(lines.rows[0]?.n).toBeGreaterThan(300);
    // The demo seed made them already.
    expect(seededLines).toBe(0);
    const check = async (sql: string) => (await server.db.query<{ n: number }>(sql)).rows[0]?.n;
    // Every booked enquiry has its booking and one accepted line; its other lines are closed.
    expect(
      await check(`select count(*)::int as n from enquiries e where e.status = 'booked'
        and (e.booking_id is null or not exists (select 1 from bookings b where b.id = e.booking_id)
          or (select count(*) from enquiry_offers o where o.enquiry_id = e.id and o.client_decision = 'accepted') <> 1
          or exists (select 1 from enquiry_offers o where o.enquiry_id = e.id
                      and o.client_decision <> 'accepted' and o.status <> 'rejected'))`),
    ).toBe(0);
    // Every enquiry offered out has a line offered out and a quote.
    expect(
      await check(`select count(*)::int as n from enquiries e where e.status = 'offeredOut'
        and (not exists (select 1 from enquiry_offers o where o.enquiry_id = e.id and o.status = 'offeredOut')
          or not exists (select 1 from enquiry_quotes q where q.enquiry_id = e.id))`),
    ).toBe(0);
    // Every enquiry awaiting approval has a line whose approval is asked for, with its reason.
    expect(
      await check(`select count(*)::int as n from enquiries e where e.status = 'awaitingApproval'
        and not exists (select 1 from enquiry_offers o where o.enquiry_id = e.id
          and o.approval_requested_at is not null and o.cost_warning is not null)`),
    ).toBe(0);
    expect(
      await check(
        `select count(distinct kind)::int as n from enquiry_offer_events where kind in ('created', 'cost', 'price', 'status', 'approvalRequested', 'approved', 'quoted', 'accepted', 'closed')`,
      ),
    ).toBe(9);
    expect(await server.db.transaction((tx) => seedEnquiryOffers({ tx, actorId: null }))).toBe(0);
  });
});

describe('offer lines', () => {
  it('adds a line with totals and margin for the nights of the stay; an assigned enquiry becomes pending', async () => {
    const id = await enquiry({ status: 'assigned' });
    const line = await addLine(id, stock[0] as StockProperty, '80', '100');
    expect(line).toMatchObject({
      status: 'notApproved',
      nights: 7,
      openEnded: false,
      landlordCostPerNight: gbp('80.00'),
      sellingPricePerNight: gbp('100.00'),
      totals: {
        totalCost: gbp('560.00'),
        totalPrice: gbp('700.00'),
        margin: gbp('140.00'),
        marginPercent: '20.00',
      },
      costWarning: null,
      needsApproval: false,
      approval: { state: 'notNeeded' },
      nextStatuses: ['approved', 'rejected'],
      landlord: { name: stock[0]?.landlord },
    });
    expect((await enquiryRow(id))?.status).toBe('pending');
    const list = await call<unknown>('GET', `/api/v1/enquiries/${id}/offers`);
    expect(offerLineListSchema.parse(list.body).data.map((l) => l.id)).toEqual([line.id]);
  });

  it('prices an open-ended stay for 30 nights', async () => {
    const id = await enquiry({ checkOut: null });
    const line = await addLine(id, stock[0] as StockProperty, '50', '70');
    expect(line.nights).toBe(30);
    expect(line.openEnded).toBe(true);
    expect(line.totals.totalPrice).toEqual(gbp('2100.00'));
  });

  it('refuses a duplicate open line, an unknown property and an unknown enquiry', async () => {
    const id = await enquiry();
    await addLine(id, stock[1] as StockProperty, '80', '100');
    const body = {
      propertyId: stock[1]?.id,
      landlordCostPerNight: gbp('80'),
      sellingPricePerNight: gbp('100'),
    };
    const duplicate = await call<Mutation<unknown>>('POST', `/api/v1/enquiries/${id}/offers`, body);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('This property is already on the enquiry');
    expect(duplicate.body).toMatchObject({ code: 'offerDuplicate' });
    const unknown = await call<Mutation<unknown>>('POST', `/api/v1/enquiries/${id}/offers`, {
      ...body,
      propertyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ propertyId: 'No such property' });
    const noEnquiry = await call<Mutation<unknown>>(
      'POST',
      '/api/v1/enquiries/00000000-0000-4000-8000-000000000000/offers',
      body,
    );
    expect(noEnquiry.status).toBe(404);
  });

  it('moves only along the stored cycle and refuses a stale version', async () => {
    const id = await enquiry();
    const line = await addLine(id, stock[2] as StockProperty, '80', '100');
    const skip = await move(line, 'offeredOut');
    expect(skip.status).toBe(422);
    expect(skip.body.message).toBe('A line cannot move from Not Approved to Offered Out');
    const approved = await move(line, 'approved');
    expect(approved.status).toBe(200);
    const stale = await move(line, 'rejected');
    expect(stale.status).toBe(409);
    const rejected = await move(approved.body.data, 'rejected');
    expect(rejected.body.data.status).toBe('rejected');
    const back = await move(rejected.body.data, 'approved');
    expect(back.status).toBe(422);
    expect(back.body.message).toBe('A line cannot move from Unsuitable to Approved');
  });

  it('sets the default hold expiry and lets the enquiry follow its lines forward', async () => {
    const id = await enquiry();
    const line = await addLine(id, stock[3] as StockProperty, '80', '100');
    const approved = (await move(line, 'approved')).body.data;
    const held = (await move(approved, 'awaitingResponse')).body.data;
    // holdHours of global settings: 48.
    expect(Date.parse(held.holdExpiresAt ?? '') - Date.parse(held.updatedAt)).toBe(48 * 3_600_000);
    expect((await enquiryRow(id))?.status).toBe('awaitingResponse');
    const offered = (await move(held, 'offeredOut')).body.data;
    expect(offered.offeredAt).not.toBeNull();
    expect((await enquiryRow(id))?.status).toBe('offeredOut');
  });

  it('follows an edited chosen-property cycle, saved with its version', async () => {
    const read = await call<{ data: unknown }>(
      'GET',
      '/api/v1/enquiries/settings/chosen-property-cycle',
    );
    const cycle = chosenPropertyCycleSchema.parse(read.body.data);
    expect(cycle.transitions).toEqual(DEFAULT_CHOSEN_PROPERTY_CYCLE);
    const saved = await call<Mutation<{ version: number }>>(
      'PUT',
      '/api/v1/enquiries/settings/chosen-property-cycle',
      { transitions: { ...cycle.transitions, rejected: ['notApproved'] }, version: cycle.version },
    );
    expect(saved.status).toBe(200);
    const stale = await call('PUT', '/api/v1/enquiries/settings/chosen-property-cycle', {
      transitions: cycle.transitions,
      version: cycle.version,
    });
    expect(stale.status).toBe(409);
    const id = await enquiry();
    const line = await addLine(id, stock[4] as StockProperty, '80', '100');
    const rejected = (await move(line, 'rejected')).body.data;
    expect(rejected.nextStatuses).toEqual(['notApproved']);
    expect((await move(rejected, 'notApproved')).status).toBe(200);
    const restored = await call('PUT', '/api/v1/enquiries/settings/chosen-property-cycle', {
      transitions: DEFAULT_CHOSEN_PROPERTY_CYCLE,
      version: saved.body.data.version,
    });
    expect(restored.status).toBe(200);
  });
});

describe('guardrails and approval', () => {
  it('holds back a line below the margin floor: approval asked, exact reason stored, enquiry awaiting approval', async () => {
    const id = await enquiry();
    const line = await addLine(id, stock[5] as StockProperty, '95', '100');
    expect(line.needsApproval).toBe(true);
    expect(line.approval.state).toBe('required');
    const response = await move(line, 'approved');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(
      'This line is outside policy and needs approval: the enquiry is awaiting approval',
    );
    expect(response.body.data).toMatchObject({
      status: 'notApproved',
      costWarning: 'Margin 5.00% is below the 12% floor',
      approval: { state: 'requested', requestedBy: { id: idOf('user') } },
    });
    expect((await enquiryRow(id))?.status).toBe('awaitingApproval');
    // The AWAITING_APPROVAL tab lists it for a masteradmin.
    // (Newest first: it was received just now, so it is on the first page.)
    const tab = await call<{ items: { id: string }[] }>(
      'GET',
      '/api/v1/enquiries?tab=awaitingApproval',
      undefined,
      'masteradmin',
    );
    expect(tab.status).toBe(200);
    expect(tab.body.items.map((item) => item.id)).toContain(id);
    const activity = await server.db.query<{ summary: string }>(
      `select summary from enquiry_events where enquiry_id = $1 and kind = 'status'`,
      [id],
    );
    expect(activity.rows.map((row) => row.summary).join('\n')).toContain(
      'Status: Pending → Awaiting Approval',
    );
  });

  it('holds back a line above the approved budget, naming both amounts', async () => {
    const id = await enquiry({ budget: { amount: '100.00', basis: 'perNight' } });
    const line = await addLine(id, stock[6] as StockProperty, '80', '120');
    expect(line.costWarnings).toEqual(['Price £840.00 is above the approved budget of £700.00']);
    const response = await move(line, 'approved');
    expect(response.body.data.costWarning).toBe(
      'Price £840.00 is above the approved budget of £700.00',
    );
    expect((await enquiryRow(id))?.status).toBe('awaitingApproval');
  });

  it('lets only masteradmin and above approve; the approval is recorded and the line can go forward', async () => {
    const id = await enquiry();
    const line = await addLine(id, stock[7] as StockProperty, '95', '100');
    const asked = (await move(line, 'approved')).body.data;
    for (const role of ['user', 'moderator', 'admin'] as const) {
      const denied = await call(
        'POST',
        `/api/v1/enquiries/${id}/offers/${line.id}/approve`,
        { version: asked.version },
        role,
      );
      expect(denied.status, role).toBe(403);
    }
    const approved = await call<Mutation<OfferLineView>>(
      'POST',
      `/api/v1/enquiries/${id}/offers/${line.id}/approve`,
      { version: asked.version, note: 'Repeat client, worth it' },
      'masteradmin',
    );
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      needsApproval: false,
      approval: {
        state: 'approved',
        decidedBy: { id: idOf('masteradmin') },
        note: 'Repeat client, worth it',
      },
    });
    expect((await enquiryRow(id))?.status).toBe('approved');
    const held = await move(approved.body.data, 'awaitingResponse');
    expect(held.body.data.status).toBe('awaitingResponse');
    expect((await enquiryRow(id))?.status).toBe('awaitingResponse');
    // A price change after the approval needs approval again.
    const repriced = await call<Mutation<OfferLineView>>(
      'PATCH',
      `/api/v1/enquiries/${id}/offers/${line.id}`,
      { sellingPricePerNight: gbp('99'), version: held.body.data.version },
    );
    expect(repriced.body.data.approval.state).toBe('requested');
    expect((await enquiryRow(id))?.status).toBe('awaitingApproval');
    const offered = await move(repriced.body.data, 'offeredOut');
    expect(offered.body.data.status).toBe('awaitingResponse');
  });

  it('records a refusal: the line stays back and the enquiry returns to pending', async () => {
    const id = await enquiry();
    const line = await addLine(id, stock[8] as StockProperty, '95', '100');
    const asked = (await move(line, 'approved')).body.data;
    const refused = await call<Mutation<OfferLineView>>(
      'POST',
      `/api/v1/enquiries/${id}/offers/${line.id}/refuse`,
      { version: asked.version, note: 'Find a cheaper one' },
      'system_admin',
    );
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({
      status: 'notApproved',
      needsApproval: true,
      approval: { state: 'refused', decidedBy: { id: idOf('system_admin') } },
    });
    expect((await enquiryRow(id))?.status).toBe('pending');
    const history = await call<{ data: OfferHistoryEntry[] }>(
      'GET',
      `/api/v1/enquiries/${id}/offers/${line.id}/history`,
    );
    expect(history.body.data.map((entry) => entry.kind)).toEqual([
      'created',
      'approvalRequested',
      'refused',
    ]);
    const within = await call(
      'POST',
      `/api/v1/enquiries/${id}/offers/${(await addLine(id, stock[9] as StockProperty, '80', '100')).id}/approve`,
      { version: 1 },
      'masteradmin',
    );
    expect(within.status).toBe(422);
  });
});

describe('winning', () => {
  it('accepts a line in one transaction: enquiry booked, other lines Unsuitable, booking created', async () => {
    const id = await enquiry();
    const a = await offerOut(await addLine(id, stock[0] as StockProperty, '80', '100'));
    const b = await offerOut(await addLine(id, stock[1] as StockProperty, '70', '95'));
    const c = await addLine(id, stock[2] as StockProperty, '60', '90');
    const notOffered = await call('POST', `/api/v1/enquiries/${id}/offers/${c.id}/accept`, {
      version: c.version,
    });
    expect(notOffered.status).toBe(422);
    const accepted = await call<Mutation<OfferAcceptResult>>(
      'POST',
      `/api/v1/enquiries/${id}/offers/${a.id}/accept`,
      { version: a.version },
    );
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.message).toBe('Offer accepted: the enquiry is booked');
    expect(accepted.body.data.enquiry.status).toBe('booked');
    expect(accepted.body.data.booking.reference).toMatch(/^BKG-2\d{4,}$/);
    const row = await enquiryRow(id);
    expect(row?.status).toBe('booked');
    expect(row?.booking_id).toBe(accepted.body.data.booking.id);
    const booking = await server.db.query<Record<string, unknown>>(
      `select enquiry_id, offer_id, property_id, selling_price_per_night::text as price,
              cost_per_night::text as cost, to_char(check_in, 'YYYY-MM-DD') as check_in,
              to_char(check_out, 'YYYY-MM-DD') as check_out, company_id, status
         from bookings where id = $1`,
      [accepted.body.data.booking.id],
    );
    expect(booking.rows[0]).toEqual({
      enquiry_id: id,
      offer_id: a.id,
      property_id: stock[0]?.id,
      price: '100.00',
      cost: '80.00',
      check_in: '2027-03-01',
      check_out: '2027-03-08',
      company_id: companyId,
      status: 'booked',
    });
    const lines = offerLineListSchema.parse(
      (await call('GET', `/api/v1/enquiries/${id}/offers`)).body,
    ).data;
    const byId = new Map(lines.map((line) => [line.id, [line.status, line.clientDecision]]));
    expect(byId.get(a.id)).toEqual(['offeredOut', 'accepted']);
    expect(byId.get(b.id)).toEqual(['rejected', 'declined']);
    expect(byId.get(c.id)).toEqual(['rejected', 'pending']);
    const again = await call<Mutation<unknown>>(
      'POST',
      `/api/v1/enquiries/${id}/offers/${b.id}/accept`,
      { version: lines.find((line) => line.id === b.id)?.version },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(accepted.body.data.booking.reference);
  });

  it('leaves no half booking when the accept fails part way: the enquiry, its lines and the bookings stay as they were', async () => {
    const id = await enquiry();
    const a = await offerOut(await addLine(id, stock[5] as StockProperty, '80', '100'));
    const b = await offerOut(await addLine(id, stock[6] as StockProperty, '70', '95'));
    const before = await enquiryRow(id);
    const linesBefore = offerLineListSchema.parse(
      (await call('GET', `/api/v1/enquiries/${id}/offers`)).body,
    ).data;
    // A planted failure once the booking row is written, late in the accept's transaction.
    await server.db.query(`create function plant_booking_failure() returns trigger language plpgsql as $$
      begin raise exception 'planted failure'; end $$`);
    await server.db.query(`create trigger plant_booking_failure after insert on bookings
      for each row execute function plant_booking_failure()`);
    try {
      const failed = await call('POST', `/api/v1/enquiries/${id}/offers/${a.id}/accept`, {
        version: a.version,
      });
      expect(failed.status).toBe(500);
    } finally {
      await server.db.query('drop trigger plant_booking_failure on bookings');
      await server.db.query('drop function plant_booking_failure()');
    }
    const after = await enquiryRow(id);
    expect(after?.status).toBe(before?.status);
    expect(after?.booking_id).toBeNull();
    const bookings = await server.db.query('select id from bookings where enquiry_id = $1', [id]);
    expect(bookings.rows).toHaveLength(0);
    const linesAfter = offerLineListSchema.parse(
      (await call('GET', `/api/v1/enquiries/${id}/offers`)).body,
    ).data;
    const shape = (lines: typeof linesAfter) =>
      lines.map((line) => [line.id, line.status, line.clientDecision, line.version]).sort();
    expect(shape(linesAfter)).toEqual(shape(linesBefore));
    expect(linesAfter.find((line) => line.id === b.id)?.status).toBe('offeredOut');
    // With the failure gone the same accept goes through.
    const accepted = await call('POST', `/api/v1/enquiries/${id}/offers/${a.id}/accept`, {
      version: a.version,
    });
    expect(accepted.status, accepted.text).toBe(200);
  });

  it('lets one of two concurrent accepts win; the other gets 409 and nothing changes twice', async () => {
    const id = await enquiry();
    const a = await offerOut(await addLine(id, stock[3] as StockProperty, '80', '100'));
    const b = await offerOut(await addLine(id, stock[4] as StockProperty, '80', '100'));
    const [first, second] = await Promise.all([
      call('POST', `/api/v1/enquiries/${id}/offers/${a.id}/accept`, { version: a.version }),
      call(
        'POST',
        `/api/v1/enquiries/${id}/offers/${b.id}/accept`,
        { version: b.version },
        'admin',
      ),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 409]);
    const bookings = await server.db.query('select id from bookings where enquiry_id = $1', [id]);
    expect(bookings.rows).toHaveLength(1);
    const accepted = await server.db.query(
      `select id from enquiry_offers where enquiry_id = $1 and client_decision = 'accepted'`,
      [id],
    );
    expect(accepted.rows).toHaveLength(1);
  });
});

describe('the whole way through the API', () => {
  it('takes an assigned enquiry with three candidates, one below the floor, through approval, quote and acceptance to booked', async () => {
    // Other nights than the tests above, which booked stock[5] for the default stay.
    const id = await enquiry({ status: 'assigned', checkIn: '2027-05-03', checkOut: '2027-05-10' });
    const cheap = await addLine(id, stock[5] as StockProperty, '92', '100');
    const second = await addLine(id, stock[6] as StockProperty, '80', '110');
    await addLine(id, stock[7] as StockProperty, '70', '95');
    expect((await enquiryRow(id))?.status).toBe('pending');
    const asked = await move(cheap, 'approved');
    expect(asked.body.data.approval.state).toBe('requested');
    expect((await enquiryRow(id))?.status).toBe('awaitingApproval');
    const approved = await call<Mutation<OfferLineView>>(
      'POST',
      `/api/v1/enquiries/${id}/offers/${cheap.id}/approve`,
      { version: asked.body.data.version },
      'masteradmin',
    );
    expect((await enquiryRow(id))?.status).toBe('approved');
    const held = (await move(approved.body.data, 'awaitingResponse')).body.data;
    const offered = (await move(held, 'offeredOut')).body.data;
    expect(offered.status).toBe('offeredOut');
    await offerOut(second);
    expect((await enquiryRow(id))?.status).toBe('offeredOut');
    const quote = await call<Mutation<QuoteView>>('POST', `/api/v1/enquiries/${id}/quotes`);
    expect(quote.body.data.lines.map((line) => line.offerId).sort()).toEqual(
      [cheap.id, second.id].sort(),
    );
    const accepted = await call<Mutation<OfferAcceptResult>>(
      'POST',
      `/api/v1/enquiries/${id}/offers/${cheap.id}/accept`,
      { version: offered.version },
    );
    expect(accepted.status, accepted.text).toBe(200);
    expect((await enquiryRow(id))?.status).toBe('booked');
    const activity = await server.db.query<{ summary: string }>(
      `select summary from enquiry_events where enquiry_id = $1 and kind = 'status' order by at, id`,
      [id],
    );
    expect(activity.rows.map((row) => row.summary.replace(/ \(.*\)$/, '')).sort()).toEqual(
      [
        'Status: Assigned → Pending',
        'Status: Pending → Awaiting Approval',
        'Status: Awaiting Approval → Approved',
        'Status: Approved → Awaiting Response',
        'Status: Awaiting Response → Offered Out',
        'Status: Offered Out → Booked',
      ].sort(),
    );
  });
});

describe('line history', () => {
  it('shows every status and price change with who, when, before and after; cost changes to COST_AUDIT_TRAIL only', async () => {
    const id = await enquiry();
    const line = await addLine(id, stock[10] as StockProperty, '80', '100');
    const repriced = await call<Mutation<OfferLineView>>(
      'PATCH',
      `/api/v1/enquiries/${id}/offers/${line.id}`,
      {
        landlordCostPerNight: gbp('75'),
        sellingPricePerNight: gbp('105'),
        version: line.version,
      },
      'moderator',
    );
    await move(repriced.body.data, 'approved');
    const full = offerHistorySchema.parse(
      (
        await call(
          'GET',
          `/api/v1/enquiries/${id}/offers/${line.id}/history`,
          undefined,
          'masteradmin',
        )
      ).body,
    );
    expect(full.costsHidden).toBe(false);
    expect(full.data.map((entry) => [entry.kind, entry.field, entry.cost])).toEqual([
      ['created', null, false],
      ['cost', 'landlordCostPerNight', true],
      ['cost', 'landlordCostPerNight', true],
      ['price', 'sellingPricePerNight', false],
      ['status', 'status', false],
    ]);
    expect(full.data[2]).toMatchObject({
      actor: { id: idOf('moderator') },
      before: gbp('80.00'),
      after: gbp('75.00'),
    });
    expect(full.data[3]).toMatchObject({ before: gbp('100.00'), after: gbp('105.00') });
    expect(full.data[4]).toMatchObject({ before: 'notApproved', after: 'approved' });
    for (const role of ['user', 'moderator', 'admin'] as const) {
      const limited = offerHistorySchema.parse(
        (await call('GET', `/api/v1/enquiries/${id}/offers/${line.id}/history`, undefined, role))
          .body,
      );
      expect(limited.costsHidden, role).toBe(true);
      expect(
        limited.data.map((entry) => entry.kind),
        role,
      ).toEqual(['created', 'price', 'status']);
    }
  });
});

/** The text a PDF shows: its content streams inflated, the strings of every TJ joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      body = raw.slice(start, end);
    }
    for (const tj of body.matchAll(/\[(.*?)\]\s*TJ/g)) {
      lines.push(
        [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return lines.join('\n');
}

describe('quotes', () => {
  it('stores the offered-out lines and renders them as JSON and PDF, with no landlord details or costs', async () => {
    const property = stock[11] as StockProperty;
    await server.db.query(
      `update properties set costs = costs || '{"cleaningFee":{"amount":"45.00","currency":"GBP"},"deposit":{"amount":"300.00","currency":"GBP"},"parking":{"amount":"0.00","currency":"GBP"},"petFee":{"amount":"0.00","currency":"GBP"},"exitClean":{"amount":"0.00","currency":"GBP"}}'::jsonb,
         address = jsonb_set(address, '{street}', '"27b Canal Wharf"')
       where id = $1`,
      [property.id],
    );
    await server.staydesk.deps.files.put('companies/northwind-logo.png', PNG_BYTES, 'image/png');
    await server.db.query(
      `update companies set branding = '{"displayName":"Northwind Relocation","primaryColour":"#0A5C36","secondaryColour":"#E6F2EC","website":"https://northwind.test"}'::jsonb,
         logo_key = 'companies/northwind-logo.png', logo_name = 'logo.png'
        where id = $1`,
      [companyId],
    );
    const id = await enquiry();
    const none = await call<Mutation<unknown>>('POST', `/api/v1/enquiries/${id}/quotes`);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Offer out at least one line before sending a quote');
    await offerOut(await addLine(id, property, '83.17', '126.40'));
    const created = await call<Mutation<QuoteView>>('POST', `/api/v1/enquiries/${id}/quotes`);
    expect(created.status, created.text).toBe(201);
    const quote = quoteViewSchema.parse(created.body.data);
    expect(quote.reference).toMatch(/^ENQ-\d+\/Q1$/);
    expect(quote.brand).toMatchObject({
      name: 'Staydesk',
      clientDisplayName: 'Northwind Relocation',
      primaryColour: '#0A5C36',
    });
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({
      address: {
        number: '27b',
        street: 'Canal Wharf',
        city: property.city,
        postcode: property.zip,
      },
      pricePerNight: gbp('126.40'),
      totalPrice: gbp('884.80'),
      externalCosts: [
        { kind: 'deposit', label: 'Deposit', amount: gbp('300.00') },
        { kind: 'cleaningFee', label: 'Cleaning fee', amount: gbp('45.00') },
      ],
    });
    const json = await call('GET', `/api/v1/enquiries/${id}/quotes/${quote.id}`);
    expect(json.status).toBe(200);
    expect(json.text).not.toContain(property.landlord);
    expect(json.text).not.toContain('83.17');
    expect(json.text).not.toMatch(/landlord/i);
    const list = await call<{ data: { reference: string; lineCount: number }[] }>(
      'GET',
      `/api/v1/enquiries/${id}/quotes`,
    );
    expect(list.body.data).toEqual([
      expect.objectContaining({ reference: quote.reference, lineCount: 1 }),
    ]);

    const response = await fetch(
      `${server.baseUrl}/api/v1/enquiries/${id}/quotes/${quote.id}/pdf`,
      {
        headers: { authorization: `Bearer ${tokenOf('user')}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The company's logo is drawn in the brand band.
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(quote.brand.logo).toMatch(/\/companies\/northwind-logo\.png$/);
    const text = pdfText(pdf);
    for (const expected of [
      'Staydesk',
      '+44 20 7946 0321',
      'For Northwind Relocation',
      `Quote ${quote.reference}`,
      'Number: \n27b',
      'Street: \nCanal Wharf',
      `City: \n${property.city}`,
      `Postcode: \n${property.zip}`,
      'Price per night: \n£126.40',
      'Price for 7 nights: \n£884.80',
      'External costs',
      'Deposit: \n£300.00',
      'Cleaning fee: \n£45.00',
      '1 March 2027 to 8 March 2027 (7 nights)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(property.landlord);
    expect(text).not.toContain('83.17');
    expect(text).not.toMatch(/landlord|margin/i);
  });
});

describe('the enquiries report', () => {
  it('needs ENQUIRIES_REPORT', async () => {
    for (const role of ['user', 'moderator', 'admin'] as const) {
      expect((await call('GET', '/api/v1/enquiries/report', undefined, role)).status).toBe(403);
    }
    expect((await call('GET', '/api/v1/enquiries/report', undefined, 'masteradmin')).status).toBe(
      200,
    );
  });

  it('counts a small known data set: volume, funnel, time to first offer, win rate, lost reasons, CSV', async () => {
    // Received in 2019, where the demo data never reaches.
    const agent = (
      await server.db.query<{ id: string; name: string }>(
        'select id, name from agents order by name limit 1',
      )
    ).rows[0] as { id: string; name: string };
    const at = (day: number, hour = 9) =>
      `2019-06-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
    const won = await enquiry({
      receivedAt: at(3),
      source: 'email',
      agentId: agent.id,
      assigneeId: idOf('user'),
    });
    const wonToo = await enquiry({ receivedAt: at(4), source: 'email', assigneeId: idOf('user') });
    const lost = await enquiry({
      receivedAt: at(5),
      source: 'phone',
      status: 'cancelled',
      lostReason: 'Client found their own',
      assigneeId: idOf('user'),
    });
    await enquiry({
      receivedAt: at(6),
      source: 'agent',
      status: 'notPossible',
      lostReason: 'Client found their own',
      agentId: agent.id,
      assigneeId: idOf('admin'),
    });
    await enquiry({
      receivedAt: at(7),
      source: 'phone',
      status: 'pending',
      companyId: null,
      assigneeId: null,
    });
    // Outside the range: not counted.
    await enquiry({ receivedAt: '2019-07-01T00:00:00Z', source: 'portal' });
    for (const [enquiryId, hours] of [
      [won, 10],
      [wonToo, 30],
      [lost, 2],
    ] as const) {
      const received = (
        await server.db.query<{ received_at: Date }>(
          'select received_at from enquiries where id = $1',
          [enquiryId],
        )
      ).rows[0]?.received_at as Date;
      await server.db.query(
        `insert into enquiry_offers (enquiry_id, property_id, status, landlord_cost_per_night,
           selling_price_per_night, currency, nights, offered_at)
         values ($1, $2, 'offeredOut', 80, 100, 'GBP', 7, $3)`,
        [enquiryId, stock[0]?.id, new Date(received.getTime() + hours * 3_600_000)],
      );
    }
    await server.db.query(
      `update enquiries set status = 'booked', booking_id = gen_random_uuid() where id = any($1::uuid[])`,
      [[won, wonToo]],
    );
    const response = await call<{ data: EnquiryReport }>(
      'GET',
      '/api/v1/enquiries/report?from=2019-06-01&to=2019-06-30',
      undefined,
      'masteradmin',
    );
    expect(response.status, response.text).toBe(200);
    const report = enquiryReportSchema.parse(response.body.data);
    expect(report.total).toBe(5);
    expect(report.bySource.filter((row) => row.count > 0)).toEqual([
      { key: 'email', label: 'Email', count: 2 },
      { key: 'phone', label: 'Phone', count: 2 },
      { key: 'agent', label: 'Agent', count: 1 },
    ]);
    expect(report.byAgent).toEqual([
      { key: null, label: 'Direct (no agent)', count: 3 },
      { key: agent.id, label: agent.name, count: 2 },
    ]);
    expect(report.byCompany.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(report.byCompany.find((row) => row.key === null)?.count).toBe(1);
    expect(
      Object.fromEntries(
        report.funnel.filter((row) => row.count > 0).map((row) => [row.status, row.count]),
      ),
    ).toEqual({
      pending: 1,
      booked: 2,
      cancelled: 1,
      notPossible: 1,
    });
    expect(report.stages).toEqual({ received: 5, withOffer: 3, offeredOut: 3, booked: 2 });
    expect(report.timeToFirstOffer).toEqual({ count: 3, medianHours: 10, averageHours: 14 });
    expect(report.winRate).toEqual([
      { key: idOf('user'), label: 'Amelia Hughes', decided: 3, won: 2, ratePercent: 66.7 },
      { key: idOf('admin'), label: 'Priya Shah', decided: 1, won: 0, ratePercent: 0 },
      { key: null, label: 'Not assigned', decided: 0, won: 0, ratePercent: null },
    ]);
    expect(report.lostReasons).toEqual([
      { key: 'Client found their own', label: 'Client found their own', count: 2 },
    ]);
    expect(report.byMonth).toEqual([{ month: '2019-06', received: 5, booked: 2 }]);

    const csv = await call(
      'GET',
      '/api/v1/enquiries/report.csv?from=2019-06-01&to=2019-06-30&table=winRate',
      undefined,
      'masteradmin',
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Assignee,Decided,Won,Win rate %',
      'Amelia Hughes,3,2,66.7',
      'Priya Shah,1,0,0',
      'Not assigned,0,0,',
      '',
    ]);
    const bad = await call(
      'GET',
      '/api/v1/enquiries/report?from=2019-06-30&to=2019-06-01',
      undefined,
      'masteradmin',
    );
    expect(bad.status).toBe(400);
  });
});

import { randomUUID } from 'node:crypto';
import { addDays, isLiveBooking, offerNights, type WorkflowStatus } from '@staydesk/domain';
import { type Random, seededRandom } from '../../lib/random.js';
import type { SeedContext } from '../kit.js';
import { seedLandlords } from '../landlords/seed.js';
import { seedProperties } from '../properties/seed.js';
import { readSettings } from '../settings/settings.js';
import { readEnquiries } from './offers-enquiry.js';
import { type OfferRow, readOfferRowsOf } from './offers-store.js';
import {
  buildQuoteSnapshot,
  COMPANY_BRAND_SELECT,
  type CompanyRow,
  GUEST_NAME_SELECT,
} from './quotes-service.js';

/**
 * Demo offer lines for the demo enquiries (S1's seed calls this after adding them): lines whose
 * statuses fit each enquiry's status, with their histories, a quote for every enquiry that was
 * offered out, and the booking of every booked one. Deterministic (seeded PRNG); idempotent: it
 * adds nothing once any offer line exists.
 */

interface DemoEnquiry {
  id: string;
  status: WorkflowStatus;
  received_at: Date;
  check_in: string;
  check_out: string | null;
  location_city: string;
  lost_reason: string | null;
  assignee_id: string | null;
  company_id: string | null;
  billing_company_id: string | null;
  agent_id: string | null;
  guest_ids: string[];
  deleted: boolean;
}

interface DemoProperty {
  id: string;
  title: string;
  city: string;
  rate: string;
  currency: string;
  landlord_id: string | null;
}

type LineStatus = 'notApproved' | 'approved' | 'awaitingResponse' | 'offeredOut' | 'rejected';

interface Line {
  id: string;
  enquiry_id: string;
  property_id: string;
  status: LineStatus;
  cost: string;
  price: string;
  currency: string;
  nights: number;
  cost_warning: string | null;
  approval_requested_at: string | null;
  approval_requested_by: string | null;
  approved_by: string | null;
  approved_at: string | null;
  approved_cost: string | null;
  approved_price: string | null;
  hold_expires_at: string | null;
  landlord_confirmed_at: string | null;
  offered_at: string | null;
  client_decision: 'pending' | 'accepted' | 'declined';
  created_at: string;
  created_by: string | null;
}

interface Event {
  offer_id: string;
  enquiry_id: string;
  at: string;
  actor_id: string | null;
  kind: string;
  field: string | null;
  before: unknown;
  after: unknown;
  note: string | null;
  is_cost: boolean;
}

const HOUR = 3_600_000;
const money = (amount: number) => amount.toFixed(2);

/** What each enquiry status holds in lines: how many, and the story of the furthest one. */
function planFor(
  status: WorkflowStatus,
  random: Random,
): { count: number; lead: LineStatus | null } {
  switch (status) {
    case 'pending':
      return { count: random.int(1, 3), lead: random.chance(0.5) ? 'approved' : 'notApproved' };
    case 'awaitingApproval':
      return { count: random.int(1, 3), lead: 'notApproved' };
    case 'approved':
      return { count: random.int(1, 3), lead: 'approved' };
    case 'awaitingResponse':
      return { count: random.int(1, 3), lead: 'awaitingResponse' };
    case 'offeredOut':
    case 'booked':
    case 'complete':
      return { count: random.int(2, 3), lead: 'offeredOut' };
    case 'archived':
      return { count: random.int(1, 3), lead: 'offeredOut' };
    case 'cancelled':
    case 'notPossible':
      return { count: random.int(0, 2), lead: 'rejected' };
    default:
      return { count: 0, lead: null };
  }
}

const FLOW: LineStatus[] = ['notApproved', 'approved', 'awaitingResponse', 'offeredOut'];

export async function seedEnquiryOffers(
  context: SeedContext,
  /** Only these enquiries (the ones the enquiries seed just made); all of them when left out. */
  only?: readonly { id: string }[],
): Promise<number> {
  const { tx } = context;
  const options = { actorId: context.actorId };
  const existing = await tx.query<{ n: number }>('select count(*)::int as n from enquiry_offers');
  if ((existing.rows[0]?.n ?? 0) > 0) return 0;
  // The lines are priced on the demo stock, but the enquiries module seeds before the landlords
  // and properties modules (registry order). Their seeds add nothing once their table has rows
  // and are deterministic, so the stock is the same whichever of us seeds it first.
  await seedLandlords(context);
  await seedProperties(context);
  const random = seededRandom(130_613);
  const enquiries = (
    await tx.query<DemoEnquiry>(
      `select id, status, received_at, to_char(check_in, 'YYYY-MM-DD') as check_in,
              to_char(check_out, 'YYYY-MM-DD') as check_out, location_city, lost_reason,
              assignee_id, company_id, billing_company_id, agent_id, guest_ids, deleted
         from enquiries where ($1::uuid[] is null or id = any($1::uuid[]))
        order by received_at, id`,
      [only ? only.map((enquiry) => enquiry.id) : null],
    )
  ).rows;
  const stock = (
    await tx.query<DemoProperty>(
      `select id, title, city, nightly_rate::text as rate, currency, landlord_id from properties
        where deleted = false and status = 'available' and is_temporary = false order by id`,
    )
  ).rows;
  if (enquiries.length === 0 || stock.length === 0) return 0;
  const byCity = new Map<string, DemoProperty[]>();
  for (const property of stock) {
    const list = byCity.get(property.city) ?? [];
    list.push(property);
    byCity.set(property.city, list);
  }
  const staff = (
    await tx.query<{ id: string; role: string }>(
      `select id, role from users where email like '%@staydesk.test' and deleted = false order by email`,
    )
  ).rows;
  const approver = staff.find((user) => user.role === 'masteradmin')?.id ?? options.actorId ?? null;

  const lines: Line[] = [];
  const events: Event[] = [];
  const quoted: string[] = [];
  const booked: { enquiry: DemoEnquiry; line: Line; landlordId: string | null }[] = [];
  const activity: {
    enquiry_id: string;
    at: string;
    actor_id: string | null;
    kind: string;
    summary: string;
  }[] = [];

  /** The nights each property's live demo bookings hold, as they are planned. */
  const liveStays = new Map<string, { from: string; to: string }[]>();

  for (const enquiry of enquiries) {
    const plan = planFor(enquiry.status, random);
    if (plan.count === 0 || plan.lead === null) continue;
    let won =
      enquiry.status === 'booked' ||
      enquiry.status === 'complete' ||
      (enquiry.status === 'archived' && enquiry.lost_reason === null);
    const local = byCity.get(enquiry.location_city) ?? [];
    const pool = local.length >= plan.count ? local : stock;
    const chosen = new Set<DemoProperty>();
    while (chosen.size < Math.min(plan.count, pool.length)) chosen.add(random.pick(pool));
    const nights = offerNights(enquiry.check_in, enquiry.check_out);
    let order = [...chosen];
    if (won && isLiveBooking({ status: enquiry.status })) {
      // The lead line becomes a live booking: it goes to a property whose nights no other live
      // demo booking holds (the database refuses two sharing a night).
      const stay = {
        from: enquiry.check_in,
        to: enquiry.check_out ?? addDays(enquiry.check_in, nights),
      };
      const free = (property: DemoProperty) =>
        !(liveStays.get(property.id) ?? []).some(
          (taken) => taken.from < stay.to && stay.from < taken.to,
        );
      const lead = order.find(free) ?? pool.find(free) ?? stock.find(free);
      if (lead) {
        order = [lead, ...order.filter((property) => property !== lead)].slice(0, order.length);
        liveStays.set(lead.id, [...(liveStays.get(lead.id) ?? []), stay]);
      } else {
        won = false;
      }
    }
    const actor = enquiry.assignee_id ?? options.actorId;
    const received = enquiry.received_at.getTime();
    let index = 0;
    for (const property of order) {
      const lead = index === 0;
      index++;
      const created = received + random.int(1, 20) * HOUR;
      // The lead line follows the enquiry's story; the others stop earlier or are closed.
      let status: LineStatus = lead
        ? plan.lead
        : random.pick(['notApproved', 'approved', 'rejected'] as const);
      if (enquiry.status === 'offeredOut' && !lead && random.chance(0.5)) status = 'offeredOut';
      if (won && !lead) status = 'offeredOut';
      if (plan.lead === 'rejected') status = 'rejected';
      const base = Math.max(40, Number(property.rate) || random.int(60, 180));
      const lowMargin = (enquiry.status === 'awaitingApproval' && lead) || random.chance(0.08);
      const marginPercent = lowMargin ? random.int(3, 9) : random.int(15, 32);
      const cost = base;
      const price = Math.round((cost / (1 - marginPercent / 100)) * 100) / 100;
      const line: Line = {
        id: randomUUID(),
        enquiry_id: enquiry.id,
        property_id: property.id,
        status,
        cost: money(cost),
        price: money(price),
        currency: property.currency,
        nights,
        cost_warning: null,
        approval_requested_at: null,
        approval_requested_by: null,
        approved_by: null,
        approved_at: null,
        approved_cost: null,
        approved_price: null,
        hold_expires_at: null,
        landlord_confirmed_at: null,
        offered_at: null,
        client_decision: 'pending',
        created_at: new Date(created).toISOString(),
        created_by: actor,
      };
      const event = (at: number, kind: string, extra: Partial<Event> = {}) =>
        events.push({
          offer_id: line.id,
          enquiry_id: enquiry.id,
          at: new Date(at).toISOString(),
          actor_id: actor,
          kind,
          field: null,
          before: null,
          after: null,
          note: null,
          is_cost: false,
          ...extra,
        });
      const gbp = (amount: string) => ({ amount, currency: line.currency });
      event(created, 'created', {
        after: { status: 'notApproved', sellingPricePerNight: gbp(line.price), nights },
      });
      event(created, 'cost', {
        field: 'landlordCostPerNight',
        after: gbp(line.cost),
        is_cost: true,
      });
      activity.push({
        enquiry_id: enquiry.id,
        at: line.created_at,
        actor_id: actor,
        kind: 'offer',
        summary: `Added ${property.title}`,
      });
      let at = created;
      // A repricing now and then, so histories show price and cost changes.
      if (random.chance(0.35)) {
        at += random.int(1, 6) * HOUR;
        const before = line.price;
        line.price = money(Number(line.price) + random.int(-3, 6) * 5);
        if (Number(line.price) <= Number(line.cost)) line.price = money(Number(line.cost) * 1.2);
        event(at, 'price', {
          field: 'sellingPricePerNight',
          before: gbp(before),
          after: gbp(line.price),
        });
        if (random.chance(0.5)) {
          const costBefore = line.cost;
          line.cost = money(Number(line.cost) - random.int(1, 4) * 5);
          event(at, 'cost', {
            field: 'landlordCostPerNight',
            before: gbp(costBefore),
            after: gbp(line.cost),
            is_cost: true,
          });
        }
      }
      if (lowMargin) {
        at += HOUR;
        line.cost_warning = `Margin ${marginPercent}% is below the 12% floor`;
        line.approval_requested_at = new Date(at).toISOString();
        line.approval_requested_by = actor;
        event(at, 'approvalRequested', { note: line.cost_warning });
        if (status !== 'notApproved' && status !== 'rejected') {
          at += random.int(1, 8) * HOUR;
          line.approval_requested_at = null;
          line.approved_by = approver;
          line.approved_at = new Date(at).toISOString();
          line.approved_cost = line.cost;
          line.approved_price = line.price;
          events.push({
            offer_id: line.id,
            enquiry_id: enquiry.id,
            at: line.approved_at,
            actor_id: approver,
            kind: 'approved',
            field: null,
            before: null,
            after: null,
            note: line.cost_warning,
            is_cost: false,
          });
        }
      }
      const reach = status === 'rejected' ? 0 : FLOW.indexOf(status);
      for (let step = 1; step <= reach; step++) {
        at += random.int(2, 30) * HOUR;
        const to = FLOW[step] as LineStatus;
        event(at, 'status', { field: 'status', before: FLOW[step - 1], after: to });
        if (to === 'awaitingResponse') {
          line.hold_expires_at = new Date(at + 48 * HOUR).toISOString();
          if (random.chance(0.7))
            line.landlord_confirmed_at = new Date(at + 3 * HOUR).toISOString();
        }
        if (to === 'offeredOut') line.offered_at = new Date(at).toISOString();
      }
      if (status === 'rejected') {
        at += random.int(2, 48) * HOUR;
        event(at, 'status', { field: 'status', before: 'notApproved', after: 'rejected' });
      }
      lines.push(line);
      if (won && lead) booked.push({ enquiry, line, landlordId: property.landlord_id });
    }
    if (lines.some((line) => line.enquiry_id === enquiry.id && line.status === 'offeredOut')) {
      quoted.push(enquiry.id);
    }
  }

  await tx.query(
    `insert into enquiry_offers (id, enquiry_id, property_id, status, landlord_cost_per_night,
       selling_price_per_night, currency, nights, cost_warning, approval_requested_at,
       approval_requested_by, approved_by, approved_at, approved_cost_per_night,
       approved_price_per_night, hold_expires_at, landlord_confirmed_at, offered_at,
       client_decision, created_at, updated_at, created_by)
     select id, enquiry_id, property_id, status, cost, price, currency, nights, cost_warning,
       approval_requested_at, approval_requested_by, approved_by, approved_at, approved_cost,
       approved_price, hold_expires_at, landlord_confirmed_at, offered_at, client_decision,
       created_at, created_at, created_by
     from jsonb_to_recordset($1::text::jsonb) as x(id uuid, enquiry_id uuid, property_id uuid,
       status text, cost numeric, price numeric, currency text, nights int, cost_warning text,
       approval_requested_at timestamptz, approval_requested_by uuid, approved_by uuid,
       approved_at timestamptz, approved_cost numeric, approved_price numeric,
       hold_expires_at timestamptz, landlord_confirmed_at timestamptz, offered_at timestamptz,
       client_decision text, created_at timestamptz, created_by uuid)`,
    [JSON.stringify(lines)],
  );

  // Quotes of the offered-out lines, as the enquiry's quote-out step would store them (read in
  // bulk: a query per enquiry would cost seconds on PGlite).
  const facts = await readEnquiries(tx, quoted);
  const settings = await readSettings(tx);
  const companies = new Map(
    (await tx.query<CompanyRow & { id: string }>(COMPANY_BRAND_SELECT)).rows.map((row) => [
      row.id,
      row,
    ]),
  );
  const guestNames = new Map(
    (await tx.query<{ id: string; name: string }>(GUEST_NAME_SELECT)).rows.map((row) => [
      row.id,
      row.name,
    ]),
  );
  const rowsByEnquiry = new Map<string, OfferRow[]>();
  for (const row of await readOfferRowsOf(tx, quoted)) {
    const list = rowsByEnquiry.get(row.enquiry_id) ?? [];
    list.push(row);
    rowsByEnquiry.set(row.enquiry_id, list);
  }
  const quotes: {
    enquiry_id: string;
    reference: string;
    snapshot: unknown;
    created_at: string;
    created_by: string | null;
  }[] = [];
  for (const enquiryId of quoted) {
    const enquiry = facts.get(enquiryId);
    if (!enquiry) continue;
    const snapshot = buildQuoteSnapshot({
      settings,
      brand: 'staydesk',
      enquiry,
      company: enquiry.companyId ? (companies.get(enquiry.companyId) ?? null) : null,
      guestNames: enquiry.guestIds.flatMap((id) => guestNames.get(id) ?? []),
      rows: rowsByEnquiry.get(enquiryId) ?? [],
    });
    const first = lines.find((line) => line.enquiry_id === enquiryId && line.offered_at !== null);
    const at = first?.offered_at ?? new Date().toISOString();
    const actor = first?.created_by ?? options.actorId;
    const reference = `${enquiry.reference}/Q1`;
    quotes.push({ enquiry_id: enquiryId, reference, snapshot, created_at: at, created_by: actor });
    for (const line of snapshot.lines) {
      events.push({
        offer_id: line.offerId,
        enquiry_id: enquiryId,
        at,
        actor_id: actor,
        kind: 'quoted',
        field: null,
        before: null,
        after: { pricePerNight: line.pricePerNight, totalPrice: line.totalPrice },
        note: reference,
        is_cost: false,
      });
    }
  }
  await tx.query(
    `insert into enquiry_quotes (enquiry_id, number, reference, snapshot, created_at, created_by)
     select enquiry_id, 1, reference, snapshot, created_at, created_by
       from jsonb_to_recordset($1::text::jsonb) as x(enquiry_id uuid, reference text,
         snapshot jsonb, created_at timestamptz, created_by uuid)`,
    [JSON.stringify(quotes)],
  );

  // The client's choice: the lead line accepted, the booking made, the other lines closed.
  const bookingRows = booked.map(({ enquiry, line, landlordId }) => ({
    enquiry_id: enquiry.id,
    offer_id: line.id,
    property_id: line.property_id,
    landlord_id: landlordId,
    company_id: enquiry.company_id,
    billing_company_id: enquiry.billing_company_id,
    guest_ids: enquiry.guest_ids,
    agent_id: enquiry.agent_id,
    check_in: enquiry.check_in,
    check_out: enquiry.check_out,
    price: line.price,
    cost: line.cost,
    currency: line.currency,
    status: enquiry.status === 'booked' ? 'booked' : enquiry.status,
    created_at: new Date(
      new Date(line.offered_at ?? line.created_at).getTime() + random.int(4, 72) * HOUR,
    ).toISOString(),
    created_by: line.created_by,
  }));
  const made = await tx.query<{ id: string; reference: string; enquiry_id: string }>(
    `insert into bookings (enquiry_id, offer_id, property_id, landlord_id, company_id,
       billing_company_id, guest_ids, agent_id, check_in, check_out, selling_price_per_night,
       cost_per_night, currency, status, created_at, updated_at, created_by)
     select enquiry_id, offer_id, property_id, landlord_id, company_id, billing_company_id,
       array(select jsonb_array_elements_text(guest_ids))::uuid[], agent_id, check_in, check_out,
       price, cost, currency, status, created_at, created_at, created_by
       from jsonb_to_recordset($1::text::jsonb) as x(enquiry_id uuid, offer_id uuid,
         property_id uuid, landlord_id uuid, company_id uuid, billing_company_id uuid,
         guest_ids jsonb, agent_id uuid, check_in date, check_out date, price numeric,
         cost numeric, currency text, status text, created_at timestamptz, created_by uuid)
     returning id, reference, enquiry_id`,
    [JSON.stringify(bookingRows)],
  );
  const bookingOf = new Map(made.rows.map((row) => [row.enquiry_id, row]));
  await tx.query(
    `update enquiries e set booking_id = b.id from bookings b
      where b.enquiry_id = e.id and b.enquiry_id = any($1::uuid[])`,
    [booked.map(({ enquiry }) => enquiry.id)],
  );
  const closing: string[] = [];
  for (const [index, { enquiry, line }] of booked.entries()) {
    const booking = bookingOf.get(enquiry.id);
    if (!booking) continue;
    const at = bookingRows[index]?.created_at ?? line.created_at;
    line.client_decision = 'accepted';
    events.push({
      offer_id: line.id,
      enquiry_id: enquiry.id,
      at,
      actor_id: line.created_by,
      kind: 'accepted',
      field: 'clientDecision',
      before: 'pending',
      after: 'accepted',
      note: booking.reference,
      is_cost: false,
    });
    for (const other of lines) {
      if (other.enquiry_id !== enquiry.id || other.id === line.id || other.status === 'rejected') {
        continue;
      }
      closing.push(other.id);
      events.push({
        offer_id: other.id,
        enquiry_id: enquiry.id,
        at,
        actor_id: line.created_by,
        kind: 'closed',
        field: 'status',
        before: other.status,
        after: 'rejected',
        note: `Another line was accepted (${booking.reference})`,
        is_cost: false,
      });
    }
    activity.push({
      enquiry_id: enquiry.id,
      at,
      actor_id: line.created_by,
      kind: 'booked',
      summary: `Offer accepted: ${booking.reference}`,
    });
  }
  await tx.query(
    `update enquiry_offers set client_decision = 'accepted' where id = any($1::uuid[])`,
    [booked.map(({ line }) => line.id)],
  );
  await tx.query(
    `update enquiry_offers set status = 'rejected',
       client_decision = case when status = 'offeredOut' then 'declined' else client_decision end
     where id = any($1::uuid[])`,
    [closing],
  );

  events.sort((a, b) => a.at.localeCompare(b.at));
  await tx.query(
    `insert into enquiry_offer_events (offer_id, enquiry_id, at, actor_id, kind, field, before, after, note, is_cost)
     select offer_id, enquiry_id, at, actor_id, kind, field, before, after, note, is_cost
       from jsonb_to_recordset($1::text::jsonb) as x(offer_id uuid, enquiry_id uuid, at timestamptz,
         actor_id uuid, kind text, field text, before jsonb, after jsonb, note text, is_cost boolean)`,
    [JSON.stringify(events)],
  );
  await tx.query(
    `insert into enquiry_events (enquiry_id, at, actor_id, kind, summary)
     select enquiry_id, at, actor_id, kind, summary
       from jsonb_to_recordset($1::text::jsonb) as x(enquiry_id uuid, at timestamptz, actor_id uuid,
         kind text, summary text)`,
    [JSON.stringify(activity)],
  );
  return lines.length;
}

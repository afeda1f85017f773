import { addDays, dayIn } from '@staydesk/domain';
import { seededRandom } from '../../lib/random.js';
import { seedGuests } from '../clients/seed.js';
import { seedEnquiries } from '../enquiries/seed.js';
import type { SeedContext } from '../kit.js';
import { readSettings } from '../settings/settings.js';
import { afterBookingInserted, blockSupply, findClash, refreshSearchText } from './service.js';

/** Purchase orders of the demo data start so: the seed adds nothing once one exists. */
const DEMO_PO = 'PO-DEMO-';

/** A direct demo stay, its days relative to today. */
interface Scenario {
  in: number;
  out: number;
  /** The original check-out when the stay was extended. */
  originalOut?: number;
  confirmed: boolean;
  decision: 'undecided' | 'extending' | 'leaving';
  deposit: string;
  depositReturned?: boolean;
  issue?: string;
}

/**
 * Every booking tab has rows relative to the day the seed runs: arrivals and departures today and
 * tomorrow (confirmed and not), stays under way, extended, finished (deposit returned or not),
 * a flagged issue, and stays to come.
 */
const SCENARIOS: Scenario[] = [
  { in: 0, out: 7, confirmed: false, decision: 'leaving', deposit: '300' },
  { in: 0, out: 14, confirmed: true, decision: 'leaving', deposit: '500' },
  { in: 1, out: 8, confirmed: false, decision: 'leaving', deposit: '0' },
  { in: 1, out: 30, confirmed: true, decision: 'undecided', deposit: '750' },
  { in: -5, out: 0, confirmed: true, decision: 'leaving', deposit: '400' },
  { in: -9, out: 1, confirmed: false, decision: 'leaving', deposit: '0' },
  { in: -3, out: 9, confirmed: true, decision: 'leaving', deposit: '250' },
  { in: -7, out: 2, confirmed: true, decision: 'undecided', deposit: '600' },
  { in: -12, out: 6, originalOut: -2, confirmed: true, decision: 'leaving', deposit: '500' },
  { in: -20, out: 1, originalOut: -6, confirmed: true, decision: 'extending', deposit: '0' },
  {
    in: -40,
    out: -22,
    confirmed: true,
    decision: 'leaving',
    deposit: '450',
    depositReturned: true,
  },
  { in: -45, out: -25, confirmed: true, decision: 'leaving', deposit: '800' },
  {
    in: -2,
    out: 10,
    confirmed: true,
    decision: 'leaving',
    deposit: '300',
    issue: 'Heating not working; landlord chasing an engineer',
  },
  { in: 2, out: 9, confirmed: false, decision: 'leaving', deposit: '0' },
  { in: 10, out: 24, confirmed: true, decision: 'undecided', deposit: '350' },
];

const DAY = 86_400_000;

/**
 * Demo bookings: fills the new fields of the bookings the demo enquiries won (seed-offers), blocks
 * their nights in the supply, and adds direct bookings so that every tab has rows relative to
 * today. Deterministic (seeded PRNG); idempotent (nothing once a demo purchase order exists).
 */
export async function seedBookings(context: SeedContext): Promise<number> {
  const { tx, actorId } = context;
  // The registry runs seeds in module-name order, so bookings comes before clients and
  // enquiries: the demo guests, then the demo enquiries (with the stock and the bookings they
  // won) are made here first, as their own seeds would (both idempotent: later runs add nothing).
  const enquiries = (await seedGuests(context)) + (await seedEnquiries(context));
  const done = await tx.query('select 1 from bookings where purchase_order like $1 limit 1', [
    `${DEMO_PO}%`,
  ]);
  if (done.rows.length > 0) return enquiries;
  const staff = await tx.query<{ id: string }>(
    `select id from users where deleted = false and is_active and role <> 'user' order by email`,
  );
  const managers = staff.rows.map((row) => row.id);
  const properties = await tx.query<{
    id: string;
    landlord_id: string | null;
    rate: string;
    currency: string;
  }>(
    `select id, landlord_id, nightly_rate::text as rate, costs->'nightlyRate'->>'currency' as currency
       from properties where deleted = false and status = 'available' order by title, id`,
  );
  if (properties.rows.length === 0) return enquiries;
  const companies = await tx.query<{ id: string; billing: string | null }>(
    `select id, default_billing_company_id as billing from companies
      where deleted = false and parent_id is null order by name`,
  );
  const guests = await tx.query<{ id: string }>(
    'select id from clients where deleted = false order by last_name, id',
  );
  const random = seededRandom(14_014);
  const now = new Date();
  const { timeZone } = await readSettings(tx);
  const today = dayIn(now, timeZone);
  const write = { actor: { id: actorId }, at: now };
  const pickManager = () => (managers.length > 0 ? random.pick(managers) : null);

  // The bookings the demo enquiries won: their new fields, their nights blocked.
  const won = await tx.query<{ id: string; check_in: string; check_out: string }>(
    `select id, check_in::text, check_out::text from bookings where enquiry_id is not null order by reference`,
  );
  for (const [index, booking] of won.rows.entries()) {
    const soon = booking.check_in <= addDays(today, 2) && booking.check_in >= today;
    const confirmed = !(soon && random.chance(0.5));
    await tx.query(
      `update bookings set account_manager_id = $2, purchase_order = $3, deposit_amount = $4,
         landlord_confirmed_at = $5, landlord_confirmed_by = $6, extension_decision = $7,
         deposit_returned_at = case when check_out < $8::date and $9 then $10::timestamptz end
       where id = $1`,
      [
        booking.id,
        pickManager(),
        `${DEMO_PO}${String(30_000 + index)}`,
        random.pick(['0', '250', '400', '500']),
        confirmed ? new Date(Date.parse(booking.check_in) - 5 * DAY) : null,
        confirmed ? pickManager() : null,
        random.pick(['undecided', 'leaving', 'leaving', 'extending']),
        addDays(today, -14),
        random.chance(0.8),
        now,
      ],
    );
    await afterBookingInserted(tx, booking.id, write);
  }

  // Direct bookings on free properties, every scenario ten times (about 350 bookings in all).
  let added = 0;
  let cursor = 0;
  for (let round = 0; round < 10; round += 1) {
    for (const scenario of SCENARIOS) {
      const checkIn = addDays(today, scenario.in);
      const checkOut = addDays(today, scenario.out);
      let property: (typeof properties.rows)[number] | undefined;
      for (let tries = 0; tries < properties.rows.length && !property; tries += 1) {
        const candidate = properties.rows[(cursor + tries) % properties.rows.length];
        if (candidate && !(await findClash(tx, candidate.id, checkIn, checkOut)))
          property = candidate;
      }
      cursor += 7;
      if (!property) continue;
      const company = companies.rows.length > 0 ? random.pick(companies.rows) : undefined;
      const guest = guests.rows.length > 0 ? random.pick(guests.rows) : undefined;
      const price = Number(property.rate) > 0 ? Number(property.rate) : random.int(90, 220);
      const cost = Math.round(price * (0.7 + random.int(0, 15) / 100));
      const currency = property.currency ?? 'GBP';
      const original =
        scenario.originalOut === undefined ? checkOut : addDays(today, scenario.originalOut);
      const extensions =
        scenario.originalOut === undefined
          ? []
          : [
              {
                from: original,
                to: checkOut,
                sellingPricePerNight: { amount: (price + 10).toFixed(2), currency },
                costPerNight: { amount: (cost + 5).toFixed(2), currency },
                approvedBy: actorId ?? 'seed',
                approvedAt: new Date(now.getTime() - 3 * DAY).toISOString(),
              },
            ];
      const created = await tx.query<{ id: string; reference: string }>(
        `insert into bookings (property_id, landlord_id, company_id, billing_company_id, guest_ids,
           account_manager_id, check_in, check_out, original_check_out, extensions,
           extension_decision, selling_price_per_night, cost_per_night, currency, deposit_amount,
           deposit_returned_at, purchase_order, landlord_confirmed_at, landlord_confirmed_by,
           issue, issue_flagged_at, notes, created_at, updated_at, created_by)
         values ($1, $2, $3, $4, $5::uuid[], $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15,
           $16, $17, $18, $19, $20, $21, $22, $23, $23, $24)
         returning id, reference`,
        [
          property.id,
          property.landlord_id,
          company?.id ?? null,
          company?.billing ?? null,
          guest ? [guest.id] : [],
          pickManager(),
          checkIn,
          checkOut,
          original,
          JSON.stringify(extensions),
          scenario.decision,
          price.toFixed(2),
          cost.toFixed(2),
          currency,
          scenario.deposit,
          scenario.depositReturned ? new Date(Date.parse(checkOut) + 3 * DAY) : null,
          `${DEMO_PO}${String(40_000 + added)}`,
          scenario.confirmed ? new Date(Date.parse(checkIn) - 4 * DAY) : null,
          scenario.confirmed ? pickManager() : null,
          scenario.issue ?? '',
          scenario.issue ? new Date(now.getTime() - DAY) : null,
          scenario.issue ? 'Guest called the out-of-hours line.' : '',
          new Date(Date.parse(checkIn) - random.int(7, 30) * DAY),
          actorId,
        ],
      );
      const row = created.rows[0];
      if (!row) continue;
      await blockSupply(
        tx,
        { propertyId: property.id, reference: row.reference },
        checkIn,
        checkOut,
        write,
      );
      await refreshSearchText(tx, row.id);
      added += 1;
    }
  }
  return enquiries + won.rows.length + added;
}

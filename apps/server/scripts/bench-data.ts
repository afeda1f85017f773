// The bench's data at scale: every list's table filled at once with INSERT … SELECT over
// generate_series (no rows cross the wire): `rows` companies and guests (bench-seed.ts), properties
// with their landlords and supply (the stock bench seed), enquiries with one offer line each (the
// enquiries bench seed), bookings and invoices. Deterministic from the row number.
import type { Database } from '../src/db/database.js';
import { maintainTables, migrate } from '../src/db/migrations.js';
import { seedEnquiryBench } from '../src/modules/enquiries/bench-seed.js';
import { seedStockBench } from '../src/modules/properties/bench-seed.js';
import { seedDemoData } from '../src/seed.js';
import { bulkSeedSql } from './bench-seed.js';

/**
 * Bench bookings (on distinct properties while there are enough, so no two share a night) and
 * invoices, spread over three years back and one ahead, with their search text.
 */
export async function seedBookingsAndInvoices(
  db: Database,
  bookings: number,
  invoices: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `with
         pr as (select id, title, row_number() over (order by id) as n from properties where deleted = false),
         prn as (select count(*) as n from pr),
         co as (select id, name, row_number() over (order by id) as n
                  from (select id, name from companies where deleted = false and parent_id is null
                         order by id limit 5000) c),
         con as (select count(*) as n from co),
         ag as (select coalesce(array_agg(id order by id), '{}') as ids from agents where deleted = false),
         numbered as (select g, nextval('booking_reference_seq') as n from generate_series(1, $1::int) g)
       insert into bookings (reference, property_id, company_id, agent_id, check_in, check_out, original_check_out,
         selling_price_per_night, cost_per_night, currency, status, deleted, extensions, search_text)
       select 'BKG-' || s.n,
              p.id,
              c.id,
              case when s.g % 3 = 0 and cardinality(ag.ids) > 0 then ag.ids[1 + s.g % cardinality(ag.ids)] end,
              d.check_in,
              d.check_in + d.nights + case when s.g % 10 = 0 then 7 else 0 end,
              d.check_in + d.nights,
              (90 + s.g % 160)::numeric, (60 + s.g % 110)::numeric, 'GBP',
              (array['booked', 'complete', 'complete', 'cancelled'])[1 + s.g % 4],
              s.g % 101 = 0,
              case when s.g % 10 = 0 then jsonb_build_array(jsonb_build_object(
                'from', (d.check_in + d.nights)::text, 'to', (d.check_in + d.nights + 7)::text,
                'sellingPricePerNight', jsonb_build_object('amount', '150', 'currency', 'GBP'),
                'costPerNight', jsonb_build_object('amount', '100', 'currency', 'GBP')))
              else '[]'::jsonb end,
              concat_ws(' ', 'BKG-' || s.n, c.name, p.title)
         from numbered s
         cross join prn cross join con cross join ag
         join pr p on p.n = 1 + s.g % prn.n
         join co c on c.n = 1 + s.g % con.n
         cross join lateral (select current_date - 1095 + ((s.g::bigint * 7919) % 1460)::int as check_in,
                                    1 + (s.g * 13) % 45 as nights) d
       -- A live booking sharing a night with one already written is left out (no double booking).
       on conflict do nothing`,
      [bookings],
    );
    await tx.query(
      `with bc as (select array_agg(id order by id) as ids, array_agg(legal_name order by id) as names
                     from billing_companies where deleted = false),
            s as (select coalesce(max(sequence), 0) as base from invoices)
       insert into invoices (billing_company_id, number, sequence, status, currency, issue_date, due_date,
         bill_to, net, gross, amount_paid, amount_credited, search_text)
       select bc.ids[1 + g % cardinality(bc.ids)], 'BENCH-' || g, s.base + 1000000 + g, t.status, 'GBP',
              d.issued, d.issued + 30, '{}'::jsonb, (200 + g % 3000)::numeric, (240 + g % 3600)::numeric,
              case t.status when 'paid' then (240 + g % 3600)::numeric
                            when 'partPaid' then round((240 + g % 3600)::numeric / 3, 2) else 0 end,
              0,
              'BENCH-' || g || ' ' || bc.names[1 + g % cardinality(bc.names)]
         from generate_series(1, $1::int) g cross join bc cross join s
         cross join lateral (select (array['issued', 'partPaid', 'paid', 'paid', 'paid', 'void'])[1 + g % 6] as status) t
         cross join lateral (select current_date - 1095 + ((g::bigint * 104729) % 1200)::int as issued) d`,
      [invoices],
    );
    await tx.query(
      `insert into invoice_payments (invoice_id, amount, paid_on, method)
       select id, amount_paid, issue_date + 20, 'bankTransfer'
         from invoices where number like 'BENCH-%' and amount_paid > 0`,
    );
  });
}

/** One offer line per bench enquiry, on a property of the stock. */
async function seedOfferLines(db: Database): Promise<void> {
  await db.query(
    `with pr as (select id, row_number() over (order by id) as n from properties where deleted = false),
          prn as (select count(*) as n from pr)
     insert into enquiry_offers (enquiry_id, property_id, status, landlord_cost_per_night,
       selling_price_per_night, currency, nights)
     select e.id, p.id,
            (array['notApproved', 'approved', 'offeredOut', 'rejected'])[1 + (e.reference_number % 4)::int],
            80, 110, 'GBP', 1 + (e.reference_number % 20)::int
       from enquiries e cross join prn
       join pr p on p.n = 1 + e.reference_number % prn.n
      where e.client_reference like 'BENCH-%'`,
  );
}

/**
 * Migrations, the demo data (its staff sign in), then `rows` rows in every large list's table,
 * and the VACUUM ANALYZE that maintenance (PGlite) or autovacuum (PostgreSQL) does after a load.
 * Answers the seconds it took.
 */
export async function seedAllLists(db: Database, rows: number, password: string): Promise<number> {
  const started = performance.now();
  await migrate(db);
  await seedDemoData(db, password);
  // Enquiries first: their seed picks among the (demo) companies and guests there.
  await seedEnquiryBench(db, rows);
  await db.exec(bulkSeedSql(rows));
  await seedStockBench(db, rows);
  await seedOfferLines(db);
  await seedBookingsAndInvoices(db, rows, rows);
  await maintainTables(db, { vacuum: true });
  return (performance.now() - started) / 1000;
}

import type { Database } from '../../db/database.js';
import { UK_TOWNS } from './gazetteer.js';

/**
 * Bench stock: `rows` properties spread over the gazetteer's towns (within about
 * four miles of each centre), 1,000 landlords, and one to three supply ranges per property over
 * the next six months, made with INSERT … SELECT over generate_series (a statement per table, no
 * rows cross the wire). Pseudo-random but deterministic: every value comes from the row number.
 * Marked by titles starting "Bench " and landlords named "Bench landlord …", so a bench database
 * can tell them apart; it adds to what is there.
 */
export async function seedStockBench(db: Database, rows: number): Promise<void> {
  const towns = UK_TOWNS.map(
    (town, index) =>
      `(${index}, '${town.name.replace(/'/g, "''")}', ${town.lng}, ${town.lat}, '${town.postcode}')`,
  ).join(',\n');
  await db.transaction(async (tx) => {
    await tx.exec(`
      create temporary table bench_towns (n int, name text, lng double precision, lat double precision, postcode text) on commit drop;
      insert into bench_towns values ${towns};

      create temporary table bench_landlords on commit drop as
      with made as (
        insert into landlords (name, email_addresses, phone_numbers, contact_text, settings, traffic_light, historical_bookings)
        select 'Bench landlord ' || g,
               jsonb_build_array(jsonb_build_object('email', 'bench' || g || '@bench.test', 'status', 'active', 'isVerified', true)),
               '[]'::jsonb, 'bench' || g || '@bench.test', '{}'::jsonb,
               (array['gray','green','orange','yellow','red'])[1 + g % 5], g % 50
        from generate_series(1, 1000) g
        returning id
      )
      select id, row_number() over (order by id) as n from made;
    `);
    await tx.query(
      `insert into properties (landlord_id, title, type, status, address, city, lng, lat, bedrooms, bedroom_count,
         bathrooms, max_guests, cleaning, linen, costs, nightly_rate, currency, availability_confirmed_at, created_at)
       select l.id,
              'Bench ' || t.name || ' ' || g,
              (array['house','bungalow','maisonette','apartment','duplex','studio','mobile','annex'])[1 + (g * 7) % 8],
              case when g % 10 = 0 then 'unavailable' when g % 23 = 0 then 'draft' else 'available' end,
              jsonb_build_object('street', g || ' Bench Street', 'city', t.name, 'state', 'United Kingdom',
                'zip', t.postcode, 'freeFormAddress', g || ' Bench Street, ' || t.name,
                'position', jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(p.lng, p.lat))),
              t.name, p.lng, p.lat,
              (select jsonb_agg('{"beds":[{"type":"double","count":1}]}'::jsonb) from generate_series(1, 1 + g % 4)),
              1 + g % 4,
              '[{"type":"bath-plus-shower"}]'::jsonb,
              2 + 2 * (g % 4),
              '{"frequency":"weekly","charge":"included"}'::jsonb,
              '{"frequency":"weekly","charge":"included"}'::jsonb,
              jsonb_build_object('nightlyRate', jsonb_build_object('amount', (60 + (g * 13) % 200)::text || '.00', 'currency', 'GBP'),
                'deposit', '{"amount":"0.00","currency":"GBP"}'::jsonb, 'cleaningFee', '{"amount":"0.00","currency":"GBP"}'::jsonb,
                'parking', '{"amount":"0.00","currency":"GBP"}'::jsonb, 'petFee', '{"amount":"0.00","currency":"GBP"}'::jsonb,
                'exitClean', '{"amount":"0.00","currency":"GBP"}'::jsonb, 'margin', '15'),
              60 + (g * 13) % 200, 'GBP',
              now() - ((g * 31) % 40) * interval '1 day',
              now() - ((g * 17) % 700) * interval '1 day'
       from generate_series(1, $1::int) g
       join bench_towns t on t.n = g % (select count(*) from bench_towns)
       join bench_landlords l on l.n = 1 + g % 1000
       cross join lateral (select
         t.lng + (((g::bigint * 7919) % 1000) / 1000.0 - 0.5) * 0.16 as lng,
         t.lat + (((g::bigint * 104729) % 1000) / 1000.0 - 0.5) * 0.1 as lat) p`,
      [rows],
    );
    // One to three stretches per property: booked or blocked, a few days to a month each.
    await tx.query(
      `insert into property_supply (property_id, from_date, to_date, state, note)
       select p.id,
              current_date + ((k * 37 + h) % 150),
              current_date + ((k * 37 + h) % 150) + 3 + (h % 25),
              case when h % 3 = 0 then 'blocked' else 'booked' end,
              'Bench'
       from (select id, abs(hashtext(id::text)) as h from properties where title like 'Bench %') p
       cross join lateral generate_series(1, 1 + p.h % 3) k`,
    );
    await tx.query(
      `update properties p set busy = s.busy
         from (select property_id, range_agg(daterange(from_date, to_date)) as busy
                 from property_supply where state <> 'available' and note = 'Bench'
                group by property_id) s
        where s.property_id = p.id`,
    );
  });
  // What autovacuum does after a load: statistics, and the visibility map index-only scans need.
  // VACUUM refuses a transaction block, which several statements in one call would make.
  for (const table of ['landlords', 'properties', 'property_supply']) {
    await db.exec(`vacuum analyze ${table}`);
  }
}

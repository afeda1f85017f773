import type { Database } from '../../db/database.js';

/**
 * Bench enquiries: `rows` enquiries made with one INSERT … SELECT over
 * generate_series (no rows cross the wire), spread over three years and every status in about the
 * mix of a working agency, linked to the companies, agents, guests and staff already there
 * (the demo data). Deterministic: every value comes from the row number. Marked by a client
 * reference starting "BENCH-", so a bench database can tell them apart; it adds to what is there.
 * Their activity is left out (the list never reads it).
 */
export async function seedEnquiryBench(db: Database, rows: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `with
         co as (select array_agg(id order by name) as ids, array_agg(name order by name) as names
                  from companies where deleted = false and parent_id is null),
         ag as (select coalesce(array_agg(id order by name), '{}') as ids from agents where deleted = false),
         gu as (select coalesce(array_agg(id order by last_name, first_name), '{}') as ids,
                       coalesce(array_agg(first_name || ' ' || last_name order by last_name, first_name), '{}') as names
                  from clients where deleted = false),
         st as (select array_agg(id order by email) as ids from users where deleted = false and approval = 'approved'),
         numbered as (select g, nextval('enquiry_reference_seq') as n from generate_series(1, $1::int) g)
       insert into enquiries (reference_number, source, received_at, company_id, agent_id, booker, guest_ids,
         check_in, check_out, location_address, location_city, radius_miles, adults, children, min_bedrooms,
         budget_amount, budget_currency, budget_basis, client_reference, priority, respond_by, status,
         assignee_id, lost_reason, deleted, search_text, created_at, updated_at)
       select s.n,
              (array['email','phone','agent','portal','publicForm','repeat'])[1 + s.g % 6],
              now() - ((s.g::bigint * 7919) % (3 * 365 * 24))::int * interval '1 hour',
              co.ids[1 + s.g % cardinality(co.ids)],
              case when s.g % 4 = 0 and cardinality(ag.ids) > 0 then ag.ids[1 + s.g % cardinality(ag.ids)] end,
              jsonb_build_object('name', 'Bench booker ' || s.g, 'email', 'bench' || s.g || '@bench.test', 'phone', ''),
              case when cardinality(gu.ids) > 0 then array[gu.ids[1 + s.g % cardinality(gu.ids)]] else '{}' end,
              current_date + ((s.g::bigint * 31) % 400)::int - 200,
              case when s.g % 5 = 0 then null else current_date + ((s.g::bigint * 31) % 400)::int - 200 + 3 + s.g % 60 end,
              jsonb_build_object('street', '', 'city', 'Bench town ' || s.g % 50, 'state', 'United Kingdom',
                'zip', '', 'freeFormAddress', 'Bench town ' || s.g % 50, 'position', null),
              'Bench town ' || s.g % 50,
              10, 1 + s.g % 4, s.g % 3, 1 + s.g % 3,
              (80 + s.g % 200)::numeric, 'GBP', 'perNight',
              'BENCH-' || s.g,
              (array['low','normal','normal','high','urgent'])[1 + s.g % 5],
              case when s.g % 3 = 0 then now() + (s.g % 96) * interval '1 hour' end,
              t.status,
              case when t.status = 'notAssigned' then null else st.ids[1 + s.g % cardinality(st.ids)] end,
              case when t.status in ('cancelled', 'notPossible') then 'Bench' end,
              s.g % 97 = 0,
              'ENQ-' || s.n || ' BENCH-' || s.g || ' ' || co.names[1 + s.g % cardinality(co.names)]
                || case when cardinality(gu.names) > 0 then ' ' || gu.names[1 + s.g % cardinality(gu.names)] else '' end,
              now() - ((s.g::bigint * 7919) % (3 * 365 * 24))::int * interval '1 hour',
              now() - ((s.g::bigint * 104729) % (365 * 24))::int * interval '1 hour'
       from numbered s cross join co cross join ag cross join gu cross join st
       cross join lateral (select (array['notAssigned','assigned','pending','pending','awaitingApproval','approved',
         'awaitingResponse','offeredOut','booked','complete','complete','complete','cancelled','notPossible',
         'archived','archived','archived','archived','archived','archived'])[1 + (s.g * 13) % 20] as status) t`,
      [rows],
    );
  });
  // What autovacuum does after a load: statistics, and the visibility map index-only scans need.
  await db.exec('vacuum analyze enquiries');
}

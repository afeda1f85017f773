-- Reporting summaries. At 100,000 enquiries and bookings the report's
-- aggregates read every record of the period (a year: ~33,000 enquiries and as many bookings,
-- the bookings' nights generated month by month), 2-8 s an answer on PGlite. These tables hold
-- the same figures per day and per month, kept by statement triggers on the tables they come
-- from (enquiries, bookings, invoices; properties for the stock), in the writing statement's
-- transaction: no module code can forget them, a rolled-back write rolls them back, and they are
-- never behind. The report reads the whole months of a period from month rows and the days of a
-- part month from day rows: a year is 12 rows per series instead of 33,000 records. The payments
-- and aged debt stay counted over invoices (indexes; a third as many rows).
--
-- Every trigger adds what its statement changed: the figures of the new rows (+1) less those of
-- the old rows (-1), from the statement's transition tables, grouped per summary row (INSERT …
-- ON CONFLICT DO UPDATE). A record's figures depend on that record alone, except occupancy (its
-- property must be in the stock today: available, not deleted, not temporary — kept by a trigger
-- on properties) and an enquiry's day (in each registered time zone: reporting_zones). The
-- module's test/reporting-summary.test.ts makes random writes of every kind and checks the
-- report read from here equals the report counted over the records.
--
-- Grain: 'd' rows hold one day, 'm' rows one calendar month (day = its first day). Both are kept
-- for every day and month that has figures; a row whose figures fell back to zero stays.

-- The time zones enquiries are summarised in (an enquiry's day is its received time's day in
-- the configured zone). The report registers its zone on first use (reporting_enquiry_zone).
create table reporting_zones (
  zone text primary key
);

-- Enquiries: dim 'all' (key ''), 'company', 'agent' (key: the id as text), 'reason' (lost
-- enquiries by their trimmed lost reason, '' for none).
create table reporting_enquiry_stats (
  zone text not null,
  dim text not null,
  grain text not null,
  day date not null,
  key text not null,
  received integer not null default 0,
  booked integer not null default 0,
  lost integer not null default 0
);
-- md5(key): a lost reason is free text, longer than a btree entry may be.
create unique index reporting_enquiry_stats_key
  on reporting_enquiry_stats (zone, dim, grain, day, md5(key));

-- Bookings (live: not deleted, booked or complete), per currency; dim 'all' (key ''),
-- 'company', 'agent'. nights/revenue/cost: a night counts on its day at its segment's rates
-- (the first nights [check_in, original_check_out), then each extension [from, to)) — the
-- bookings report's NIGHTS. For the number of distinct bookings a period touches, a booking's
-- nights are merged into pieces (runs of consecutive nights): starts = pieces starting that day
-- (month), carried (day rows) = pieces covering that day that started before it. The pieces a
-- period [F, T] touches are carried(F) + the starts in [F, T]; a booking with two pieces that
-- both touch is counted once by subtracting its gaps between them (reporting_booking_gaps).
create table reporting_booking_stats (
  currency text not null,
  dim text not null,
  grain text not null,
  day date not null,
  key text not null,
  nights integer not null default 0,
  revenue numeric not null default 0,
  cost numeric not null default 0,
  starts integer not null default 0,
  carried integer not null default 0,
  -- dim 'all' only: bookings checking in / out that day (month). A booking overlaps [F, T] when
  -- check_in <= T and check_out > F: the check-ins up to T less the check-outs up to F.
  stay_in integer not null default 0,
  stay_out integer not null default 0,
  primary key (currency, dim, grain, day, key)
);

-- The currencies with bookings in a period (every currency's 'all' series, up to a day).
create index reporting_booking_stats_all_idx on reporting_booking_stats (grain, day)
  include (currency, stay_in, stay_out) where dim = 'all' and key = '';

-- A gap [gap_from, gap_to) between two pieces of one booking (the app extends from the
-- check-out, so there are normally none): n such gaps per key.
create table reporting_booking_gaps (
  currency text not null,
  dim text not null,
  key text not null,
  gap_from date not null,
  gap_to date not null,
  n integer not null default 0,
  primary key (currency, dim, key, gap_from, gap_to)
);

-- Occupancy: the nights [check_in, check_out) of live bookings (every currency) of the
-- properties in the stock today.
create table reporting_occupancy (
  grain text not null,
  day date not null,
  nights integer not null default 0,
  primary key (grain, day)
);

-- The statement that adds the enquiry figures of `src` (rows of enquiries with a leading
-- column sign) for the zones of `zones` (a query with a column zone).
create function reporting_enquiry_sql(src text, zones text) returns text language sql immutable as $f$
select format($q$
  with e as (
    select t.sign, t.received_at, t.company_id, t.agent_id,
           (t.booking_id is not null or t.status in ('booked', 'complete')) as booked,
           t.status, t.lost_reason
      from (%s) t
     where t.deleted = false
  ), f as (
    select e.sign, z.zone, (e.received_at at time zone z.zone)::date as day, e.company_id,
           e.agent_id, e.booked,
           (not e.booked and (e.status in ('cancelled', 'notPossible')
             or (e.status = 'archived' and e.lost_reason is not null))) as lost,
           coalesce(nullif(trim(e.lost_reason), ''), '') as reason
      from e cross join (%s) z
  ), d as (
    select zone, 'all' as dim, day, '' as key, sum(sign) as received,
           sum(sign) filter (where booked) as booked, sum(sign) filter (where lost) as lost
      from f group by zone, day
    union all
    select zone, 'company', day, company_id::text, sum(sign),
           sum(sign) filter (where booked), sum(sign) filter (where lost)
      from f where company_id is not null group by zone, day, company_id
    union all
    select zone, 'agent', day, agent_id::text, sum(sign),
           sum(sign) filter (where booked), sum(sign) filter (where lost)
      from f where agent_id is not null group by zone, day, agent_id
    union all
    select zone, 'reason', day, reason, 0, 0, sum(sign)
      from f where lost group by zone, day, reason
  ), g as (
    select zone, dim, 'd' as grain, day, key, coalesce(received, 0) as received,
           coalesce(booked, 0) as booked, coalesce(lost, 0) as lost
      from d
    union all
    select zone, dim, 'm', date_trunc('month', day::timestamp)::date, key,
           coalesce(sum(received), 0), coalesce(sum(booked), 0), coalesce(sum(lost), 0)
      from d group by zone, dim, date_trunc('month', day::timestamp), key
  )
  insert into reporting_enquiry_stats as s (zone, dim, grain, day, key, received, booked, lost)
  select zone, dim, grain, day, key, received, booked, lost from g
   where received <> 0 or booked <> 0 or lost <> 0
  on conflict (zone, dim, grain, day, md5(key)) do update
    set received = s.received + excluded.received, booked = s.booked + excluded.booked,
        lost = s.lost + excluded.lost
$q$, src, zones)
$f$;

-- The statement that adds the booking figures (nights, pieces, gaps) of `src` (rows of
-- bookings with a leading column sign).
create function reporting_booking_sql(src text) returns text language sql immutable as $f$
select format($q$
  with b as (
    select t.sign, t.id, t.currency, t.company_id, t.agent_id, t.check_in, t.check_out,
           t.original_check_out,
           t.selling_price_per_night, t.cost_per_night, t.extensions
      from (%s) t
     where t.deleted = false and t.status in ('booked', 'complete')
  ), seg as (
    select b.sign, b.id, b.check_in as s, b.original_check_out as e,
           b.selling_price_per_night as price, b.cost_per_night as cost
      from b
    union all
    select b.sign, b.id, (x->>'from')::date, (x->>'to')::date,
           (x->'sellingPricePerNight'->>'amount')::numeric, (x->'costPerNight'->>'amount')::numeric
      from b cross join lateral jsonb_array_elements(b.extensions) x
  ), live as (
    select * from seg where s is not null and e is not null and e > s
  ), nights as (
    select l.sign, l.id, d::date as day, count(*) as nights, sum(l.price) as revenue,
           sum(l.cost) as cost
      from live l cross join lateral generate_series(l.s::timestamp, (l.e - 1)::timestamp, interval '1 day') d
     group by l.sign, l.id, d
  ), reach as (
    select sign, id, s, e,
           max(e) over (partition by sign, id order by s, e
                        rows between unbounded preceding and 1 preceding) as before
      from live
  ), marked as (
    select sign, id, s, e,
           sum(case when before is null or s > before then 1 else 0 end)
             over (partition by sign, id order by s, e rows unbounded preceding) as piece
      from reach
  ), pieces as (
    select sign, id, min(s) as ps, max(e) as pe from marked group by sign, id, piece
  ), piece_days as (
    select p.sign, p.id, d::date as day,
           case when d = p.ps then 1 else 0 end as starts,
           case when d > p.ps then 1 else 0 end as carried
      from pieces p cross join lateral generate_series(p.ps::timestamp, (p.pe - 1)::timestamp, interval '1 day') d
  ), per_day as (
    select coalesce(n.sign, q.sign) as sign, coalesce(n.id, q.id) as id, coalesce(n.day, q.day) as day,
           coalesce(n.nights, 0) as nights, coalesce(n.revenue, 0) as revenue,
           coalesce(n.cost, 0) as cost, coalesce(q.starts, 0) as starts,
           coalesce(q.carried, 0) as carried
      from nights n
      full join (select sign, id, day, sum(starts) as starts, sum(carried) as carried
                   from piece_days group by sign, id, day) q
        on q.sign = n.sign and q.id = n.id and q.day = n.day
  ), keyed as (
    select b.currency, b.company_id, b.agent_id, p.day, sum(p.sign * p.nights) as nights,
           sum(p.sign * p.revenue) as revenue, sum(p.sign * p.cost) as cost,
           sum(p.sign * p.starts) as starts, sum(p.sign * p.carried) as carried
      from per_day p join b on b.id = p.id and b.sign = p.sign
     group by b.currency, b.company_id, b.agent_id, p.day
  ), d as (
    select currency, 'all' as dim, day, '' as key, sum(nights) as nights, sum(revenue) as revenue,
           sum(cost) as cost, sum(starts) as starts, sum(carried) as carried, 0 as stay_in,
           0 as stay_out
      from keyed group by currency, day
    union all
    select currency, 'company', day, company_id::text, sum(nights), sum(revenue), sum(cost),
           sum(starts), sum(carried), 0, 0
      from keyed where company_id is not null group by currency, day, company_id
    union all
    select currency, 'agent', day, agent_id::text, sum(nights), sum(revenue), sum(cost),
           sum(starts), sum(carried), 0, 0
      from keyed where agent_id is not null group by currency, day, agent_id
    union all
    select currency, 'all', check_in, '', 0, 0, 0, 0, 0, sum(sign), 0
      from b group by currency, check_in
    union all
    select currency, 'all', check_out, '', 0, 0, 0, 0, 0, 0, sum(sign)
      from b group by currency, check_out
  ), g as (
    select currency, dim, 'd' as grain, day, key, sum(nights) as nights, sum(revenue) as revenue,
           sum(cost) as cost, sum(starts) as starts, sum(carried) as carried,
           sum(stay_in) as stay_in, sum(stay_out) as stay_out
      from d group by currency, dim, day, key
    union all
    select currency, dim, 'm', date_trunc('month', day::timestamp)::date, key, sum(nights),
           sum(revenue), sum(cost), sum(starts), 0, sum(stay_in), sum(stay_out)
      from d group by currency, dim, date_trunc('month', day::timestamp), key
  ), saved as (
    insert into reporting_booking_stats as s
      (currency, dim, grain, day, key, nights, revenue, cost, starts, carried, stay_in, stay_out)
    select currency, dim, grain, day, key, nights, revenue, cost, starts, carried, stay_in, stay_out
      from g
     where nights <> 0 or revenue <> 0 or cost <> 0 or starts <> 0 or carried <> 0
        or stay_in <> 0 or stay_out <> 0
    on conflict (currency, dim, grain, day, key) do update
      set nights = s.nights + excluded.nights, revenue = s.revenue + excluded.revenue,
          cost = s.cost + excluded.cost, starts = s.starts + excluded.starts,
          carried = s.carried + excluded.carried, stay_in = s.stay_in + excluded.stay_in,
          stay_out = s.stay_out + excluded.stay_out
    returning 1
  ), gaps as (
    select sign, id, lag(pe) over (partition by sign, id order by ps) as gap_from, ps as gap_to
      from pieces
  ), gap_keys as (
    select b.currency, k.dim, k.key, g.gap_from, g.gap_to, sum(g.sign) as n
      from gaps g join b on b.id = g.id and b.sign = g.sign
     cross join lateral (values ('all', ''), ('company', b.company_id::text), ('agent', b.agent_id::text)) k(dim, key)
     where g.gap_from is not null and k.key is not null
     group by b.currency, k.dim, k.key, g.gap_from, g.gap_to
  )
  insert into reporting_booking_gaps as s (currency, dim, key, gap_from, gap_to, n)
  select currency, dim, key, gap_from, gap_to, n from gap_keys where n <> 0
  on conflict (currency, dim, key, gap_from, gap_to) do update set n = s.n + excluded.n
$q$, src)
$f$;

-- Invoices issued (not deleted; issued, part paid, paid or credited): per currency and issue
-- day (month), how many and their gross.
create table reporting_invoice_stats (
  currency text not null,
  grain text not null,
  day date not null,
  issued integer not null default 0,
  amount numeric not null default 0,
  primary key (currency, grain, day)
);
create index reporting_invoice_stats_day_idx on reporting_invoice_stats (grain, day);

create function reporting_invoice_sql(src text) returns text language sql immutable as $f$
select format($q$
  with d as (
    select t.currency, t.issue_date as day, sum(t.sign) as issued, sum(t.sign * t.gross) as amount
      from (%s) t
     where t.deleted = false and t.status in ('issued', 'partPaid', 'paid', 'credited')
       and t.issue_date is not null
     group by t.currency, t.issue_date
  ), g as (
    select currency, 'd' as grain, day, issued, amount from d
    union all
    select currency, 'm', date_trunc('month', day::timestamp)::date, sum(issued), sum(amount)
      from d group by currency, date_trunc('month', day::timestamp)
  )
  insert into reporting_invoice_stats as s (currency, grain, day, issued, amount)
  select currency, grain, day, issued, coalesce(amount, 0) from g
   where issued <> 0 or amount <> 0
  on conflict (currency, grain, day) do update
    set issued = s.issued + excluded.issued, amount = s.amount + excluded.amount
$q$, src)
$f$;

-- The statement that adds the occupancy nights of `src` (rows of bookings with a leading column
-- sign, of properties in the stock).
create function reporting_occupancy_sql(src text) returns text language sql immutable as $f$
select format($q$
  with d as (
    select x::date as day, sum(t.sign) as nights
      from (%s) t
     cross join lateral generate_series(t.check_in::timestamp, (t.check_out - 1)::timestamp, interval '1 day') x
     where t.deleted = false and t.status in ('booked', 'complete')
     group by x
  ), g as (
    select 'd' as grain, day, nights from d
    union all
    select 'm', date_trunc('month', day::timestamp)::date, sum(nights) from d
     group by date_trunc('month', day::timestamp)
  )
  insert into reporting_occupancy as s (grain, day, nights)
  select grain, day, nights from g where nights <> 0
  on conflict (grain, day) do update set nights = s.nights + excluded.nights
$q$, src)
$f$;

-- The rows a statement changed, each with its sign, from the trigger's transition tables.
create function reporting_source(op text) returns text language sql immutable as $f$
select case op
  when 'INSERT' then 'select 1 as sign, n.* from reporting_new n'
  when 'DELETE' then 'select -1 as sign, o.* from reporting_old o'
  else 'select 1 as sign, n.* from reporting_new n union all select -1 as sign, o.* from reporting_old o'
end
$f$;

-- Booking rows of `src` whose property is in the stock today.
create function reporting_in_stock(src text) returns text language sql immutable as $f$
select format($q$
  select s.* from (%s) s join properties p on p.id = s.property_id
     and p.deleted = false and p.status = 'available' and p.is_temporary = false
$q$, src)
$f$;

create function reporting_enquiries_changed() returns trigger language plpgsql as $f$
begin
  execute reporting_enquiry_sql(reporting_source(TG_OP), 'select zone from reporting_zones');
  return null;
end $f$;

create function reporting_bookings_changed() returns trigger language plpgsql as $f$
begin
  execute reporting_booking_sql(reporting_source(TG_OP));
  execute reporting_occupancy_sql(reporting_in_stock(reporting_source(TG_OP)));
  return null;
end $f$;

create function reporting_invoices_changed() returns trigger language plpgsql as $f$
begin
  execute reporting_invoice_sql(reporting_source(TG_OP));
  return null;
end $f$;

create function reporting_invoices_truncated() returns trigger language plpgsql as $f$
begin
  delete from reporting_invoice_stats;
  return null;
end $f$;

-- A property that joins or leaves the stock brings its live bookings' nights in or out.
create function reporting_properties_changed() returns trigger language plpgsql as $f$
begin
  execute reporting_occupancy_sql($q$
    select case when n.deleted = false and n.status = 'available' and n.is_temporary = false
                then 1 else -1 end as sign, b.*
      from reporting_new n join reporting_old o on o.id = n.id
      join bookings b on b.property_id = n.id
     where (n.deleted = false and n.status = 'available' and n.is_temporary = false)
        <> (o.deleted = false and o.status = 'available' and o.is_temporary = false)
  $q$);
  return null;
end $f$;

create function reporting_enquiries_truncated() returns trigger language plpgsql as $f$
begin
  delete from reporting_enquiry_stats;
  return null;
end $f$;

create function reporting_bookings_truncated() returns trigger language plpgsql as $f$
begin
  delete from reporting_booking_stats;
  delete from reporting_booking_gaps;
  delete from reporting_occupancy;
  return null;
end $f$;

-- Transition tables allow one event per trigger: three per table.
create trigger reporting_insert after insert on enquiries
  referencing new table as reporting_new
  for each statement execute function reporting_enquiries_changed();
create trigger reporting_update after update on enquiries
  referencing old table as reporting_old new table as reporting_new
  for each statement execute function reporting_enquiries_changed();
create trigger reporting_delete after delete on enquiries
  referencing old table as reporting_old
  for each statement execute function reporting_enquiries_changed();
create trigger reporting_truncate after truncate on enquiries
  for each statement execute function reporting_enquiries_truncated();

create trigger reporting_insert after insert on bookings
  referencing new table as reporting_new
  for each statement execute function reporting_bookings_changed();
create trigger reporting_update after update on bookings
  referencing old table as reporting_old new table as reporting_new
  for each statement execute function reporting_bookings_changed();
create trigger reporting_delete after delete on bookings
  referencing old table as reporting_old
  for each statement execute function reporting_bookings_changed();
create trigger reporting_truncate after truncate on bookings
  for each statement execute function reporting_bookings_truncated();

create trigger reporting_insert after insert on invoices
  referencing new table as reporting_new
  for each statement execute function reporting_invoices_changed();
create trigger reporting_update after update on invoices
  referencing old table as reporting_old new table as reporting_new
  for each statement execute function reporting_invoices_changed();
create trigger reporting_delete after delete on invoices
  referencing old table as reporting_old
  for each statement execute function reporting_invoices_changed();
create trigger reporting_truncate after truncate on invoices
  for each statement execute function reporting_invoices_truncated();

create trigger reporting_update after update on properties
  referencing old table as reporting_old new table as reporting_new
  for each statement execute function reporting_properties_changed();

-- The enquiry figures of every enquiry in time zone `zone`, once: the report calls it for a
-- zone it finds missing (the configured zone changed), under the table's lock so two first
-- reports do not both add them.
create function reporting_enquiry_zone(zone_name text) returns void language plpgsql as $f$
begin
  lock table reporting_zones in exclusive mode;
  if exists (select 1 from reporting_zones where zone = zone_name) then
    return;
  end if;
  perform now() at time zone zone_name; -- an unknown zone fails here, before anything is added
  insert into reporting_zones (zone) values (zone_name);
  execute reporting_enquiry_sql('select 1 as sign, t.* from enquiries t', 'select $1::text as zone')
    using zone_name;
end $f$;

-- What is there already: the configured zone (when PostgreSQL knows it) and London, the default.
select reporting_enquiry_zone('Europe/London');
select reporting_enquiry_zone(z.zone)
  from (select value->>'timeZone' as zone from settings where key = 'global') z
 where z.zone is not null and z.zone in (select name from pg_timezone_names);
do $$ begin
  execute reporting_invoice_sql('select 1 as sign, t.* from invoices t');
  execute reporting_booking_sql('select 1 as sign, t.* from bookings t');
  execute reporting_occupancy_sql(reporting_in_stock('select 1 as sign, t.* from bookings t'));
end $$;

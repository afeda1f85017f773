-- Landlords. The contact lists, external profiles and display settings are jsonb (they
-- are read and written whole); `contact_text` holds the emails and phone numbers as one line so
-- the list's search is a plain ILIKE (with a trigram index where pg_trgm is installed).
-- Each list index serves the order within a tab (`deleted`), the sort key follows, id breaks ties.
create table landlords (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email_addresses jsonb not null default '[]'::jsonb,
  phone_numbers jsonb not null default '[]'::jsonb,
  contact_text text not null default '',
  company_name text not null default '',
  company_url text not null default '',
  traffic_light text not null default 'gray'
    check (traffic_light in ('gray', 'green', 'orange', 'yellow', 'red')),
  historical_bookings integer not null default 0 check (historical_bookings >= 0),
  joined_at date,
  external_profiles jsonb not null default '[]'::jsonb,
  settings jsonb not null default '{}'::jsonb,
  response_rate_percent integer check (response_rate_percent between 0 and 100),
  cancellations integer not null default 0 check (cancellations >= 0),
  complaints integer not null default 0 check (complaints >= 0),
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
create index landlords_name_idx on landlords (deleted, lower(name), id);
create index landlords_bookings_idx on landlords (deleted, historical_bookings, id);
create index landlords_joined_idx on landlords (deleted, joined_at, id);
create index landlords_created_idx on landlords (deleted, created_at, id);
create index landlords_updated_idx on landlords (deleted, updated_at, id);
create index landlords_traffic_light_idx on landlords (traffic_light, deleted, lower(name), id);

-- Trigram indexes for the search, when 0006 could install pg_trgm (otherwise searches scan).
do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: landlord search runs without trigram indexes';
    return;
  end if;
  execute format('create index landlords_name_trgm_idx on landlords using gin (name %I.gin_trgm_ops)', ext);
  execute format('create index landlords_company_trgm_idx on landlords using gin (company_name %I.gin_trgm_ops)', ext);
  execute format('create index landlords_contact_trgm_idx on landlords using gin (contact_text %I.gin_trgm_ops)', ext);
end $$;

-- Properties: the placeholder table of 0001_core becomes the real one. Rows it held
-- are carried over (status active -> available, inactive -> unavailable; counts of rooms become
-- rooms with default beds and baths); the old table is then dropped.
--
-- The address is jsonb (spec §3) with its city, longitude and latitude copied into columns the
-- filters use; the layout, amenities, services and costs are jsonb read and written whole, with
-- the nightly rate, its currency and the room counts copied into columns for filters and sorts.
alter table properties rename to properties_0001;

create table properties (
  id uuid primary key default gen_random_uuid(),
  landlord_id uuid references landlords(id),
  title text not null,
  type text not null check (type in ('house', 'bungalow', 'maisonette', 'apartment', 'duplex', 'studio', 'mobile', 'annex')),
  status text not null default 'draft' check (status in ('draft', 'available', 'unavailable', 'archived')),
  address jsonb not null,
  city text not null default '',
  lng double precision check (lng between -180 and 180),
  lat double precision check (lat between -90 and 90),
  bedrooms jsonb not null default '[]'::jsonb,
  bedroom_count integer not null default 0,
  bathrooms jsonb not null default '[]'::jsonb,
  max_guests integer not null default 1 check (max_guests between 1 and 50),
  amenities jsonb not null default '{"general":[],"kitchen":[],"laundry":[],"outside":[],"safety":[]}'::jsonb,
  description text not null default '',
  images jsonb not null default '[]'::jsonb,
  parking text,
  pets text not null default 'no',
  check_in_method text not null default 'key-box',
  cleaning jsonb not null,
  linen jsonb not null,
  cancellation_policy text not null default 'none',
  costs jsonb not null,
  nightly_rate numeric(12, 2) not null default 0,
  currency text not null default 'GBP',
  minimum_stay_nights integer not null default 1,
  is_temporary boolean not null default false,
  source_url text,
  availability_confirmed_at timestamptz,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id),
  check (is_temporary or landlord_id is not null),
  check ((lng is null) = (lat is null))
);

insert into properties (id, title, type, status, address, city, lng, lat, bedrooms, bedroom_count,
  bathrooms, max_guests, amenities, description, images, cleaning, linen, costs, version, deleted,
  created_at, updated_at, is_temporary)
select
  p.id,
  p.title,
  case when p.type in ('house', 'bungalow', 'maisonette', 'apartment', 'duplex', 'studio', 'mobile', 'annex')
    then p.type else 'apartment' end,
  case p.status when 'active' then 'available' when 'inactive' then 'unavailable'
    when 'archived' then 'archived' else 'draft' end,
  coalesce(p.address, '{"street":"","city":"","state":"","zip":"","freeFormAddress":"","position":null}'::jsonb),
  coalesce(p.address ->> 'city', ''),
  (p.address -> 'position' -> 'coordinates' ->> 0)::double precision,
  (p.address -> 'position' -> 'coordinates' ->> 1)::double precision,
  coalesce((select jsonb_agg('{"beds":[{"type":"double","count":1}]}'::jsonb)
    from generate_series(1, coalesce(p.bedrooms, 0))), '[]'::jsonb),
  coalesce(p.bedrooms, 0),
  coalesce((select jsonb_agg('{"type":"bath-plus-shower"}'::jsonb)
    from generate_series(1, coalesce(p.bathrooms, 0))), '[]'::jsonb),
  greatest(1, least(50, coalesce(p.max_guests, 1))),
  '{"general":[],"kitchen":[],"laundry":[],"outside":[],"safety":[]}'::jsonb || p.amenities,
  coalesce(p.description, ''),
  p.images,
  '{"frequency":"weekly","charge":"included"}'::jsonb,
  '{"frequency":"weekly","charge":"included"}'::jsonb,
  '{"nightlyRate":{"amount":"0.00","currency":"GBP"},"deposit":{"amount":"0.00","currency":"GBP"},"cleaningFee":{"amount":"0.00","currency":"GBP"},"parking":{"amount":"0.00","currency":"GBP"},"petFee":{"amount":"0.00","currency":"GBP"},"exitClean":{"amount":"0.00","currency":"GBP"},"margin":"0"}'::jsonb,
  p.version, p.deleted, p.created_at, p.updated_at,
  -- A carried-over row has no landlord yet: it stays findable as temporary until one is chosen.
  true
from properties_0001 p;

drop table properties_0001;

-- Lists: the order within a tab (deleted), then the sort key, then id.
create index properties_title_idx on properties (deleted, lower(title), id);
create index properties_rate_idx on properties (deleted, nightly_rate, id);
create index properties_bedrooms_idx on properties (deleted, bedroom_count, id);
create index properties_created_idx on properties (deleted, created_at, id);
create index properties_updated_idx on properties (deleted, updated_at, id);
-- Filters: a landlord's properties (the landlord page, numberOfProperties), status tabs.
create index properties_landlord_idx on properties (landlord_id, deleted);
create index properties_status_idx on properties (status, deleted, lower(title), id);
-- Distance: the bounding-box prefilter is a GiST search on the position as a point (built in,
-- no PostGIS); the exact haversine runs only on the rows inside the box.
create index properties_position_idx on properties using gist (point(lng, lat)) where lng is not null;

-- Supply: stretches of nights [from_date, to_date) available, blocked or booked.
create table property_supply (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references properties(id) on delete cascade,
  from_date date not null,
  to_date date not null,
  state text not null check (state in ('available', 'blocked', 'booked')),
  note text not null default '',
  created_by uuid references users(id),
  created_at timestamptz not null default now(),
  check (to_date > from_date)
);
-- The availability filter asks "does a blocked or booked range of this property overlap?".
create index property_supply_busy_idx on property_supply (property_id, from_date, to_date)
  where state <> 'available';
create index property_supply_property_idx on property_supply (property_id, from_date);

-- Price history: every change of a cost field, with who and when.
create table property_price_changes (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references properties(id) on delete cascade,
  field text not null check (field in ('nightlyRate', 'deposit', 'cleaningFee', 'parking', 'petFee', 'exitClean', 'margin')),
  from_value text,
  to_value text not null,
  currency text,
  effective_from date not null,
  changed_by uuid references users(id),
  changed_at timestamptz not null default now()
);
create index property_price_changes_property_idx on property_price_changes (property_id, changed_at, id);

do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: property search runs without trigram indexes';
    return;
  end if;
  execute format('create index properties_title_trgm_idx on properties using gin (title %I.gin_trgm_ops)', ext);
  execute format('create index properties_city_trgm_idx on properties using gin (city %I.gin_trgm_ops)', ext);
end $$;

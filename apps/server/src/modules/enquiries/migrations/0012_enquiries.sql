-- Enquiries (the enquiry itself, its activity and the reference sequence; the offer
-- lines, quotes and bookings follow in 0013_enquiry_offers). Every field of the domain's
-- enquiryFieldsSchema is a column; the location keeps its address whole (jsonb) with copies of
-- the city and position for lists and distances; the budget is numeric(12,2) with its currency.
-- `search_text` holds the reference, company name, guest names and client reference on one line,
-- written with the enquiry, so the list's search is one ILIKE on one trigram index and the tab
-- counts never join.

create sequence enquiry_reference_seq start with 10001;

create table enquiries (
  id uuid primary key default gen_random_uuid(),
  reference_number bigint not null unique default nextval('enquiry_reference_seq'),
  reference text generated always as ('ENQ-' || reference_number::text) stored,
  source text not null
    check (source in ('email', 'phone', 'agent', 'portal', 'publicForm', 'repeat')),
  received_at timestamptz not null,
  company_id uuid references companies(id),
  subcompany_id uuid references companies(id),
  billing_company_id uuid references billing_companies(id),
  agent_id uuid references agents(id),
  booker jsonb not null default '{"name":"","email":"","phone":""}'::jsonb,
  guest_ids uuid[] not null default '{}',
  check_in date not null,
  check_out date check (check_out is null or check_out > check_in),
  location_address jsonb not null,
  location_city text not null default '',
  location_lng double precision,
  location_lat double precision,
  radius_miles double precision not null check (radius_miles > 0 and radius_miles <= 200),
  adults integer not null check (adults between 1 and 50),
  children integer not null default 0 check (children between 0 and 50),
  pets integer not null default 0 check (pets between 0 and 10),
  min_bedrooms integer not null default 0 check (min_bedrooms between 0 and 20),
  property_types jsonb not null default '[]'::jsonb,
  parking_spaces integer not null default 0 check (parking_spaces between 0 and 10),
  budget_amount numeric(12, 2),
  budget_currency text check (budget_currency is null or budget_currency ~ '^[A-Z]{3}$'),
  budget_basis text check (budget_basis is null or budget_basis in ('perNight', 'perWeek', 'perMonth', 'total')),
  budget_approved_by text,
  client_reference text not null default '',
  priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  priority_rank smallint generated always as (
    case priority when 'low' then 0 when 'normal' then 1 when 'high' then 2 else 3 end
  ) stored,
  respond_by timestamptz,
  notes text not null default '',
  status text not null default 'notAssigned'
    check (status in ('notAssigned', 'assigned', 'pending', 'approved', 'awaitingApproval',
      'awaitingResponse', 'offeredOut', 'booked', 'complete', 'cancelled', 'notPossible', 'archived')),
  assignee_id uuid references users(id),
  lost_reason text,
  -- The booking it became (0013 makes the bookings table; no foreign key in either direction).
  booking_id uuid,
  -- The public property request it was converted from.
  property_request_id uuid references property_requests(id) on delete set null,
  search_text text not null default '',
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
select track_list_changes('enquiries');

-- The list (src/db/lists.ts): a tab is `deleted = false` plus a status (or the assignee), its order
-- one sort key then id. Every sort key has an index for the overview and deleted tabs
-- (deleted, key, id) and one for the status tabs (status, key, id) over live rows; the caller's
-- own tab walks (assignee_id, received_at, id). The keys never hold null (keyset reads compare
-- them): respond_by reads as 'infinity' when unset.
create index enquiries_received_idx on enquiries (deleted, received_at, id);
create index enquiries_respond_idx on enquiries (deleted, (coalesce(respond_by, 'infinity'::timestamptz)), id);
create index enquiries_check_in_idx on enquiries (deleted, check_in, id);
create index enquiries_reference_idx on enquiries (deleted, reference_number, id);
create index enquiries_priority_idx on enquiries (deleted, priority_rank, received_at, id);
create index enquiries_updated_idx on enquiries (deleted, updated_at, id);
create index enquiries_status_received_idx on enquiries (status, received_at, id) where deleted = false;
create index enquiries_status_respond_idx on enquiries (status, (coalesce(respond_by, 'infinity'::timestamptz)), id) where deleted = false;
create index enquiries_status_check_in_idx on enquiries (status, check_in, id) where deleted = false;
create index enquiries_status_reference_idx on enquiries (status, reference_number, id) where deleted = false;
create index enquiries_status_priority_idx on enquiries (status, priority_rank, received_at, id) where deleted = false;
create index enquiries_status_updated_idx on enquiries (status, updated_at, id) where deleted = false;
create index enquiries_assignee_idx on enquiries (assignee_id, received_at, id) where deleted = false;
-- Filters (and the duplicates check: a company's open enquiries by date).
create index enquiries_company_idx on enquiries (company_id, check_in) where deleted = false;
create index enquiries_subcompany_idx on enquiries (subcompany_id);
create index enquiries_billing_company_idx on enquiries (billing_company_id);
create index enquiries_agent_idx on enquiries (agent_id, received_at) where deleted = false;
create index enquiries_guests_idx on enquiries using gin (guest_ids);

-- The activity of an enquiry: every change, who and when, the values before and after.
create table enquiry_events (
  id uuid primary key default gen_random_uuid(),
  -- Write order: entries of one transaction share their time, and still read in order.
  seq bigint generated always as identity,
  enquiry_id uuid not null references enquiries(id) on delete cascade,
  at timestamptz not null default now(),
  actor_id uuid references users(id),
  kind text not null,
  summary text not null default '',
  before jsonb,
  after jsonb
);
create index enquiry_events_enquiry_idx on enquiry_events (enquiry_id, at, seq);

-- A converted public request names its enquiry.
alter table property_requests add column enquiry_id uuid references enquiries(id) on delete set null;

-- Trigram index for the search, when 0006 could install pg_trgm (otherwise searches scan).
do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: enquiry search runs without a trigram index';
    return;
  end if;
  execute format('create index enquiries_search_trgm_idx on enquiries using gin (search_text %I.gin_trgm_ops)', ext);
end $$;

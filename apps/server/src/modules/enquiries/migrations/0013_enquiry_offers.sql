-- Offer lines ("chosen properties"), their history, quotes and the first bookings (-- points 6–11). Money is numeric(12,2) with its currency; a line's approval is kept as the
-- prices it was given for, so a price change afterwards needs approval again.

create table enquiry_offers (
  id uuid primary key default gen_random_uuid(),
  enquiry_id uuid not null references enquiries(id) on delete cascade,
  property_id uuid not null references properties(id),
  status text not null default 'notApproved'
    check (status in ('notApproved', 'approved', 'awaitingResponse', 'offeredOut', 'rejected')),
  landlord_cost_per_night numeric(12, 2) not null check (landlord_cost_per_night >= 0),
  selling_price_per_night numeric(12, 2) not null check (selling_price_per_night >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  nights integer not null check (nights between 1 and 3650),
  notes text not null default '',
  -- Why the line was outside policy when approval was asked for (the cost warning modal).
  cost_warning text,
  approval_requested_at timestamptz,
  approval_requested_by uuid references users(id),
  approved_by uuid references users(id),
  approved_at timestamptz,
  approved_cost_per_night numeric(12, 2),
  approved_price_per_night numeric(12, 2),
  refused_by uuid references users(id),
  refused_at timestamptz,
  approval_note text,
  hold_expires_at timestamptz,
  landlord_confirmed_at timestamptz,
  offered_at timestamptz,
  client_decision text not null default 'pending'
    check (client_decision in ('pending', 'accepted', 'declined')),
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
-- One open line per property on an enquiry; a line closed as Unsuitable may be added again.
create unique index enquiry_offers_open_property_idx
  on enquiry_offers (enquiry_id, property_id) where status <> 'rejected';
create index enquiry_offers_enquiry_idx on enquiry_offers (enquiry_id, created_at, id);
create index enquiry_offers_property_idx on enquiry_offers (property_id);
create index enquiry_offers_awaiting_idx on enquiry_offers (enquiry_id) where approval_requested_at is not null;

create table enquiry_offer_events (
  id uuid primary key default gen_random_uuid(),
  -- Events of one request share their instant: this keeps them in the order they were written.
  seq bigint generated always as identity,
  offer_id uuid not null references enquiry_offers(id) on delete cascade,
  enquiry_id uuid not null references enquiries(id) on delete cascade,
  at timestamptz not null default now(),
  actor_id uuid references users(id),
  kind text not null,
  field text,
  before jsonb,
  after jsonb,
  note text,
  -- A change of the landlord's cost: shown only to COST_AUDIT_TRAIL holders.
  is_cost boolean not null default false
);
create index enquiry_offer_events_offer_idx on enquiry_offer_events (offer_id, at, seq);

create table enquiry_quotes (
  id uuid primary key default gen_random_uuid(),
  enquiry_id uuid not null references enquiries(id) on delete cascade,
  number integer not null check (number >= 1),
  reference text not null,
  snapshot jsonb not null,
  created_at timestamptz not null default now(),
  created_by uuid references users(id),
  unique (enquiry_id, number)
);

-- The booking made when the client accepts a line. The bookings module builds the booking itself on this.
create sequence booking_reference_seq start with 20001;

create table bookings (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default ('BKG-' || nextval('booking_reference_seq')),
  enquiry_id uuid references enquiries(id),
  offer_id uuid references enquiry_offers(id),
  property_id uuid not null references properties(id),
  landlord_id uuid references landlords(id),
  company_id uuid references companies(id),
  billing_company_id uuid references billing_companies(id),
  guest_ids uuid[] not null default '{}',
  agent_id uuid references agents(id),
  check_in date not null,
  check_out date,
  selling_price_per_night numeric(12, 2) not null,
  cost_per_night numeric(12, 2) not null,
  currency text not null,
  status text not null default 'booked',
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
-- One booking per enquiry: the second of two accepts racing past the lock fails here.
create unique index bookings_enquiry_idx on bookings (enquiry_id) where enquiry_id is not null;
create index bookings_check_in_idx on bookings (deleted, check_in, id);

-- Guests (clients) and agents (issue #9). Each list query has an index that serves its order
-- within a tab: the tab is `deleted` (and `status` for agents), the sort key follows, and id
-- breaks ties. Search is `ilike '%…%'` over a few columns, which no btree serves; at the sizes
-- of one agency's guest book a scan of the tab is cheap (a trigram index is the next step).
create table clients (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null default '',
  email text not null default '',
  phone text not null default '',
  company_id uuid references companies(id),
  notes text not null default '',
  flags jsonb not null default '[]'::jsonb,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
create index clients_name_idx on clients (deleted, lower(last_name), lower(first_name), id);
create index clients_created_idx on clients (deleted, created_at, id);
create index clients_updated_idx on clients (deleted, updated_at, id);
create index clients_company_idx on clients (company_id, deleted);

create table agents (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  agency_company_id uuid references companies(id),
  agency_name text not null default '',
  contact_name text not null default '',
  contact_email text not null default '',
  contact_phone text not null default '',
  commission_percent numeric(5, 2) not null default 0 check (commission_percent between 0 and 100),
  status text not null default 'active' check (status in ('active', 'inactive')),
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
create index agents_name_idx on agents (deleted, status, lower(name), id);
create index agents_commission_idx on agents (deleted, status, commission_percent, id);
create index agents_created_idx on agents (deleted, status, created_at, id);
create index agents_updated_idx on agents (deleted, status, updated_at, id);
create index agents_company_idx on agents (agency_company_id, deleted);

-- replaces: 0002_clients_agents
-- Guests (clients). Until the module kit gave each module its own migrations this was
-- half of 0002_clients_agents; a database that applied that file does not run this one again.
-- The list index serves the order within a tab (`deleted`), the sort key follows, id breaks ties.
-- Search is `ilike '%…%'` over a few columns, which no btree serves; at the sizes of one agency's
-- guest book a scan of the tab is cheap (a trigram index is the next step).
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

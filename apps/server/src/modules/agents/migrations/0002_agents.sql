-- replaces: 0002_clients_agents
-- Agents. Until the module kit gave each module its own migrations this was half of
-- 0002_clients_agents; a database that applied that file does not run this one again. Each list
-- index serves the order within a tab (`deleted`, `status`), the sort key follows, id breaks ties.
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

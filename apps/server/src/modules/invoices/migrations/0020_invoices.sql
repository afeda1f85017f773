-- Invoices: tax rates, the item catalogue, invoices with their lines, the nights each
-- line bills, payments, credit notes, and one number counter per series. Money is numeric(12, 2)
-- (never a float); a tax percentage numeric(5, 2), copied onto each line when it is saved.

create table tax_rates (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  percentage numeric(5, 2) not null check (percentage between 0 and 100),
  code text not null default '',
  is_default boolean not null default false,
  is_active boolean not null default true,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
-- At most one live default rate.
create unique index tax_rates_one_default_idx on tax_rates (is_default) where is_default and not deleted;
create index tax_rates_name_idx on tax_rates (deleted, is_active, lower(name), id);
create index tax_rates_percentage_idx on tax_rates (deleted, is_active, percentage, id);
create index tax_rates_created_idx on tax_rates (deleted, is_active, created_at, id);
create index tax_rates_updated_idx on tax_rates (deleted, is_active, updated_at, id);
select track_list_changes('tax_rates');

create table invoice_catalogue_items (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  kind text not null check (kind in ('accommodation', 'cleaning', 'parking', 'petFee', 'deposit', 'fee', 'other')),
  description text not null default '',
  default_price numeric(12, 2) not null,
  currency text not null default 'GBP',
  tax_rate_id uuid references tax_rates(id),
  is_active boolean not null default true,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
create index invoice_catalogue_items_name_idx on invoice_catalogue_items (deleted, is_active, lower(name), id);
create index invoice_catalogue_items_kind_idx on invoice_catalogue_items (deleted, is_active, kind, id);
create index invoice_catalogue_items_created_idx on invoice_catalogue_items (deleted, is_active, created_at, id);
create index invoice_catalogue_items_updated_idx on invoice_catalogue_items (deleted, is_active, updated_at, id);
create index invoice_catalogue_items_tax_rate_idx on invoice_catalogue_items (tax_rate_id);
select track_list_changes('invoice_catalogue_items');

-- One counter per number series: an invoice series per billing company ('invoice:<id>') and the
-- credit notes' ('credit-note'). Issuing takes the next number with
-- `insert … on conflict do update … returning`, which locks the counter row until the issuing
-- transaction ends: concurrent issues wait their turn, a rolled-back issue gives its number back
-- (no gap), and a committed number is never handed out again.
create table document_number_series (
  series text primary key,
  last_number integer not null check (last_number >= 0)
);

create table invoices (
  id uuid primary key default gen_random_uuid(),
  billing_company_id uuid not null references billing_companies(id),
  company_id uuid references companies(id),
  -- Null while a draft; fixed once issued.
  number text,
  sequence integer,
  status text not null default 'draft'
    check (status in ('draft', 'issued', 'partPaid', 'paid', 'void', 'credited')),
  currency text not null default 'GBP',
  issue_date date,
  due_date date,
  tax_point date,
  service_from date,
  service_to date,
  purchase_order text not null default '',
  bill_to jsonb not null,
  notes text not null default '',
  net numeric(12, 2) not null default 0,
  tax numeric(12, 2) not null default 0,
  gross numeric(12, 2) not null default 0,
  amount_paid numeric(12, 2) not null default 0,
  amount_credited numeric(12, 2) not null default 0,
  issued_at timestamptz,
  issued_by uuid references users(id),
  -- Number, company and billing company names and purchase order on one line, for the search.
  search_text text not null default '',
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id),
  check ((status = 'draft') = (number is null)),
  check (service_from is null or service_to is null or service_from <= service_to)
);
create unique index invoices_number_idx on invoices (billing_company_id, sequence) where sequence is not null;
-- The tabs are the stored status (overdue: issued or part paid with a due date before today),
-- then each sort.
create index invoices_created_idx on invoices (deleted, status, created_at, id);
create index invoices_updated_idx on invoices (deleted, status, updated_at, id);
create index invoices_issue_date_idx on invoices (deleted, status, issue_date, id);
create index invoices_due_date_idx on invoices (deleted, status, due_date, id);
create index invoices_number_sort_idx on invoices (deleted, status, number, id);
create index invoices_all_created_idx on invoices (deleted, created_at, id);
create index invoices_billing_company_idx on invoices (billing_company_id, deleted);
create index invoices_company_idx on invoices (company_id, deleted);
select track_list_changes('invoices');

create table invoice_lines (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices(id) on delete cascade,
  position integer not null,
  kind text not null,
  description text not null,
  booking_id uuid references bookings(id),
  period_from date,
  period_to date,
  quantity numeric(10, 3) not null check (quantity > 0),
  unit_price numeric(12, 2) not null,
  tax_rate_id uuid references tax_rates(id),
  tax_percent numeric(5, 2) not null,
  catalogue_item_id uuid references invoice_catalogue_items(id),
  net numeric(12, 2) not null,
  tax numeric(12, 2) not null,
  gross numeric(12, 2) not null,
  check ((period_from is null) = (period_to is null)),
  check (period_from is null or period_from < period_to)
);
create index invoice_lines_invoice_idx on invoice_lines (invoice_id, position);
-- Nights already invoiced, per booking: every line that names a booking and a period.
create index invoice_lines_booking_idx on invoice_lines (booking_id, period_from) where booking_id is not null;
create index invoice_lines_tax_rate_idx on invoice_lines (tax_rate_id);

create table invoice_payments (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices(id),
  amount numeric(12, 2) not null check (amount > 0),
  paid_on date not null,
  method text not null,
  reference text not null default '',
  created_at timestamptz not null default now(),
  created_by uuid references users(id)
);
create index invoice_payments_invoice_idx on invoice_payments (invoice_id, paid_on);

create table credit_notes (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references invoices(id),
  number text not null,
  sequence integer not null unique,
  reason text not null,
  currency text not null,
  issue_date date not null,
  bill_to jsonb not null,
  net numeric(12, 2) not null,
  tax numeric(12, 2) not null,
  gross numeric(12, 2) not null,
  search_text text not null default '',
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
create index credit_notes_created_idx on credit_notes (deleted, created_at, id);
create index credit_notes_number_idx on credit_notes (deleted, number, id);
create index credit_notes_issue_date_idx on credit_notes (deleted, issue_date, id);
create index credit_notes_invoice_idx on credit_notes (invoice_id, deleted);
select track_list_changes('credit_notes');

create table credit_note_lines (
  id uuid primary key default gen_random_uuid(),
  credit_note_id uuid not null references credit_notes(id) on delete cascade,
  position integer not null,
  invoice_line_id uuid references invoice_lines(id),
  description text not null,
  quantity numeric(10, 3) not null,
  unit_price numeric(12, 2) not null,
  tax_percent numeric(5, 2) not null,
  net numeric(12, 2) not null,
  tax numeric(12, 2) not null,
  gross numeric(12, 2) not null
);
create index credit_note_lines_note_idx on credit_note_lines (credit_note_id, position);
create index credit_note_lines_invoice_line_idx on credit_note_lines (invoice_line_id);

-- Search by number, company or purchase order through a trigram index where pg_trgm exists.
do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: invoice search runs without a trigram index';
    return;
  end if;
  execute format('create index invoices_search_trgm_idx on invoices using gin (search_text %I.gin_trgm_ops)', ext);
  execute format('create index credit_notes_search_trgm_idx on credit_notes using gin (search_text %I.gin_trgm_ops)', ext);
  execute format('create index tax_rates_name_trgm_idx on tax_rates using gin (name %I.gin_trgm_ops)', ext);
  execute format('create index tax_rates_code_trgm_idx on tax_rates using gin (code %I.gin_trgm_ops)', ext);
  execute format('create index invoice_catalogue_items_name_trgm_idx on invoice_catalogue_items using gin (name %I.gin_trgm_ops)', ext);
end $$;

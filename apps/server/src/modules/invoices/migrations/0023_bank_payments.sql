-- Bank payments: money received, entered by hand or imported from a bank
-- statement, and its allocations to invoices. An allocation is an invoice payment
-- (invoice_payments, recorded by the invoices service) tied to the bank payment it came from, so
-- the invoice's balance and status follow one rule. Money is numeric(12, 2), never a float.

create table bank_payment_imports (
  id uuid primary key default gen_random_uuid(),
  file_name text not null default '',
  row_count integer not null default 0,
  created_count integer not null default 0,
  skipped_duplicates integer not null default 0,
  skipped_debits integer not null default 0,
  created_at timestamptz not null default now(),
  created_by uuid references users(id)
);

create table bank_payments (
  id uuid primary key default gen_random_uuid(),
  received_on date not null,
  amount numeric(12, 2) not null check (amount > 0),
  currency text not null default 'GBP',
  payer text not null,
  reference text not null default '',
  notes text not null default '',
  -- unmatched, partlyMatched, matched (from allocated) or ignored.
  status text not null default 'unmatched',
  allocated numeric(12, 2) not null default 0 check (allocated >= 0 and allocated <= amount),
  ignored_reason text,
  source text not null default 'manual',
  import_id uuid references bank_payment_imports(id),
  -- bankPaymentDuplicateKey: day | amount currency | reference, or payer when no reference.
  duplicate_key text not null,
  search_text text not null default '',
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id)
);
-- The list: a tab is (deleted) or (deleted, status), then each sort key and the id.
create index bank_payments_received_idx on bank_payments (deleted, status, received_on, id);
create index bank_payments_amount_idx on bank_payments (deleted, status, amount, id);
create index bank_payments_payer_idx on bank_payments (deleted, status, payer, id);
create index bank_payments_reference_idx on bank_payments (deleted, status, reference, id);
create index bank_payments_created_idx on bank_payments (deleted, status, created_at, id);
create index bank_payments_updated_idx on bank_payments (deleted, status, updated_at, id);
create index bank_payments_all_received_idx on bank_payments (deleted, received_on, id);
create index bank_payments_all_amount_idx on bank_payments (deleted, amount, id);
create index bank_payments_all_payer_idx on bank_payments (deleted, payer, id);
create index bank_payments_all_reference_idx on bank_payments (deleted, reference, id);
create index bank_payments_all_created_idx on bank_payments (deleted, created_at, id);
create index bank_payments_all_updated_idx on bank_payments (deleted, updated_at, id);
create index bank_payments_duplicate_idx on bank_payments (duplicate_key) where not deleted;
create index bank_payments_import_idx on bank_payments (import_id) where import_id is not null;
select track_list_changes('bank_payments');

create table bank_payment_allocations (
  id uuid primary key default gen_random_uuid(),
  bank_payment_id uuid not null references bank_payments(id),
  invoice_id uuid not null references invoices(id),
  -- The invoice payment this allocation recorded; undoing the match removes both.
  invoice_payment_id uuid not null unique references invoice_payments(id),
  amount numeric(12, 2) not null check (amount > 0),
  created_at timestamptz not null default now(),
  created_by uuid references users(id)
);
create index bank_payment_allocations_payment_idx
  on bank_payment_allocations (bank_payment_id, created_at);
create index bank_payment_allocations_invoice_idx on bank_payment_allocations (invoice_id);

-- Search by payer, reference or notes through a trigram index where pg_trgm exists.
do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: bank payment search runs without a trigram index';
    return;
  end if;
  execute format('create index bank_payments_search_trgm_idx on bank_payments using gin (search_text %I.gin_trgm_ops)', ext);
end $$;

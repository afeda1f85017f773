-- The accounting connection: the provider's authorisation, the one-use
-- states of authorisations under way, and every export with the documents it carried.

-- One row per provider that was authorised: its tokens sealed (AES-256-GCM under a key derived
-- from the server secret), never answered by the API.
create table accounting_connections (
  provider text primary key check (length(provider) between 1 and 40),
  credentials text not null,
  organisation text not null default '',
  connected_at timestamptz not null,
  connected_by uuid references users(id) on delete set null
);

-- An authorisation started and not yet confirmed: the hash of its state token (keyed with the
-- server secret), who started it and until when it may return.
create table accounting_auth_states (
  state_hash text primary key,
  provider text not null,
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index accounting_auth_states_expiry_idx on accounting_auth_states (expires_at);

create table accounting_exports (
  id uuid primary key default gen_random_uuid(),
  provider text not null,
  provider_name text not null,
  period_from date not null,
  period_to date not null,
  kinds text[] not null,
  include_exported boolean not null default false,
  invoice_count integer not null default 0,
  credit_note_count integer not null default 0,
  payment_count integer not null default 0,
  line_count integer not null default 0,
  -- [{ currency, debit, credit }] per currency: the journal's sums (equal when balanced).
  totals jsonb not null default '[]'::jsonb,
  file_name text not null,
  -- The CSV journal as exported (every provider keeps the file, so history can be downloaded).
  content text not null,
  remote_reference text,
  created_at timestamptz not null default now(),
  created_by uuid references users(id) on delete set null,
  check (period_from <= period_to)
);
create index accounting_exports_created_idx on accounting_exports (created_at desc, id);

-- What each export carried, so a document is not exported to the same provider twice unless asked.
-- No foreign key to the documents: a payment undone later keeps its record of having been exported.
create table accounting_exported_documents (
  export_id uuid not null references accounting_exports(id) on delete cascade,
  provider text not null,
  document_type text not null check (document_type in ('invoice', 'creditNote', 'payment')),
  document_id uuid not null,
  primary key (export_id, document_type, document_id)
);
create index accounting_exported_documents_lookup_idx
  on accounting_exported_documents (provider, document_type, document_id);

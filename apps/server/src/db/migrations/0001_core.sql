-- The core tables: accounts and sessions, settings, companies and billing companies, public
-- property requests, properties, the audit trail and the mail outbox.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  full_name text not null,
  role text not null check (role in ('user', 'moderator', 'admin', 'masteradmin', 'system_admin')),
  password_hash text not null,
  image_key text,
  image_name text,
  experiments jsonb not null default '[]'::jsonb,
  phone text,
  is_active boolean not null default true,
  last_sign_in_at timestamptz,

  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid
);
create unique index users_email_key on users (lower(email));

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id),
  remember_me boolean not null default false,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text,
  user_agent text
);
create index sessions_user_idx on sessions (user_id);

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions(id) on delete cascade,
  created_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

create table password_resets (
  token_hash text primary key,
  user_id uuid not null references users(id),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table sign_in_throttle (
  key text primary key,
  failures integer not null,
  last_failure_at timestamptz not null,
  blocked_until timestamptz
);

create table settings (
  key text primary key,
  value jsonb not null,

  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid
);

create table companies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  legal_name text not null default '',
  registration_number text not null default '',
  vat_number text not null default '',
  type text not null default 'corporate',
  parent_id uuid references companies(id),
  default_billing_company_id uuid,
  account_manager_id uuid references users(id),
  logo_key text,
  logo_name text,
  branding jsonb,

  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid
);
create index companies_parent_idx on companies (parent_id);
create index companies_name_idx on companies (lower(name));

create table billing_companies (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies(id),
  legal_name text not null,
  billing_address jsonb not null,
  accounts_emails jsonb not null default '[]'::jsonb,
  vat_number text not null default '',
  payment_terms_days integer not null default 30,
  purchase_order_required boolean not null default false,
  invoice_grouping text not null default 'perBooking',
  invoice_prefix text not null default '',

  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid
);
create index billing_companies_company_idx on billing_companies (company_id);
alter table companies add constraint companies_default_billing_fk
  foreign key (default_billing_company_id) references billing_companies(id);

create sequence property_request_reference_seq start 1001;
create table property_requests (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  status text not null default 'new',
  full_name text not null,
  email text not null,
  phone text,
  company_name text,
  details jsonb not null,

  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid
);
create index property_requests_status_idx on property_requests (status, created_at);

create table properties (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  type text,
  status text not null default 'draft',
  is_public boolean not null default false,
  address jsonb,
  bedrooms integer,
  bathrooms integer,
  max_guests integer,
  description text,
  amenities jsonb not null default '{}'::jsonb,
  images jsonb not null default '[]'::jsonb,

  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid
);

create table audit_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null,
  actor_id uuid,
  action text not null,
  record_type text not null,
  record_id text not null,
  changes jsonb not null default '{}'::jsonb
);
create index audit_events_record_idx on audit_events (record_type, record_id, occurred_at);

create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  created_at timestamptz not null,
  sent_at timestamptz,
  transport text not null,
  error text
);

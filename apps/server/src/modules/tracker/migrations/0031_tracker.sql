-- The tracker: the operations team's board of chases. An entry is made by hand or by
-- the system (modules/tracker/sync.ts), which keys its entries by trigger, record and occasion
-- (`sync_key`, unique) so a condition makes one entry however often it is seen, and closes them
-- when the condition ends (`closed_by_system_at`).
create table tracker_entries (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('checkInConfirmation', 'checkOutConfirmation',
    'extensionDecision', 'availabilityCheck', 'priceCheck', 'paymentChase', 'other')),
  subject_kind text check (subject_kind in ('booking', 'property', 'landlord', 'invoice', 'enquiry')),
  subject_id uuid,
  subject_label text not null default '',
  summary text not null,
  due_at timestamptz,
  status text not null default 'open' check (status in ('open', 'waiting', 'done', 'dropped')),
  outcome text not null default '',
  before jsonb,
  after jsonb,
  next_action_at timestamptz,
  assignee_id uuid references users(id),
  logged_by uuid references users(id),
  logged_at timestamptz,
  trigger text check (trigger in ('arrivalUnconfirmed', 'extensionDecisionDue',
    'availabilityStale', 'invoiceOverdue')),
  sync_key text,
  closed_by_system_at timestamptz,
  applied_at timestamptz,
  -- Summary, linked record and outcome on one line, for the list's search.
  search_text text not null default '',
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id),
  check ((subject_kind is null) = (subject_id is null)),
  check ((trigger is null) = (sync_key is null))
);
-- One entry per trigger, record and occasion (the sync's `on conflict do nothing`).
create unique index tracker_entries_sync_key_idx on tracker_entries (sync_key) where sync_key is not null;
-- The sync closes the automatic entries still chased whose condition ended.
create index tracker_entries_auto_open_idx on tracker_entries (sync_key)
  where sync_key is not null and status in ('open', 'waiting');
-- Each list order within a tab (status; the active and all tabs read status from the INCLUDE):
-- due time (none last), created, updated, kind; id breaks ties.
create index tracker_entries_status_due_idx on tracker_entries
  (deleted, status, (coalesce(due_at, 'infinity'::timestamptz)), id);
create index tracker_entries_due_idx on tracker_entries
  (deleted, (coalesce(due_at, 'infinity'::timestamptz)), id) include (status);
create index tracker_entries_created_idx on tracker_entries (deleted, created_at, id) include (status);
create index tracker_entries_updated_idx on tracker_entries (deleted, updated_at, id) include (status);
create index tracker_entries_kind_idx on tracker_entries (deleted, kind, id) include (status);
-- The filters: mine (assignee or creator), the linked record.
create index tracker_entries_assignee_idx on tracker_entries (assignee_id, deleted) include (status);
create index tracker_entries_created_by_idx on tracker_entries (created_by, deleted) include (status);
create index tracker_entries_subject_idx on tracker_entries (subject_kind, subject_id);
select track_list_changes('tracker_entries');

-- What the sync reads of the other modules, beside their own indexes (bookings' tab indexes serve
-- arrivals and departures, invoices' due-date index the overdue ones): available properties by
-- the time their availability was confirmed.
create index properties_availability_check_idx on properties (availability_confirmed_at)
  where deleted = false and status = 'available';

do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: tracker search runs without a trigram index';
    return;
  end if;
  execute format('create index tracker_entries_search_trgm_idx on tracker_entries using gin (search_text %I.gin_trgm_ops)', ext);
end $$;

-- Tasks: the administration's to-do list (spec §2 `tasks`, the 'task' modal).
-- A task may concern one record (subject_kind + subject_id: booking, enquiry, property, landlord,
-- invoice, guest, company or agent; checked by the service, since one column cannot reference
-- eight tables). Completing it records who and when. Each list index serves one tab's rows in one
-- sort order: the tab columns first (deleted, status; assignee for "mine"), the sort key, id last.
-- Sort keys are never null (lists.ts reads pages by keyset): no due time sorts as 'infinity'.
create table tasks (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  type text not null default 'other'
    check (type in ('call', 'email', 'visit', 'admin', 'finance', 'other')),
  status text not null default 'open' check (status in ('open', 'inProgress', 'done', 'cancelled')),
  priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  priority_rank smallint generated always as (
    case priority when 'low' then 0 when 'normal' then 1 when 'high' then 2 else 3 end
  ) stored,
  due_at timestamptz,
  assignee_id uuid references users(id),
  subject_kind text check (
    subject_kind in ('booking', 'enquiry', 'property', 'landlord', 'invoice', 'client', 'company', 'agent')
  ),
  subject_id uuid,
  checklist jsonb not null default '[]'::jsonb,
  notes text not null default '',
  completed_by uuid references users(id),
  completed_at timestamptz,
  version integer not null default 1,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references users(id),
  check ((subject_kind is null) = (subject_id is null)),
  check ((status = 'done') = (completed_at is not null))
);

create index tasks_due_idx
  on tasks (deleted, status, coalesce(due_at, 'infinity'::timestamptz), id);
create index tasks_priority_idx on tasks (deleted, status, priority_rank, id);
create index tasks_title_idx on tasks (deleted, status, lower(title), id);
create index tasks_created_idx on tasks (deleted, status, created_at, id);
create index tasks_updated_idx on tasks (deleted, status, updated_at, id);
-- "Mine" and the assignee filter; the bell's tasks due for one person.
create index tasks_assignee_idx
  on tasks (assignee_id, deleted, status, coalesce(due_at, 'infinity'::timestamptz), id);
-- The overdue tab: open tasks by due time (a partial index, small).
create index tasks_open_due_idx on tasks (due_at, id)
  where deleted = false and status in ('open', 'inProgress');
-- A record's tasks (the subject filter).
create index tasks_subject_idx on tasks (subject_kind, subject_id) where subject_id is not null;
create index tasks_type_idx on tasks (type, deleted, status);
create index tasks_completed_by_idx on tasks (completed_by) where completed_by is not null;
create index tasks_created_by_idx on tasks (created_by) where created_by is not null;

select track_list_changes('tasks');

-- Trigram index for the search, when 0006 could install pg_trgm (otherwise searches scan).
do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: task search runs without trigram indexes';
    return;
  end if;
  execute format('create index tasks_title_trgm_idx on tasks using gin (title %I.gin_trgm_ops)', ext);
  execute format('create index tasks_notes_trgm_idx on tasks using gin (notes %I.gin_trgm_ops)', ext);
end $$;

-- Lists at 100,000 rows, core tables. Three parts:
--
-- 1. Change stamps. `list_stamps` holds one counter per table, raised by a statement trigger in the
--    writing transaction itself, so a reader sees a new stamp exactly when it sees the rows that
--    changed it. listPage (src/db/records.ts) keeps a list's tab counts and page boundaries with the
--    stamp they were read at and reuses them while the stamp has not moved: an unfiltered list no
--    longer counts its whole table on every page, and the counts stay exact. A module opts a table
--    in with `select track_list_changes('its_table');` in its own migration.
-- 2. Covering list indexes: the tab column first, then the sort key and the id tie-break, with the
--    columns the tabs and the sort read INCLUDEd, so finding the ids of a deep page is an
--    index-only walk (no table row is read until the 29 of the page).
-- 3. Trigram indexes for the searches still without one (users, billing companies).

create table list_stamps (
  name text primary key,
  stamp bigint not null
);

-- The table is named with its schema (TG_TABLE_SCHEMA): a trigger fires in the schema of its table
-- whatever the session's search_path is.
create function list_stamp_bump() returns trigger language plpgsql as $$
begin
  execute format(
    'insert into %I.list_stamps as s (name, stamp) values ($1, 1)
       on conflict (name) do update set stamp = s.stamp + 1',
    TG_TABLE_SCHEMA
  ) using TG_TABLE_NAME;
  return null;
end $$;

create function track_list_changes(target regclass) returns void language plpgsql as $$
begin
  execute format(
    'create trigger list_stamp after insert or update or delete or truncate on %s
       for each statement execute function list_stamp_bump()',
    target
  );
end $$;

select track_list_changes('companies');
select track_list_changes('billing_companies');
select track_list_changes('users');

-- Companies: tab `deleted`, order lower(name), id; the top/sub tabs read parent_id.
create index companies_list_idx on companies (deleted, lower(name), id) include (name, parent_id);
drop index companies_name_id_idx;

-- Billing companies: tab `deleted`, order lower(legal_name), id.
create index billing_companies_list_idx on billing_companies (deleted, lower(legal_name), id)
  include (legal_name);
drop index billing_companies_legal_name_idx;

-- Users: live approved accounts by lower(full_name), id; the role filter reads role.
create index users_list_cover_idx on users (lower(full_name), id) include (full_name, role)
  where deleted = false and approval = 'approved';
drop index users_list_idx;

-- Search (searchAny: column ILIKE '%text%') on users and billing companies, as 0006 did for the
-- others: skipped with a notice where pg_trgm could not be installed.
do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: users and billing companies search without trigram indexes';
    return;
  end if;
  execute format('create index users_full_name_trgm_idx on users using gin (full_name %I.gin_trgm_ops)', ext);
  execute format('create index users_email_trgm_idx on users using gin (email %I.gin_trgm_ops)', ext);
  execute format('create index billing_companies_legal_name_trgm_idx on billing_companies using gin (legal_name %I.gin_trgm_ops)', ext);
  execute format('create index billing_companies_vat_number_trgm_idx on billing_companies using gin (vat_number %I.gin_trgm_ops)', ext);
end $$;

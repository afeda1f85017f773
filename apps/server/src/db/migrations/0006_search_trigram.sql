-- Trigram indexes for the lists' search (`searchAny`: column ILIKE '%text%'): with them a
-- search of three characters or more is a bitmap scan instead of a scan of the whole table.
-- pg_trgm is a trusted extension (PostgreSQL 13+), but CREATE EXTENSION still needs the CREATE
-- privilege on the database: a role without it gets no trigram indexes (a notice, searches work as
-- before) rather than a server that cannot start. It is installed in `public` so that it never
-- belongs to a schema that may be dropped (one schema per test file shares a database), and the
-- operator class is named with the schema it actually lives in (it may have been installed
-- elsewhere before).
do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    begin
      create extension pg_trgm schema public;
      ext := 'public';
    exception when insufficient_privilege or undefined_file or undefined_object or invalid_schema_name then
      raise notice 'pg_trgm not available (%): searches run without trigram indexes', sqlerrm;
      return;
    end;
  end if;
  execute format('create index companies_name_trgm_idx on companies using gin (name %I.gin_trgm_ops)', ext);
  execute format('create index companies_legal_name_trgm_idx on companies using gin (legal_name %I.gin_trgm_ops)', ext);
  execute format('create index clients_first_name_trgm_idx on clients using gin (first_name %I.gin_trgm_ops)', ext);
  execute format('create index clients_last_name_trgm_idx on clients using gin (last_name %I.gin_trgm_ops)', ext);
  execute format('create index clients_email_trgm_idx on clients using gin (email %I.gin_trgm_ops)', ext);
  execute format('create index clients_phone_trgm_idx on clients using gin (phone %I.gin_trgm_ops)', ext);
  execute format('create index agents_name_trgm_idx on agents using gin (name %I.gin_trgm_ops)', ext);
  execute format('create index agents_agency_name_trgm_idx on agents using gin (agency_name %I.gin_trgm_ops)', ext);
  execute format('create index agents_contact_name_trgm_idx on agents using gin (contact_name %I.gin_trgm_ops)', ext);
  execute format('create index agents_contact_email_trgm_idx on agents using gin (contact_email %I.gin_trgm_ops)', ext);
end $$;

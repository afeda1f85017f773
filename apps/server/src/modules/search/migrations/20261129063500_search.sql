-- One search for everything (GET /api/v1/search): the identifiers it matches exactly and the
-- columns it searches that no list searched before, indexed so that each of its bounded branches
-- (exact, prefix, contains) is an index scan at 100,000 rows a table.
--
-- An invoice by its number, a property by its postcode (spaces and case ignored).
create index invoices_number_upper_idx on invoices (upper(number));
create index properties_postcode_idx
  on properties (upper(replace(address->>'zip', ' ', '')));

-- Postcodes and phone numbers typed in part (ILIKE on the trigram indexes), as 0006 did for the
-- lists: skipped with a notice where pg_trgm could not be installed.
do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: the search reads postcodes and phones without trigram indexes';
    return;
  end if;
  execute format('create index properties_zip_trgm_idx on properties using gin ((address->>''zip'') %I.gin_trgm_ops)', ext);
  execute format('create index users_phone_trgm_idx on users using gin (phone %I.gin_trgm_ops)', ext);
  execute format('create index invoices_number_trgm_idx on invoices using gin (number %I.gin_trgm_ops)', ext);
end $$;

-- Bookings: the columns the booking model needs beyond the first bookings of 0013
-- (enquiries, offer lines), and an index for every list query. The stay state is never stored:
-- it follows the dates and "today" in the configured time zone at each request.

-- A booking always has both dates: a booked open-ended enquiry takes its offer line's nights.
update bookings b
   set check_out = b.check_in + coalesce((select o.nights from enquiry_offers o where o.id = b.offer_id), 1)
 where b.check_out is null;
alter table bookings alter column check_out set not null;
alter table bookings add constraint bookings_dates_check check (check_out > check_in);

alter table bookings
  add column account_manager_id uuid references users(id),
  -- The check-out first agreed; check_out moves with each extension.
  add column original_check_out date,
  -- Agreed extensions: [{ from, to, sellingPricePerNight, costPerNight, approvedBy, approvedAt }].
  add column extensions jsonb not null default '[]',
  add column extension_decision text not null default 'undecided'
    check (extension_decision in ('undecided', 'extending', 'leaving')),
  add column deposit_amount numeric(12, 2) not null default 0 check (deposit_amount >= 0),
  add column deposit_returned_at timestamptz,
  add column purchase_order text not null default '',
  add column landlord_confirmed_at timestamptz,
  add column landlord_confirmed_by uuid references users(id),
  add column notes text not null default '',
  -- A flagged issue (needsAttention while not empty) and when it was flagged.
  add column issue text not null default '',
  add column issue_flagged_at timestamptz,
  -- Reference, purchase order, company, property and guest names on one line, for the search.
  add column search_text text not null default '';

update bookings set original_check_out = check_out where original_check_out is null;
alter table bookings alter column original_check_out set not null;

-- A booking written without its check-out (an open-ended enquiry's accepted line) takes its
-- line's nights; without its original check-out, the check-out. Before the not-null checks.
create function bookings_fill_dates() returns trigger language plpgsql as $$
begin
  if new.check_out is null then
    new.check_out := new.check_in
      + coalesce((select o.nights from enquiry_offers o where o.id = new.offer_id), 1);
  end if;
  if new.original_check_out is null then
    new.original_check_out := new.check_out;
  end if;
  return new;
end $$;
create trigger bookings_fill_dates before insert on bookings
  for each row execute function bookings_fill_dates();

update bookings b
   set search_text = concat_ws(' ', b.reference,
         (select c.name from companies c where c.id = b.company_id),
         (select p.title from properties p where p.id = b.property_id),
         (select string_agg(trim(g.first_name || ' ' || g.last_name), ' ')
            from clients g where g.id = any (b.guest_ids)));

-- The tabs are conditions on the dates relative to today (CHECK_IN: check_in = today; CHECK_OUT,
-- COMPLETED, EXTENDED on check_out; URGENT on both): one index per date, after the live flags.
create index bookings_tab_check_out_idx on bookings (deleted, status, check_out, id);
create index bookings_tab_check_in_idx on bookings (deleted, status, check_in, id);
-- Sorts (check_in is 0013's bookings_check_in_idx).
create index bookings_check_out_idx on bookings (deleted, check_out, id);
create index bookings_reference_idx on bookings (deleted, reference, id);
create index bookings_created_at_idx on bookings (deleted, created_at, id);
create index bookings_updated_at_idx on bookings (deleted, updated_at, id);
-- Filters and YOUR_BOOKINGS.
create index bookings_company_idx on bookings (company_id, deleted);
create index bookings_property_idx on bookings (property_id, check_in);
create index bookings_landlord_idx on bookings (landlord_id, deleted);
create index bookings_account_manager_idx on bookings (account_manager_id, deleted);
create index bookings_created_by_idx on bookings (created_by, deleted);

select track_list_changes('bookings');

do $$
declare
  ext text;
begin
  select n.nspname into ext
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
   where e.extname = 'pg_trgm';
  if ext is null then
    raise notice 'pg_trgm not installed: booking search runs without a trigram index';
    return;
  end if;
  execute format('create index bookings_search_trgm_idx on bookings using gin (search_text %I.gin_trgm_ops)', ext);
end $$;

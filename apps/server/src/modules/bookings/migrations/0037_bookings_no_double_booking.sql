-- No double booking, whichever way a booking is written (a direct booking, an accepted offer line,
-- an extension, a change of status, a restore): two live bookings of one property never share a
-- night. The services check first and answer 409 naming the clash; this constraint is what holds
-- when two writes race past that check (each in its own transaction, neither sees the other).
--
-- "Live" is the domain's isLiveBooking (LIVE_BOOKING_STATUS in packages/domain): not deleted and
-- status 'booked'. Complete (the stay is over), cancelled and archived bookings and every deleted
-- booking hold no nights. The WHERE below must stay that same condition.
--
-- A stay is [check_in, check_out): the guests leave on the check-out day, so one stay may end on
-- the day the next begins.
--
-- btree_gist lets a GiST index compare property_id (a uuid) with `=` beside the ranges' `&&`.
-- It is a trusted extension (PostgreSQL 13+): a role with the CREATE privilege on the database
-- (its owner) may create it; PGlite loads it from its contrib (PGLITE_EXTENSIONS). Installed in
-- `public`, like pg_trgm, so it never belongs to a schema that may be dropped. Unlike pg_trgm's
-- search indexes it is not optional: without it the rule would not hold, so the migration stops.
do $$
begin
  if not exists (select 1 from pg_extension where extname = 'btree_gist') then
    begin
      create extension btree_gist schema public;
    exception when insufficient_privilege then
      raise exception 'btree_gist is needed to refuse double bookings, and this role may not create it (%)', sqlerrm
        using hint = 'Run "create extension btree_gist schema public" in this database as its owner or a superuser, then start the server again.';
    end;
  end if;
end $$;

-- Existing data. The demo seed makes no overlapping live bookings, but a database written before
-- this rule may hold some (an accepted offer line was not checked against the property's other
-- bookings). They are resolved first come, first served, as the rule would have done: in order of
-- creation, a live booking that shares a night with an earlier live booking it did not displace
-- is cancelled, with an audited status change whose reason names the booking that keeps the nights
-- (shown in its activity). Nothing is deleted, the enquiry it came from is left as it is, and the
-- property's supply keeps its blocked ranges (nights stay blocked rather than freed by guesswork):
-- a person decides what happens to the cancelled stay.
do $$
declare
  stay record;
  keeper text;
begin
  for stay in
    select id, reference, property_id, check_in, check_out, created_at from bookings
     where not deleted and status = 'booked'
     order by created_at, id
  loop
    select k.reference into keeper from bookings k
     where k.property_id = stay.property_id and not k.deleted and k.status = 'booked'
       and (k.created_at, k.id) < (stay.created_at, stay.id)
       and k.check_in < stay.check_out and k.check_out > stay.check_in
     order by k.created_at, k.id
     limit 1;
    if keeper is not null then
      update bookings set status = 'cancelled', version = version + 1, updated_at = now()
       where id = stay.id;
      insert into audit_events (occurred_at, actor_id, action, record_type, record_id, record_name, changes)
      values (now(), null, 'status', 'booking', stay.id::text, stay.reference,
        jsonb_build_object(
          'status', jsonb_build_object('from', 'booked', 'to', 'cancelled'),
          'reason', jsonb_build_object('to', format(
            'Double booking: %s already had these nights (%s to %s) when bookings of one property were kept from sharing a night',
            keeper, stay.check_in, stay.check_out))));
    end if;
  end loop;
end $$;

alter table bookings add constraint bookings_no_double_booking
  exclude using gist (property_id with =, daterange(check_in, check_out, '[)') with &&)
  where (not deleted and status = 'booked');

-- The guest page lists the guest's bookings: the list's guestId filter (guest_ids @> array[id])
-- reads this index instead of every booking.
create index if not exists bookings_guest_ids_idx on bookings using gin (guest_ids);

-- Distance search at 100,000 properties: the position becomes a stored
-- point (generated from lng and lat) with a GiST index that INCLUDEs every column the list's
-- filters and tabs read, so counting the properties inside a search circle, and finding the ids
-- of its nearest page, are index-only scans instead of a heap visit to every property in the
-- bounding box (rows of one town are spread over the whole table). It replaces the expression
-- index of 0011.
alter table properties add column position point generated always as (point(lng, lat)) stored;

drop index properties_position_idx;
create index properties_position_cover_idx on properties using gist (position)
  include (id, deleted, status, is_temporary, busy, availability_confirmed_at, type, landlord_id,
           bedroom_count, max_guests, nightly_rate, parking, pets);

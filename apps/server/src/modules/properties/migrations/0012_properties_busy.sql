-- The nights a property is taken (its blocked and booked supply ranges) as one datemultirange
-- on the property itself: the availability filter becomes a check on the
-- row already read (`busy && daterange(from, to)`) instead of an index probe into
-- property_supply for every property inside the search circle. The supply service rewrites it
-- with every change of the ranges; property_supply stays the record of who entered what.
alter table properties add column busy datemultirange not null default '{}';

update properties p
   set busy = s.busy
  from (select property_id, range_agg(daterange(from_date, to_date)) as busy
          from property_supply
         where state <> 'available'
         group by property_id) s
 where s.property_id = p.id;

-- The bounds the domain declares for every input (packages/domain bounds.ts) held by the database
-- too: days inside 1900-01-01..2100-12-31, a stay at most 3650 nights (the ceiling no setting can
-- raise; the settings' own maximum is the server's to hold), a nightly price or cost, a unit
-- price and a deposit at most 1,000,000.00 either way they may go.
--
-- Each constraint is added NOT VALID, so a database holding older rows outside the bounds still
-- starts; it is then validated, and stays NOT VALID (with a notice) only where such rows exist.
-- New and changed rows are checked either way.
do $$
declare
  item record;
begin
  for item in
    select * from (values
      ('bookings', 'bookings_days_window',
       'check_in >= date ''1900-01-01'' and check_out <= date ''2100-12-31''
        and original_check_out between date ''1900-01-01'' and date ''2100-12-31'''),
      ('bookings', 'bookings_stay_length', 'check_out - check_in <= 3650'),
      ('bookings', 'bookings_amounts_bounds',
       'selling_price_per_night between 0 and 1000000 and cost_per_night between 0 and 1000000
        and deposit_amount <= 1000000'),
      ('enquiries', 'enquiries_days_window',
       'check_in >= date ''1900-01-01'' and check_in <= date ''2100-12-31''
        and (check_out is null or check_out <= date ''2100-12-31'')'),
      ('enquiries', 'enquiries_stay_length', 'check_out is null or check_out - check_in <= 3650'),
      ('enquiry_offers', 'enquiry_offers_amounts_bounds',
       'landlord_cost_per_night <= 1000000 and selling_price_per_night <= 1000000'),
      ('properties', 'properties_nightly_rate_bounds', 'nightly_rate between 0 and 1000000'),
      ('property_supply', 'property_supply_days_window',
       'from_date >= date ''1900-01-01'' and to_date <= date ''2101-01-01'''),
      ('invoice_lines', 'invoice_lines_unit_price_bounds', 'unit_price between -1000000 and 1000000'),
      ('invoice_payments', 'invoice_payments_day_window',
       'paid_on between date ''1900-01-01'' and date ''2100-12-31'''),
      ('bank_payments', 'bank_payments_day_window',
       'received_on between date ''1900-01-01'' and date ''2100-12-31''')
    ) as bounds (table_name, constraint_name, expression)
  loop
    execute format('alter table %I add constraint %I check (%s) not valid',
      item.table_name, item.constraint_name, item.expression);
    begin
      execute format('alter table %I validate constraint %I', item.table_name, item.constraint_name);
    exception when check_violation then
      raise notice '% holds rows outside %: they are kept, and checked when next changed',
        item.table_name, item.constraint_name;
    end;
  end loop;
end $$;

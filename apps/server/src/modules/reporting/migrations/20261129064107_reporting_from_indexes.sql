-- The report is counted over the records again, through indexes. The per-day and per-month
-- summaries of 0035 and 0036 were kept by statement triggers inside every writing transaction on
-- enquiries, bookings, invoices and properties: on PostgreSQL every writer of those tables updated
-- the same few summary rows (today's, this month's) and waited for the one before it to commit.
-- Measured with 20 writers creating and updating bookings and enquiries, dropping them took the
-- writes per second from 29–44 to 38–51 and the backends waiting on a lock from 4.1 to 0.

drop trigger if exists reporting_insert on enquiries;
drop trigger if exists reporting_update on enquiries;
drop trigger if exists reporting_delete on enquiries;
drop trigger if exists reporting_truncate on enquiries;
drop trigger if exists reporting_insert on bookings;
drop trigger if exists reporting_update on bookings;
drop trigger if exists reporting_delete on bookings;
drop trigger if exists reporting_truncate on bookings;
drop trigger if exists reporting_insert on invoices;
drop trigger if exists reporting_update on invoices;
drop trigger if exists reporting_delete on invoices;
drop trigger if exists reporting_truncate on invoices;
drop trigger if exists reporting_debt_insert on invoices;
drop trigger if exists reporting_debt_update on invoices;
drop trigger if exists reporting_debt_delete on invoices;
drop trigger if exists reporting_debt_truncate on invoices;
drop trigger if exists reporting_update on properties;

drop function if exists reporting_enquiries_changed();
drop function if exists reporting_bookings_changed();
drop function if exists reporting_invoices_changed();
drop function if exists reporting_invoices_truncated();
drop function if exists reporting_properties_changed();
drop function if exists reporting_enquiries_truncated();
drop function if exists reporting_bookings_truncated();
drop function if exists reporting_invoices_owed();
drop function if exists reporting_invoices_owed_truncated();
drop function if exists reporting_enquiry_zone(text);
drop function if exists reporting_enquiry_sql(text, text);
drop function if exists reporting_booking_sql(text);
drop function if exists reporting_invoice_sql(text);
drop function if exists reporting_occupancy_sql(text);
drop function if exists reporting_debt_sql(text);
drop function if exists reporting_in_stock(text);
drop function if exists reporting_source(text);

drop table if exists reporting_zones;
drop table if exists reporting_enquiry_stats;
drop table if exists reporting_booking_stats;
drop table if exists reporting_booking_gaps;
drop table if exists reporting_occupancy;
drop table if exists reporting_invoice_stats;
drop table if exists reporting_debt;

-- What the report reads instead, each index only as wide as the statements that use it
-- (reporting/queries.ts):
-- the live bookings a period overlaps (check_out > from, check_in <= to) with what their first
-- nights count for (the rows are not visited), and those with extensions (those rows are);
create index reporting_bookings_stay_idx on bookings (check_out)
  include (check_in, currency, property_id, id, company_id, agent_id, original_check_out,
           selling_price_per_night, cost_per_night)
  where deleted = false and status in ('booked', 'complete');
create index reporting_bookings_extended_idx on bookings (check_out)
  where deleted = false and status in ('booked', 'complete') and extensions <> '[]'::jsonb;
-- the stock counted for occupancy, and the nights it was blocked;
create index reporting_properties_stock_idx on properties (id)
  where deleted = false and status = 'available' and is_temporary = false;
create index reporting_supply_blocked_idx on property_supply (to_date) include (from_date, property_id)
  where state = 'blocked';
-- the invoices issued in a period (how many, their gross, per month), and the open balances of
-- the aged debt.
create index reporting_invoices_issued_idx on invoices (currency, issue_date) include (gross)
  where deleted = false and status in ('issued', 'partPaid', 'paid', 'credited');
create index reporting_invoices_open_idx on invoices (currency, due_date)
  include (gross, amount_paid, amount_credited)
  where deleted = false and status in ('issued', 'partPaid');

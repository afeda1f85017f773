-- A billing company is deactivated rather than deleted once invoices name it: it stays on those
-- invoices and out of the pickers of new enquiries and bookings.
alter table billing_companies add column if not exists active boolean not null default true;

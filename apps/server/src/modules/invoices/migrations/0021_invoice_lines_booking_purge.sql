-- A booking deleted for good (DELETE_BOOKING_PERMANENTLY) keeps its invoices: they are legal
-- documents. Their lines lose the link (their description still names the booking's reference)
-- instead of blocking the delete with a foreign-key error.
alter table invoice_lines drop constraint invoice_lines_booking_id_fkey;
alter table invoice_lines
  add constraint invoice_lines_booking_id_fkey
  foreign key (booking_id) references bookings(id) on delete set null;

-- Reporting: the payments received in a period are found by the day they
-- were received; invoice_payments had only (invoice_id, paid_on), so the period's payments were a
-- scan of the whole table. Every other figure runs on the list screens' indexes.
create index if not exists invoice_payments_paid_on_idx on invoice_payments (paid_on, invoice_id);

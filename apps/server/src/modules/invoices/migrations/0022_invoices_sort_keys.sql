-- The invoices list sorts drafts with the others: a draft's number reads as '' and its issue and
-- due dates as 'infinity' (repository.ts INVOICE_SORTS), so the keyset reads never compare a null.
-- These indexes are on those expressions; the ones on the bare columns no longer serve a sort.
drop index if exists invoices_issue_date_idx;
drop index if exists invoices_due_date_idx;
drop index if exists invoices_number_sort_idx;
create index if not exists invoices_issue_date_key_idx
  on invoices (deleted, status, coalesce(issue_date, 'infinity'::date), id);
create index if not exists invoices_due_date_key_idx
  on invoices (deleted, status, coalesce(due_date, 'infinity'::date), id);
create index if not exists invoices_number_key_idx
  on invoices (deleted, status, coalesce(number, ''), id);

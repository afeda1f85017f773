-- Aged debt: the open invoices (issued or part paid, not deleted) with a
-- balance (gross - paid - credited > 0), per currency and due date ('infinity' for none: always
-- current), how many and their balance. Kept like 0035's summaries by statement triggers on
-- invoices; a due date whose figures fall back to zero is removed, so the report reads one row per
-- due date still owed (a few hundred) instead of every open invoice.
create table reporting_debt (
  currency text not null,
  due date not null,
  invoices integer not null default 0,
  amount numeric not null default 0,
  primary key (currency, due)
);

create function reporting_debt_sql(src text) returns text language sql immutable as $f$
select format($q$
  with d as (
    select t.currency, coalesce(t.due_date, 'infinity'::date) as due, sum(t.sign) as invoices,
           sum(t.sign * (t.gross - t.amount_paid - t.amount_credited)) as amount
      from (%s) t
     where t.deleted = false and t.status in ('issued', 'partPaid')
       and t.gross - t.amount_paid - t.amount_credited > 0
     group by t.currency, coalesce(t.due_date, 'infinity'::date)
  )
  insert into reporting_debt as s (currency, due, invoices, amount)
  select currency, due, invoices, amount from d where invoices <> 0 or amount <> 0
  on conflict (currency, due) do update
    set invoices = s.invoices + excluded.invoices, amount = s.amount + excluded.amount
$q$, src)
$f$;

create function reporting_invoices_owed() returns trigger language plpgsql as $f$
begin
  execute reporting_debt_sql(reporting_source(TG_OP));
  delete from reporting_debt where invoices = 0 and amount = 0;
  return null;
end $f$;

create function reporting_invoices_owed_truncated() returns trigger language plpgsql as $f$
begin
  delete from reporting_debt;
  return null;
end $f$;

create trigger reporting_debt_insert after insert on invoices
  referencing new table as reporting_new
  for each statement execute function reporting_invoices_owed();
create trigger reporting_debt_update after update on invoices
  referencing old table as reporting_old new table as reporting_new
  for each statement execute function reporting_invoices_owed();
create trigger reporting_debt_delete after delete on invoices
  referencing old table as reporting_old
  for each statement execute function reporting_invoices_owed();
create trigger reporting_debt_truncate after truncate on invoices
  for each statement execute function reporting_invoices_owed_truncated();

do $$ begin
  execute reporting_debt_sql('select 1 as sign, t.* from invoices t');
end $$;

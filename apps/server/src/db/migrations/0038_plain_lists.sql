-- Lists are plain indexed queries: the per-table change stamps of 0007 go. Their statement
-- triggers updated one `list_stamps` row per table inside every writing transaction, which made
-- concurrent writers of a table queue on that row (and deadlock across tables) on PostgreSQL.
-- Every `list_stamp` trigger of this schema is dropped, then the functions and the table.
do $$
declare
  target record;
begin
  for target in
    select c.oid::regclass as name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where t.tgname = 'list_stamp' and c.relnamespace = current_schema()::regnamespace
  loop
    execute format('drop trigger list_stamp on %s', target.name);
  end loop;
end $$;

drop function if exists track_list_changes(regclass);
drop function if exists list_stamp_bump();
drop table if exists list_stamps;

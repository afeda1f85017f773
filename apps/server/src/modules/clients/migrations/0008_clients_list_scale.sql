-- Guests list at 100,000 rows: change stamps for exact cached tab counts
-- (0007_list_scale), and list indexes that cover what the tabs and the sorts read, so finding the
-- ids of a deep page is an index-only walk. The created/updated indexes of 0002 already hold
-- every column they need.
select track_list_changes('clients');
create index clients_list_name_idx on clients (deleted, lower(last_name), lower(first_name), id)
  include (last_name, first_name);
drop index clients_name_idx;

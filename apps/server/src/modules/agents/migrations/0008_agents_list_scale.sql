-- Agents list at scale: change stamps for exact cached tab counts (0007_list_scale), and
-- a name index that covers what the tabs and the sort read, so finding the ids of a deep page is an
-- index-only walk. The commission, created and updated indexes of 0002 already hold every column
-- they need.
select track_list_changes('agents');
create index agents_list_name_idx on agents (deleted, status, lower(name), id) include (name);
drop index agents_name_idx;

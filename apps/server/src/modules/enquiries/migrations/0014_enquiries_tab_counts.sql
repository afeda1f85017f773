-- The enquiries list's tab counts: after any write the next list request counts
-- every tab of the caller in one statement (`count(*) filter (where …)` per tab, src/db/lists.ts).
-- The tabs read only the status, the deleted flag and the assignee: this narrow index holds exactly
-- those, so the count is an index-only scan of it instead of a scan of the wide table (the address
-- and the booker are jsonb): about a tenth of the pages at 100,000 enquiries.
create index enquiries_tab_count_idx on enquiries (deleted, status, assignee_id);

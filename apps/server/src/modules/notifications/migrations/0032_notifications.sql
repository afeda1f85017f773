-- The notification bell: the items themselves are worked out at each request
-- by the modules' attention providers (modules/kit.ts); only what each user has marked read is
-- stored, by the item's stable id. A mark whose item is gone is harmless and is pruned after 90
-- days (modules/notifications/service.ts).

create table notification_reads (
  user_id uuid not null references users(id) on delete cascade,
  item_id text not null check (length(item_id) between 1 and 200),
  read_at timestamptz not null default now(),
  primary key (user_id, item_id)
);
create index notification_reads_read_at_idx on notification_reads (read_at);

-- The reference and the priority rank are computed from columns that are never null, so they are
-- never null either: the table says so, as the typed data layer always assumed.
alter table enquiries
  alter column reference set not null,
  alter column priority_rank set not null;

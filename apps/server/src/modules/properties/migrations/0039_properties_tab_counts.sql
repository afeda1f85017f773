-- The properties list counts its eight tabs on every request. Unfiltered, that count reads every
-- property; this narrow index holds exactly the columns the tabs read, so the count is an
-- index-only scan of it instead of the wide position index (or the table).
create index properties_tabs_idx on properties (deleted, status, is_temporary, availability_confirmed_at);

-- What the guests need to reach and use the home: step-free access, a ground-floor
-- bedroom, a wet room. Free text, bounded like every field the API takes.
alter table enquiries
  add column if not exists accessibility_needs text not null default ''
    check (char_length(accessibility_needs) <= 500);

-- The audit trail names the record it is about ("Sam Lee", "Relocate Co"), so the history
-- reads without looking each id up, and still reads after the record is gone.
alter table audit_events add column record_name text;

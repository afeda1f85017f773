-- Indexes that match each list's ORDER BY including its id tie-break, so a page is an
-- index scan that stops after the page instead of a sort of every row, and indexes on the
-- foreign keys screens filter by.

-- Companies: orderFor('name') = lower(name), id. Replaces companies_name_idx (lower(name) only).
create index companies_name_id_idx on companies (lower(name), id);
drop index companies_name_idx;
create index companies_account_manager_idx on companies (account_manager_id);
create index companies_default_billing_idx on companies (default_billing_company_id);

-- Billing companies: orderFor('legalName') = lower(legal_name), id.
create index billing_companies_legal_name_idx on billing_companies (lower(legal_name), id);

-- Users list: live, approved accounts by lower(full_name), id (the same condition as the list).
create index users_list_idx on users (lower(full_name), id) where deleted = false and approval = 'approved';

-- Audit trail: newest first (occurred_at desc, id desc), read backwards from this index.
create index audit_events_occurred_idx on audit_events (occurred_at, id);

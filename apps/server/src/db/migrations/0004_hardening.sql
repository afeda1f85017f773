-- Hardening.
-- Request budgets: the anonymous write limits and the per-address budget of password hashes,
-- in the database so that several servers share them (one row per limit and client network).
create table request_budgets (
  key text primary key,
  window_started_at timestamptz not null,
  count integer not null
);

-- Self sign-up grants nothing by itself: the account signs in only once its email address is
-- verified and an ACCOUNT_DATA holder approved it. Accounts that exist already were made by
-- staff (or are older sign-ups already in use): they count as verified and approved.
alter table users add column email_verified_at timestamptz;
alter table users add column approval text not null default 'approved'
  check (approval in ('pending', 'approved', 'refused'));
update users set email_verified_at = created_at;
create index users_pending_idx on users (created_at) where approval = 'pending' and deleted = false;

create table email_verifications (
  token_hash text primary key,
  user_id uuid not null references users(id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_verifications_user_idx on email_verifications (user_id);

-- Refresh grace window: the successor of a rotated refresh token, sealed with a key only the
-- holder of the rotated token can derive, so a second tab presenting it within seconds gets the
-- same successor instead of ending the session.
alter table refresh_tokens add column successor_sealed text;

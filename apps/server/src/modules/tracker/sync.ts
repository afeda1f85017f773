import { EXTENSION_DECISION_DAYS, LANDLORD_CONFIRMATION_DAYS } from '@staydesk/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { todayOf } from '../bookings/service.js';
import { readStockSettings } from '../properties/service.js';

/**
 * The automatic entries (issue #16). One statement finds every condition that needs a chase now,
 * each with its key — trigger, record and occasion (the arrival day, the departure day, the
 * availability confirmation it follows, the due date) — inserts the ones not yet there
 * (`on conflict (sync_key) do nothing`: one entry per occasion, however often or concurrently the
 * sync runs, on one server or several), closes the still-chased automatic entries whose condition
 * ended (status done, `closed_by_system_at`), and writes an audit event for each. An entry a person
 * marked done or dropped is never reopened by it; a new occasion (new dates, a later lapse of
 * availability) is a new entry.
 *
 * - arrivalUnconfirmed → checkInConfirmation: a booked stay arriving today to 2 days on (48 h)
 *   with no landlord confirmation (the bookings' own rule, `LANDLORD_CONFIRMATION_DAYS`);
 * - extensionDecisionDue → extensionDecision: a booked stay leaving today to 3 days on with its
 *   extension undecided (`EXTENSION_DECISION_DAYS`);
 * - availabilityStale → availabilityCheck: an available property whose availability was confirmed
 *   longer ago than the stock settings' freshness days (or never);
 * - invoiceOverdue → paymentChase: an issued or part-paid invoice past its due date.
 *
 * "Today" is the configured time zone's (global settings), as the bookings and invoices lists.
 */
const SYNC_SQL = `
with wanted as (
  select 'arrivalUnconfirmed:' || b.id || ':' || b.check_in as key,
         'checkInConfirmation' as kind, 'arrivalUnconfirmed' as trigger,
         'booking' as subject_kind, b.id as subject_id, b.reference as label,
         b.reference || ' · ' || coalesce(p.title, '') as summary,
         (b.check_in::timestamp at time zone $3) as due_at, b.account_manager_id as assignee_id
    from bookings b left join properties p on p.id = b.property_id
   where b.deleted = false and b.status = 'booked' and b.landlord_confirmed_at is null
     and b.check_in between $2::date and $2::date + $5::int
  union all
  select 'extensionDecisionDue:' || b.id || ':' || b.check_out,
         'extensionDecision', 'extensionDecisionDue',
         'booking', b.id, b.reference,
         b.reference || ' · ' || coalesce(p.title, ''),
         (b.check_out::timestamp at time zone $3), b.account_manager_id
    from bookings b left join properties p on p.id = b.property_id
   where b.deleted = false and b.status = 'booked' and b.extension_decision = 'undecided'
     and b.check_out between $2::date and $2::date + $6::int
  union all
  select 'availabilityStale:' || p.id || ':' || coalesce(to_char(p.availability_confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS'), 'never'),
         'availabilityCheck', 'availabilityStale',
         'property', p.id, p.title, p.title,
         coalesce(p.availability_confirmed_at + make_interval(days => $4::int), $1::timestamptz), null::uuid
    from properties p
   where p.deleted = false and p.status = 'available'
     and (p.availability_confirmed_at is null
          or p.availability_confirmed_at < $1::timestamptz - make_interval(days => $4::int))
  union all
  select 'invoiceOverdue:' || i.id || ':' || i.due_date,
         'paymentChase', 'invoiceOverdue',
         'invoice', i.id, coalesce(i.number, ''),
         coalesce(i.number, '') || ' · ' || coalesce(i.bill_to ->> 'legalName', ''),
         (i.due_date::timestamp at time zone $3), null::uuid
    from invoices i
   where i.deleted = false and i.status in ('issued', 'partPaid') and i.due_date < $2::date
), inserted as (
  insert into tracker_entries (kind, trigger, sync_key, subject_kind, subject_id, subject_label,
                               summary, search_text, due_at, assignee_id, status, created_at, updated_at)
  select kind, trigger, key, subject_kind, subject_id, label, summary,
         summary || ' ' || label, due_at, assignee_id, 'open', $1, $1
    from wanted
  on conflict (sync_key) where sync_key is not null do nothing
  returning id, summary, kind, status, subject_kind, subject_id
), closed as (
  update tracker_entries t
     set status = 'done', closed_by_system_at = $1, version = t.version + 1, updated_at = $1
   where t.sync_key is not null and t.status in ('open', 'waiting') and t.deleted = false
     and not exists (select 1 from wanted w where w.key = t.sync_key)
  returning t.id, t.summary
), audited as (
  insert into audit_events (occurred_at, actor_id, action, record_type, record_id, record_name, changes)
  select $1::timestamptz, null::uuid, 'create', 'trackerEntry', id::text, summary,
         jsonb_build_object('kind', jsonb_build_object('to', kind),
                            'status', jsonb_build_object('to', status),
                            'subject', jsonb_build_object('to', subject_kind || ':' || subject_id))
    from inserted
  union all
  select $1::timestamptz, null::uuid, 'systemClose', 'trackerEntry', id::text, summary,
         jsonb_build_object('status', jsonb_build_object('to', 'done'))
    from closed
  returning 1
)
select (select count(*) from inserted)::int as created, (select count(*) from closed)::int as closed`;

export interface SyncResult {
  created: number;
  closed: number;
}

/** Runs the sync once, in one transaction, at the clock's now. */
export async function syncTracker(db: Database, clock: Clock): Promise<SyncResult> {
  const today = await todayOf(db, clock);
  const { availabilityFreshnessDays } = await readStockSettings(db);
  return db.transaction(async (tx) => {
    const result = await tx.query<SyncResult>(SYNC_SQL, [
      today.now.toISOString(),
      today.day,
      today.timeZone,
      availabilityFreshnessDays,
      LANDLORD_CONFIRMATION_DAYS,
      EXTENSION_DECISION_DAYS,
    ]);
    return result.rows[0] ?? { created: 0, closed: 0 };
  });
}

/** How long a list read may reuse the last sync (by the app's clock). */
export const SYNC_THROTTLE_MS = 10_000;

/**
 * The sync as the list runs it: at most once per `SYNC_THROTTLE_MS` of the clock per server
 * (and at once after the clock moved back), with concurrent reads sharing one run.
 */
export function throttledSync(db: Database, clock: Clock) {
  let last: number | null = null;
  let running: Promise<SyncResult> | null = null;
  return {
    async run(force = false): Promise<void> {
      const now = clock.now().getTime();
      if (!force && last !== null && now >= last && now - last < SYNC_THROTTLE_MS) return;
      if (!running) {
        running = syncTracker(db, clock).finally(() => {
          running = null;
        });
        last = now;
      }
      await running;
    },
    /** Forget the last run: the next read syncs (after a write that may change a condition). */
    invalidate(): void {
      last = null;
    },
  };
}

import { EXTENSION_DECISION_DAYS, LANDLORD_CONFIRMATION_DAYS } from '@staydesk/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { readStockSettings } from '../properties/service.js';
import { todayOf } from '../settings/today.js';

/**
 * The automatic entries. One statement finds every condition that needs a chase now,
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

/** How long a read may reuse the last sync while nothing it reads has changed (the app's clock). */
export const SYNC_THROTTLE_MS = 10_000;

/**
 * What the sync reads, summed up in one cheap row: the last audit event (every write through the
 * API records one in its own transaction, so a reader sees it exactly when it sees the rows it
 * changed; one step back on the key) other than the sync's own (actor-less tracker events: a run
 * that made or closed entries must not make the next read run again), the last change of a live and of a deleted property (each
 * one step back on `properties_updated_idx`) and the settings' versions (time zone, availability
 * freshness). A write that could make or end a condition moves it; so do other writes, which only
 * cost a sync that finds nothing new.
 */
const WATERMARK_SQL = `
select concat_ws('|',
  (select max(id) from audit_events where not (actor_id is null and record_type = 'trackerEntry'))::text,
  (select max(updated_at) from properties where deleted = false)::text,
  (select max(updated_at) from properties where deleted = true)::text,
  (select sum(version) from settings)::text) as mark`;

async function watermarkOf(db: Database): Promise<string> {
  const result = await db.query<{ mark: string | null }>(WATERMARK_SQL);
  return result.rows[0]?.mark ?? '';
}

export interface TrackerSync {
  /** Brings the automatic entries up to date unless the last run still holds (see below). */
  run(force?: boolean): Promise<void>;
  /** Forget the last run: the next read syncs. */
  invalidate(): void;
}

/**
 * The sync as reads run it (the list and the bell). A read first reads the watermark; it reuses
 * the last run only when that run started less than `SYNC_THROTTLE_MS` ago by the clock (and the
 * clock did not move back) from the same watermark. So a booking made, confirmed, moved or
 * cancelled, an invoice issued or paid, a property's availability confirmed is seen by the very
 * next read, on this server or another one (the watermark lives in the database); the throttle
 * only spaces the runs that catch what the clock alone changes (a day passing, availability
 * growing stale). Reads that find a run under way from their watermark wait for it, so their
 * answer holds its entries; a read with a newer watermark queues a run after it, and reads that
 * come while that run is still waiting share it: it has not begun, so it will read every write
 * they saw. Under a steady stream of writes (every one moves the watermark) the board's readers
 * then cost one run at a time and one waiting, not one run each in a line.
 */
export function throttledSync(db: Database, clock: Clock): TrackerSync {
  let lastAt: number | null = null;
  let lastMark: string | null = null;
  let running: Promise<void> | null = null;
  /** The run queued behind `running`, not begun yet. */
  let waiting: Promise<void> | null = null;
  return {
    async run(force = false): Promise<void> {
      const mark = await watermarkOf(db);
      const now = clock.now().getTime();
      const fresh =
        !force &&
        lastAt !== null &&
        now >= lastAt &&
        now - lastAt < SYNC_THROTTLE_MS &&
        mark === lastMark;
      if (fresh) {
        // A run started from this same watermark may still be going: wait for its entries (its
        // failure is answered to the read that started it).
        const last = waiting ?? running;
        if (last) await last.catch(() => undefined);
        return;
      }
      lastAt = now;
      lastMark = mark;
      let current = waiting;
      if (!current) {
        const previous = running;
        current = (async () => {
          // Always yields first, so `waiting` holds this run when it begins.
          await previous?.catch(() => undefined);
          // Begun: from here a read with a newer watermark queues the next run.
          const self = waiting;
          running = self;
          waiting = null;
          try {
            await syncTracker(db, clock);
          } finally {
            if (running === self) running = null;
          }
        })();
        waiting = current;
      }
      try {
        await current;
      } catch (error) {
        // A failed run holds nothing: the next read tries again.
        if (lastMark === mark) lastAt = null;
        throw error;
      }
    },
    invalidate(): void {
      lastAt = null;
    },
  };
}

/** One throttled sync per database, shared by the list route and the bell's provider. */
const syncs = new WeakMap<Database, TrackerSync>();

/** The database's throttled sync, made on first use with the app's clock (the routes'). */
export function trackerSyncOf(db: Database, clock: Clock): TrackerSync {
  let sync = syncs.get(db);
  if (!sync) {
    sync = throttledSync(db, clock);
    syncs.set(db, sync);
  }
  return sync;
}

/** The database's sync if the tracker's routes made one (the bell runs it before reading). */
export const existingTrackerSync = (db: Database): TrackerSync | undefined => syncs.get(db);

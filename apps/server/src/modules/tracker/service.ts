import type { PropertyCosts, Role, SupplyUpdate } from '@staydesk/domain';
import { apiMessage } from '@staydesk/domain';
import {
  canApplyTrackerValues,
  type TrackerBulkDone,
  type TrackerEntry,
  type TrackerEntryCreate,
  type TrackerEntryUpdate,
  type TrackerSubject,
  type TrackerSubjectKind,
  type TrackerValues,
  trackerValuesWritten,
} from '@staydesk/domain/tracker';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { createRecord, updateRecord, type WriteContext } from '../../db/records.js';
import { users } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { invalid, notFound, refusal } from '../../lib/errors.js';
import { likePattern } from '../../lib/sql.js';
import { bookingKind } from '../bookings/repository.js';
import { refreshSearchText } from '../bookings/service.js';
import { applySupplyUpdate } from '../properties/service.js';
import { todayOf } from '../settings/today.js';
import {
  findTrackerEntry,
  searchTextOf,
  type TrackerRow,
  type TrackerValuesRow,
  trackerKind,
} from './repository.js';

/** Each kind of linked record: its table and its readable name. */
const SUBJECTS: Record<TrackerSubjectKind, { table: string; label: string }> = {
  booking: { table: 'bookings', label: 'reference' },
  property: { table: 'properties', label: 'title' },
  landlord: { table: 'landlords', label: 'name' },
  invoice: { table: 'invoices', label: "coalesce(number, '')" },
  enquiry: { table: 'enquiries', label: 'reference' },
};

export const TRACKER_MESSAGES = {
  noSuchAccount: apiMessage('noSuch', { what: 'account' }),
  noSuchRecord: (kind: TrackerSubjectKind) => apiMessage('noSuch', { what: kind }),
  notAnArrival: apiMessage('notAnArrival'),
  notChased: apiMessage('entryClosed'),
  notBooked: apiMessage('notBooked'),
  automaticFixed: apiMessage('automaticEntryFixed'),
  nothingToApply: apiMessage('nothingToApply'),
  alreadyApplied: apiMessage('alreadyApplied'),
  currency: (currency: string) => apiMessage('propertyCurrency', { currency }),
} as const;

/** The linked record's readable name; a 400 naming `subject.id` when it is missing or deleted. */
async function subjectLabelOf(tx: Transaction, subject: TrackerSubject): Promise<string> {
  const { table, label } = SUBJECTS[subject.kind];
  const found = await tx.query<{ label: string | null }>(
    `select ${label} as label from ${table} where id = $1 and deleted = false`,
    [subject.id],
  );
  const row = found.rows[0];
  if (!row) throw invalid({ 'subject.id': TRACKER_MESSAGES.noSuchRecord(subject.kind) });
  return row.label ?? '';
}

async function checkAssignee(tx: Transaction, assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  const [account] = await tx.orm
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, assigneeId),
        eq(users.deleted, false),
        eq(users.isActive, true),
        eq(users.approval, 'approved'),
      ),
    );
  if (!account) throw invalid({ assigneeId: TRACKER_MESSAGES.noSuchAccount });
}

interface PropertyFacts {
  version: number;
  costs: PropertyCosts;
}

async function propertyFacts(tx: Transaction, id: string): Promise<PropertyFacts | undefined> {
  const found = await tx.query<{ version: number; costs: PropertyCosts }>(
    'select version, costs from properties where id = $1 and deleted = false',
    [id],
  );
  return found.rows[0];
}

/** A check of a property made by hand starts from the property's current nightly rate. */
async function beforeValuesOf(
  tx: Transaction,
  input: TrackerEntryCreate,
): Promise<TrackerValues | null> {
  if (input.before !== null || input.subject?.kind !== 'property') return input.before;
  if (input.kind !== 'priceCheck' && input.kind !== 'availabilityCheck') return null;
  const property = await propertyFacts(tx, input.subject.id);
  if (!property) return null;
  return { nightlyRate: property.costs.nightlyRate, availability: null, from: null, to: null };
}

/** A record the entry dialog's picker offers: its name and a second line. */
export interface SubjectOption {
  id: string;
  label: string;
  detail: string;
}

/**
 * Each kind's search for the picker: live records whose name (or second line) holds the text,
 * through the table's trigram-indexed search columns, 20 at most. `$1` is the LIKE pattern (null:
 * no search).
 */
const SUBJECT_SEARCH: Record<TrackerSubjectKind, string> = {
  booking: `select b.id, b.reference as label,
                   concat_ws(' · ', nullif(p.title, ''), to_char(b.check_in, 'YYYY-MM-DD')) as detail
              from bookings b left join properties p on p.id = b.property_id
             where b.deleted = false and ($1::text is null or b.search_text ilike $1)
             order by b.check_in desc, b.id limit 20`,
  property: `select id, title as label, city as detail from properties
              where deleted = false and ($1::text is null or title ilike $1 or city ilike $1)
              order by lower(title), id limit 20`,
  landlord: `select id, name as label, company_name as detail from landlords
              where deleted = false and ($1::text is null or name ilike $1 or company_name ilike $1)
              order by lower(name), id limit 20`,
  invoice: `select id, number as label, coalesce(bill_to ->> 'legalName', '') as detail from invoices
             where deleted = false and number is not null
               and ($1::text is null or search_text ilike $1)
             order by issued_at desc nulls last, id limit 20`,
  enquiry: `select id, reference as label, coalesce(booker ->> 'name', '') as detail from enquiries
             where deleted = false and ($1::text is null or search_text ilike $1)
             order by received_at desc, id limit 20`,
};

/** Records the landlord's confirmation on a live booked stay (kept if already there), audited. */
async function confirmBookingLandlord(
  tx: Transaction,
  bookingId: string,
  context: WriteContext,
): Promise<void> {
  const booking = await bookingKind.lock(tx, bookingId);
  if (!booking || booking.deleted)
    throw invalid({ 'subject.id': apiMessage('noSuch', { what: 'booking' }) });
  if (booking.status !== 'booked') throw refusal(422, TRACKER_MESSAGES.notBooked);
  if (booking.landlordConfirmedAt !== null) return;
  await updateRecord(
    tx,
    bookingKind,
    { id: bookingId, version: booking.version, live: true },
    { landlordConfirmedAt: context.at, landlordConfirmedBy: context.actor.id },
    context,
    { action: 'landlordConfirmation' },
  );
  await refreshSearchText(tx, bookingId);
}

const viewOf = async (tx: Transaction, row: TrackerRow): Promise<TrackerEntry> => {
  const view = await findTrackerEntry(tx.orm, row.id);
  if (!view) throw notFound(trackerKind.label);
  return view;
};

export function trackerService(db: Database, clock: Clock) {
  return {
    async get(id: string): Promise<TrackerEntry> {
      const view = await db.read((orm) => findTrackerEntry(orm, id));
      if (!view) throw notFound(trackerKind.label);
      return view;
    },

    /** The picker's records of one kind matching the typed text. */
    async subjects(kind: TrackerSubjectKind, search: string | undefined): Promise<SubjectOption[]> {
      const text = search?.trim() ?? '';
      const result = await db.query<{ id: string; label: string | null; detail: string | null }>(
        SUBJECT_SEARCH[kind],
        [text === '' ? null : likePattern(text)],
      );
      return result.rows.map((row) => ({
        id: row.id,
        label: row.label ?? '',
        detail: row.detail ?? '',
      }));
    },

    /** `role`: who writes; without COST_AUDIT_TRAIL no nightly rate is taken (trackerValuesWritten). */
    create(input: TrackerEntryCreate, context: WriteContext, role: Role): Promise<TrackerEntry> {
      return db.transaction(async (tx) => {
        const assigneeId = input.assigneeId === undefined ? context.actor.id : input.assigneeId;
        await checkAssignee(tx, assigneeId);
        const subjectLabel = input.subject ? await subjectLabelOf(tx, input.subject) : '';
        const logged = input.outcome !== '' || input.status !== 'open';
        const values: TrackerValuesRow = {
          kind: input.kind,
          subjectKind: input.subject?.kind ?? null,
          subjectId: input.subject?.id ?? null,
          subjectLabel,
          summary: input.summary,
          dueAt: input.dueAt ? new Date(input.dueAt) : null,
          status: input.status,
          outcome: input.outcome,
          before: await beforeValuesOf(tx, {
            ...input,
            before: trackerValuesWritten(input.before, null, role),
          }),
          after: trackerValuesWritten(input.after, null, role),
          nextActionAt: input.nextActionAt ? new Date(input.nextActionAt) : null,
          assigneeId,
          loggedBy: logged ? context.actor.id : null,
          loggedAt: logged ? context.at : null,
          searchText: searchTextOf({ ...input, subjectLabel }),
        };
        return viewOf(tx, await createRecord(tx, trackerKind, values, context));
      });
    },

    /** `role`: who writes; without COST_AUDIT_TRAIL the stored nightly rates are kept. */
    update(
      id: string,
      input: TrackerEntryUpdate,
      context: WriteContext,
      role: Role,
    ): Promise<TrackerEntry> {
      const { version, ...changes } = input;
      return db.transaction(async (tx) => {
        await checkAssignee(tx, changes.assigneeId);
        const subjectLabel = changes.subject
          ? await subjectLabelOf(tx, changes.subject)
          : undefined;
        const row = await updateRecord(
          tx,
          trackerKind,
          { id, version, live: true },
          (before) => {
            const moved =
              (changes.kind !== undefined && changes.kind !== before.kind) ||
              (changes.subject !== undefined && (changes.subject?.id ?? null) !== before.subjectId);
            if (before.trigger !== null && moved) {
              throw invalid({ kind: TRACKER_MESSAGES.automaticFixed });
            }
            const set: Partial<TrackerValuesRow> = {};
            if (changes.kind !== undefined) set.kind = changes.kind;
            if (changes.subject !== undefined) {
              set.subjectKind = changes.subject?.kind ?? null;
              set.subjectId = changes.subject?.id ?? null;
              set.subjectLabel = subjectLabel ?? '';
            }
            if (changes.summary !== undefined) set.summary = changes.summary;
            if (changes.dueAt !== undefined)
              set.dueAt = changes.dueAt ? new Date(changes.dueAt) : null;
            if (changes.outcome !== undefined) set.outcome = changes.outcome;
            if (changes.before !== undefined)
              set.before = trackerValuesWritten(changes.before, before.before, role);
            if (changes.after !== undefined)
              set.after = trackerValuesWritten(changes.after, before.after, role);
            if (changes.nextActionAt !== undefined)
              set.nextActionAt = changes.nextActionAt ? new Date(changes.nextActionAt) : null;
            if (changes.assigneeId !== undefined) set.assigneeId = changes.assigneeId;
            if (changes.status !== undefined) {
              set.status = changes.status;
              // Taken up again by a person: no longer closed by the system.
              if (changes.status === 'open' || changes.status === 'waiting')
                set.closedBySystemAt = null;
            }
            const logged =
              (changes.status !== undefined && changes.status !== before.status) ||
              (changes.outcome !== undefined && changes.outcome !== before.outcome);
            if (logged) {
              set.loggedBy = context.actor.id;
              set.loggedAt = context.at;
            }
            set.searchText = searchTextOf({
              summary: set.summary ?? before.summary,
              subjectLabel: set.subjectLabel ?? before.subjectLabel,
              outcome: set.outcome ?? before.outcome,
            });
            return set;
          },
          context,
        );
        return viewOf(tx, row);
      });
    },

    /** Marks the entries done in one transaction; a stale one refuses them all (409 naming it). */
    bulkDone(input: TrackerBulkDone, context: WriteContext): Promise<number> {
      return db.transaction(async (tx) => {
        const seen = new Set<string>();
        for (const entry of input.entries) {
          if (seen.has(entry.id)) continue;
          seen.add(entry.id);
          await updateRecord(
            tx,
            trackerKind,
            { id: entry.id, version: entry.version, live: true },
            (before): Partial<TrackerValuesRow> => {
              const outcome = input.outcome === '' ? before.outcome : input.outcome;
              return {
                status: 'done',
                outcome,
                loggedBy: context.actor.id,
                loggedAt: context.at,
                searchText: searchTextOf({ ...before, outcome }),
              };
            },
            context,
            { action: 'bulkDone' },
          );
        }
        return seen.size;
      });
    },

    /**
     * The landlord confirmed the arrival: records it on the entry's booking (as the booking's own
     * 'landlord confirmation' does: who and when, audited) and closes the entry (done, logged by
     * the caller), in one transaction — the board and the bell lose it with this answer, not at
     * the next sync.
     */
    confirmArrival(id: string, version: number, context: WriteContext): Promise<TrackerEntry> {
      return db.transaction(async (tx) => {
        const locked = await trackerKind.lock(tx, id);
        if (!locked || locked.deleted) throw notFound(trackerKind.label);
        // A stale version is answered by updateRecord below (409) before anything is checked.
        if (locked.version === version) {
          if (
            locked.kind !== 'checkInConfirmation' ||
            locked.subjectKind !== 'booking' ||
            locked.subjectId === null
          ) {
            throw invalid({ kind: TRACKER_MESSAGES.notAnArrival });
          }
          if (locked.status !== 'open' && locked.status !== 'waiting') {
            throw refusal(409, TRACKER_MESSAGES.notChased);
          }
          await confirmBookingLandlord(tx, locked.subjectId, context);
        }
        const row = await updateRecord(
          tx,
          trackerKind,
          { id, version, live: true },
          {
            status: 'done',
            closedBySystemAt: null,
            loggedBy: context.actor.id,
            loggedAt: context.at,
          },
          context,
          { action: 'confirmArrival' },
        );
        return viewOf(tx, row);
      });
    },

    /**
     * Applies the entry's after values to its property through the properties module's own
     * supply update (its rules: currency, amounts, overlapping ranges, price history, audit), then
     * marks the entry done and applied — all in one transaction.
     */
    apply(id: string, version: number, context: WriteContext): Promise<TrackerEntry> {
      return db.transaction(async (tx) => {
        const locked = await trackerKind.lock(tx, id);
        if (!locked || locked.deleted) throw notFound(trackerKind.label);
        const entry = {
          subject:
            locked.subjectKind && locked.subjectId
              ? { kind: locked.subjectKind, id: locked.subjectId }
              : null,
          after: locked.after,
          appliedAt: locked.appliedAt?.toISOString() ?? null,
        };
        if (locked.version !== version) {
          // updateRecord below answers the stale version with the usual 409.
        } else if (entry.appliedAt !== null) {
          throw refusal(409, TRACKER_MESSAGES.alreadyApplied);
        } else if (!canApplyTrackerValues(entry)) {
          throw invalid({ after: TRACKER_MESSAGES.nothingToApply });
        }
        const after = locked.after;
        const propertyId = locked.subjectId;
        if (locked.version === version && after && propertyId) {
          const property = await propertyFacts(tx, propertyId);
          if (!property)
            throw invalid({ 'subject.id': apiMessage('noSuch', { what: 'property' }) });
          const currency = property.costs.nightlyRate.currency;
          if (after.nightlyRate && after.nightlyRate.currency !== currency) {
            throw invalid({ 'after.nightlyRate': TRACKER_MESSAGES.currency(currency) });
          }
          const today = (await todayOf(tx, clock)).day;
          const update: SupplyUpdate = {
            add:
              after.availability && after.from && after.to
                ? [
                    {
                      from: after.from,
                      to: after.to,
                      state: after.availability === 'available' ? 'available' : 'blocked',
                      note: locked.summary.slice(0, 500),
                    },
                  ]
                : [],
            remove: [],
            prices: after.nightlyRate
              ? [{ field: 'nightlyRate', amount: after.nightlyRate.amount, effectiveFrom: today }]
              : [],
            confirmedWithLandlord: after.availability !== null,
            version: property.version,
          };
          await applySupplyUpdate(tx, propertyId, update, context);
        }
        const row = await updateRecord(
          tx,
          trackerKind,
          { id, version, live: true },
          {
            status: 'done',
            appliedAt: context.at,
            loggedBy: context.actor.id,
            loggedAt: context.at,
          },
          context,
          { action: 'apply' },
        );
        return viewOf(tx, row);
      });
    },
  };
}

export type TrackerService = ReturnType<typeof trackerService>;

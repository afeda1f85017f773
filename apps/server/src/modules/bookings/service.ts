import {
  apiMessage,
  type BookingActivityEntry,
  type BookingCreate,
  type BookingDepositReturn,
  type BookingExtensionCreate,
  type BookingLandlordConfirmation,
  type BookingStatusFacts,
  type BookingStatusRefusal,
  type BookingUpdate,
  type BookingView,
  bookingStatusRefusal,
  can,
  isCostField,
  LIVE_BOOKING_STATUS,
  nightsOf,
  type Role,
  visibleChanges,
  type WorkflowStatus,
} from '@staydesk/domain';
import {
  type Database,
  isExclusionViolation,
  type Queryable,
  type Transaction,
} from '../../db/database.js';
import {
  createRecord,
  deleteRecordPermanently,
  restoreRecord,
  softDeleteRecord,
  updateRecord,
  type WriteContext,
} from '../../db/records.js';
import { companyDefaultBilling } from '../../db/references.js';
import type { Clock } from '../../lib/clock.js';
import { type Coded, type HttpError, invalid, notFound, refusal } from '../../lib/errors.js';
import type { Changes } from '../../services/audit.js';
import { refreshBusy } from '../properties/service.js';
import { assertStayAllowed } from '../settings/settings.js';
import { todayOf } from '../settings/today.js';
import { type BookingRow, type BookingValues, bookingKind, findBookingView } from './repository.js';

export const BOOKING_MESSAGES = {
  noProperty: apiMessage('noSuch', { what: 'property' }),
  extensionAfterCheckOut: apiMessage('extensionAfterCheckOut'),
  extensionCurrency: apiMessage('extensionCurrency'),
  status: apiMessage('bookingStatusInvalid'),
  notLive: apiMessage('bookingNotLive'),
  reasonRequired: apiMessage('statusReasonRequired'),
  reasonWithoutStatus: apiMessage('statusReasonWithoutStatus'),
  notDeleted: apiMessage('bookingNotDeleted'),
  permanentNeedsDeleted: apiMessage('bookingPurgeNeedsDeleted'),
} as const;

const BOOKING_STATUSES = ['booked', 'complete', 'cancelled'] as const;

/** The note a booking's supply range carries: how its range is found again. */
export const supplyNote = (reference: string) => `Booking ${reference}`;

/** A stretch of a property's nights that is taken: by a booking (its reference) or a block. */
export interface Clash {
  from: string;
  to: string;
  reference: string | null;
}

/**
 * The first blocked or booked stretch of the property (its supply, or a live booking) sharing a
 * night with [from, to), with the booking that takes it when one does (a live booking before a
 * supply range of the same day); `exclude` leaves a booking out (itself, when extending or
 * restoring).
 */
export async function findClash(
  tx: Queryable,
  propertyId: string,
  from: string,
  to: string,
  exclude?: { id: string; reference: string },
): Promise<Clash | undefined> {
  const result = await tx.query<Clash>(
    `select "from", "to", reference from (
       select s.from_date::text as "from", s.to_date::text as "to", b.reference, 1 as rank
         from property_supply s
         left join bookings b on b.property_id = s.property_id and s.state = 'booked'
          and s.note = $7 || b.reference
        where s.property_id = $1 and s.state <> 'available' and s.from_date < $3::date
          and s.to_date > $2::date and ($4::text is null or s.note <> $4)
       union all
       select check_in::text, check_out::text, reference, 0 from bookings
        where property_id = $1 and deleted = false and status = $6
          and check_in < $3::date and check_out > $2::date and ($5::uuid is null or id <> $5)
     ) taken order by "from", rank limit 1`,
    [
      propertyId,
      from,
      to,
      exclude ? supplyNote(exclude.reference) : null,
      exclude?.id ?? null,
      LIVE_BOOKING_STATUS,
      supplyNote(''),
    ],
  );
  return result.rows[0];
}

/** Refuses (409) when [from, to) clashes with the property's supply, naming the dates. */
export async function assertAvailable(
  tx: Queryable,
  propertyId: string,
  from: string,
  to: string,
  exclude?: { id: string; reference: string },
): Promise<void> {
  const clash = await findClash(tx, propertyId, from, to, exclude);
  if (clash) throw clashRefusal({ propertyId, from, to }, clash);
}

/** A status change the rules refuse (bookingStatusRefusal), with the stay's days. */
function statusRefusal(
  why: BookingStatusRefusal,
  before: BookingStatusFacts,
  to: WorkflowStatus,
): HttpError {
  const { checkIn, checkOut } = before;
  const coded = {
    illegal: () => apiMessage('statusMoveIllegal', { from: before.status, to }),
    beforeCheckOut: () => apiMessage('completeBeforeCheckOut', { checkOut }),
    started: () => apiMessage('cancelAfterStart', { checkIn, checkOut }),
    ended: () => apiMessage('rebookAfterCheckOut', { checkOut }),
  }[why]();
  return refusal(422, coded);
}

/** The nights asked for, and the stretch that takes some of them (the booking, when one does). */
function clashRefusal(stay: ClaimedStay, clash: Clash): HttpError {
  const nights = { from: stay.from, to: stay.to, clashFrom: clash.from, clashTo: clash.to };
  return refusal(
    409,
    clash.reference === null
      ? apiMessage('propertyTaken', nights)
      : apiMessage('bookingClash', { ...nights, reference: clash.reference }),
  );
}

/** The nights a write is about to give a booking: what a refusal by the database names. */
export interface ClaimedStay {
  propertyId: string;
  from: string;
  to: string;
  /** The booking itself, when it already holds some nights (an extension, a restore). */
  exclude?: { id: string; reference: string } | undefined;
}

/**
 * Runs a transaction that gives a booking nights. Its service checks them first (assertAvailable,
 * the 409 naming the clash), but two transactions can both pass that check before either commits;
 * the database's no-double-booking constraint then refuses the second one's row. That refusal is
 * answered with the same 409, the clash read once the loser has rolled back and the winner has
 * committed. `claim` records the stay before the write the database may refuse.
 */
export async function writingNights<T>(
  db: Database,
  work: (tx: Transaction, claim: (stay: ClaimedStay) => void) => Promise<T>,
): Promise<T> {
  let claimed: ClaimedStay | undefined;
  try {
    return await db.transaction((tx) =>
      work(tx, (stay) => {
        claimed = stay;
      }),
    );
  } catch (error) {
    if (!isExclusionViolation(error) || !claimed) throw error;
    const stay: ClaimedStay = claimed;
    const clash = await findClash(db, stay.propertyId, stay.from, stay.to, stay.exclude);
    throw clash
      ? clashRefusal(stay, clash)
      : // The database refused the nights, and the booking that took them is gone again.
        refusal(409, apiMessage('nightsTaken', { from: stay.from, to: stay.to }));
  }
}

/** Who blocks nights: a write's context, or the demo seed's actor (none without demo staff). */
export interface SupplyWriter {
  actor: { id: string | null };
  at: Date;
}

/** Blocks [from, to) in the property's supply as booked by the booking (properties' table and `busy`). */
export async function blockSupply(
  tx: Transaction,
  booking: { propertyId: string; reference: string },
  from: string,
  to: string,
  context: SupplyWriter,
): Promise<void> {
  await tx.query(
    `insert into property_supply (property_id, from_date, to_date, state, note, created_by, created_at)
     values ($1, $2::date, $3::date, 'booked', $4, $5, $6)`,
    [booking.propertyId, from, to, supplyNote(booking.reference), context.actor.id, context.at],
  );
  await refreshBusy(tx, booking.propertyId);
}

/** Gives the booking's nights back to the property's supply (cancelled or deleted). */
export async function releaseSupply(
  tx: Transaction,
  booking: { propertyId: string; reference: string },
): Promise<void> {
  await tx.query(
    `delete from property_supply where property_id = $1 and state = 'booked' and note = $2`,
    [booking.propertyId, supplyNote(booking.reference)],
  );
  await refreshBusy(tx, booking.propertyId);
}

/**
 * For a booking just inserted outside this module (an accepted offer line): its search text, and
 * its nights blocked in the property's supply unless they already are.
 */
export async function afterBookingInserted(
  tx: Transaction,
  bookingId: string,
  context: SupplyWriter,
): Promise<void> {
  await refreshSearchText(tx, bookingId);
  const found = await tx.query<{
    property_id: string;
    reference: string;
    check_in: string;
    check_out: string;
  }>(`select property_id, reference, check_in::text, check_out::text from bookings where id = $1`, [
    bookingId,
  ]);
  const row = found.rows[0];
  if (!row) return;
  const covered = await tx.query(
    `select 1 from property_supply where property_id = $1 and state <> 'available'
       and from_date < $3::date and to_date > $2::date limit 1`,
    [row.property_id, row.check_in, row.check_out],
  );
  if (covered.rows.length > 0) return;
  await blockSupply(
    tx,
    { propertyId: row.property_id, reference: row.reference },
    row.check_in,
    row.check_out,
    context,
  );
}

/** Reference, purchase order, company, property and guest names on one line (the search). */
export async function refreshSearchText(tx: Queryable, bookingId: string): Promise<void> {
  await tx.query(
    `update bookings b
        set search_text = concat_ws(' ', b.reference, nullif(b.purchase_order, ''),
          (select c.name from companies c where c.id = b.company_id),
          (select p.title from properties p where p.id = b.property_id),
          (select string_agg(trim(g.first_name || ' ' || g.last_name), ' ')
             from clients g where g.id = any (b.guest_ids)))
      where b.id = $1`,
    [bookingId],
  );
}

/** A 400 naming each reference that points at nothing (or at a deleted record). */
async function checkReferences(
  tx: Queryable,
  input: {
    companyId?: string | null | undefined;
    billingCompanyId?: string | null | undefined;
    agentId?: string | null | undefined;
    accountManagerId?: string | null | undefined;
    approvedBy?: string | undefined;
    guestIds?: string[] | undefined;
  },
): Promise<void> {
  const fields: Record<string, Coded> = {};
  const exists = async (table: string, id: string | null | undefined, field: string) => {
    if (id === null || id === undefined) return;
    const found = await tx.query(`select 1 from ${table} where id = $1 and deleted = false`, [id]);
    if (found.rows.length === 0) fields[field] = apiMessage('noSuch', { what: 'record' });
  };
  await exists('companies', input.companyId, 'companyId');
  await exists('billing_companies', input.billingCompanyId, 'billingCompanyId');
  await exists('agents', input.agentId, 'agentId');
  await exists('users', input.accountManagerId, 'accountManagerId');
  await exists('users', input.approvedBy, 'approvedBy');
  if (input.guestIds && input.guestIds.length > 0) {
    const found = await tx.query<{ count: number }>(
      'select count(*)::int as count from clients where id = any ($1::uuid[]) and deleted = false',
      [[...new Set(input.guestIds)]],
    );
    if ((found.rows[0]?.count ?? 0) !== new Set(input.guestIds).size)
      fields.guestIds = apiMessage('noSuch', { what: 'guest' });
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/** Bookings: direct create, edits, the stay's actions and the record life. */
export function bookingService(db: Database, clock: Clock) {
  const context = (actor: { id: string }): WriteContext => ({ actor, at: clock.now() });
  const viewIn = async (tx: Transaction, id: string): Promise<BookingView> => {
    const view = await findBookingView(tx.orm, id, await todayOf(tx, clock));
    if (!view) throw notFound('Booking');
    return view;
  };
  /**
   * A versioned change of a live booking, answered with the view as saved. `changes` may set
   * the audit's action and note (a status change and its reason) on the lifecycle it is given:
   * the audit is written after it runs.
   */
  const change = (
    id: string,
    version: number,
    actor: { id: string },
    changes: (
      before: BookingRow,
      tx: Transaction,
      ctx: WriteContext,
      lifecycle: { action: string; note?: Changes },
      claim: (stay: ClaimedStay) => void,
    ) => Promise<Partial<BookingValues>>,
    action: string,
  ) =>
    writingNights(db, async (tx, claim) => {
      const ctx = context(actor);
      const lifecycle: { action: string; note?: Changes } = { action };
      const row = await updateRecord(
        tx,
        bookingKind,
        { id, version, live: true },
        (before) => changes(before, tx, ctx, lifecycle, claim),
        ctx,
        lifecycle,
      );
      await refreshSearchText(tx, row.id);
      return viewIn(tx, row.id);
    });

  return {
    async get(id: string): Promise<BookingView> {
      const today = await todayOf(db, clock);
      const view = await db.read((orm) => findBookingView(orm, id, today));
      if (!view) throw notFound('Booking');
      return view;
    },

    /**
     * The booking's activity, newest first: its audit events (who, when, the fields before and
     * after, the reason of a status change). A deleted booking keeps its own; a purged one is 404.
     */
    async activity(id: string, role: Role): Promise<BookingActivityEntry[]> {
      const canSeeCosts = can(role, 'COST_AUDIT_TRAIL');
      const found = await db.query<{
        created_at: Date;
        created_by: string | null;
        creator: string | null;
        enquiry: string | null;
      }>(
        `select b.created_at, b.created_by, u.full_name as creator, e.reference as enquiry
           from bookings b left join users u on u.id = b.created_by
           left join enquiries e on e.id = b.enquiry_id where b.id = $1`,
        [id],
      );
      const booking = found.rows[0];
      if (!booking) throw notFound('Booking');
      const events = await db.query<{
        id: string | number;
        occurred_at: Date;
        actor_id: string | null;
        actor_name: string | null;
        action: string;
        changes: Changes;
      }>(
        `select a.id, a.occurred_at, a.actor_id, u.full_name as actor_name, a.action, a.changes
           from audit_events a left join users u on u.id = a.actor_id
          where a.record_type = 'booking' and a.record_id = $1
          order by a.occurred_at desc, a.id desc limit 500`,
        [id],
      );
      const entries: BookingActivityEntry[] = events.rows.map((event) => {
        const { reason, searchText: _derived, ...all } = event.changes ?? {};
        const changes = canSeeCosts ? all : withoutExtensionCosts(visibleChanges(all, false));
        return {
          id: String(event.id),
          at: new Date(event.occurred_at).toISOString(),
          actor:
            event.actor_id === null
              ? null
              : { id: event.actor_id, fullName: event.actor_name ?? '' },
          action: event.action,
          changes,
          reason: typeof reason?.to === 'string' ? reason.to : null,
        };
      });
      // A booking won from an enquiry names it on its creation. One inserted without a create
      // event (the demo seed) gets its creation from the row.
      const created = entries.find((entry) => entry.action === 'create');
      if (created && booking.enquiry && !created.changes.enquiryReference) {
        created.changes = { ...created.changes, enquiryReference: { to: booking.enquiry } };
      }
      if (!created) {
        entries.push({
          id: `created-${id}`,
          at: new Date(booking.created_at).toISOString(),
          actor:
            booking.created_by === null
              ? null
              : { id: booking.created_by, fullName: booking.creator ?? '' },
          action: 'create',
          changes: booking.enquiry ? { enquiryReference: { to: booking.enquiry } } : {},
          reason: null,
        });
      }
      return entries;
    },

    /** A direct booking: the property locked, its dates checked against its supply, then blocked. */
    create(input: BookingCreate, actor: { id: string }): Promise<BookingView> {
      return writingNights(db, async (tx, claim) => {
        const ctx = context(actor);
        await assertStayAllowed(tx, input.checkIn, input.checkOut);
        const property = await tx.query<{ landlord_id: string | null }>(
          'select landlord_id from properties where id = $1 and deleted = false for update',
          [input.propertyId],
        );
        const found = property.rows[0];
        if (!found) throw invalid({ propertyId: BOOKING_MESSAGES.noProperty });
        await checkReferences(tx, input);
        await assertAvailable(tx, input.propertyId, input.checkIn, input.checkOut);
        claim({ propertyId: input.propertyId, from: input.checkIn, to: input.checkOut });
        const row = await createRecord(
          tx,
          bookingKind,
          {
            enquiryId: null,
            offerId: null,
            propertyId: input.propertyId,
            landlordId: found.landlord_id,
            companyId: input.companyId,
            billingCompanyId:
              input.billingCompanyId ?? (await companyDefaultBilling(tx, input.companyId)),
            guestIds: input.guestIds,
            agentId: input.agentId,
            accountManagerId: input.accountManagerId ?? actor.id,
            checkIn: input.checkIn,
            checkOut: input.checkOut,
            originalCheckOut: input.checkOut,
            sellingPricePerNight: input.sellingPricePerNight.amount,
            costPerNight: input.costPerNight.amount,
            currency: input.sellingPricePerNight.currency,
            depositAmount: input.depositAmount,
            purchaseOrder: input.purchaseOrder,
            notes: input.notes,
          },
          ctx,
        );
        await blockSupply(tx, row, row.checkIn, row.checkOut, ctx);
        await refreshSearchText(tx, row.id);
        return viewIn(tx, row.id);
      });
    },

    update(id: string, input: BookingUpdate, actor: { id: string }): Promise<BookingView> {
      const { version, issue, status, statusReason, ...own } = input;
      return change(
        id,
        version,
        actor,
        async (before, tx, ctx, lifecycle, claim) => {
          if (statusReason !== undefined && status === undefined)
            throw invalid({ statusReason: BOOKING_MESSAGES.reasonWithoutStatus });
          await checkReferences(tx, own);
          const changes: Partial<BookingValues> = { ...own };
          // A new company brings its default billing company, unless the edit names one.
          if (
            own.companyId !== undefined &&
            own.billingCompanyId === undefined &&
            own.companyId !== before.companyId
          ) {
            changes.billingCompanyId = await companyDefaultBilling(tx, own.companyId);
          }
          if (issue !== undefined && issue !== before.issue) {
            changes.issue = issue;
            changes.issueFlaggedAt = issue === '' ? null : ctx.at;
          }
          if (status !== undefined && status !== before.status) {
            const allowed: readonly string[] = BOOKING_STATUSES;
            if (!allowed.includes(status)) throw refusal(422, BOOKING_MESSAGES.status);
            const today = await todayOf(tx, clock);
            const why = bookingStatusRefusal(before, status, today.day);
            if (why !== null) throw statusRefusal(why, before, status);
            if (!statusReason) throw invalid({ statusReason: BOOKING_MESSAGES.reasonRequired });
            if (status === 'cancelled') await releaseSupply(tx, before);
            if (status === LIVE_BOOKING_STATUS) {
              await assertAvailable(tx, before.propertyId, before.checkIn, before.checkOut, before);
              claim({
                propertyId: before.propertyId,
                from: before.checkIn,
                to: before.checkOut,
                exclude: before,
              });
              await releaseSupply(tx, before);
              await blockSupply(tx, before, before.checkIn, before.checkOut, ctx);
            }
            changes.status = status;
            lifecycle.action = 'status';
            lifecycle.note = { reason: { to: statusReason } };
          }
          return changes;
        },
        'update',
      );
    },

    /** An agreed extension: the extra nights must be free; they are blocked; the stay is extended. */
    extend(id: string, input: BookingExtensionCreate, actor: { id: string }) {
      return change(
        id,
        input.version,
        actor,
        async (before, tx, ctx, _lifecycle, claim) => {
          if (before.status !== LIVE_BOOKING_STATUS) throw refusal(422, BOOKING_MESSAGES.notLive);
          if (nightsOf(before.checkOut, input.to) <= 0)
            throw invalid({ to: BOOKING_MESSAGES.extensionAfterCheckOut });
          await assertStayAllowed(tx, before.checkIn, input.to, 'to');
          await checkReferences(tx, { approvedBy: input.approvedBy });
          if (
            input.sellingPricePerNight.currency !== before.currency ||
            input.costPerNight.currency !== before.currency
          )
            throw invalid({ sellingPricePerNight: BOOKING_MESSAGES.extensionCurrency });
          await assertAvailable(tx, before.propertyId, before.checkOut, input.to, before);
          claim({
            propertyId: before.propertyId,
            from: before.checkOut,
            to: input.to,
            exclude: before,
          });
          await blockSupply(tx, before, before.checkOut, input.to, ctx);
          return {
            checkOut: input.to,
            extensions: [
              ...before.extensions,
              {
                from: before.checkOut,
                to: input.to,
                sellingPricePerNight: input.sellingPricePerNight,
                costPerNight: input.costPerNight,
                approvedBy: input.approvedBy ?? ctx.actor.id,
                approvedAt: ctx.at.toISOString(),
              },
            ],
            // The new check-out needs its own decision in its last three days.
            extensionDecision: 'undecided',
          };
        },
        'extend',
      );
    },

    confirmLandlord(id: string, input: BookingLandlordConfirmation, actor: { id: string }) {
      return change(
        id,
        input.version,
        actor,
        async (_before, _tx, ctx) =>
          input.confirmed
            ? { landlordConfirmedAt: ctx.at, landlordConfirmedBy: ctx.actor.id }
            : { landlordConfirmedAt: null, landlordConfirmedBy: null },
        'landlordConfirmation',
      );
    },

    returnDeposit(id: string, input: BookingDepositReturn, actor: { id: string }) {
      return change(
        id,
        input.version,
        actor,
        async (_before, _tx, ctx) => ({ depositReturnedAt: input.returned ? ctx.at : null }),
        'depositReturn',
      );
    },

    remove(id: string, version: number, actor: { id: string }) {
      return db.transaction(async (tx) => {
        const row = await softDeleteRecord(
          tx,
          bookingKind,
          { id, version, live: true },
          context(actor),
        );
        await releaseSupply(tx, row);
        return viewIn(tx, row.id);
      });
    },

    restore(id: string, version: number, actor: { id: string }) {
      return writingNights(db, async (tx, claim) => {
        const ctx = context(actor);
        const locked = await bookingKind.lock(tx, id);
        if (!locked) throw notFound('Booking');
        if (!locked.deleted) throw refusal(422, BOOKING_MESSAGES.notDeleted);
        // Live again the moment it is restored: the database checks its nights on that update.
        claim({
          propertyId: locked.propertyId,
          from: locked.checkIn,
          to: locked.checkOut,
          exclude: locked,
        });
        const row = await restoreRecord(tx, bookingKind, { id, version }, ctx);
        if (row.status === LIVE_BOOKING_STATUS) {
          await assertAvailable(tx, row.propertyId, row.checkIn, row.checkOut, row);
          await blockSupply(tx, row, row.checkIn, row.checkOut, ctx);
        }
        return viewIn(tx, row.id);
      });
    },

    /** For good (DELETE_BOOKING_PERMANENTLY), only once deleted; the enquiry forgets it. */
    purge(id: string, version: number, actor: { id: string }) {
      return db.transaction(async (tx) => {
        const locked = await bookingKind.lock(tx, id);
        if (!locked) throw notFound('Booking');
        if (!locked.deleted) throw refusal(422, BOOKING_MESSAGES.permanentNeedsDeleted);
        await tx.query('update enquiries set booking_id = null where booking_id = $1', [id]);
        const row = await deleteRecordPermanently(tx, bookingKind, { id, version }, context(actor));
        await releaseSupply(tx, row);
        return { id: row.id, reference: row.reference };
      });
    },
  };
}

/**
 * An extension's record carries its nightly cost among its other facts (dates, price, approver):
 * a role without COST_AUDIT_TRAIL sees the extension, not what it costs.
 */
function withoutExtensionCosts(changes: Changes): Changes {
  const extensions = changes.extensions;
  if (!extensions) return changes;
  const strip = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map((item) =>
          item !== null && typeof item === 'object'
            ? Object.fromEntries(Object.entries(item).filter(([key]) => !isCostField(key)))
            : item,
        )
      : value;
  const redacted: Changes[string] = {};
  if ('from' in extensions) redacted.from = strip(extensions.from);
  if ('to' in extensions) redacted.to = strip(extensions.to);
  return { ...changes, extensions: redacted };
}

import {
  addDays,
  apiMessage,
  can,
  canMoveOfferLine,
  isForwardOfferStatus,
  type OfferAccept,
  type OfferAcceptResult,
  type OfferCreate,
  type OfferDecision,
  type OfferHistoryEntry,
  type OfferLineView,
  type OfferStatus,
  type OfferUpdate,
  offerEventKindSchema,
  offerNights,
  offerStatusLabel,
  type Role,
  type WorkflowStatus,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { Database, Queryable, Transaction } from '../../db/database.js';
import type { WriteContext } from '../../db/records.js';
import { invalid, refusal, staleVersion } from '../../lib/errors.js';
import { iso } from '../../lib/sql.js';
import { writeAudit } from '../../services/audit.js';
import { afterBookingInserted, assertAvailable, writingNights } from '../bookings/service.js';
import { readSettings } from '../settings/settings.js';
import {
  assertWorkable,
  type EnquiryFacts,
  isAhead,
  lockEnquiry,
  moveEnquiry,
  readEnquiry,
  writeEnquiryEvent,
} from './offers-enquiry.js';
import { readChosenPropertyCycle } from './offers-settings.js';
import {
  approvalStateOf,
  lockOfferRow,
  moneyOf,
  type OfferPolicyContext,
  type OfferRow,
  offerView,
  readOfferRow,
  readOfferRows,
  warningsOf,
  writeOfferEvent,
} from './offers-store.js';

/**
 * Offer lines: add, price, move along the stored cycle, approval of lines outside policy, the
 * client's acceptance (enquiry booked, other lines closed, booking created: one transaction) and
 * each line's history. Every change locks the enquiry row first (lockEnquiry), so two staff acting
 * on one enquiry at once are serialised and the second meets the first one's result.
 */

export const OFFER_MESSAGES = {
  notOutsidePolicy: apiMessage('notOutsidePolicy'),
  alreadyDecided: apiMessage('alreadyDecided'),
  needsApprovalToAccept: apiMessage('needsApprovalToAccept'),
  onlyOfferedOut: apiMessage('onlyOfferedOut'),
  alreadyBooked: (reference: string) => apiMessage('enquiryJustBooked', { reference }),
  duplicate: apiMessage('offerDuplicate'),
  assignFirst: apiMessage('assignFirst'),
  closedLine: apiMessage('offerLineClosed'),
} as const;

const label = (line: Pick<OfferRow, 'title'>) => line.title;

/** The policy a line is judged by: the stored cycle, the margin floor, the enquiry's budget and dates. */
export async function policyContext(
  db: Queryable,
  enquiry: EnquiryFacts,
  filesBase: string,
): Promise<OfferPolicyContext & { holdHours: number }> {
  const [cycle, settings] = await Promise.all([readChosenPropertyCycle(db), readSettings(db)]);
  return {
    cycle,
    marginFloorPercent: settings.marginFloorPercent,
    holdHours: settings.holdHours,
    budget: enquiry.budget,
    nights: offerNights(enquiry.checkIn, enquiry.checkOut),
    openEnded: enquiry.checkOut === null,
    filesBase,
  };
}

export async function listOffers(
  db: Database,
  enquiryId: string,
  filesBase: string,
): Promise<OfferLineView[]> {
  const enquiry = await readEnquiry(db, enquiryId, { allowDeleted: true });
  const context = await policyContext(db, enquiry, filesBase);
  const rows = await readOfferRows(db, enquiryId);
  return rows.map((row) => offerView(row, context));
}

async function auditOffer(
  tx: Transaction,
  row: Pick<OfferRow, 'id' | 'title'>,
  action: string,
  changes: Record<string, { from?: unknown; to?: unknown }>,
  context: WriteContext,
): Promise<void> {
  await writeAudit(tx, {
    actorId: context.actor.id,
    action,
    recordType: 'enquiryOffer',
    recordId: row.id,
    recordName: label(row),
    changes,
    at: context.at,
  });
}

/** Lines of the enquiry still waiting for an approval, other than `exceptId`. */
async function otherRequests(tx: Transaction, enquiryId: string, exceptId: string) {
  const result = await tx.query<{ count: number }>(
    `select count(*)::int as count from enquiry_offers
      where enquiry_id = $1 and id <> $2 and approval_requested_at is not null
        and status <> 'rejected' and deleted = false`,
    [enquiryId, exceptId],
  );
  return result.rows[0]?.count ?? 0;
}

/**
 * Asks for approval of a line outside policy: the exact reason is stored (the cost warning), the
 * request recorded in the line's history and the enquiry's activity, and the enquiry moved to
 * awaitingApproval (the AWAITING_APPROVAL tab) along the transition table.
 */
async function requestApproval(
  tx: Transaction,
  enquiry: EnquiryFacts,
  row: OfferRow,
  warnings: string[],
  context: WriteContext,
): Promise<EnquiryFacts> {
  const reason = warnings.join('\n');
  await tx.query(
    `update enquiry_offers set approval_requested_at = $2, approval_requested_by = $3,
       cost_warning = $4, refused_at = null, refused_by = null, approval_note = null,
       version = version + 1, updated_at = $2
     where id = $1`,
    [row.id, context.at, context.actor.id, reason],
  );
  await writeOfferEvent(tx, { id: row.id, enquiryId: enquiry.id }, context, {
    kind: 'approvalRequested',
    note: reason,
  });
  await auditOffer(
    tx,
    row,
    'approvalRequested',
    { costWarning: { from: row.cost_warning, to: reason } },
    context,
  );
  const note = `${label(row)}: ${warnings.join('; ')}`;
  if (enquiry.status === 'awaitingApproval') {
    await writeEnquiryEvent(tx, enquiry.id, context, {
      kind: 'offer',
      after: { offerId: row.id, approval: 'requested' },
      note,
    });
    return enquiry;
  }
  return moveEnquiry(tx, enquiry, 'awaitingApproval', context, note);
}

/** After an approval was decided or withdrawn: the enquiry leaves awaitingApproval once no line waits. */
async function settleEnquiry(
  tx: Transaction,
  enquiry: EnquiryFacts,
  lineId: string,
  to: WorkflowStatus,
  context: WriteContext,
  note: string,
): Promise<EnquiryFacts> {
  if (enquiry.status !== 'awaitingApproval') return enquiry;
  if ((await otherRequests(tx, enquiry.id, lineId)) > 0) return enquiry;
  return moveEnquiry(tx, enquiry, to, context, note);
}

function assertForwardable(enquiry: EnquiryFacts): void {
  assertWorkable(enquiry);
  if (enquiry.status === 'notAssigned') throw refusal(422, OFFER_MESSAGES.assignFirst);
}

export async function createOffer(
  db: Database,
  enquiryId: string,
  input: OfferCreate,
  context: WriteContext,
  filesBase: string,
): Promise<OfferLineView> {
  return db.transaction(async (tx) => {
    let enquiry = await lockEnquiry(tx, enquiryId);
    assertWorkable(enquiry);
    const policy = await policyContext(tx, enquiry, filesBase);
    const property = await tx.query<{ id: string; title: string }>(
      'select id, title from properties where id = $1 and deleted = false',
      [input.propertyId],
    );
    if (property.rows.length === 0)
      throw invalid({ propertyId: apiMessage('noSuch', { what: 'property' }) });
    const open = await tx.query(
      `select 1 from enquiry_offers
        where enquiry_id = $1 and property_id = $2 and status <> 'rejected' and deleted = false`,
      [enquiryId, input.propertyId],
    );
    if (open.rows.length > 0) throw refusal(409, OFFER_MESSAGES.duplicate);
    const inserted = await tx.query<{ id: string }>(
      `insert into enquiry_offers (enquiry_id, property_id, landlord_cost_per_night,
         selling_price_per_night, currency, nights, notes, created_at, updated_at, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) returning id`,
      [
        enquiryId,
        input.propertyId,
        input.landlordCostPerNight.amount,
        input.sellingPricePerNight.amount,
        input.sellingPricePerNight.currency,
        policy.nights,
        input.notes,
        context.at,
        context.actor.id,
      ],
    );
    const id = inserted.rows[0]?.id as string;
    const line = { id, enquiryId };
    const price = moneyOf(input.sellingPricePerNight.amount, input.sellingPricePerNight.currency);
    const cost = moneyOf(input.landlordCostPerNight.amount, input.landlordCostPerNight.currency);
    await writeOfferEvent(tx, line, context, {
      kind: 'created',
      after: { status: 'notApproved', sellingPricePerNight: price, nights: policy.nights },
    });
    await writeOfferEvent(tx, line, context, {
      kind: 'cost',
      field: 'landlordCostPerNight',
      before: null,
      after: cost,
      cost: true,
    });
    const title = property.rows[0]?.title ?? '';
    await auditOffer(
      tx,
      { id, title },
      'create',
      {
        enquiryId: { to: enquiryId },
        propertyId: { to: input.propertyId },
        sellingPricePerNight: { to: price },
        landlordCostPerNight: { to: cost },
      },
      context,
    );
    await writeEnquiryEvent(tx, enquiryId, context, {
      kind: 'offer',
      after: { offerId: id, propertyId: input.propertyId, title },
      note: `Added ${title}`,
    });
    // Sourcing has started: an assigned enquiry becomes pending.
    if (enquiry.status === 'assigned') {
      enquiry = await moveEnquiry(tx, enquiry, 'pending', context, `Added ${title}`);
    }
    return offerView(await readOfferRow(tx, enquiryId, id), policy);
  });
}

type Column =
  | 'landlord_cost_per_night'
  | 'selling_price_per_night'
  | 'currency'
  | 'status'
  | 'notes'
  | 'hold_expires_at'
  | 'landlord_confirmed_at'
  | 'offered_at'
  | 'approval_requested_at'
  | 'approval_requested_by'
  | 'cost_warning'
  | 'nights';

async function setColumns(
  tx: Transaction,
  id: string,
  set: Partial<Record<Column, unknown>>,
  at: Date,
): Promise<void> {
  const entries = Object.entries(set);
  const assignments = entries.map(([column], index) => `${column} = $${index + 3}`);
  await tx.query(
    `update enquiry_offers set ${[...assignments, 'version = version + 1', 'updated_at = $2'].join(', ')}
     where id = $1`,
    [id, at, ...entries.map(([, value]) => value)],
  );
}

const sameInstant = (a: Date | null, b: string | null) =>
  (a === null && b === null) || (a !== null && b !== null && a.getTime() === Date.parse(b));

export async function updateOffer(
  db: Database,
  enquiryId: string,
  offerId: string,
  input: OfferUpdate,
  context: WriteContext,
  filesBase: string,
): Promise<{ outcome: 'offerUpdated' | 'offerApprovalRequested'; view: OfferLineView }> {
  return db.transaction(async (tx) => {
    let enquiry = await lockEnquiry(tx, enquiryId);
    const row = await lockOfferRow(tx, enquiryId, offerId);
    if (row.version !== input.version) throw staleVersion('The offer line');
    assertWorkable(enquiry);
    const policy = await policyContext(tx, enquiry, filesBase);
    const line = { id: row.id, enquiryId };
    const set: Partial<Record<Column, unknown>> = { nights: policy.nights };
    const changes: Record<string, { from?: unknown; to?: unknown }> = {};
    const target = input.status && input.status !== row.status ? input.status : undefined;
    const touchesClosed =
      row.status === 'rejected' &&
      (input.landlordCostPerNight !== undefined ||
        input.sellingPricePerNight !== undefined ||
        input.holdExpiresAt !== undefined ||
        input.landlordConfirmedAt !== undefined);
    if (touchesClosed) throw refusal(422, OFFER_MESSAGES.closedLine);

    // Prices.
    const currency =
      input.sellingPricePerNight?.currency ?? input.landlordCostPerNight?.currency ?? row.currency;
    if (currency !== row.currency && !(input.sellingPricePerNight && input.landlordCostPerNight)) {
      throw invalid({
        sellingPricePerNight: apiMessage('costAndPriceTogether'),
      });
    }
    const next: OfferRow = { ...row };
    const before = {
      cost: moneyOf(row.cost, row.currency),
      price: moneyOf(row.price, row.currency),
    };
    if (
      input.landlordCostPerNight &&
      Number(input.landlordCostPerNight.amount) !== Number(row.cost)
    ) {
      next.cost = input.landlordCostPerNight.amount;
    }
    if (
      input.sellingPricePerNight &&
      Number(input.sellingPricePerNight.amount) !== Number(row.price)
    ) {
      next.price = input.sellingPricePerNight.amount;
    }
    next.currency = currency;
    const costChanged = next.cost !== row.cost || currency !== row.currency;
    const priceChanged = next.price !== row.price || currency !== row.currency;
    if (costChanged) {
      const after = moneyOf(next.cost, currency);
      set.landlord_cost_per_night = after.amount;
      changes.landlordCostPerNight = { from: before.cost, to: after };
      await writeOfferEvent(tx, line, context, {
        kind: 'cost',
        field: 'landlordCostPerNight',
        before: before.cost,
        after,
        cost: true,
      });
    }
    if (priceChanged) {
      const after = moneyOf(next.price, currency);
      set.selling_price_per_night = after.amount;
      changes.sellingPricePerNight = { from: before.price, to: after };
      await writeOfferEvent(tx, line, context, {
        kind: 'price',
        field: 'sellingPricePerNight',
        before: before.price,
        after,
      });
    }
    if (currency !== row.currency) set.currency = currency;

    // Notes, hold expiry, landlord confirmation.
    if (input.notes !== undefined && input.notes !== row.notes) {
      set.notes = input.notes;
      changes.notes = { from: row.notes, to: input.notes };
      await writeOfferEvent(tx, line, context, {
        kind: 'notes',
        field: 'notes',
        before: row.notes,
        after: input.notes,
      });
    }
    if (
      input.holdExpiresAt !== undefined &&
      !sameInstant(row.hold_expires_at, input.holdExpiresAt)
    ) {
      set.hold_expires_at = input.holdExpiresAt;
      changes.holdExpiresAt = { from: iso(row.hold_expires_at), to: input.holdExpiresAt };
      await writeOfferEvent(tx, line, context, {
        kind: 'hold',
        field: 'holdExpiresAt',
        before: iso(row.hold_expires_at),
        after: input.holdExpiresAt,
      });
    }
    if (
      input.landlordConfirmedAt !== undefined &&
      !sameInstant(row.landlord_confirmed_at, input.landlordConfirmedAt)
    ) {
      set.landlord_confirmed_at = input.landlordConfirmedAt;
      changes.landlordConfirmedAt = {
        from: iso(row.landlord_confirmed_at),
        to: input.landlordConfirmedAt,
      };
      await writeOfferEvent(tx, line, context, {
        kind: 'landlordConfirmed',
        field: 'landlordConfirmedAt',
        before: iso(row.landlord_confirmed_at),
        after: input.landlordConfirmedAt,
      });
    }

    // The status move, gated by the cycle and by approval.
    let outcome: 'offerUpdated' | 'offerApprovalRequested' = 'offerUpdated';
    const warnings = warningsOf(next, policy);
    const state = approvalStateOf(next, policy);
    const needsApproval = warnings.length > 0 && state !== 'approved';
    let approvalAsked = false;
    if (target) {
      if (!canMoveOfferLine(policy.cycle.transitions, row.status, target)) {
        throw refusal(422, apiMessage('offerMoveIllegal', { from: row.status, to: target }));
      }
      if (isForwardOfferStatus(target)) assertForwardable(enquiry);
      if (isForwardOfferStatus(target) && needsApproval) {
        approvalAsked = true;
      } else {
        set.status = target;
        changes.status = { from: row.status, to: target };
        await writeOfferEvent(tx, line, context, {
          kind: 'status',
          field: 'status',
          before: row.status,
          after: target,
        });
        if (
          target === 'awaitingResponse' &&
          set.hold_expires_at === undefined &&
          !row.hold_expires_at
        ) {
          const expires = new Date(context.at.getTime() + policy.holdHours * 3_600_000);
          set.hold_expires_at = expires;
          changes.holdExpiresAt = { from: null, to: expires.toISOString() };
        }
        if (target === 'offeredOut') set.offered_at = context.at;
        if (target === 'rejected') {
          set.approval_requested_at = null;
          set.approval_requested_by = null;
        }
      }
    } else if ((costChanged || priceChanged) && isForwardOfferStatus(row.status) && needsApproval) {
      // A line already put forward whose new prices are outside policy goes back for approval.
      approvalAsked = true;
    }

    await setColumns(tx, row.id, set, context.at);
    if (Object.keys(changes).length > 0) await auditOffer(tx, row, 'update', changes, context);

    if (approvalAsked && state !== 'requested') {
      const fresh = await readOfferRow(tx, enquiryId, offerId);
      enquiry = await requestApproval(tx, enquiry, fresh, warnings, context);
      outcome = 'offerApprovalRequested';
    } else if (approvalAsked) {
      outcome = 'offerApprovalRequested';
    }
    if (set.status !== undefined) {
      const status = set.status as OfferStatus;
      const note = `${label(row)}: ${offerStatusLabel(row.status)} → ${offerStatusLabel(status)}`;
      if (status === 'rejected' && row.approval_requested_at !== null) {
        enquiry = await settleEnquiry(tx, enquiry, row.id, 'pending', context, note);
      }
      // The enquiry follows its lines forward: a line on Hold, then offered out.
      const follow: Partial<Record<OfferStatus, WorkflowStatus>> = {
        awaitingResponse: 'awaitingResponse',
        offeredOut: 'offeredOut',
      };
      const enquiryTarget = follow[status];
      if (enquiryTarget && isAhead(enquiry.status, enquiryTarget)) {
        enquiry = await moveEnquiry(tx, enquiry, enquiryTarget, context, note);
      } else {
        await writeEnquiryEvent(tx, enquiryId, context, {
          kind: 'offer',
          before: { offerId: row.id, status: row.status },
          after: { offerId: row.id, status },
          note,
        });
      }
    }
    return { outcome, view: offerView(await readOfferRow(tx, enquiryId, offerId), policy) };
  });
}

/** Approve or refuse a line outside policy (the route checks masteradmin and above). */
export async function decideOffer(
  db: Database,
  enquiryId: string,
  offerId: string,
  decision: 'approve' | 'refuse',
  input: OfferDecision,
  context: WriteContext,
  filesBase: string,
): Promise<OfferLineView> {
  return db.transaction(async (tx) => {
    let enquiry = await lockEnquiry(tx, enquiryId);
    const row = await lockOfferRow(tx, enquiryId, offerId);
    if (row.version !== input.version) throw staleVersion('The offer line');
    assertWorkable(enquiry);
    if (row.status === 'rejected') throw refusal(422, OFFER_MESSAGES.closedLine);
    const policy = await policyContext(tx, enquiry, filesBase);
    const warnings = warningsOf(row, policy);
    if (warnings.length === 0) throw refusal(422, OFFER_MESSAGES.notOutsidePolicy);
    const state = approvalStateOf(row, policy);
    if (state === 'approved') throw refusal(409, OFFER_MESSAGES.alreadyDecided);
    const note = input.note ?? null;
    const reason = row.cost_warning ?? warnings.join('\n');
    const line = { id: row.id, enquiryId };
    const summary = `${label(row)}: ${warnings.join('; ')}`;
    if (decision === 'approve') {
      const toApproved = row.status === 'notApproved';
      await tx.query(
        `update enquiry_offers set approved_by = $3, approved_at = $2,
           approved_cost_per_night = landlord_cost_per_night,
           approved_price_per_night = selling_price_per_night,
           approval_requested_at = null, refused_at = null, refused_by = null,
           approval_note = $4, cost_warning = $5,
           status = case when $6::boolean then 'approved' else status end,
           version = version + 1, updated_at = $2
         where id = $1`,
        [row.id, context.at, context.actor.id, note, reason, toApproved],
      );
      await writeOfferEvent(tx, line, context, { kind: 'approved', note: note ?? reason });
      if (toApproved) {
        await writeOfferEvent(tx, line, context, {
          kind: 'status',
          field: 'status',
          before: row.status,
          after: 'approved',
        });
      }
      await auditOffer(
        tx,
        row,
        'approve',
        {
          approval: { from: state, to: 'approved' },
          ...(toApproved ? { status: { from: row.status, to: 'approved' } } : {}),
        },
        context,
      );
      await writeEnquiryEvent(tx, enquiryId, context, {
        kind: 'offer',
        after: { offerId: row.id, approval: 'approved' },
        note: `Approved ${summary}${note ? ` (${note})` : ''}`,
      });
      enquiry = await settleEnquiry(
        tx,
        enquiry,
        row.id,
        'approved',
        context,
        `Approved ${summary}`,
      );
    } else {
      // A refused line goes back to Not Approved (if it had been put forward) until repriced.
      const back = isForwardOfferStatus(row.status);
      await tx.query(
        `update enquiry_offers set refused_by = $3, refused_at = $2, approval_requested_at = null,
           approved_cost_per_night = null, approved_price_per_night = null, approved_by = null,
           approved_at = null, approval_note = $4, cost_warning = $5,
           status = case when $6::boolean then 'notApproved' else status end,
           version = version + 1, updated_at = $2
         where id = $1`,
        [row.id, context.at, context.actor.id, note, reason, back],
      );
      await writeOfferEvent(tx, line, context, { kind: 'refused', note: note ?? reason });
      if (back) {
        await writeOfferEvent(tx, line, context, {
          kind: 'status',
          field: 'status',
          before: row.status,
          after: 'notApproved',
        });
      }
      await auditOffer(
        tx,
        row,
        'refuse',
        {
          approval: { from: state, to: 'refused' },
          ...(back ? { status: { from: row.status, to: 'notApproved' } } : {}),
        },
        context,
      );
      await writeEnquiryEvent(tx, enquiryId, context, {
        kind: 'offer',
        after: { offerId: row.id, approval: 'refused' },
        note: `Refused ${summary}${note ? ` (${note})` : ''}`,
      });
      enquiry = await settleEnquiry(tx, enquiry, row.id, 'pending', context, `Refused ${summary}`);
    }
    return offerView(await readOfferRow(tx, enquiryId, offerId), policy);
  });
}

/**
 * The client accepts a line: in ONE transaction the enquiry becomes booked (with the booking's
 * id), the booking is created from the line, the line is marked accepted and every other open
 * line closes as Unsuitable. A second accept racing the first waits on the enquiry's lock and
 * then meets a booked enquiry (409), or a stale line version (409). The property's nights must
 * be free, as for a direct booking: taken by another booking (of any enquiry, or direct) or
 * blocked, the accept is refused with 409 naming the clash, also when two enquiries' accepts race
 * (the database's no-double-booking constraint stops the second).
 */
export async function acceptOffer(
  db: Database,
  enquiryId: string,
  offerId: string,
  input: OfferAccept,
  context: WriteContext,
): Promise<OfferAcceptResult> {
  return writingNights(db, async (tx, claim) => {
    const enquiry = await lockEnquiry(tx, enquiryId);
    if (enquiry.bookingId !== null || enquiry.status === 'booked') {
      const booking = await tx.query<{ reference: string }>(
        'select reference from bookings where enquiry_id = $1',
        [enquiryId],
      );
      throw refusal(
        409,
        OFFER_MESSAGES.alreadyBooked(booking.rows[0]?.reference ?? enquiry.reference),
      );
    }
    const row = await lockOfferRow(tx, enquiryId, offerId);
    if (row.version !== input.version) throw staleVersion('The offer line');
    assertWorkable(enquiry);
    if (row.status !== 'offeredOut') throw refusal(422, OFFER_MESSAGES.onlyOfferedOut);
    const policy = await policyContext(tx, enquiry, '');
    const warnings = warningsOf(row, policy);
    if (warnings.length > 0 && approvalStateOf(row, policy) !== 'approved') {
      throw refusal(422, OFFER_MESSAGES.needsApprovalToAccept);
    }
    // An open-ended enquiry's booking takes the line's nights (the bookings_fill_dates trigger).
    const checkOut = enquiry.checkOut ?? addDays(enquiry.checkIn, row.nights);
    await assertAvailable(tx, row.property_id, enquiry.checkIn, checkOut);
    claim({ propertyId: row.property_id, from: enquiry.checkIn, to: checkOut });
    const landlord = await tx.query<{ landlord_id: string | null }>(
      'select landlord_id from properties where id = $1',
      [row.property_id],
    );
    const booking = await tx.query<{ id: string; reference: string }>(
      `insert into bookings (enquiry_id, offer_id, property_id, landlord_id, company_id,
         billing_company_id, guest_ids, agent_id, check_in, check_out, selling_price_per_night,
         cost_per_night, currency, created_at, updated_at, created_by)
       values ($1, $2, $3, $4, $5, $6, $7::uuid[], $8, $9, $10, $11, $12, $13, $14, $14, $15)
       returning id, reference`,
      [
        enquiryId,
        row.id,
        row.property_id,
        landlord.rows[0]?.landlord_id ?? null,
        enquiry.companyId,
        enquiry.billingCompanyId,
        enquiry.guestIds,
        enquiry.agentId,
        enquiry.checkIn,
        enquiry.checkOut,
        row.price,
        row.cost,
        row.currency,
        context.at,
        context.actor.id,
      ],
    );
    const created = booking.rows[0] as { id: string; reference: string };
    // Booking a property blocks its nights in the supply, in this transaction.
    await afterBookingInserted(tx, created.id, context);
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'create',
      recordType: 'booking',
      recordId: created.id,
      recordName: created.reference,
      changes: {
        enquiryId: { to: enquiryId },
        offerId: { to: row.id },
        propertyId: { to: row.property_id },
        checkIn: { to: enquiry.checkIn },
        checkOut: { to: enquiry.checkOut },
        sellingPricePerNight: { to: moneyOf(row.price, row.currency) },
        costPerNight: { to: moneyOf(row.cost, row.currency) },
      },
      at: context.at,
    });
    await tx.query(
      `update enquiry_offers set client_decision = 'accepted', version = version + 1, updated_at = $2
       where id = $1`,
      [row.id, context.at],
    );
    await writeOfferEvent(tx, { id: row.id, enquiryId }, context, {
      kind: 'accepted',
      field: 'clientDecision',
      before: row.client_decision,
      after: 'accepted',
      note: created.reference,
    });
    await auditOffer(
      tx,
      row,
      'accept',
      { clientDecision: { from: row.client_decision, to: 'accepted' } },
      context,
    );
    await closeOpenOffers(
      tx,
      enquiryId,
      context,
      `Another line was accepted (${created.reference})`,
      row.id,
    );
    const booked = await moveEnquiry(tx, enquiry, 'booked', context, `Accepted ${label(row)}`, {
      bookingId: created.id,
    });
    await writeEnquiryEvent(tx, enquiryId, context, {
      kind: 'booked',
      after: { bookingId: created.id, bookingReference: created.reference, offerId: row.id },
      note: `${label(row)} accepted: ${created.reference}`,
    });
    return {
      enquiry: {
        id: booked.id,
        reference: booked.reference,
        status: booked.status,
        bookingId: created.id,
        version: booked.version,
      },
      booking: created,
    };
  });
}

/**
 * Closes every open line of the enquiry as Unsuitable (rejected), recorded in each line's history
 * and audited: used by accept (the other lines) and by the enquiry's reset. Lines offered out are
 * marked declined by the client.
 */
export async function closeOpenOffers(
  tx: Transaction,
  enquiryId: string,
  context: WriteContext,
  note: string,
  exceptId: string | null = null,
): Promise<number> {
  const closed = await tx.query<{ id: string; status: OfferStatus; title: string }>(
    `update enquiry_offers o set status = 'rejected',
       client_decision = case when o.status = 'offeredOut' then 'declined' else o.client_decision end,
       approval_requested_at = null, version = o.version + 1, updated_at = $2
     from (select id, status from enquiry_offers
            where enquiry_id = $1 and status <> 'rejected' and deleted = false
              and ($3::uuid is null or id <> $3::uuid)) old, properties p
     where o.id = old.id and p.id = o.property_id
     returning o.id, old.status as status, p.title`,
    [enquiryId, context.at, exceptId],
  );
  for (const line of closed.rows) {
    await writeOfferEvent(tx, { id: line.id, enquiryId }, context, {
      kind: 'closed',
      field: 'status',
      before: line.status,
      after: 'rejected',
      note,
    });
    await auditOffer(tx, line, 'close', { status: { from: line.status, to: 'rejected' } }, context);
  }
  return closed.rows.length;
}

interface EventRow {
  id: string;
  at: Date;
  actor_id: string | null;
  full_name: string | null;
  kind: string;
  field: string | null;
  before: unknown;
  after: unknown;
  note: string | null;
  is_cost: boolean;
}

/**
 * A line's history, oldest first: every status and price change with who, when, before and after.
 * Changes of the landlord's cost are left out unless the caller holds COST_AUDIT_TRAIL.
 */
export async function offerHistory(
  db: Database,
  enquiryId: string,
  offerId: string,
  role: Role,
): Promise<{ data: OfferHistoryEntry[]; costsHidden: boolean }> {
  await readEnquiry(db, enquiryId, { allowDeleted: true });
  await readOfferRow(db, enquiryId, offerId);
  const seesCosts = can(role, 'COST_AUDIT_TRAIL');
  const result = await db.query<EventRow>(
    `select e.id, e.at, e.actor_id, u.full_name, e.kind, e.field, e.before, e.after, e.note, e.is_cost
       from enquiry_offer_events e left join users u on u.id = e.actor_id
      where e.offer_id = $1 and ($2::boolean or e.is_cost = false)
      order by e.at, e.seq`,
    [offerId, seesCosts],
  );
  return {
    costsHidden: !seesCosts,
    data: result.rows.map((row) => ({
      id: row.id,
      at: iso(row.at) ?? '',
      actor: row.actor_id ? { id: row.actor_id, fullName: row.full_name ?? '' } : null,
      kind: z.catch(offerEventKindSchema, 'status').parse(row.kind),
      field: row.field,
      before: row.before ?? null,
      after: row.after ?? null,
      note: row.note,
      cost: row.is_cost,
    })),
  };
}

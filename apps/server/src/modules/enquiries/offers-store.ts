import {
  type Address,
  type Budget,
  type ChosenPropertyCycle,
  type Money,
  type OfferActor,
  type OfferLineView,
  type OfferPricing,
  type OfferStatus,
  offerApprovalState,
  offerCostWarnings,
  offerTotals,
  type PropertyCosts,
  type PropertyType,
} from '@staydesk/domain';
import type { Queryable, Transaction } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/sql.js';

/** One offer line as read with its property, landlord and the people of its approval. */
export interface OfferRow {
  id: string;
  enquiry_id: string;
  property_id: string;
  status: OfferStatus;
  cost: string;
  price: string;
  currency: string;
  nights: number;
  notes: string;
  cost_warning: string | null;
  approval_requested_at: Date | null;
  approval_requested_by: string | null;
  requested_by_name: string | null;
  approved_by: string | null;
  approved_by_name: string | null;
  approved_at: Date | null;
  approved_cost: string | null;
  approved_price: string | null;
  refused_by: string | null;
  refused_by_name: string | null;
  refused_at: Date | null;
  approval_note: string | null;
  hold_expires_at: Date | null;
  landlord_confirmed_at: Date | null;
  offered_at: Date | null;
  client_decision: 'pending' | 'accepted' | 'declined';
  version: number;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
  title: string;
  type: PropertyType;
  address: Address;
  bedroom_count: number;
  max_guests: number;
  images: { key: string; name?: string }[];
  is_temporary: boolean;
  costs: PropertyCosts;
  landlord_id: string | null;
  landlord_name: string | null;
}

const OFFER_SELECT = `select o.id, o.enquiry_id, o.property_id, o.status,
    o.landlord_cost_per_night::text as cost, o.selling_price_per_night::text as price, o.currency,
    o.nights, o.notes, o.cost_warning,
    o.approval_requested_at, o.approval_requested_by, rq.full_name as requested_by_name,
    o.approved_by, ap.full_name as approved_by_name, o.approved_at,
    o.approved_cost_per_night::text as approved_cost, o.approved_price_per_night::text as approved_price,
    o.refused_by, rf.full_name as refused_by_name, o.refused_at, o.approval_note,
    o.hold_expires_at, o.landlord_confirmed_at, o.offered_at, o.client_decision, o.version,
    o.created_at, o.updated_at, o.created_by,
    p.title, p.type, p.address, p.bedroom_count, p.max_guests, p.images, p.is_temporary, p.costs,
    l.id as landlord_id, l.name as landlord_name
  from enquiry_offers o
  join properties p on p.id = o.property_id
  left join landlords l on l.id = p.landlord_id
  left join users rq on rq.id = o.approval_requested_by
  left join users ap on ap.id = o.approved_by
  left join users rf on rf.id = o.refused_by`;

export async function readOfferRows(db: Queryable, enquiryId: string): Promise<OfferRow[]> {
  const result = await db.query<OfferRow>(
    `${OFFER_SELECT} where o.enquiry_id = $1 and o.deleted = false order by o.created_at, o.id`,
    [enquiryId],
  );
  return result.rows;
}

/** The lines of several enquiries at once (the demo seed's quotes). */
export async function readOfferRowsOf(db: Queryable, enquiryIds: string[]): Promise<OfferRow[]> {
  const result = await db.query<OfferRow>(
    `${OFFER_SELECT} where o.enquiry_id = any($1::uuid[]) and o.deleted = false
      order by o.created_at, o.id`,
    [enquiryIds],
  );
  return result.rows;
}

/** One line of one enquiry (404 when it is not that enquiry's); with `lock`, locked for update. */
export async function readOfferRow(
  db: Queryable,
  enquiryId: string,
  offerId: string,
): Promise<OfferRow> {
  const result = await db.query<OfferRow>(
    `${OFFER_SELECT} where o.id = $1 and o.enquiry_id = $2 and o.deleted = false`,
    [offerId, enquiryId],
  );
  const row = result.rows[0];
  if (!row) throw notFound('Offer line');
  return row;
}

export async function lockOfferRow(
  tx: Transaction,
  enquiryId: string,
  offerId: string,
): Promise<OfferRow> {
  const locked = await tx.query(
    'select id from enquiry_offers where id = $1 and enquiry_id = $2 and deleted = false for update',
    [offerId, enquiryId],
  );
  if (locked.rows.length === 0) throw notFound('Offer line');
  return readOfferRow(tx, enquiryId, offerId);
}

const amount = (value: string) => Number(value).toFixed(2);
export const moneyOf = (value: string, currency: string): Money => ({
  amount: amount(value),
  currency,
});

/** What decides a line's policy and moves: the stored cycle, the margin floor, the budget, the nights. */
export interface OfferPolicyContext {
  cycle: ChosenPropertyCycle;
  marginFloorPercent: string;
  budget: Budget | null;
  nights: number;
  openEnded: boolean;
  /** The public base address of stored files (photos), for the property's cover photo. */
  filesBase: string;
}

export function pricingOf(
  row: Pick<OfferRow, 'cost' | 'price' | 'currency'>,
  nights: number,
): OfferPricing {
  return {
    landlordCostPerNight: moneyOf(row.cost, row.currency),
    sellingPricePerNight: moneyOf(row.price, row.currency),
    nights,
  };
}

/** The line's current cost warnings (none once it is closed as Unsuitable). */
export function warningsOf(
  row: Pick<OfferRow, 'cost' | 'price' | 'currency' | 'status'>,
  context: Pick<OfferPolicyContext, 'marginFloorPercent' | 'budget' | 'nights'>,
): string[] {
  if (row.status === 'rejected') return [];
  return offerCostWarnings(pricingOf(row, context.nights), {
    marginFloorPercent: context.marginFloorPercent,
    budget: context.budget,
  });
}

export function approvalStateOf(row: OfferRow, context: OfferPolicyContext) {
  const pricing = pricingOf(row, context.nights);
  return offerApprovalState(pricing, warningsOf(row, context), {
    approvedCostPerNight: row.approved_cost ? moneyOf(row.approved_cost, row.currency) : null,
    approvedPricePerNight: row.approved_price ? moneyOf(row.approved_price, row.currency) : null,
    requestedAt: row.approval_requested_at,
    refusedAt: row.refused_at,
  });
}

function actor(id: string | null, name: string | null): OfferActor | null {
  return id ? { id, fullName: name ?? '' } : null;
}

export function offerView(row: OfferRow, context: OfferPolicyContext): OfferLineView {
  const pricing = pricingOf(row, context.nights);
  const totals = offerTotals(pricing);
  const warnings = warningsOf(row, context);
  const state = approvalStateOf(row, context);
  const decided = state === 'refused' ? 'refused' : 'approved';
  const cover = row.images[0]?.key;
  return {
    id: row.id,
    enquiryId: row.enquiry_id,
    status: row.status,
    property: {
      id: row.property_id,
      title: row.title,
      type: row.type,
      address: row.address,
      bedrooms: row.bedroom_count,
      maxGuests: row.max_guests,
      photo: cover ? `${context.filesBase}/${cover}` : null,
      isTemporary: row.is_temporary,
    },
    landlord:
      row.landlord_id !== null ? { id: row.landlord_id, name: row.landlord_name ?? '' } : null,
    landlordCostPerNight: pricing.landlordCostPerNight,
    sellingPricePerNight: pricing.sellingPricePerNight,
    nights: context.nights,
    openEnded: context.openEnded,
    totals,
    // While approval is asked for (or was refused), the reason as it was then; else the current one.
    costWarning:
      (state === 'requested' || state === 'refused') && row.cost_warning
        ? row.cost_warning
        : warnings.length > 0
          ? warnings.join('\n')
          : null,
    costWarnings: warnings,
    needsApproval: warnings.length > 0 && state !== 'approved',
    approval: {
      state,
      requestedBy: actor(row.approval_requested_by, row.requested_by_name),
      requestedAt: iso(row.approval_requested_at),
      decidedBy:
        decided === 'refused'
          ? actor(row.refused_by, row.refused_by_name)
          : state === 'approved'
            ? actor(row.approved_by, row.approved_by_name)
            : null,
      decidedAt:
        decided === 'refused'
          ? iso(row.refused_at)
          : state === 'approved'
            ? iso(row.approved_at)
            : null,
      note: state === 'approved' || state === 'refused' ? row.approval_note : null,
    },
    notes: row.notes,
    holdExpiresAt: iso(row.hold_expires_at),
    landlordConfirmedAt: iso(row.landlord_confirmed_at),
    offeredAt: iso(row.offered_at),
    clientDecision: row.client_decision,
    nextStatuses: [...(context.cycle.transitions[row.status] ?? [])],
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    createdBy: row.created_by,
    version: row.version,
  };
}

/** One entry of a line's history (enquiry_offer_events). */
export async function writeOfferEvent(
  tx: Transaction,
  line: { id: string; enquiryId: string },
  context: { actor: { id: string }; at: Date },
  event: {
    kind: string;
    field?: string | null;
    before?: unknown;
    after?: unknown;
    note?: string | null;
    cost?: boolean;
  },
): Promise<void> {
  await tx.query(
    `insert into enquiry_offer_events (offer_id, enquiry_id, at, actor_id, kind, field, before, after, note, is_cost)
     values ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8::text::jsonb, $9, $10)`,
    [
      line.id,
      line.enquiryId,
      context.at,
      context.actor.id,
      event.kind,
      event.field ?? null,
      event.before === undefined ? null : JSON.stringify(event.before),
      event.after === undefined ? null : JSON.stringify(event.after),
      event.note ?? null,
      event.cost ?? false,
    ],
  );
}

import { z } from 'zod/mini';
import { isPeriodWithin, nightsOf, PERIOD_TOO_LONG_MESSAGE } from '../bounds';
import { nightsBetween } from '../dates';
import { propertyTypeSchema } from '../options';
import {
  OFFER_STATUSES,
  type OfferStatus,
  offerStatusSchema,
  type WorkflowStatus,
  workflowStatusSchema,
} from '../statuses';
import { addressSchema } from './address';
import {
  boundedText,
  calendarDateSchema,
  recordIdSchema,
  timestampSchema,
  updateShape,
} from './common';
import { type Money, moneySchema, priceSchema } from './money';

/**
 * Offer lines ("chosen properties"): the contract between the server's
 * `/api/v1/enquiries/{enquiryId}/offers…`, `/quotes…` and `/report` endpoints and the dashboard.
 * The pure pricing rules (totals, budget, cost warnings) are in ../offers.ts.
 */

// The chosen-property cycle (spec §3 stored setting 'ChosenPropertyCycle').

/** Which offer statuses a line may move to from each status. */
export type OfferCycle = Record<OfferStatus, readonly OfferStatus[]>;

/**
 * The default cycle: notApproved → approved → awaitingResponse (Hold) → offeredOut, and any
 * open status → rejected (Unsuitable). Stored as a setting (GET/PUT
 * /api/v1/enquiries/settings/chosen-property-cycle) and editable there.
 */
export const DEFAULT_CHOSEN_PROPERTY_CYCLE: OfferCycle = {
  notApproved: ['approved', 'rejected'],
  approved: ['awaitingResponse', 'rejected'],
  awaitingResponse: ['offeredOut', 'rejected'],
  offeredOut: ['rejected'],
  rejected: [],
};

/** The statuses that put a line forward to the client: a line outside policy needs approval first. */
export const OFFER_FORWARD_STATUSES = [
  'approved',
  'awaitingResponse',
  'offeredOut',
] as const satisfies readonly OfferStatus[];

export function isForwardOfferStatus(status: OfferStatus): boolean {
  return (OFFER_FORWARD_STATUSES as readonly OfferStatus[]).includes(status);
}

const targetsSchema = z.array(offerStatusSchema).check(z.maxLength(OFFER_STATUSES.length));

/** The stored setting, with its concurrency version. */
export const chosenPropertyCycleSchema = z
  .object({
    transitions: z.object({
      notApproved: targetsSchema,
      approved: targetsSchema,
      awaitingResponse: targetsSchema,
      offeredOut: targetsSchema,
      rejected: targetsSchema,
    }),
    version: updateShape.version,
  })
  .check(
    z.superRefine((value, context) => {
      for (const [from, targets] of Object.entries(value.transitions)) {
        if (targets.includes(from as OfferStatus)) {
          context.addIssue({
            code: 'custom',
            path: ['transitions', from],
            message: 'A status cannot move to itself',
          });
        }
        if (new Set(targets).size !== targets.length) {
          context.addIssue({
            code: 'custom',
            path: ['transitions', from],
            message: 'Name each status once',
          });
        }
      }
    }),
  );
export type ChosenPropertyCycle = z.infer<typeof chosenPropertyCycleSchema>;

export function offerStatusLabel(status: OfferStatus): string {
  return OFFER_STATUSES.find((option) => option.value === status)?.label ?? status;
}

export function canMoveOfferLine(cycle: OfferCycle, from: OfferStatus, to: OfferStatus): boolean {
  return (cycle[from] ?? []).includes(to);
}

/** "A line cannot move from Not Approved to Offered Out" (the labels staff read: Hold, Unsuitable). */
export function offerMoveMessage(from: OfferStatus, to: OfferStatus): string {
  return `A line cannot move from ${offerStatusLabel(from)} to ${offerStatusLabel(to)}`;
}

// Stay length.

/** An open-ended stay is priced for this many nights until a check-out is set. */
export const OPEN_ENDED_NIGHTS = 30;

/** The nights an offer line is priced for: the enquiry's dates, or OPEN_ENDED_NIGHTS. */
export function offerNights(checkIn: string, checkOut: string | null): number {
  if (checkOut === null) return OPEN_ENDED_NIGHTS;
  return Math.max(1, nightsBetween(checkIn, checkOut));
}

// Input.

/** A line's cost and price per night: 0 or more, at most MAX_MONEY_AMOUNT. */
const nonNegativeMoneySchema = priceSchema;
export const SAME_CURRENCY_MESSAGE = 'The cost and the price must be in one currency';
export const OFFER_LIMITS = { notes: 2_000, decisionNote: 500 } as const;

function sameCurrency(value: {
  landlordCostPerNight?: Money | undefined;
  sellingPricePerNight?: Money | undefined;
}): boolean {
  return (
    !value.landlordCostPerNight ||
    !value.sellingPricePerNight ||
    value.landlordCostPerNight.currency === value.sellingPricePerNight.currency
  );
}

/** POST /enquiries/{enquiryId}/offers: a candidate property with its cost and our price per night. */
export const offerCreateSchema = z
  .object({
    propertyId: recordIdSchema,
    landlordCostPerNight: nonNegativeMoneySchema,
    sellingPricePerNight: nonNegativeMoneySchema,
    notes: z._default(boundedText(OFFER_LIMITS.notes), ''),
  })
  .check(z.refine(sameCurrency, { error: SAME_CURRENCY_MESSAGE, path: ['sellingPricePerNight'] }));
export type OfferCreate = z.infer<typeof offerCreateSchema>;
export type OfferCreateInput = z.input<typeof offerCreateSchema>;

/**
 * PATCH /enquiries/{enquiryId}/offers/{offerId}: prices, a move along the cycle, notes, the hold
 * expiry and the landlord's confirmation (null clears them), with the line's version.
 */
export const offerUpdateSchema = z
  .object({
    landlordCostPerNight: z.optional(nonNegativeMoneySchema),
    sellingPricePerNight: z.optional(nonNegativeMoneySchema),
    status: z.optional(offerStatusSchema),
    notes: z.optional(boundedText(OFFER_LIMITS.notes)),
    holdExpiresAt: z.optional(z.nullable(timestampSchema)),
    landlordConfirmedAt: z.optional(z.nullable(timestampSchema)),
    ...updateShape,
  })
  .check(z.refine(sameCurrency, { error: SAME_CURRENCY_MESSAGE, path: ['sellingPricePerNight'] }));
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;

/** Approve or refuse a line outside policy (masteradmin and above), with the line's version. */
export const offerDecisionSchema = z.object({
  version: updateShape.version,
  note: z.optional(boundedText(OFFER_LIMITS.decisionNote)),
});
export type OfferDecision = z.infer<typeof offerDecisionSchema>;

/** The client accepts a line that was offered out (the line's version). */
export const offerAcceptSchema = z.object({ version: updateShape.version });
export type OfferAccept = z.infer<typeof offerAcceptSchema>;

// The line as read.

export const offerActorSchema = z.object({ id: z.string(), fullName: z.string() });
export type OfferActor = z.infer<typeof offerActorSchema>;

/**
 * Where a line stands with approval: notNeeded (within policy), required (outside policy, not
 * asked yet), requested (waiting in AWAITING_APPROVAL), approved (for the current prices; a price
 * change afterwards asks again), refused.
 */
export const OFFER_APPROVAL_STATES = [
  { value: 'notNeeded', label: 'Not needed' },
  { value: 'required', label: 'Needs approval' },
  { value: 'requested', label: 'Awaiting approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'refused', label: 'Refused' },
] as const;
export const offerApprovalStateSchema = z.enum([
  'notNeeded',
  'required',
  'requested',
  'approved',
  'refused',
]);
export type OfferApprovalState = z.infer<typeof offerApprovalStateSchema>;

export const offerApprovalSchema = z.object({
  state: offerApprovalStateSchema,
  requestedBy: z.nullable(offerActorSchema),
  requestedAt: z.nullable(timestampSchema),
  decidedBy: z.nullable(offerActorSchema),
  decidedAt: z.nullable(timestampSchema),
  note: z.nullable(z.string()),
});
export type OfferApproval = z.infer<typeof offerApprovalSchema>;

export const offerClientDecisionSchema = z.enum(['pending', 'accepted', 'declined']);
export type OfferClientDecision = z.infer<typeof offerClientDecisionSchema>;

export const offerPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: propertyTypeSchema,
  address: addressSchema,
  bedrooms: z.number().check(z.int(), z.nonnegative()),
  maxGuests: z.number().check(z.int(), z.nonnegative()),
  /** The cover photo's address, or null. */
  photo: z.nullable(z.string()),
  isTemporary: z.boolean(),
});
export type OfferProperty = z.infer<typeof offerPropertySchema>;

export const offerTotalsSchema = z.object({
  totalCost: moneySchema,
  totalPrice: moneySchema,
  /** totalPrice − totalCost. */
  margin: moneySchema,
  /** (price − cost) / price in percent; null when the price is zero. */
  marginPercent: z.nullable(z.string()),
});

/** GET /enquiries/{enquiryId}/offers: one line with its property, totals and approval. */
export const offerLineViewSchema = z.object({
  id: z.string(),
  enquiryId: z.string(),
  status: offerStatusSchema,
  property: offerPropertySchema,
  landlord: z.nullable(z.object({ id: z.string(), name: z.string() })),
  landlordCostPerNight: moneySchema,
  sellingPricePerNight: moneySchema,
  nights: z.number().check(z.int(), z.gte(1)),
  /** Priced for OPEN_ENDED_NIGHTS because the enquiry has no check-out yet. */
  openEnded: z.boolean(),
  totals: offerTotalsSchema,
  /** Why the line is outside policy now, in words (each reason on its own line); null within policy. */
  costWarning: z.nullable(z.string()),
  costWarnings: z.array(z.string()),
  /** Outside policy and not approved for these prices: it cannot go forward until approved. */
  needsApproval: z.boolean(),
  approval: offerApprovalSchema,
  notes: z.string(),
  holdExpiresAt: z.nullable(timestampSchema),
  landlordConfirmedAt: z.nullable(timestampSchema),
  offeredAt: z.nullable(timestampSchema),
  clientDecision: offerClientDecisionSchema,
  /** The statuses the stored cycle allows from here. */
  nextStatuses: z.array(offerStatusSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  createdBy: z.nullable(z.string()),
  version: z.number().check(z.int(), z.gte(1)),
});
export type OfferLineView = z.infer<typeof offerLineViewSchema>;
export const offerLineListSchema = z.object({ data: z.array(offerLineViewSchema) });

/** POST …/accept answers the enquiry's new state and the booking made from the line. */
export const offerAcceptResultSchema = z.object({
  enquiry: z.object({
    id: z.string(),
    reference: z.string(),
    status: workflowStatusSchema,
    bookingId: z.nullable(z.string()),
    version: z.number().check(z.int()),
  }),
  booking: z.object({ id: z.string(), reference: z.string() }),
});
export type OfferAcceptResult = z.infer<typeof offerAcceptResultSchema>;

// A line's history (enquiries/list/:enquiryId/properties/:chosenPropertyId/history).

export const OFFER_EVENT_KINDS = [
  'created',
  'status',
  'price',
  'cost',
  'notes',
  'hold',
  'landlordConfirmed',
  'approvalRequested',
  'approved',
  'refused',
  'accepted',
  'closed',
  'quoted',
] as const;
export const offerEventKindSchema = z.enum(OFFER_EVENT_KINDS);
export type OfferEventKind = z.infer<typeof offerEventKindSchema>;

/** Fields whose changes only COST_AUDIT_TRAIL holders see in a line's history. */
export const OFFER_COST_FIELDS = ['landlordCostPerNight'] as const;

export const offerHistoryEntrySchema = z.object({
  id: z.string(),
  at: timestampSchema,
  actor: z.nullable(offerActorSchema),
  kind: offerEventKindSchema,
  /** The field that changed (status, sellingPricePerNight, landlordCostPerNight …), if one did. */
  field: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  note: z.nullable(z.string()),
  /** A change of the landlord's cost (shown only to COST_AUDIT_TRAIL holders). */
  cost: z.boolean(),
});
export type OfferHistoryEntry = z.infer<typeof offerHistoryEntrySchema>;
export const offerHistorySchema = z.object({
  data: z.array(offerHistoryEntrySchema),
  /** Whether cost changes were left out because the caller lacks COST_AUDIT_TRAIL. */
  costsHidden: z.boolean(),
});

// Quotes.

/** Spec §3 quote-out address: number, street, city and zip shown as postcode. */
export const quoteAddressSchema = z.object({
  number: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
});
export type QuoteAddress = z.infer<typeof quoteAddressSchema>;

/** "12a Park Road" → number "12a", street "Park Road"; "Flat 3, 9 Quay St" → "Flat 3, 9", "Quay St". */
export function splitStreetNumber(street: string): { number: string; street: string } {
  const trimmed = street.trim();
  const match =
    /^((?:(?:flat|apartment|apt|unit)\s+\w+,?\s+)?\d+[a-z]?(?:-\d+[a-z]?)?),?\s+(.+)$/i.exec(
      trimmed,
    );
  if (!match?.[1] || !match[2]) return { number: '', street: trimmed };
  return { number: match[1], street: match[2] };
}

export function quoteAddress(address: { street: string; city: string; zip: string }): QuoteAddress {
  const { number, street } = splitStreetNumber(address.street);
  return { number, street, city: address.city.trim(), postcode: address.zip.trim() };
}

/** Costs the client pays beside the nightly price (the property's cost fields, never the landlord's rate). */
export const EXTERNAL_COSTS = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'cleaningFee', label: 'Cleaning fee' },
  { value: 'parking', label: 'Parking' },
  { value: 'petFee', label: 'Pet fee' },
  { value: 'exitClean', label: 'Exit clean' },
] as const;
export const externalCostKindSchema = z.enum([
  'deposit',
  'cleaningFee',
  'parking',
  'petFee',
  'exitClean',
]);
export type ExternalCostKind = z.infer<typeof externalCostKindSchema>;

export const quoteLineSchema = z.object({
  offerId: z.string(),
  propertyTitle: z.string(),
  propertyType: propertyTypeSchema,
  bedrooms: z.number().check(z.int(), z.nonnegative()),
  maxGuests: z.number().check(z.int(), z.nonnegative()),
  address: quoteAddressSchema,
  pricePerNight: moneySchema,
  nights: z.number().check(z.int(), z.gte(1)),
  totalPrice: moneySchema,
  externalCosts: z.array(
    z.object({ kind: externalCostKindSchema, label: z.string(), amount: moneySchema }),
  ),
  photo: z.nullable(z.string()),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** The look of a quote: the enquiry's company branding, on the brand of global settings. */
export const quoteBrandSchema = z.object({
  /** The brand of global settings the quote is sent under (name and phone). */
  name: z.string(),
  phone: z.string(),
  /** The agency's legal name (global settings companyName). */
  companyName: z.string(),
  /** The client company's display name (its branding, else its name), or null. */
  clientDisplayName: z.nullable(z.string()),
  primaryColour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  secondaryColour: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  website: z.nullable(z.string()),
  logo: z.nullable(z.string()),
});
export type QuoteBrand = z.infer<typeof quoteBrandSchema>;

/** What a quote keeps: the offered-out lines as they were sent, never landlord details or costs. */
export const quoteSnapshotSchema = z.object({
  enquiryReference: z.string(),
  brand: quoteBrandSchema,
  client: z.object({
    companyName: z.nullable(z.string()),
    clientReference: z.string(),
    guests: z.array(z.string()),
  }),
  stay: z.object({
    checkIn: calendarDateSchema,
    checkOut: z.nullable(calendarDateSchema),
    nights: z.number().check(z.int(), z.gte(1)),
    adults: z.number().check(z.int()),
    children: z.number().check(z.int()),
  }),
  lines: z.array(quoteLineSchema),
});
export type QuoteSnapshot = z.infer<typeof quoteSnapshotSchema>;

export const quoteViewSchema = z.extend(quoteSnapshotSchema, {
  id: z.string(),
  enquiryId: z.string(),
  /** 1, 2 … per enquiry. */
  number: z.number().check(z.int(), z.gte(1)),
  /** "ENQ-10001/Q2". */
  reference: z.string(),
  createdAt: timestampSchema,
  createdBy: z.nullable(offerActorSchema),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

export const quoteSummarySchema = z.extend(
  z.pick(quoteViewSchema, {
    id: true,
    enquiryId: true,
    number: true,
    reference: true,
    createdAt: true,
    createdBy: true,
  }),
  { lineCount: z.number().check(z.int(), z.nonnegative()) },
);
export const quoteListSchema = z.object({ data: z.array(quoteSummarySchema) });

export const NO_OFFERED_LINES_MESSAGE = 'Offer out at least one line before sending a quote';

export function quoteReference(enquiryReference: string, number: number): string {
  return `${enquiryReference}/Q${number}`;
}

// The enquiries report (ENQUIRIES_REPORT).

export const REPORT_TABLES = [
  'bySource',
  'byCompany',
  'byAgent',
  'funnel',
  'winRate',
  'lostReasons',
  'byMonth',
] as const;
export const reportTableSchema = z.enum(REPORT_TABLES);
export type ReportTable = z.infer<typeof reportTableSchema>;

export const DATE_RANGE_MESSAGE = '`to` must not be before `from`';

/** `from` and `to` are calendar days, both included (received time); default: the last 12 months. */
export const enquiryReportQuerySchema = z
  .object({ from: z.optional(calendarDateSchema), to: z.optional(calendarDateSchema) })
  .check(
    z.refine((value) => !value.from || !value.to || nightsOf(value.from, value.to) >= 0, {
      error: DATE_RANGE_MESSAGE,
      path: ['to'],
    }),
    z.refine((value) => !value.from || !value.to || isPeriodWithin(value.from, value.to), {
      error: PERIOD_TOO_LONG_MESSAGE,
      path: ['from'],
    }),
  );
export type EnquiryReportQuery = z.infer<typeof enquiryReportQuerySchema>;

export const enquiryReportCsvQuerySchema = z
  .object({
    from: z.optional(calendarDateSchema),
    to: z.optional(calendarDateSchema),
    table: z._default(reportTableSchema, 'bySource'),
  })
  .check(
    z.refine((value) => !value.from || !value.to || nightsOf(value.from, value.to) >= 0, {
      error: DATE_RANGE_MESSAGE,
      path: ['to'],
    }),
    z.refine((value) => !value.from || !value.to || isPeriodWithin(value.from, value.to), {
      error: PERIOD_TOO_LONG_MESSAGE,
      path: ['from'],
    }),
  );

const countRowSchema = z.object({
  key: z.nullable(z.string()),
  label: z.string(),
  count: z.number().check(z.int(), z.nonnegative()),
});

export const enquiryReportSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  /** Enquiries received in the range (deleted ones left out). */
  total: z.number().check(z.int(), z.nonnegative()),
  bySource: z.array(countRowSchema),
  /** Top 20 companies; `key` null = no company. */
  byCompany: z.array(countRowSchema),
  /** Top 20 agents; `key` null = direct (no agent). */
  byAgent: z.array(countRowSchema),
  /** Where the enquiries received in the range stand now, in workflow order. */
  funnel: z.array(
    z.object({ status: workflowStatusSchema, label: z.string(), count: z.number().check(z.int()) }),
  ),
  /** Conversion stages: received, with an offer line, offered out, booked. */
  stages: z.object({
    received: z.number().check(z.int()),
    withOffer: z.number().check(z.int()),
    offeredOut: z.number().check(z.int()),
    booked: z.number().check(z.int()),
  }),
  /** From received to the first line offered out, in hours. */
  timeToFirstOffer: z.object({
    count: z.number().check(z.int()),
    medianHours: z.nullable(z.number()),
    averageHours: z.nullable(z.number()),
  }),
  /** Per assignee: decided enquiries (won or lost), won, and won / decided in percent. */
  winRate: z.array(
    z.object({
      key: z.nullable(z.string()),
      label: z.string(),
      decided: z.number().check(z.int()),
      won: z.number().check(z.int()),
      ratePercent: z.nullable(z.number()),
    }),
  ),
  /** Why enquiries were lost (cancelled or not possible), most common first. */
  lostReasons: z.array(countRowSchema),
  byMonth: z.array(
    z.object({
      month: z.string(),
      received: z.number().check(z.int()),
      booked: z.number().check(z.int()),
    }),
  ),
});
export type EnquiryReport = z.infer<typeof enquiryReportSchema>;

/** Won: a booking was made (booked, or complete / archived with a booking). */
export function isWonEnquiry(status: WorkflowStatus, bookingId: string | null): boolean {
  return bookingId !== null || status === 'booked' || status === 'complete';
}

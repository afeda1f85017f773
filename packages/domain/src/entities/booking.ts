import { z } from 'zod/mini';
import { pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import {
  isStayWithinCeiling,
  MAX_STAY_NIGHTS_CEILING,
  nightsOf,
  stayTooLongMessage,
} from '../bounds';
import { BOOKING_SORTS } from '../list-values';
import { stayStateSchema, workflowStatusSchema } from '../statuses';
import { ATTENTION_REASONS, type AttentionReason, EXTENSION_DECISIONS } from '../stays';
import { bookingTabSchema } from '../tabs';
import {
  calendarDateSchema,
  idSchema,
  recordIdSchema,
  recordShape,
  TEXT_LIMITS,
  timestampSchema,
  updateShape,
} from './common';
import { moneySchema, nonNegativeAmountSchema, priceSchema, signedPercentageSchema } from './money';

/** An agreed extension: new dates and rates, and who approved it. */
export const bookingExtensionSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  sellingPricePerNight: moneySchema,
  costPerNight: moneySchema,
  approvedBy: idSchema,
  approvedAt: timestampSchema,
});
export type BookingExtension = z.infer<typeof bookingExtensionSchema>;

export const attentionReasonSchema = z.enum(
  ATTENTION_REASONS.map((item) => item.value) as [AttentionReason, ...AttentionReason[]],
);
export const extensionDecisionSchema = z.enum(EXTENSION_DECISIONS);

const notesSchema = z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.notes));
const purchaseOrderSchema = z.string().check(z.trim(), z.maxLength(120));
const issueSchema = z.string().check(z.trim(), z.maxLength(500));
/** Why a booking's status was changed (kept in its activity); every status change needs one. */
export const BOOKING_STATUS_REASON_MAX = 500;
const statusReasonSchema = z.string().check(z.trim(), z.maxLength(BOOKING_STATUS_REASON_MAX));

export const bookingFieldsSchema = z.object({
  enquiryId: z.nullable(idSchema),
  propertyId: idSchema,
  landlordId: idSchema,
  companyId: z.nullable(idSchema),
  billingCompanyId: z.nullable(idSchema),
  guestIds: z.array(idSchema).check(z.maxLength(50)),
  agentId: z.nullable(idSchema),
  accountManagerId: z.nullable(idSchema),
  checkIn: calendarDateSchema,
  checkOut: calendarDateSchema,
  sellingPricePerNight: moneySchema,
  costPerNight: moneySchema,
  deposit: z.object({ amount: moneySchema, returned: z.boolean() }),
  purchaseOrder: purchaseOrderSchema,
  landlordConfirmedAt: z.nullable(timestampSchema),
  notes: notesSchema,
});

const CHECK_OUT_MESSAGE = 'Check-out must be after check-in';
function datesInOrder(value: { checkIn?: string; checkOut?: string }): boolean {
  return !value.checkIn || !value.checkOut || nightsOf(value.checkIn, value.checkOut) > 0;
}

/**
 * POST /api/v1/bookings: a direct booking (no enquiry). The landlord is the property's; the
 * dates must be free in the property's supply (a clash is refused naming its dates).
 */
export const bookingCreateSchema = z
  .object({
    propertyId: recordIdSchema,
    companyId: z._default(z.nullable(recordIdSchema), null),
    billingCompanyId: z._default(z.nullable(recordIdSchema), null),
    guestIds: z._default(z.array(recordIdSchema).check(z.maxLength(50)), []),
    agentId: z._default(z.nullable(recordIdSchema), null),
    accountManagerId: z._default(z.nullable(recordIdSchema), null),
    checkIn: calendarDateSchema,
    checkOut: calendarDateSchema,
    sellingPricePerNight: priceSchema,
    costPerNight: priceSchema,
    depositAmount: z._default(nonNegativeAmountSchema, '0'),
    purchaseOrder: z._default(purchaseOrderSchema, ''),
    notes: z._default(notesSchema, ''),
  })
  .check(
    z.refine(datesInOrder, { error: CHECK_OUT_MESSAGE, path: ['checkOut'] }),
    z.refine(isStayWithinCeiling, {
      error: stayTooLongMessage(MAX_STAY_NIGHTS_CEILING),
      path: ['checkOut'],
    }),
    z.refine((value) => value.sellingPricePerNight.currency === value.costPerNight.currency, {
      error: 'Price and cost must be in the same currency',
      path: ['costPerNight'],
    }),
  );
export type BookingCreate = z.output<typeof bookingCreateSchema>;
export type BookingCreateInput = z.input<typeof bookingCreateSchema>;

/**
 * PATCH /api/v1/bookings/{id}: the fields a person edits (dates change by an extension, prices
 * with it). `issue` flags a problem (empty clears it); `status` is the workflow status.
 */
export const bookingUpdateSchema = z.object({
  status: z.optional(workflowStatusSchema),
  /** Required with a change of status: why (recorded in the activity, not on the booking). */
  statusReason: z.optional(statusReasonSchema),
  companyId: z.optional(z.nullable(recordIdSchema)),
  billingCompanyId: z.optional(z.nullable(recordIdSchema)),
  guestIds: z.optional(z.array(recordIdSchema).check(z.maxLength(50))),
  agentId: z.optional(z.nullable(recordIdSchema)),
  accountManagerId: z.optional(z.nullable(recordIdSchema)),
  purchaseOrder: z.optional(purchaseOrderSchema),
  notes: z.optional(notesSchema),
  issue: z.optional(issueSchema),
  extensionDecision: z.optional(extensionDecisionSchema),
  ...updateShape,
});
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

export const bookingSchema = z.extend(bookingFieldsSchema, {
  ...recordShape,
  reference: z.string(),
  offerId: z.nullable(idSchema),
  status: workflowStatusSchema,
  stayState: stayStateSchema,
  /** Why a person must look, in words ('Landlord not confirmed, Deposit not returned'); null if none. */
  attentionReason: z.nullable(z.string().check(z.maxLength(500))),
  attentionReasons: z.array(attentionReasonSchema),
  urgent: z.boolean(),
  originalCheckOut: calendarDateSchema,
  extensions: z.array(bookingExtensionSchema),
  extensionDecision: extensionDecisionSchema,
  nights: z.number().check(z.int()),
  marginPerNight: moneySchema,
  sellingPrice: moneySchema,
  cost: moneySchema,
  margin: moneySchema,
  marginPercent: z.nullable(signedPercentageSchema),
  depositReturnedAt: z.nullable(timestampSchema),
  landlordConfirmedBy: z.nullable(idSchema),
  issue: z.string(),
  issueFlaggedAt: z.nullable(timestampSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A linked record on a booking. */
const refSchema = z.object({ id: z.string(), name: z.string() });

/** GET /api/v1/bookings/{id}: the booking with its linked records named. */
export const bookingViewSchema = z.extend(bookingSchema, {
  property: refSchema,
  landlord: z.nullable(refSchema),
  company: z.nullable(refSchema),
  billingCompany: z.nullable(refSchema),
  agent: z.nullable(refSchema),
  accountManager: z.nullable(refSchema),
  landlordConfirmedByName: z.nullable(z.string()),
  guests: z.array(refSchema),
  enquiryReference: z.nullable(z.string()),
  /** The statuses it may move to today in the configured time zone (nextBookingStatuses). */
  statusTargets: z.array(workflowStatusSchema),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** One row of the bookings list. */
export const bookingListItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: workflowStatusSchema,
  stayState: stayStateSchema,
  attentionReasons: z.array(attentionReasonSchema),
  urgent: z.boolean(),
  checkIn: calendarDateSchema,
  checkOut: calendarDateSchema,
  originalCheckOut: calendarDateSchema,
  property: refSchema,
  landlord: z.nullable(refSchema),
  company: z.nullable(refSchema),
  accountManager: z.nullable(refSchema),
  guests: z.array(refSchema),
  landlordConfirmedAt: z.nullable(timestampSchema),
  sellingPricePerNight: moneySchema,
  deleted: z.boolean(),
  version: z.number().check(z.int()),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
export const bookingListSchema = pagedSchema(bookingListItemSchema);
export type BookingList = z.infer<typeof bookingListSchema>;

const DATE_RANGE_MESSAGE = 'The end of the range must not be before its start';

/**
 * GET /api/v1/bookings: `tab` (spec §6 booking tabs, plus deleted), search, filters (company,
 * property, landlord, account manager, stays overlapping [from, to], arriving or leaving on a day,
 * made since a day) and sort.
 */
export const bookingListQuerySchema = z
  .extend(pageQuerySchema, {
    tab: z.optional(z.union([bookingTabSchema, z.literal('deleted')])),
    sort: z._default(sortParamSchema(BOOKING_SORTS), 'checkIn'),
    companyId: z.optional(recordIdSchema),
    propertyId: z.optional(recordIdSchema),
    landlordId: z.optional(recordIdSchema),
    /** Bookings with this guest among their guests (the guest page's bookings). */
    guestId: z.optional(recordIdSchema),
    accountManagerId: z.optional(recordIdSchema),
    from: z.optional(calendarDateSchema),
    to: z.optional(calendarDateSchema),
    /** Booked stays arriving on this day. */
    arrivingOn: z.optional(calendarDateSchema),
    /** Booked stays leaving on this day. */
    leavingOn: z.optional(calendarDateSchema),
    /** Bookings made on this day (in the configured time zone) or later. */
    createdFrom: z.optional(calendarDateSchema),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.to >= query.from, {
      error: DATE_RANGE_MESSAGE,
      path: ['to'],
    }),
  );
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;
export type BookingListQueryInput = z.input<typeof bookingListQuerySchema>;

/** POST /api/v1/bookings/{id}/extension: the new check-out, the extra nights' rates, who approved. */
export const bookingExtensionCreateSchema = z
  .object({
    to: calendarDateSchema,
    sellingPricePerNight: priceSchema,
    costPerNight: priceSchema,
    /** The staff member who approved the extension; the caller when left out. */
    approvedBy: z.optional(recordIdSchema),
    ...updateShape,
  })
  .check(
    z.refine((value) => value.sellingPricePerNight.currency === value.costPerNight.currency, {
      error: 'Price and cost must be in the same currency',
      path: ['costPerNight'],
    }),
  );
export type BookingExtensionCreate = z.infer<typeof bookingExtensionCreateSchema>;

/** POST /api/v1/bookings/{id}/landlord-confirmation: the landlord confirmed (or not, `confirmed: false`). */
export const bookingLandlordConfirmationSchema = z.object({
  confirmed: z._default(z.boolean(), true),
  ...updateShape,
});
export type BookingLandlordConfirmation = z.infer<typeof bookingLandlordConfirmationSchema>;

/** POST /api/v1/bookings/{id}/deposit-returned. */
export const bookingDepositReturnSchema = z.object({
  returned: z._default(z.boolean(), true),
  ...updateShape,
});
export type BookingDepositReturn = z.infer<typeof bookingDepositReturnSchema>;

/**
 * One entry of GET /api/v1/bookings/{id}/activity: an audit event of the booking (who, when,
 * which action, the fields before and after), with the reason given for a status change.
 * `action`: create, update, status, extend, landlordConfirmation, depositReturn, delete, restore.
 */
export const bookingActivityEntrySchema = z.object({
  id: z.string(),
  at: timestampSchema,
  actor: z.nullable(z.object({ id: z.string(), fullName: z.string() })),
  action: z.string(),
  changes: z.record(
    z.string(),
    z.object({ from: z.optional(z.unknown()), to: z.optional(z.unknown()) }),
  ),
  reason: z.nullable(z.string()),
});
export type BookingActivityEntry = z.infer<typeof bookingActivityEntrySchema>;
/** GET /api/v1/bookings/{id}/activity, newest first. */
export const bookingActivitySchema = z.object({ data: z.array(bookingActivityEntrySchema) });
export type BookingActivity = z.infer<typeof bookingActivitySchema>;

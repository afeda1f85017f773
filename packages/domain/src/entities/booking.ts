import { z } from 'zod';
import { pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
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
import { moneySchema, signedPercentageSchema } from './money';

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

const notesSchema = z.string().trim().max(TEXT_LIMITS.notes);
const purchaseOrderSchema = z.string().trim().max(120);
const issueSchema = z.string().trim().max(500);
/** Why a booking's status was changed (kept in its activity); every status change needs one. */
export const BOOKING_STATUS_REASON_MAX = 500;
const statusReasonSchema = z.string().trim().max(BOOKING_STATUS_REASON_MAX);

export const bookingFieldsSchema = z.object({
  enquiryId: idSchema.nullable(),
  propertyId: idSchema,
  landlordId: idSchema,
  companyId: idSchema.nullable(),
  billingCompanyId: idSchema.nullable(),
  guestIds: z.array(idSchema).max(50),
  agentId: idSchema.nullable(),
  accountManagerId: idSchema.nullable(),
  checkIn: calendarDateSchema,
  checkOut: calendarDateSchema,
  sellingPricePerNight: moneySchema,
  costPerNight: moneySchema,
  deposit: z.object({ amount: moneySchema, returned: z.boolean() }),
  purchaseOrder: purchaseOrderSchema,
  landlordConfirmedAt: timestampSchema.nullable(),
  notes: notesSchema,
});

const CHECK_OUT_MESSAGE = 'Check-out must be after check-in';
function datesInOrder(value: { checkIn?: string; checkOut?: string }): boolean {
  return !value.checkIn || !value.checkOut || value.checkOut > value.checkIn;
}

/**
 * POST /api/v1/bookings: a direct booking (no enquiry). The landlord is the property's; the
 * dates must be free in the property's supply (a clash is refused naming its dates).
 */
export const bookingCreateSchema = z
  .object({
    propertyId: recordIdSchema,
    companyId: recordIdSchema.nullable().default(null),
    billingCompanyId: recordIdSchema.nullable().default(null),
    guestIds: z.array(recordIdSchema).max(50).default([]),
    agentId: recordIdSchema.nullable().default(null),
    accountManagerId: recordIdSchema.nullable().default(null),
    checkIn: calendarDateSchema,
    checkOut: calendarDateSchema,
    sellingPricePerNight: moneySchema,
    costPerNight: moneySchema,
    depositAmount: moneySchema.shape.amount.default('0'),
    purchaseOrder: purchaseOrderSchema.default(''),
    notes: notesSchema.default(''),
  })
  .refine(datesInOrder, { error: CHECK_OUT_MESSAGE, path: ['checkOut'] })
  .refine((value) => value.sellingPricePerNight.currency === value.costPerNight.currency, {
    error: 'Price and cost must be in the same currency',
    path: ['costPerNight'],
  })
  .refine((value) => !value.depositAmount.startsWith('-'), {
    error: 'Enter an amount such as 120 or 120.50',
    path: ['depositAmount'],
  });
export type BookingCreate = z.output<typeof bookingCreateSchema>;
export type BookingCreateInput = z.input<typeof bookingCreateSchema>;

/**
 * PATCH /api/v1/bookings/{id}: the fields a person edits (dates change by an extension, prices
 * with it). `issue` flags a problem (empty clears it); `status` is the workflow status.
 */
export const bookingUpdateSchema = z.object({
  status: workflowStatusSchema.optional(),
  /** Required with a change of status: why (recorded in the activity, not on the booking). */
  statusReason: statusReasonSchema.optional(),
  companyId: recordIdSchema.nullable().optional(),
  billingCompanyId: recordIdSchema.nullable().optional(),
  guestIds: z.array(recordIdSchema).max(50).optional(),
  agentId: recordIdSchema.nullable().optional(),
  accountManagerId: recordIdSchema.nullable().optional(),
  purchaseOrder: purchaseOrderSchema.optional(),
  notes: notesSchema.optional(),
  issue: issueSchema.optional(),
  extensionDecision: extensionDecisionSchema.optional(),
  ...updateShape,
});
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

export const bookingSchema = bookingFieldsSchema.extend({
  ...recordShape,
  reference: z.string(),
  offerId: idSchema.nullable(),
  status: workflowStatusSchema,
  stayState: stayStateSchema,
  /** Why a person must look, in words ('Landlord not confirmed, Deposit not returned'); null if none. */
  attentionReason: z.string().max(500).nullable(),
  attentionReasons: z.array(attentionReasonSchema),
  urgent: z.boolean(),
  originalCheckOut: calendarDateSchema,
  extensions: z.array(bookingExtensionSchema),
  extensionDecision: extensionDecisionSchema,
  nights: z.number().int(),
  marginPerNight: moneySchema,
  sellingPrice: moneySchema,
  cost: moneySchema,
  margin: moneySchema,
  marginPercent: signedPercentageSchema.nullable(),
  depositReturnedAt: timestampSchema.nullable(),
  landlordConfirmedBy: idSchema.nullable(),
  issue: z.string(),
  issueFlaggedAt: timestampSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A linked record on a booking. */
const refSchema = z.object({ id: z.string(), name: z.string() });

/** GET /api/v1/bookings/{id}: the booking with its linked records named. */
export const bookingViewSchema = bookingSchema.extend({
  property: refSchema,
  landlord: refSchema.nullable(),
  company: refSchema.nullable(),
  billingCompany: refSchema.nullable(),
  agent: refSchema.nullable(),
  accountManager: refSchema.nullable(),
  landlordConfirmedByName: z.string().nullable(),
  guests: z.array(refSchema),
  enquiryReference: z.string().nullable(),
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
  landlord: refSchema.nullable(),
  company: refSchema.nullable(),
  accountManager: refSchema.nullable(),
  guests: z.array(refSchema),
  landlordConfirmedAt: timestampSchema.nullable(),
  sellingPricePerNight: moneySchema,
  deleted: z.boolean(),
  version: z.number().int(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
export const bookingListSchema = pagedSchema(bookingListItemSchema);
export type BookingList = z.infer<typeof bookingListSchema>;

export const BOOKING_SORTS = [
  'checkIn',
  'checkOut',
  'reference',
  'createdAt',
  'updatedAt',
] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
const DATE_RANGE_MESSAGE = 'The end of the range must not be before its start';

/**
 * GET /api/v1/bookings: `tab` (spec §6 booking tabs, plus deleted), search, filters (company,
 * property, landlord, account manager, stays overlapping [from, to]) and sort.
 */
export const bookingListQuerySchema = pageQuerySchema
  .extend({
    tab: z.union([bookingTabSchema, z.literal('deleted')]).optional(),
    sort: sortParamSchema(BOOKING_SORTS).default('checkIn'),
    companyId: recordIdSchema.optional(),
    propertyId: recordIdSchema.optional(),
    landlordId: recordIdSchema.optional(),
    /** Bookings with this guest among their guests (the guest page's bookings). */
    guestId: recordIdSchema.optional(),
    accountManagerId: recordIdSchema.optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    error: DATE_RANGE_MESSAGE,
    path: ['to'],
  });
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;
export type BookingListQueryInput = z.input<typeof bookingListQuerySchema>;

/** POST /api/v1/bookings/{id}/extension: the new check-out, the extra nights' rates, who approved. */
export const bookingExtensionCreateSchema = z
  .object({
    to: calendarDateSchema,
    sellingPricePerNight: moneySchema,
    costPerNight: moneySchema,
    /** The staff member who approved the extension; the caller when left out. */
    approvedBy: recordIdSchema.optional(),
    ...updateShape,
  })
  .refine((value) => value.sellingPricePerNight.currency === value.costPerNight.currency, {
    error: 'Price and cost must be in the same currency',
    path: ['costPerNight'],
  });
export type BookingExtensionCreate = z.infer<typeof bookingExtensionCreateSchema>;

/** POST /api/v1/bookings/{id}/landlord-confirmation: the landlord confirmed (or not, `confirmed: false`). */
export const bookingLandlordConfirmationSchema = z.object({
  confirmed: z.boolean().default(true),
  ...updateShape,
});
export type BookingLandlordConfirmation = z.infer<typeof bookingLandlordConfirmationSchema>;

/** POST /api/v1/bookings/{id}/deposit-returned. */
export const bookingDepositReturnSchema = z.object({
  returned: z.boolean().default(true),
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
  actor: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  action: z.string(),
  changes: z.record(
    z.string(),
    z.object({ from: z.unknown().optional(), to: z.unknown().optional() }),
  ),
  reason: z.string().nullable(),
});
export type BookingActivityEntry = z.infer<typeof bookingActivityEntrySchema>;
/** GET /api/v1/bookings/{id}/activity, newest first. */
export const bookingActivitySchema = z.object({ data: z.array(bookingActivityEntrySchema) });
export type BookingActivity = z.infer<typeof bookingActivitySchema>;

import { z } from 'zod';
import { propertyTypeSchema } from '../options';
import { offerStatusSchema, prioritySchema, workflowStatusSchema } from '../statuses';
import { addressSchema } from './address';
import {
  calendarDateSchema,
  contactSchema,
  idSchema,
  recordShape,
  TEXT_LIMITS,
  timestampSchema,
  updateShape,
} from './common';
import { moneySchema, signedPercentageSchema } from './money';

export const ENQUIRY_SOURCES = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'agent', label: 'Agent' },
  { value: 'portal', label: 'Client Portal' },
  { value: 'publicForm', label: 'Public Request Form' },
  { value: 'repeat', label: 'Repeat Client' },
] as const;
export const enquirySourceSchema = z.enum([
  'email',
  'phone',
  'agent',
  'portal',
  'publicForm',
  'repeat',
]);
export type EnquirySource = z.infer<typeof enquirySourceSchema>;

export const BUDGET_BASES = [
  { value: 'perNight', label: 'Per Night' },
  { value: 'perWeek', label: 'Per Week' },
  { value: 'perMonth', label: 'Per Month' },
  { value: 'total', label: 'Total' },
] as const;
export const budgetBasisSchema = z.enum(['perNight', 'perWeek', 'perMonth', 'total']);
export type BudgetBasis = z.infer<typeof budgetBasisSchema>;

/** The budget the client approved, its basis, and who at the client approved it. */
export const budgetSchema = z.object({
  amount: moneySchema,
  basis: budgetBasisSchema,
  approvedBy: z.string().trim().max(120),
});
export type Budget = z.infer<typeof budgetSchema>;

/** Where the guests need to be, and how far from it (miles, as staff read distances). */
export const enquiryLocationSchema = z.object({
  address: addressSchema,
  radiusMiles: z.number().positive().max(200),
});

export const enquiryFieldsSchema = z.object({
  source: enquirySourceSchema,
  receivedAt: timestampSchema,
  companyId: idSchema.nullable(),
  subcompanyId: idSchema.nullable(),
  billingCompanyId: idSchema.nullable(),
  agentId: idSchema.nullable(),
  booker: contactSchema,
  guestIds: z.array(idSchema),
  checkIn: calendarDateSchema,
  /** Open-ended stays have no check-out yet. */
  checkOut: calendarDateSchema.nullable(),
  location: enquiryLocationSchema,
  adults: z.number().int().min(1).max(50),
  children: z.number().int().min(0).max(50),
  pets: z.number().int().min(0).max(10),
  minBedrooms: z.number().int().min(0).max(20),
  propertyTypes: z.array(propertyTypeSchema),
  parkingSpaces: z.number().int().min(0).max(10),
  budget: budgetSchema.nullable(),
  /** The client's own reference: claim number, purchase order or cost centre. */
  clientReference: z.string().trim().max(120),
  priority: prioritySchema,
  respondBy: timestampSchema.nullable(),
  notes: z.string().trim().max(10_000),
});

function checkOutAfterCheckIn(value: { checkIn?: string; checkOut?: string | null }): boolean {
  return !value.checkIn || !value.checkOut || value.checkOut > value.checkIn;
}
const CHECK_OUT_MESSAGE = 'Check-out must be after check-in';

export const enquiryCreateSchema = enquiryFieldsSchema.refine(checkOutAfterCheckIn, {
  error: CHECK_OUT_MESSAGE,
  path: ['checkOut'],
});
export type EnquiryCreate = z.infer<typeof enquiryCreateSchema>;

/** Status, assignee and the resulting booking change through their own actions, not this. */
export const enquiryUpdateSchema = enquiryFieldsSchema
  .partial()
  .extend(updateShape)
  .refine(checkOutAfterCheckIn, { error: CHECK_OUT_MESSAGE, path: ['checkOut'] });
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

export const enquirySchema = enquiryFieldsSchema.extend({
  ...recordShape,
  /** Human reference, e.g. ENQ-000123; assigned by the server. */
  reference: z.string(),
  status: workflowStatusSchema,
  assigneeId: idSchema.nullable(),
  lostReason: z.string().max(TEXT_LIMITS.notes).nullable(),
  bookingId: idSchema.nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** Moving an enquiry along ENQUIRY_TRANSITIONS. */
export const enquiryStatusChangeSchema = z
  .object({
    status: workflowStatusSchema,
    /** Required when the enquiry is lost (cancelled or not possible): it becomes lostReason. */
    reason: z.string().trim().max(500).optional(),
    version: updateShape.version,
  })
  .refine(
    (change) =>
      (change.status !== 'cancelled' && change.status !== 'notPossible') ||
      (change.reason !== undefined && change.reason !== ''),
    { error: 'Give a reason', path: ['reason'] },
  );
export type EnquiryStatusChange = z.infer<typeof enquiryStatusChangeSchema>;

export const enquiryAssignSchema = z.object({
  assigneeId: idSchema,
  version: updateShape.version,
});

export const CLIENT_DECISIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
] as const;
export const clientDecisionSchema = z.enum(['pending', 'accepted', 'declined']);
export type ClientDecision = z.infer<typeof clientDecisionSchema>;

/** A candidate property on an enquiry, with its price, cost and margin. */
export const offerLineCreateSchema = z.object({
  enquiryId: idSchema,
  propertyId: idSchema,
  landlordCostPerNight: moneySchema,
  sellingPricePerNight: moneySchema,
  nights: z.number().int().min(1).max(3650),
  notes: z.string().trim().max(2_000),
});
export type OfferLineCreate = z.infer<typeof offerLineCreateSchema>;

export const offerLineUpdateSchema = offerLineCreateSchema
  .omit({ enquiryId: true, propertyId: true })
  .partial()
  .extend({ status: offerStatusSchema.optional(), ...updateShape });
export type OfferLineUpdate = z.infer<typeof offerLineUpdateSchema>;

export const offerLineSchema = offerLineCreateSchema.extend({
  ...recordShape,
  status: offerStatusSchema,
  totalCost: moneySchema,
  totalPrice: moneySchema,
  /** (price − cost) / price in percent; null when the price is zero. */
  marginPercent: signedPercentageSchema.nullable(),
  /** Why the line needs approval (margin below the floor, price over budget), if it does. */
  costWarning: z.string().nullable(),
  holdExpiresAt: timestampSchema.nullable(),
  landlordConfirmedAt: timestampSchema.nullable(),
  offeredAt: timestampSchema.nullable(),
  clientDecision: clientDecisionSchema,
});
export type OfferLine = z.infer<typeof offerLineSchema>;

import { z } from 'zod';
import { stayStateSchema, workflowStatusSchema } from '../statuses';
import { calendarDateSchema, idSchema, recordShape, timestampSchema, updateShape } from './common';
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

export const bookingFieldsSchema = z.object({
  enquiryId: idSchema.nullable(),
  propertyId: idSchema,
  landlordId: idSchema,
  companyId: idSchema.nullable(),
  billingCompanyId: idSchema.nullable(),
  guestIds: z.array(idSchema),
  agentId: idSchema.nullable(),
  accountManagerId: idSchema.nullable(),
  checkIn: calendarDateSchema,
  checkOut: calendarDateSchema,
  sellingPricePerNight: moneySchema,
  costPerNight: moneySchema,
  deposit: z.object({ amount: moneySchema, returned: z.boolean() }),
  purchaseOrder: z.string().trim().max(120),
  landlordConfirmedAt: timestampSchema.nullable(),
  notes: z.string().trim().max(10_000),
});

const CHECK_OUT_MESSAGE = 'Check-out must be after check-in';
function datesInOrder(value: { checkIn?: string; checkOut?: string }): boolean {
  return !value.checkIn || !value.checkOut || value.checkOut > value.checkIn;
}

export const bookingCreateSchema = bookingFieldsSchema.refine(datesInOrder, {
  error: CHECK_OUT_MESSAGE,
  path: ['checkOut'],
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

export const bookingUpdateSchema = bookingFieldsSchema
  .partial()
  .extend({ attentionReason: z.string().trim().max(500).nullable().optional(), ...updateShape })
  .refine(datesInOrder, { error: CHECK_OUT_MESSAGE, path: ['checkOut'] });
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

export const bookingSchema = bookingFieldsSchema.extend({
  ...recordShape,
  reference: z.string(),
  status: workflowStatusSchema,
  stayState: stayStateSchema,
  /** Why a person must look (unconfirmed landlord, missed payment, flagged issue); null if none. */
  attentionReason: z.string().max(500).nullable(),
  originalCheckOut: calendarDateSchema,
  extensions: z.array(bookingExtensionSchema),
  sellingPrice: moneySchema,
  cost: moneySchema,
  marginPercent: signedPercentageSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingExtensionCreateSchema = bookingExtensionSchema
  .omit({ from: true, approvedBy: true, approvedAt: true })
  .extend(updateShape);
export type BookingExtensionCreate = z.infer<typeof bookingExtensionCreateSchema>;

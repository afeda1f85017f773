import { z } from 'zod';
import { checkInMethodSchema, parkingOptionSchema, yesFreeChargeableNoSchema } from '../options';
import { emailSchema, fullNameSchema, phoneSchema } from '../validation';
import {
  boundedText,
  calendarDateSchema,
  fileRefSchema,
  NUL_CHARACTER_MESSAGE,
  recordIdSchema,
  TEXT_LIMITS,
} from './common';
import { moneySchema } from './money';
import { bathroomSchema, bedroomSchema } from './property';

/**
 * What the public pages send and see, without signing in: the property request form
 * (/public/request-property → POST /api/v1/public/property-requests) and a public property page
 * (GET /api/v1/public/properties/{id}).
 */

/** What a stated budget covers. A guest's words, unlike an enquiry's `perNight`… bases. */
export const REQUEST_BUDGET_BASES = ['night', 'week', 'month', 'total'] as const;
export const requestBudgetBasisSchema = z.enum(REQUEST_BUDGET_BASES);
export type RequestBudgetBasis = z.infer<typeof requestBudgetBasisSchema>;

export const requestBudgetSchema = moneySchema.extend({ basis: requestBudgetBasisSchema });
export type RequestBudget = z.infer<typeof requestBudgetSchema>;

export const LOCATION_REQUIRED_MESSAGE = 'Where do you need to stay?';
export const ADULTS_MIN_MESSAGE = 'At least one adult';
export const CHECK_OUT_AFTER_CHECK_IN_MESSAGE = 'Check-out must be after check-in';

/**
 * The body of POST /api/v1/public/property-requests: what a prospective guest or booker fills
 * in. Optional parts default, so a minimal request names the person, the place, the check-in
 * day and the adults.
 */
export const propertyRequestCreateSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    companyName: boundedText(120).default(''),
    location: z
      .string({ error: LOCATION_REQUIRED_MESSAGE })
      .trim()
      .min(2, LOCATION_REQUIRED_MESSAGE)
      .max(TEXT_LIMITS.name)
      .refine((text) => !text.includes('\u0000'), NUL_CHARACTER_MESSAGE),
    checkIn: calendarDateSchema,
    /** Open-ended stays leave it out. */
    checkOut: calendarDateSchema.nullable().default(null),
    adults: z.number().int().min(1, ADULTS_MIN_MESSAGE).max(30),
    children: z.number().int().min(0).max(30).default(0),
    bedrooms: z.number().int().min(0).max(20).nullable().default(null),
    pets: z.boolean().default(false),
    parking: z.boolean().default(false),
    budget: requestBudgetSchema.nullable().default(null),
    notes: boundedText(2000).default(''),
    /** Set when the request comes from a public property page. */
    propertyId: recordIdSchema.nullable().default(null),
  })
  .refine((input) => input.checkOut === null || input.checkOut > input.checkIn, {
    error: CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
    path: ['checkOut'],
  });
/** What the form may send (defaults left out). */
export type PropertyRequestCreateInput = z.input<typeof propertyRequestCreateSchema>;
/** The request as the server stores it (defaults filled in). */
export type PropertyRequestCreate = z.output<typeof propertyRequestCreateSchema>;

/** `data` of the 201 answer: the new request's id and the reference the guest is given. */
export const propertyRequestReceiptSchema = z.object({ id: z.string(), reference: z.string() });
export type PropertyRequestReceipt = z.infer<typeof propertyRequestReceiptSchema>;

export const PROPERTY_REQUEST_STATUSES = ['new', 'converted', 'closed'] as const;
export const propertyRequestStatusSchema = z.enum(PROPERTY_REQUEST_STATUSES);
export type PropertyRequestStatus = z.infer<typeof propertyRequestStatusSchema>;

/** A received property request as staff read it (GET /api/v1/property-requests). */
export const propertyRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: propertyRequestStatusSchema,
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The rest of the form: location, dates, guests, wishes, budget, notes, property. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  version: z.number().int(),
});
export type PropertyRequest = z.infer<typeof propertyRequestSchema>;

/** The fields of a property that are safe to show to the public: no costs, no landlord. */
export const publicPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  maxGuests: z.number().int().nullable(),
  description: z.string().nullable(),
  amenities: z.record(z.string(), z.unknown()),
  images: z.array(z.unknown()),
  /** Issue #12: the layout, the photos as file references (first = cover) and the terms a guest sees. */
  bedroomList: z.array(bedroomSchema),
  bathroomList: z.array(bathroomSchema),
  photos: z.array(fileRefSchema),
  parking: parkingOptionSchema.nullable(),
  pets: yesFreeChargeableNoSchema,
  checkInMethod: checkInMethodSchema,
  minimumStayNights: z.number().int().min(1),
});
export type PublicProperty = z.infer<typeof publicPropertySchema>;

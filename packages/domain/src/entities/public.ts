import { z } from 'zod/mini';
import {
  isStayWithinCeiling,
  MAX_STAY_NIGHTS_CEILING,
  nightsOf,
  stayTooLongMessage,
} from '../bounds';
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

export const requestBudgetSchema = z.extend(moneySchema, { basis: requestBudgetBasisSchema });
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
    companyName: z._default(boundedText(120), ''),
    location: z.string({ error: LOCATION_REQUIRED_MESSAGE }).check(
      z.trim(),
      z.minLength(2, LOCATION_REQUIRED_MESSAGE),
      z.maxLength(TEXT_LIMITS.name),
      z.refine((text) => !text.includes('\u0000'), NUL_CHARACTER_MESSAGE),
    ),
    checkIn: calendarDateSchema,
    /** Open-ended stays leave it out. */
    checkOut: z._default(z.nullable(calendarDateSchema), null),
    adults: z.number().check(z.int(), z.gte(1, ADULTS_MIN_MESSAGE), z.lte(30)),
    children: z._default(z.number().check(z.int(), z.gte(0), z.lte(30)), 0),
    bedrooms: z._default(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(20))), null),
    pets: z._default(z.boolean(), false),
    parking: z._default(z.boolean(), false),
    budget: z._default(z.nullable(requestBudgetSchema), null),
    notes: z._default(boundedText(2000), ''),
    /** Set when the request comes from a public property page. */
    propertyId: z._default(z.nullable(recordIdSchema), null),
  })
  .check(
    z.refine((input) => input.checkOut === null || nightsOf(input.checkIn, input.checkOut) > 0, {
      error: CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
      path: ['checkOut'],
    }),
    z.refine(isStayWithinCeiling, {
      error: stayTooLongMessage(MAX_STAY_NIGHTS_CEILING),
      path: ['checkOut'],
    }),
  );
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
  phone: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  /** The rest of the form: location, dates, guests, wishes, budget, notes, property. */
  details: z.record(z.string(), z.unknown()),
  /** The enquiry a converted request became. */
  enquiryId: z.nullable(z.string()),
  createdAt: z.string(),
  version: z.number().check(z.int()),
});
export type PropertyRequest = z.infer<typeof propertyRequestSchema>;

/** The fields of a property that are safe to show to the public: no costs, no landlord. */
export const publicPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  bedrooms: z.nullable(z.number().check(z.int())),
  bathrooms: z.nullable(z.number().check(z.int())),
  maxGuests: z.nullable(z.number().check(z.int())),
  description: z.nullable(z.string()),
  amenities: z.record(z.string(), z.unknown()),
  images: z.array(z.unknown()),
  /** The layout, the photos as file references (first = cover) and the terms a guest sees. */
  bedroomList: z.array(bedroomSchema),
  bathroomList: z.array(bathroomSchema),
  photos: z.array(fileRefSchema),
  parking: z.nullable(parkingOptionSchema),
  pets: yesFreeChargeableNoSchema,
  checkInMethod: checkInMethodSchema,
  minimumStayNights: z.number().check(z.int(), z.gte(1)),
});
export type PublicProperty = z.infer<typeof publicPropertySchema>;

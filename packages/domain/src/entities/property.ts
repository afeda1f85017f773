import { z } from 'zod';
import {
  type amenityTabSchema,
  bathroomTypeSchema,
  bedTypeSchema,
  cancellationPolicySchema,
  chargeBasisSchema,
  checkInMethodSchema,
  frequencySchema,
  parkingOptionSchema,
  propertyTypeSchema,
  yesFreeChargeableNoSchema,
} from '../options';
import { websiteSchema } from '../validation';
import { addressSchema } from './address';
import {
  boundedText,
  fileRefSchema,
  idSchema,
  recordShape,
  TEXT_LIMITS,
  timestampSchema,
  updateShape,
} from './common';
import { moneySchema, percentageSchema } from './money';

export const PROPERTY_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'archived', label: 'Archived' },
] as const;
export const propertyStatusSchema = z.enum(['active', 'inactive', 'archived']);
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

export const bedroomSchema = z.object({
  beds: z.array(z.object({ type: bedTypeSchema, count: z.number().int().min(1).max(10) })).min(1),
});
export type Bedroom = z.infer<typeof bedroomSchema>;

export const bathroomSchema = z.object({ type: bathroomTypeSchema });

/** Amenity names chosen on each amenity tab (general is shown as Summary). */
const amenityList = z.array(boundedText(TEXT_LIMITS.name).min(1)).max(200);
export const amenitiesSchema = z.object({
  general: amenityList,
  kitchen: amenityList,
  laundry: amenityList,
  outside: amenityList,
  safety: amenityList,
}) satisfies z.ZodType<Record<z.infer<typeof amenityTabSchema>, string[]>>;
export type Amenities = z.infer<typeof amenitiesSchema>;

export const serviceSchema = z.object({ frequency: frequencySchema, charge: chargeBasisSchema });
export type Service = z.infer<typeof serviceSchema>;

/** The cost fields of spec §3: money amounts per night or per stay, and the margin in percent. */
export const propertyCostsSchema = z.object({
  nightlyRate: moneySchema,
  deposit: moneySchema,
  cleaningFee: moneySchema,
  parking: moneySchema,
  petFee: moneySchema,
  exitClean: moneySchema,
  margin: percentageSchema,
});
export type PropertyCosts = z.infer<typeof propertyCostsSchema>;

/** Supply: whether the landlord has it free, and when that was last confirmed. */
export const availabilitySchema = z.object({
  isAvailable: z.boolean(),
  availableFrom: z.iso.date().nullable(),
  lastConfirmedAt: timestampSchema.nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const propertyCreateSchema = z.object({
  landlordId: idSchema,
  title: z.string().trim().min(1, 'Title is required').max(200),
  type: propertyTypeSchema,
  status: propertyStatusSchema,
  address: addressSchema,
  bedrooms: z.array(bedroomSchema),
  bathrooms: z.array(bathroomSchema),
  maxGuests: z.number().int().min(1).max(50),
  amenities: amenitiesSchema,
  description: z.string().trim().max(10_000),
  images: z.array(fileRefSchema),
  parking: parkingOptionSchema.nullable(),
  pets: yesFreeChargeableNoSchema,
  checkInMethod: checkInMethodSchema,
  cleaning: serviceSchema,
  linen: serviceSchema,
  cancellationPolicy: cancellationPolicySchema,
  costs: propertyCostsSchema,
  minimumStayNights: z.number().int().min(1).max(365),
  availability: availabilitySchema,
  /** Created from an external listing for one enquiry. */
  isTemporary: z.boolean(),
  sourceUrl: websiteSchema.nullable(),
});
export type PropertyCreate = z.infer<typeof propertyCreateSchema>;
export const propertyUpdateSchema = propertyCreateSchema.partial().extend(updateShape);
export type PropertyUpdate = z.infer<typeof propertyUpdateSchema>;

export const propertySchema = propertyCreateSchema.extend(recordShape);
export type Property = z.infer<typeof propertySchema>;

/** Beds of every bedroom together, for "sleeps" and search. */
export function bedCount(bedrooms: readonly Bedroom[]): number {
  return bedrooms.reduce(
    (sum, bedroom) => sum + bedroom.beds.reduce((inner, bed) => inner + bed.count, 0),
    0,
  );
}

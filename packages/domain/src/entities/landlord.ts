import { z } from 'zod';
import { trafficLightSchema } from '../statuses';
import { emailSchema, phoneSchema, websiteSchema } from '../validation';
import { boundedText, calendarDateSchema, recordShape, TEXT_LIMITS, updateShape } from './common';

export const CONTACT_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;
export const contactStatusSchema = z.enum(['active', 'inactive']);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

export const landlordEmailSchema = z.object({
  email: emailSchema,
  status: contactStatusSchema,
  isVerified: z.boolean(),
});
export type LandlordEmail = z.infer<typeof landlordEmailSchema>;

export const landlordPhoneSchema = z.object({
  phone: phoneSchema,
  status: contactStatusSchema,
  isVerified: z.boolean(),
  isWhatsapp: z.boolean(),
});
export type LandlordPhone = z.infer<typeof landlordPhoneSchema>;

export const externalProfileSchema = z.object({
  platform: boundedText(TEXT_LIMITS.name).min(1, 'Platform is required'),
  url: websiteSchema,
});
export type ExternalProfile = z.infer<typeof externalProfileSchema>;

const visible = z.object({ isVisible: z.boolean() });
const available = z.object({ isAvailable: z.boolean() });

/** Spec §3 certifications: which facts the landlord's public profile shows. */
export const CERTIFICATION_KEYS = [
  'joinedAt',
  'numberOfBookings',
  'numberOfProperties',
  'isVerified',
  'parkingIncluded',
  'petFriendly',
  'parkingPossible',
] as const;
export type CertificationKey = (typeof CERTIFICATION_KEYS)[number];
export const certificationsSchema = z.object({
  joinedAt: visible,
  numberOfBookings: visible,
  numberOfProperties: visible,
  isVerified: visible,
  parkingIncluded: visible,
  petFriendly: visible,
  parkingPossible: visible,
});
export type Certifications = z.infer<typeof certificationsSchema>;

/** Spec §3 badges the landlord has earned. */
export const BADGE_KEYS = [
  'accessibleLandlord',
  'fullTimeLandlord',
  'landlordOfTheYear',
  'greenLandlord',
] as const;
export type BadgeKey = (typeof BADGE_KEYS)[number];
export const badgesSchema = z.object({
  accessibleLandlord: available,
  fullTimeLandlord: available,
  landlordOfTheYear: available,
  greenLandlord: available,
});
export type Badges = z.infer<typeof badgesSchema>;

export const landlordSettingsSchema = z.object({
  displayCertifications: certificationsSchema,
  displayBadges: badgesSchema,
});
export type LandlordSettings = z.infer<typeof landlordSettingsSchema>;

/** The editable landlord fields: exactly the blank record of spec §3. */
export const landlordCreateSchema = z.object({
  name: boundedText(TEXT_LIMITS.name).min(1, 'Landlord name is required'),
  emailAddresses: z.array(landlordEmailSchema),
  phoneNumbers: z.array(landlordPhoneSchema),
  company: z.object({ name: boundedText(TEXT_LIMITS.name), url: websiteSchema }),
  trafficLightSystem: trafficLightSchema,
  historicalBookings: z.number().int().nonnegative(),
  joinedAt: calendarDateSchema.nullable(),
  externalProfiles: z.array(externalProfileSchema),
  settings: landlordSettingsSchema,
});
export type LandlordCreate = z.infer<typeof landlordCreateSchema>;
export const landlordUpdateSchema = landlordCreateSchema.partial().extend(updateShape);
export type LandlordUpdate = z.infer<typeof landlordUpdateSchema>;

export const landlordSchema = landlordCreateSchema.extend({
  ...recordShape,
  /** Filled in by the server from the properties table. */
  numberOfProperties: z.number().int().nonnegative(),
});
export type Landlord = z.infer<typeof landlordSchema>;

function mapKeys<K extends string, V>(keys: readonly K[], value: () => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value()])) as Record<K, V>;
}

/**
 * The blank record of spec §3 that the create form starts from: one empty email and phone row,
 * gray traffic light, nothing displayed. A new object each call, so forms never share state.
 * It is a starting state, not a valid submission: the name and contact rows must be filled in.
 */
export function blankLandlord(): LandlordCreate {
  return {
    name: '',
    emailAddresses: [{ email: '', status: 'active', isVerified: false }],
    phoneNumbers: [{ phone: '', status: 'active', isVerified: false, isWhatsapp: false }],
    company: { name: '', url: '' },
    trafficLightSystem: 'gray',
    historicalBookings: 0,
    joinedAt: null,
    externalProfiles: [],
    settings: {
      displayCertifications: mapKeys(CERTIFICATION_KEYS, () => ({ isVisible: false })),
      displayBadges: mapKeys(BADGE_KEYS, () => ({ isAvailable: false })),
    },
  };
}

/** The small landlord card shows only the first email and the first phone number (spec §2). */
export function landlordCardContact(landlord: {
  readonly emailAddresses: readonly { readonly email: string }[];
  readonly phoneNumbers: readonly { readonly phone: string }[];
}): { email: string | null; phone: string | null } {
  return {
    email: landlord.emailAddresses[0]?.email || null,
    phone: landlord.phoneNumbers[0]?.phone || null,
  };
}

/** The list view of spec §3. */
export const landlordListItemSchema = landlordSchema.pick({
  id: true,
  name: true,
  emailAddresses: true,
  phoneNumbers: true,
  company: true,
  trafficLightSystem: true,
});
export type LandlordListItem = z.infer<typeof landlordListItemSchema>;

import { z } from 'zod/mini';
import { listTabSchema, pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import { LANDLORD_SORTS, LANDLORD_TABS } from '../list-values';
import { type TrafficLight, trafficLightSchema } from '../statuses';
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
  platform: boundedText(TEXT_LIMITS.name).check(z.minLength(1, 'Platform is required')),
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

/**
 * What the traffic-light suggestion reads from the landlord's record: how often the
 * landlord answers our availability and price checks, and how many stays they cancelled or
 * guests complained about. Staff keep these up to date; null response rate = not measured yet.
 */
export const landlordPerformanceSchema = z.object({
  responseRatePercent: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  cancellations: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
  complaints: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
});
export type LandlordPerformance = z.infer<typeof landlordPerformanceSchema>;

export const landlordSettingsSchema = z.object({
  displayCertifications: certificationsSchema,
  displayBadges: badgesSchema,
});
export type LandlordSettings = z.infer<typeof landlordSettingsSchema>;

/** The editable landlord fields: exactly the blank record of spec §3. */
export const landlordCreateSchema = z.object({
  name: boundedText(TEXT_LIMITS.name).check(z.minLength(1, 'Landlord name is required')),
  emailAddresses: z.array(landlordEmailSchema).check(z.maxLength(20)),
  phoneNumbers: z.array(landlordPhoneSchema).check(z.maxLength(20)),
  company: z.object({ name: boundedText(TEXT_LIMITS.name), url: websiteSchema }),
  trafficLightSystem: trafficLightSchema,
  historicalBookings: z.number().check(z.int(), z.nonnegative(), z.lte(1_000_000)),
  joinedAt: z.nullable(calendarDateSchema),
  externalProfiles: z.array(externalProfileSchema).check(z.maxLength(20)),
  settings: landlordSettingsSchema,
  performance: landlordPerformanceSchema,
});
export type LandlordCreate = z.infer<typeof landlordCreateSchema>;
export const landlordUpdateSchema = z.extend(z.partial(landlordCreateSchema), updateShape);
export type LandlordUpdate = z.infer<typeof landlordUpdateSchema>;

export const landlordSchema = z.extend(landlordCreateSchema, {
  ...recordShape,
  /** Filled in by the server from the properties table. */
  numberOfProperties: z.number().check(z.int(), z.nonnegative()),
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
    performance: { responseRatePercent: null, cancellations: 0, complaints: 0 },
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
export const landlordListItemSchema = z.pick(landlordSchema, {
  id: true,
  name: true,
  emailAddresses: true,
  phoneNumbers: true,
  company: true,
  trafficLightSystem: true,
});
export type LandlordListItem = z.infer<typeof landlordListItemSchema>;

/** Why a traffic light was suggested; the dashboard words each reason in both languages. */
export const TRAFFIC_LIGHT_REASONS = [
  'noHistory',
  'lowResponseRate',
  'cancellations',
  'complaints',
  'reliable',
] as const;
export type TrafficLightReason = (typeof TRAFFIC_LIGHT_REASONS)[number];
export const trafficLightReasonSchema = z.enum(TRAFFIC_LIGHT_REASONS);

export interface TrafficLightSuggestion {
  readonly light: TrafficLight;
  readonly reasons: TrafficLightReason[];
}

/**
 * Thresholds of the suggestion, worst first: a response rate below the bound, or cancellations
 * or complaints at or above it, gives that colour. Counts are absolute, not per booking: one
 * cancelled stay is a guest without a home, however many stays went well.
 */
export const TRAFFIC_LIGHT_RULES = [
  { light: 'red', responseRateBelow: 40, cancellationsFrom: 3, complaintsFrom: 3 },
  { light: 'orange', responseRateBelow: 60, cancellationsFrom: 2, complaintsFrom: 2 },
  { light: 'yellow', responseRateBelow: 80, cancellationsFrom: 1, complaintsFrom: 1 },
] as const satisfies readonly {
  light: TrafficLight;
  responseRateBelow: number;
  cancellationsFrom: number;
  complaintsFrom: number;
}[];

/**
 * The traffic light the landlord's record suggests (staff still choose the stored one): gray
 * with nothing to judge (no response rate, no bookings, no incidents), otherwise the worst
 * colour any rule reaches, else green.
 */
export function suggestTrafficLight(
  record: LandlordPerformance & { readonly historicalBookings: number },
): TrafficLightSuggestion {
  const { responseRatePercent, cancellations, complaints, historicalBookings } = record;
  if (
    responseRatePercent === null &&
    historicalBookings === 0 &&
    cancellations === 0 &&
    complaints === 0
  ) {
    return { light: 'gray', reasons: ['noHistory'] };
  }
  for (const rule of TRAFFIC_LIGHT_RULES) {
    const reasons: TrafficLightReason[] = [];
    if (responseRatePercent !== null && responseRatePercent < rule.responseRateBelow) {
      reasons.push('lowResponseRate');
    }
    if (cancellations >= rule.cancellationsFrom) reasons.push('cancellations');
    if (complaints >= rule.complaintsFrom) reasons.push('complaints');
    if (reasons.length > 0) return { light: rule.light, reasons };
  }
  return { light: 'green', reasons: ['reliable'] };
}

/** The placeholders a landlord message template may use, filled from the landlord and enquiry. */
export const MESSAGE_TEMPLATE_PLACEHOLDERS = [
  'landlordName',
  'propertyTitle',
  'checkIn',
  'checkOut',
  'nights',
  'guests',
  'staffName',
] as const;
export type MessageTemplatePlaceholder = (typeof MESSAGE_TEMPLATE_PLACEHOLDERS)[number];

/**
 * Fills `{placeholder}` markers. A placeholder without a value stays visible as written, so a
 * message never goes out with a silent gap where a name or date should be.
 */
export function fillMessageTemplate(
  template: string,
  values: Partial<Record<string, string>>,
): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (marker, name: string) => {
    const value = values[name];
    return value === undefined ? marker : value;
  });
}

export const MESSAGE_TEMPLATE_MAX_LENGTH = 5_000;
export const DEFAULT_MESSAGE_TEMPLATE =
  'Hello {landlordName}, we have a guest looking for {propertyTitle} from {checkIn} to {checkOut} ({nights} nights, {guests} guests). Is it available, and at what nightly rate?';

/** GET /api/v1/landlords/message-template answer and PUT body (with the version it edits). */
export const landlordMessageTemplateSchema = z.object({
  template: boundedText(MESSAGE_TEMPLATE_MAX_LENGTH).check(
    z.minLength(1, 'The template cannot be empty'),
  ),
  version: z.number().check(z.int(), z.gte(1)),
});
export type LandlordMessageTemplate = z.infer<typeof landlordMessageTemplateSchema>;

/**
 * A WhatsApp chat link: the configured chat link url (https://wa.me by default) followed by the
 * number in international digits only, which is the form wa.me accepts. A number with no
 * digits has no link.
 */
export function whatsappChatLink(chatLinkUrl: string, phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (digits === '') return null;
  return `${chatLinkUrl.replace(/\/+$/, '')}/${digits}`;
}

/** A landlord as lists and the landlord page show it. */
export const landlordViewSchema = z.extend(landlordSchema, {
  suggestedTrafficLight: trafficLightSchema,
  suggestionReasons: z.array(trafficLightReasonSchema),
  /** One chat link per phone marked WhatsApp (the WhatsApp info modal). */
  whatsappLinks: z.array(z.object({ phone: z.string(), url: z.string() })),
});
export type LandlordView = z.infer<typeof landlordViewSchema>;
export const landlordListSchema = pagedSchema(landlordViewSchema);
export type LandlordList = z.infer<typeof landlordListSchema>;

/** GET /api/v1/landlords query: search matches name, company name, emails and phones. */
export const landlordListQuerySchema = z.extend(pageQuerySchema, {
  sort: z._default(sortParamSchema(LANDLORD_SORTS), 'name'),
  tab: listTabSchema(LANDLORD_TABS),
  trafficLight: z.optional(trafficLightSchema),
});
export type LandlordListQuery = z.output<typeof landlordListQuerySchema>;
export type LandlordListQueryInput = z.input<typeof landlordListQuerySchema>;

/** POST /api/v1/landlords/{id}/sync body: the external profile to read. */
export const landlordSyncSchema = z.object({
  profileUrl: websiteSchema.check(z.refine((url) => url !== '', 'Profile address is required')),
});
export type LandlordSync = z.infer<typeof landlordSyncSchema>;

/** One field the sync changed, with its value before and after (shown in the sync modal). */
export const landlordSyncChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const landlordSyncResultSchema = z.object({
  landlord: landlordViewSchema,
  changes: z.array(landlordSyncChangeSchema),
});
export type LandlordSyncResult = z.infer<typeof landlordSyncResultSchema>;

/**
 * What the scraper reads from an external profile page. Every part is optional: a page
 * that lacks one leaves the landlord's own value alone.
 */
export const scrapedLandlordSchema = z.object({
  name: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.name))),
  joinedAt: z.optional(calendarDateSchema),
  historicalBookings: z.optional(z.number().check(z.int(), z.nonnegative())),
  responseRatePercent: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  isVerified: z.optional(z.boolean()),
  platform: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.name))),
});
export type ScrapedLandlord = z.infer<typeof scrapedLandlordSchema>;

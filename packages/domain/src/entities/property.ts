import { z } from 'zod/mini';
import { listTabSchema, pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import { RADIUS_MILES } from '../geo';
import {
  type amenityTabSchema,
  bathroomTypeSchema,
  bedTypeSchema,
  cancellationPolicySchema,
  chargeBasisSchema,
  checkInMethodSchema,
  costFieldSchema,
  frequencySchema,
  PARKING_OPTIONS,
  parkingOptionSchema,
  propertyTypeSchema,
  yesFreeChargeableNoSchema,
} from '../options';
import { DESCRIPTION_MAX_LENGTH, sanitizeDescription } from '../rich-text';
import { trafficLightSchema } from '../statuses';
import { websiteSchema } from '../validation';
import { addressSchema, lngLatSchema } from './address';
import {
  boundedText,
  calendarDateSchema,
  fileRefSchema,
  idSchema,
  recordIdSchema,
  recordShape,
  TEXT_LIMITS,
  timestampSchema,
  updateShape,
} from './common';
import {
  MONEY_AMOUNT_PATTERN,
  moneyAmountSchema,
  moneySchema,
  nonNegativeAmountSchema,
  percentageSchema,
  priceSchema,
} from './money';

/** A property is drafted, offered (available), paused (unavailable) or archived. */
export const PROPERTY_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'available', label: 'Available' },
  { value: 'unavailable', label: 'Unavailable' },
  { value: 'archived', label: 'Archived' },
] as const;
export const propertyStatusSchema = z.enum(['draft', 'available', 'unavailable', 'archived']);
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

/** Bounds of a property's counts and lists (forms use them as max). */
export const PROPERTY_LIMITS = {
  title: 200,
  rooms: 30,
  bedsPerType: 10,
  maxGuests: 50,
  minimumStayNights: 365,
  images: 30,
  description: DESCRIPTION_MAX_LENGTH,
} as const;

export const bedroomSchema = z.object({
  beds: z
    .array(
      z.object({
        type: bedTypeSchema,
        count: z.number().check(z.int(), z.gte(1), z.lte(PROPERTY_LIMITS.bedsPerType)),
      }),
    )
    .check(z.minLength(1, 'A bedroom needs at least one bed'), z.maxLength(10)),
});
export type Bedroom = z.infer<typeof bedroomSchema>;

export const bathroomSchema = z.object({ type: bathroomTypeSchema });
export type Bathroom = z.infer<typeof bathroomSchema>;

/** Amenity names chosen on each amenity tab (general is shown as Summary). */
const amenityList = z
  .array(boundedText(TEXT_LIMITS.name).check(z.minLength(1)))
  .check(z.maxLength(200));
export const amenitiesSchema = z.object({
  general: amenityList,
  kitchen: amenityList,
  laundry: amenityList,
  outside: amenityList,
  safety: amenityList,
}) satisfies z.ZodMiniType<Record<z.infer<typeof amenityTabSchema>, string[]>>;
export type Amenities = z.infer<typeof amenitiesSchema>;

/** The amenities the checklist offers on each tab; staff may add others by name. */
export const AMENITY_SUGGESTIONS = {
  general: [
    'Wi-Fi',
    'Heating',
    'Air conditioning',
    'TV',
    'Desk',
    'Lift',
    'Step-free access',
    'Smoke-free',
  ],
  kitchen: [
    'Oven',
    'Hob',
    'Microwave',
    'Fridge',
    'Freezer',
    'Dishwasher',
    'Kettle',
    'Coffee machine',
    'Toaster',
  ],
  laundry: ['Washing machine', 'Tumble dryer', 'Iron', 'Drying rack'],
  outside: ['Garden', 'Balcony', 'Terrace', 'Barbecue', 'Bike storage', 'EV charger'],
  safety: [
    'Smoke alarm',
    'Carbon monoxide alarm',
    'Fire extinguisher',
    'First aid kit',
    'Fire blanket',
  ],
} as const satisfies Record<z.infer<typeof amenityTabSchema>, readonly string[]>;

export function blankAmenities(): Amenities {
  return { general: [], kitchen: [], laundry: [], outside: [], safety: [] };
}

export const serviceSchema = z.object({ frequency: frequencySchema, charge: chargeBasisSchema });
export type Service = z.infer<typeof serviceSchema>;

/** The cost fields of spec §3: money amounts per night or per stay, and the margin in percent. */
export const propertyCostsSchema = z.object({
  nightlyRate: priceSchema,
  deposit: priceSchema,
  cleaningFee: priceSchema,
  parking: priceSchema,
  petFee: priceSchema,
  exitClean: priceSchema,
  margin: percentageSchema,
});
export type PropertyCosts = z.infer<typeof propertyCostsSchema>;

/** Descriptions are plain text with a small markup (rich-text.ts), stored sanitised. */
export const descriptionSchema = z.pipe(
  z.string().check(z.maxLength(PROPERTY_LIMITS.description)),
  z.transform(sanitizeDescription),
);

export const propertyCreateSchema = z.object({
  /** Required unless the property is temporary (the server answers 400 on landlordId). */
  landlordId: z.nullable(recordIdSchema),
  title: boundedText(PROPERTY_LIMITS.title).check(z.minLength(1, 'Title is required')),
  type: propertyTypeSchema,
  status: propertyStatusSchema,
  address: addressSchema,
  bedrooms: z.array(bedroomSchema).check(z.maxLength(PROPERTY_LIMITS.rooms)),
  bathrooms: z.array(bathroomSchema).check(z.maxLength(PROPERTY_LIMITS.rooms)),
  maxGuests: z.number().check(z.int(), z.gte(1), z.lte(PROPERTY_LIMITS.maxGuests)),
  amenities: amenitiesSchema,
  description: descriptionSchema,
  /** Photos through POST /api/v1/properties/photos; the first is the cover. */
  images: z.array(fileRefSchema).check(z.maxLength(PROPERTY_LIMITS.images)),
  /** null: no parking. */
  parking: z.nullable(parkingOptionSchema),
  pets: yesFreeChargeableNoSchema,
  checkInMethod: checkInMethodSchema,
  cleaning: serviceSchema,
  linen: serviceSchema,
  cancellationPolicy: cancellationPolicySchema,
  costs: propertyCostsSchema,
  minimumStayNights: z.number().check(z.int(), z.gte(1), z.lte(PROPERTY_LIMITS.minimumStayNights)),
  /** Created from an external listing for one enquiry; PATCH false to make it a full property. */
  isTemporary: z.boolean(),
  sourceUrl: z.nullable(websiteSchema),
});
export type PropertyCreate = z.infer<typeof propertyCreateSchema>;
export type PropertyCreateInput = z.input<typeof propertyCreateSchema>;
export const propertyUpdateSchema = z.extend(z.partial(propertyCreateSchema), updateShape);
export type PropertyUpdate = z.infer<typeof propertyUpdateSchema>;

export const propertySchema = z.extend(propertyCreateSchema, recordShape);
export type Property = z.infer<typeof propertySchema>;

export const LANDLORD_REQUIRED_MESSAGE =
  'Choose the landlord (only a temporary property may have none)';

/** How many days availability stays fresh after it was confirmed, unless settings say otherwise. */
export const STALE_AVAILABILITY_DAYS = 14;

/** Availability never confirmed, or confirmed more than `days` days before `now`, is stale. */
export function isAvailabilityStale(
  lastConfirmedAt: string | Date | null,
  now: Date,
  days: number = STALE_AVAILABILITY_DAYS,
): boolean {
  if (lastConfirmedAt === null) return true;
  const confirmed =
    typeof lastConfirmedAt === 'string' ? new Date(lastConfirmedAt) : lastConfirmedAt;
  return now.getTime() - confirmed.getTime() > days * 86_400_000;
}

/** GET/PUT /api/v1/properties/settings: how many days confirmed availability stays fresh. */
export const stockSettingsSchema = z.object({
  availabilityFreshnessDays: z.number().check(z.int(), z.gte(1), z.lte(365)),
  version: z.number().check(z.int(), z.gte(1)),
});
export type StockSettings = z.infer<typeof stockSettingsSchema>;

/** The landlord as a property shows it: the small landlord card (first email and phone). */
export const propertyLandlordSchema = z.object({
  id: z.string(),
  name: z.string(),
  trafficLightSystem: trafficLightSchema,
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type PropertyLandlord = z.infer<typeof propertyLandlordSchema>;

/** A property as lists and the property page show it. */
export const propertyViewSchema = z.extend(propertySchema, {
  landlord: z.nullable(propertyLandlordSchema),
  coverImage: z.nullable(fileRefSchema),
  availabilityConfirmedAt: z.nullable(timestampSchema),
  isAvailabilityStale: z.boolean(),
  /** The freshness limit (stock settings) that isAvailabilityStale was judged by, in days. */
  availabilityFreshnessDays: z.number().check(z.int(), z.gte(1), z.lte(365)),
  /** Miles from the searched place; null unless the list was asked for a place. */
  distanceMiles: z.nullable(z.number().check(z.nonnegative())),
});
export type PropertyView = z.infer<typeof propertyViewSchema>;
export const propertyListSchema = pagedSchema(propertyViewSchema);
export type PropertyList = z.infer<typeof propertyListSchema>;

/**
 * Tabs of the properties list. `all` is every live property but archived ones; `temporary` the
 * temporary ones; `stale` available properties whose availability is not fresh.
 */
export const PROPERTY_TABS = [
  'all',
  'available',
  'unavailable',
  'draft',
  'temporary',
  'stale',
  'archived',
  'deleted',
] as const;
export type PropertyTab = (typeof PROPERTY_TABS)[number];
export const PROPERTY_SORTS = [
  'title',
  'nightlyRate',
  'bedrooms',
  'createdAt',
  'updatedAt',
  'distance',
] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** Parking filter: one parking option, any parking at all, or none. */
export const PROPERTY_PARKING_FILTERS = [
  'any',
  'none',
  ...PARKING_OPTIONS.map((o) => o.value),
] as const;
/** Pets filter: one pets option, or `yes` for free or chargeable. */
export const PROPERTY_PETS_FILTERS = ['yes', 'yes-free', 'yes-chargeable', 'no'] as const;

const queryNumber = (min: number, max: number) =>
  z.optional(z.coerce.number().check(z.gte(min), z.lte(max)));
const queryInt = (min: number, max: number) =>
  z.optional(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)));
const queryPrice = z.optional(
  z
    .string()
    .check(z.trim(), z.regex(MONEY_AMOUNT_PATTERN, 'Enter an amount such as 120 or 120.50')),
);

export const PLACE_PARTS_MESSAGE = 'Give both lng and lat, or neither';
export const DATES_PARTS_MESSAGE = 'Give both availableFrom and availableTo, or neither';
export const DATES_ORDER_MESSAGE = 'availableTo must be after availableFrom';
export const PRICE_ORDER_MESSAGE = 'priceMax must not be below priceMin';

/** The filters of the list, the report and the CSV export (without page and sort). */
export const propertyFilterShape = {
  search: pageQuerySchema.shape.search,
  tab: listTabSchema(PROPERTY_TABS),
  type: z.optional(propertyTypeSchema),
  status: z.optional(propertyStatusSchema),
  landlordId: z.optional(recordIdSchema),
  bedroomsMin: queryInt(0, PROPERTY_LIMITS.rooms),
  guestsMin: queryInt(1, PROPERTY_LIMITS.maxGuests),
  /** Nightly rate bounds, in the property's currency, as decimal strings ('80', '120.50'). */
  priceMin: queryPrice,
  priceMax: queryPrice,
  parking: z.optional(z.enum(PROPERTY_PARKING_FILTERS)),
  pets: z.optional(z.enum(PROPERTY_PETS_FILTERS)),
  /** The place to measure from, [lng, lat] as two numbers. */
  lng: queryNumber(-180, 180),
  lat: queryNumber(-90, 90),
  /** Only with a place; 10 miles when left out. */
  radiusMiles: queryNumber(RADIUS_MILES.min, RADIUS_MILES.max),
  /** Free for these nights: check-in day and check-out day (exclusive). */
  availableFrom: z.optional(calendarDateSchema),
  availableTo: z.optional(calendarDateSchema),
} as const;

type FilterInput = {
  lng?: number | undefined;
  lat?: number | undefined;
  availableFrom?: string | undefined;
  availableTo?: string | undefined;
  priceMin?: string | undefined;
  priceMax?: string | undefined;
};

/** The cross-field rules of the filters: each problem on the field it is about. */
function checkFilters(query: FilterInput, ctx: z.core.$RefinementCtx): void {
  if ((query.lng === undefined) !== (query.lat === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: PLACE_PARTS_MESSAGE,
      path: [query.lng === undefined ? 'lng' : 'lat'],
    });
  }
  if ((query.availableFrom === undefined) !== (query.availableTo === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: DATES_PARTS_MESSAGE,
      path: [query.availableFrom === undefined ? 'availableFrom' : 'availableTo'],
    });
  } else if (
    query.availableFrom !== undefined &&
    query.availableTo !== undefined &&
    query.availableTo <= query.availableFrom
  ) {
    ctx.addIssue({ code: 'custom', message: DATES_ORDER_MESSAGE, path: ['availableTo'] });
  }
  if (
    query.priceMin !== undefined &&
    query.priceMax !== undefined &&
    Number(query.priceMax) < Number(query.priceMin)
  ) {
    ctx.addIssue({ code: 'custom', message: PRICE_ORDER_MESSAGE, path: ['priceMax'] });
  }
}

/** GET /api/v1/report and /export.csv query: the list's filters. */
export const propertyFilterSchema = z
  .object(propertyFilterShape)
  .check(z.superRefine(checkFilters));
export type PropertyFilter = z.output<typeof propertyFilterSchema>;

/**
 * GET /api/v1/properties query. Without a sort, a place sorts by distance (nearest first) and
 * otherwise by title; `distance` without a place sorts by title too (a link that kept the sort
 * after its place was cleared still opens).
 */
export const propertyListQuerySchema = z
  .extend(pageQuerySchema, {
    ...propertyFilterShape,
    sort: z.optional(sortParamSchema(PROPERTY_SORTS)),
  })
  .check(z.superRefine(checkFilters));
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;
export type PropertyListQueryInput = z.input<typeof propertyListQuerySchema>;

// Supply and price (the 'update supply and price' modal).

export const SUPPLY_STATES = [
  { value: 'available', label: 'Available' },
  { value: 'blocked', label: 'Blocked' },
  { value: 'booked', label: 'Booked' },
] as const;
export const supplyStateSchema = z.enum(['available', 'blocked', 'booked']);
export type SupplyState = z.infer<typeof supplyStateSchema>;

export const SUPPLY_ORDER_MESSAGE = 'The end date must be after the start date';

/** A stretch of nights: `from` is the first night, `to` the day after the last (exclusive). */
export const supplyRangeInputSchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    state: supplyStateSchema,
    note: boundedText(500),
  })
  .check(z.refine((range) => range.to > range.from, { error: SUPPLY_ORDER_MESSAGE, path: ['to'] }));
export type SupplyRangeInput = z.infer<typeof supplyRangeInputSchema>;

export const supplyRangeSchema = z.object({
  id: z.string(),
  from: calendarDateSchema,
  to: calendarDateSchema,
  state: supplyStateSchema,
  note: z.string(),
  createdBy: z.nullable(z.string()),
  createdByName: z.nullable(z.string()),
  createdAt: timestampSchema,
});
export type SupplyRange = z.infer<typeof supplyRangeSchema>;

/**
 * One recorded price change: the cost field, its value before and after as decimal strings
 * (money in `currency`, margin in percent with currency null), who changed it and when.
 */
export const priceChangeSchema = z.object({
  id: z.string(),
  field: costFieldSchema,
  from: z.nullable(z.string()),
  to: z.string(),
  currency: z.nullable(z.string()),
  effectiveFrom: calendarDateSchema,
  changedBy: z.nullable(z.string()),
  changedByName: z.nullable(z.string()),
  changedAt: timestampSchema,
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** A new value for one cost field; money fields in the property's currency. */
export const priceChangeInputSchema = z.object({
  field: costFieldSchema,
  amount: z.union([nonNegativeAmountSchema, percentageSchema]),
  effectiveFrom: calendarDateSchema,
});
export type PriceChangeInput = z.infer<typeof priceChangeInputSchema>;

/** POST /api/v1/properties/{id}/supply body. */
export const supplyUpdateSchema = z.object({
  add: z.array(supplyRangeInputSchema).check(z.maxLength(100)),
  remove: z.array(idSchema.check(z.maxLength(60))).check(z.maxLength(100)),
  prices: z.array(priceChangeInputSchema).check(z.maxLength(20)),
  /** The landlord confirmed the availability just now: stamps lastConfirmedAt. */
  confirmedWithLandlord: z.boolean(),
  version: z.number().check(z.int(), z.gte(1)),
});
export type SupplyUpdate = z.infer<typeof supplyUpdateSchema>;

export const supplySchema = z.object({
  ranges: z.array(supplyRangeSchema),
  /** The history of the landlord's costs: empty without COST_AUDIT_TRAIL (`costsHidden`). */
  priceChanges: z.array(priceChangeSchema),
  /** Whether the price history was left out because the caller lacks COST_AUDIT_TRAIL. */
  costsHidden: z.boolean(),
  lastConfirmedAt: z.nullable(timestampSchema),
  isStale: z.boolean(),
  /** The property's version after the update (for the next edit). */
  version: z.number().check(z.int(), z.gte(1)),
});
export type Supply = z.infer<typeof supplySchema>;

/** Whether two half-open date ranges [from, to) share a night. ISO dates compare as text. */
export function rangesOverlap(
  a: { readonly from: string; readonly to: string },
  b: { readonly from: string; readonly to: string },
): boolean {
  return a.from < b.to && b.from < a.to;
}

/**
 * Whether the property can take a stay from `from` to `to` (exclusive): its status is
 * available and no blocked or booked range shares a night with the stay.
 */
export function isAvailableFor(
  property: { readonly status: PropertyStatus; readonly deleted?: boolean },
  ranges: readonly { readonly from: string; readonly to: string; readonly state: SupplyState }[],
  stay: { readonly from: string; readonly to: string },
): boolean {
  if (property.status !== 'available' || property.deleted === true) return false;
  return !ranges.some((range) => range.state !== 'available' && rangesOverlap(range, stay));
}

// Temporary property (the 'temporary property' modal).

/** From an external listing link: the scraper reads title, address, layout and price. */
export const temporaryFromLinkSchema = z.object({
  url: websiteSchema.check(z.refine((url) => url !== '', 'Listing address is required')),
  landlordId: z.nullable(recordIdSchema),
});
/** Typed by hand: the least that makes a property worth offering. */
export const temporaryByHandSchema = z.object({
  title: boundedText(PROPERTY_LIMITS.title).check(z.minLength(1, 'Title is required')),
  landlordId: z.nullable(recordIdSchema),
  type: propertyTypeSchema,
  address: addressSchema,
  bedroomCount: z.number().check(z.int(), z.gte(0), z.lte(PROPERTY_LIMITS.rooms)),
  maxGuests: z.number().check(z.int(), z.gte(1), z.lte(PROPERTY_LIMITS.maxGuests)),
  nightlyRate: priceSchema,
  sourceUrl: z.nullable(websiteSchema),
});
/** POST /api/v1/properties/temporary body: `url` for a link, the fields for a property by hand. */
export const temporaryPropertyCreateSchema = z.union([
  temporaryFromLinkSchema,
  temporaryByHandSchema,
]);
export type TemporaryPropertyCreate = z.infer<typeof temporaryPropertyCreateSchema>;

/** What the scraper reads from a listing page; parts it cannot find are left out. */
export const scrapedListingSchema = z.object({
  title: z.optional(z.string().check(z.maxLength(PROPERTY_LIMITS.title))),
  type: z.optional(propertyTypeSchema),
  city: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.addressLine))),
  zip: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.code))),
  street: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.addressLine))),
  position: z.optional(lngLatSchema),
  bedrooms: z.optional(z.number().check(z.int(), z.gte(0), z.lte(PROPERTY_LIMITS.rooms))),
  bathrooms: z.optional(z.number().check(z.int(), z.gte(0), z.lte(PROPERTY_LIMITS.rooms))),
  maxGuests: z.optional(z.number().check(z.int(), z.gte(1), z.lte(PROPERTY_LIMITS.maxGuests))),
  nightlyRate: z.optional(moneyAmountSchema),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  description: z.optional(z.string().check(z.maxLength(PROPERTY_LIMITS.description))),
});
export type ScrapedListing = z.infer<typeof scrapedListingSchema>;

// The property report.

export const propertyReportSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  byType: z.array(
    z.object({ type: propertyTypeSchema, count: z.number().check(z.int(), z.nonnegative()) }),
  ),
  byCity: z.array(
    z.object({ city: z.string(), count: z.number().check(z.int(), z.nonnegative()) }),
  ),
  byStatus: z.array(
    z.object({ status: propertyStatusSchema, count: z.number().check(z.int(), z.nonnegative()) }),
  ),
  /** Decimal strings in the default currency; null with no properties. */
  averageNightlyRate: z.nullable(moneySchema),
  averageMargin: z.nullable(z.string()),
  freshness: z.object({
    fresh: z.number().check(z.int(), z.nonnegative()),
    stale: z.number().check(z.int(), z.nonnegative()),
    never: z.number().check(z.int(), z.nonnegative()),
  }),
  addedPerMonth: z.array(
    z.object({
      month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
      count: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
});
export type PropertyReport = z.infer<typeof propertyReportSchema>;

/** Beds of every bedroom together, for "sleeps" and search. */
export function bedCount(bedrooms: readonly Bedroom[]): number {
  return bedrooms.reduce(
    (sum, bedroom) => sum + bedroom.beds.reduce((inner, bed) => inner + bed.count, 0),
    0,
  );
}

/** The cover photo: the first one, if any. */
export function coverImage<T>(images: readonly T[]): T | null {
  return images[0] ?? null;
}

/** The wizard's starting state: a draft with nothing chosen but safe defaults. Not yet valid. */
export function blankProperty(currency = 'GBP'): PropertyCreate {
  const zero = { amount: '0.00', currency };
  return {
    landlordId: null,
    title: '',
    type: 'apartment',
    status: 'draft',
    address: {
      street: '',
      city: '',
      state: 'United Kingdom',
      zip: '',
      freeFormAddress: '',
      position: null,
    },
    bedrooms: [{ beds: [{ type: 'double', count: 1 }] }],
    bathrooms: [{ type: 'bath-plus-shower' }],
    maxGuests: 2,
    amenities: blankAmenities(),
    description: '',
    images: [],
    parking: null,
    pets: 'no',
    checkInMethod: 'key-box',
    cleaning: { frequency: 'weekly', charge: 'included' },
    linen: { frequency: 'weekly', charge: 'included' },
    cancellationPolicy: '14-days-cancellation',
    costs: {
      nightlyRate: zero,
      deposit: zero,
      cleaningFee: zero,
      parking: zero,
      petFee: zero,
      exitClean: zero,
      margin: '15',
    },
    minimumStayNights: 1,
    isTemporary: false,
    sourceUrl: null,
  };
}

import type {
  Address,
  Amenities,
  Bathroom,
  Bedroom,
  CancellationPolicy,
  CheckInMethod,
  FileRef,
  ParkingOption,
  PropertyCosts,
  PropertyStatus,
  PropertyType,
  Service,
  SupplyState,
  YesFreeChargeableNo,
} from '@staydesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  point,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, recordColumns } from '../../db/schema.js';
import { landlords } from '../landlords/table.js';

/** PostgreSQL's set of date ranges, as its text (`{[2030-01-01,2030-01-05)}`). */
const datemultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/** Properties, as Drizzle sees the table of ./migrations (the row types come from here). */
export const properties = pgTable('properties', {
  id: uuid().primaryKey().defaultRandom(),
  landlordId: uuid().references(() => landlords.id),
  title: text().notNull(),
  type: text().$type<PropertyType>().notNull(),
  status: text().$type<PropertyStatus>().notNull().default('draft'),
  address: jsonb().$type<Address>().notNull(),
  /** Copies of the address's city and position, for filters, the report and the distance. */
  city: text().notNull().default(''),
  lng: doublePrecision(),
  lat: doublePrecision(),
  /** The position as a point, for the GiST prefilter of a distance search (0013). */
  position: point({ mode: 'tuple' }).generatedAlwaysAs(sql`point(lng, lat)`),
  /**
   * The nights the property is taken (its blocked and booked supply ranges), rewritten by the
   * supply service with every change of them (0012); read in SQL only, never part of a row.
   */
  busy: datemultirange().notNull().default(sql`'{}'`),
  bedrooms: jsonb().$type<Bedroom[]>().notNull().default([]),
  bedroomCount: integer().notNull().default(0),
  bathrooms: jsonb().$type<Bathroom[]>().notNull().default([]),
  maxGuests: integer().notNull().default(1),
  amenities: jsonb()
    .$type<Amenities>()
    .notNull()
    .default({ general: [], kitchen: [], laundry: [], outside: [], safety: [] }),
  description: text().notNull().default(''),
  images: jsonb().$type<FileRef[]>().notNull().default([]),
  parking: text().$type<ParkingOption>(),
  pets: text().$type<YesFreeChargeableNo>().notNull().default('no'),
  checkInMethod: text().$type<CheckInMethod>().notNull().default('key-box'),
  cleaning: jsonb().$type<Service>().notNull(),
  linen: jsonb().$type<Service>().notNull(),
  cancellationPolicy: text().$type<CancellationPolicy>().notNull().default('none'),
  costs: jsonb().$type<PropertyCosts>().notNull(),
  /** Copy of costs.nightlyRate, for the price filter and sort. */
  nightlyRate: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  currency: text().notNull().default('GBP'),
  minimumStayNights: integer().notNull().default(1),
  isTemporary: boolean().notNull().default(false),
  sourceUrl: text(),
  availabilityConfirmedAt: instant(),
  ...recordColumns(),
});

/** Stretches of nights [fromDate, toDate) and whether the landlord has them free. */
export const propertySupply = pgTable('property_supply', {
  id: uuid().primaryKey().defaultRandom(),
  propertyId: uuid()
    .notNull()
    .references(() => properties.id),
  fromDate: date({ mode: 'string' }).notNull(),
  toDate: date({ mode: 'string' }).notNull(),
  state: text().$type<SupplyState>().notNull(),
  note: text().notNull().default(''),
  createdBy: uuid(),
  createdAt: instant().notNull().defaultNow(),
});

/** Every change of a cost field: before, after, who and when. */
export const propertyPriceChanges = pgTable('property_price_changes', {
  id: uuid().primaryKey().defaultRandom(),
  propertyId: uuid()
    .notNull()
    .references(() => properties.id),
  field: text().notNull(),
  fromValue: text(),
  toValue: text().notNull(),
  currency: text(),
  effectiveFrom: date({ mode: 'string' }).notNull(),
  changedBy: uuid(),
  changedAt: instant().notNull().defaultNow(),
});

/** The core settings table (0001_core), read here for the stock settings row only. */
export const storedSettings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().$type<{ availabilityFreshnessDays?: unknown }>().notNull(),
  ...recordColumns(),
});

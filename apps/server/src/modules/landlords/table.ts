import type {
  ExternalProfile,
  LandlordEmail,
  LandlordPhone,
  LandlordSettings,
  TrafficLight,
} from '@staydesk/domain';
import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/schema.js';

/** Landlords, as Drizzle sees the table of ./migrations (the row types come from here). */
export const landlords = pgTable('landlords', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  emailAddresses: jsonb().$type<LandlordEmail[]>().notNull().default([]),
  phoneNumbers: jsonb().$type<LandlordPhone[]>().notNull().default([]),
  /** Emails and phone numbers on one line, for the search; written with them. */
  contactText: text().notNull().default(''),
  companyName: text().notNull().default(''),
  companyUrl: text().notNull().default(''),
  trafficLight: text().$type<TrafficLight>().notNull().default('gray'),
  historicalBookings: integer().notNull().default(0),
  joinedAt: date({ mode: 'string' }),
  externalProfiles: jsonb().$type<ExternalProfile[]>().notNull().default([]),
  settings: jsonb().$type<LandlordSettings>().notNull().default(sql`'{}'::jsonb`),
  responseRatePercent: integer(),
  cancellations: integer().notNull().default(0),
  complaints: integer().notNull().default(0),
  ...recordColumns(),
});

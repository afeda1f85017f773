import type {
  Address,
  BudgetBasis,
  Contact,
  EnquiryEventKind,
  EnquirySource,
  Priority,
  PropertyType,
  WorkflowStatus,
} from '@staydesk/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, recordColumns } from '../../db/schema.js';

/** Enquiries, as Drizzle sees the table of ./migrations/0012_enquiries.sql. */
export const enquiries = pgTable('enquiries', {
  id: uuid().primaryKey().defaultRandom(),
  referenceNumber: bigint({ mode: 'number' })
    .notNull()
    .default(sql`nextval('enquiry_reference_seq')`),
  reference: text().notNull().generatedAlwaysAs(sql`'ENQ-' || reference_number::text`),
  source: text().$type<EnquirySource>().notNull(),
  receivedAt: instant().notNull(),
  companyId: uuid(),
  subcompanyId: uuid(),
  billingCompanyId: uuid(),
  agentId: uuid(),
  booker: jsonb().$type<Contact>().notNull().default({ name: '', email: '', phone: '' }),
  guestIds: uuid().array().notNull().default(sql`'{}'`),
  checkIn: date({ mode: 'string' }).notNull(),
  checkOut: date({ mode: 'string' }),
  locationAddress: jsonb().$type<Address>().notNull(),
  locationCity: text().notNull().default(''),
  locationLng: doublePrecision(),
  locationLat: doublePrecision(),
  radiusMiles: doublePrecision().notNull(),
  adults: integer().notNull(),
  children: integer().notNull().default(0),
  pets: integer().notNull().default(0),
  minBedrooms: integer().notNull().default(0),
  propertyTypes: jsonb().$type<PropertyType[]>().notNull().default([]),
  parkingSpaces: integer().notNull().default(0),
  accessibilityNeeds: text().notNull().default(''),
  budgetAmount: numeric({ precision: 12, scale: 2 }),
  budgetCurrency: text(),
  budgetBasis: text().$type<BudgetBasis>(),
  budgetApprovedBy: text(),
  clientReference: text().notNull().default(''),
  priority: text().$type<Priority>().notNull().default('normal'),
  priorityRank: smallint()
    .notNull()
    .generatedAlwaysAs(
      sql`case priority when 'low' then 0 when 'normal' then 1 when 'high' then 2 else 3 end`,
    ),
  respondBy: instant(),
  notes: text().notNull().default(''),
  status: text().$type<WorkflowStatus>().notNull().default('notAssigned'),
  assigneeId: uuid(),
  lostReason: text(),
  bookingId: uuid(),
  propertyRequestId: uuid(),
  searchText: text().notNull().default(''),
  ...recordColumns(),
});

/** The activity of an enquiry. */
export const enquiryEvents = pgTable('enquiry_events', {
  id: uuid().primaryKey().defaultRandom(),
  seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  enquiryId: uuid()
    .notNull()
    .references(() => enquiries.id, { onDelete: 'cascade' }),
  at: instant().notNull().defaultNow(),
  actorId: uuid(),
  kind: text().$type<EnquiryEventKind>().notNull(),
  summary: text().notNull().default(''),
  before: jsonb().$type<Record<string, unknown>>(),
  after: jsonb().$type<Record<string, unknown>>(),
});

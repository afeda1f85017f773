import type { BookingExtension, ExtensionDecision, WorkflowStatus } from '@staydesk/domain';
import { sql } from 'drizzle-orm';
import { date, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from '../../db/schema.js';

/** Bookings, as Drizzle sees the table of enquiries' 0013 and ./migrations/0015. */
export const bookings = pgTable('bookings', {
  id: uuid().primaryKey().defaultRandom(),
  /** BKG-20001…: the table's default draws it from booking_reference_seq. */
  reference: text().notNull().default(sql`'BKG-' || nextval('booking_reference_seq')`),
  enquiryId: uuid(),
  offerId: uuid(),
  propertyId: uuid().notNull(),
  landlordId: uuid(),
  companyId: uuid(),
  billingCompanyId: uuid(),
  guestIds: uuid().array().notNull().default([]),
  agentId: uuid(),
  accountManagerId: uuid(),
  checkIn: date({ mode: 'string' }).notNull(),
  checkOut: date({ mode: 'string' }).notNull(),
  originalCheckOut: date({ mode: 'string' }).notNull(),
  extensions: jsonb().$type<BookingExtension[]>().notNull().default([]),
  extensionDecision: text().$type<ExtensionDecision>().notNull().default('undecided'),
  sellingPricePerNight: numeric({ precision: 12, scale: 2 }).notNull(),
  costPerNight: numeric({ precision: 12, scale: 2 }).notNull(),
  currency: text().notNull(),
  status: text().$type<WorkflowStatus>().notNull().default('booked'),
  depositAmount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  depositReturnedAt: instant(),
  purchaseOrder: text().notNull().default(''),
  landlordConfirmedAt: instant(),
  landlordConfirmedBy: uuid(),
  notes: text().notNull().default(''),
  issue: text().notNull().default(''),
  issueFlaggedAt: instant(),
  searchText: text().notNull().default(''),
  ...recordColumns(),
});

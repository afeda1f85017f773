import type {
  Address,
  Branding,
  ClientFlag,
  CompanyType,
  InvoiceGrouping,
  Role,
} from '@staydesk/domain';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The tables the typed data layer reads and writes, as Drizzle sees them. The SQL that creates
 * them lives in ./migrations (one file per change); these definitions must match it, which the
 * server tests prove by using them against migrated databases. Keys are camelCase; the
 * `snake_case` casing of the Drizzle instance (see ORM_CASING) maps them to the column names.
 */
const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** The columns every stored record carries (domain `recordShape`). */
const recordColumns = () => ({
  version: integer().notNull().default(1),
  deleted: boolean().notNull().default(false),
  createdAt: instant().notNull().defaultNow(),
  updatedAt: instant().notNull().defaultNow(),
  createdBy: uuid(),
});

export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull(),
  fullName: text().notNull(),
  role: text().$type<Role>().notNull(),
  passwordHash: text().notNull(),
  imageKey: text(),
  imageName: text(),
  experiments: jsonb().$type<{ name: string; isAvailable: boolean }[]>().notNull().default([]),
  phone: text(),
  isActive: boolean().notNull().default(true),
  lastSignInAt: instant(),
  ...recordColumns(),
});

export const companies = pgTable('companies', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  legalName: text().notNull().default(''),
  registrationNumber: text().notNull().default(''),
  vatNumber: text().notNull().default(''),
  type: text().$type<CompanyType>().notNull().default('corporate'),
  parentId: uuid(),
  defaultBillingCompanyId: uuid(),
  accountManagerId: uuid(),
  logoKey: text(),
  logoName: text(),
  branding: jsonb().$type<Branding>(),
  ...recordColumns(),
});

export const billingCompanies = pgTable('billing_companies', {
  id: uuid().primaryKey().defaultRandom(),
  companyId: uuid()
    .notNull()
    .references(() => companies.id),
  legalName: text().notNull(),
  billingAddress: jsonb().$type<Address>().notNull(),
  accountsEmails: jsonb().$type<string[]>().notNull().default([]),
  vatNumber: text().notNull().default(''),
  paymentTermsDays: integer().notNull().default(30),
  purchaseOrderRequired: boolean().notNull().default(false),
  invoiceGrouping: text().$type<InvoiceGrouping>().notNull().default('perBooking'),
  invoicePrefix: text().notNull().default(''),
  ...recordColumns(),
});

export const auditEvents = pgTable('audit_events', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  occurredAt: instant().notNull(),
  actorId: uuid(),
  action: text().notNull(),
  recordType: text().notNull(),
  recordId: text().notNull(),
  recordName: text(),
  changes: jsonb().notNull().default({}),
});

export const clients = pgTable('clients', {
  id: uuid().primaryKey().defaultRandom(),
  firstName: text().notNull(),
  lastName: text().notNull().default(''),
  email: text().notNull().default(''),
  phone: text().notNull().default(''),
  companyId: uuid().references(() => companies.id),
  notes: text().notNull().default(''),
  flags: jsonb().$type<ClientFlag[]>().notNull().default([]),
  ...recordColumns(),
});

export const agents = pgTable('agents', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  agencyCompanyId: uuid().references(() => companies.id),
  agencyName: text().notNull().default(''),
  contactName: text().notNull().default(''),
  contactEmail: text().notNull().default(''),
  contactPhone: text().notNull().default(''),
  commissionPercent: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
  status: text().notNull().default('active'),
  ...recordColumns(),
});

/** Every Drizzle instance maps camelCase keys to snake_case columns. */
export const ORM_CASING = 'snake_case' as const;

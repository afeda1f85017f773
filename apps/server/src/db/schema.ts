import type {
  AccountApproval,
  Address,
  Branding,
  CompanyType,
  InvoiceGrouping,
  Role,
} from '@staydesk/domain';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The core tables the typed data layer reads and writes, as Drizzle sees them (a kit module keeps
 * its own table in `modules/<x>/table.ts`, built from `recordColumns` below). The SQL that creates
 * them lives in the migrations (one file per change); these definitions must match it, which the
 * server tests prove by using them against migrated databases. Keys are camelCase; the
 * `snake_case` casing of the Drizzle instance (see ORM_CASING) maps them to the column names.
 */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** The columns every stored record carries (domain `recordShape`). */
export const recordColumns = () => ({
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
  /** Set when a self-signed-up account opened its confirmation link. */
  emailVerifiedAt: instant(),
  /** A self sign-up starts `pending`; staff-made accounts are `approved` from the start. */
  approval: text().$type<AccountApproval>().notNull().default('approved'),
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
  active: boolean().notNull().default(true),
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

/** Every Drizzle instance maps camelCase keys to snake_case columns. */
export const ORM_CASING = 'snake_case' as const;

import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from '../../db/schema.js';

/**
 * The accounting tables of ./migrations/0024_accounting.sql and 0034_accounting_exports_order.sql,
 * as Drizzle sees them (row types come from here).
 */

/** The provider's authorisation, sealed (accounting-credentials.ts); one per provider. */
export const accountingConnections = pgTable('accounting_connections', {
  provider: text().primaryKey(),
  credentials: text().notNull(),
  organisation: text().notNull().default(''),
  connectedAt: instant().notNull(),
  connectedBy: uuid(),
});

/** An authorisation under way: its one-use state, hashed, tied to who started it. */
export const accountingAuthStates = pgTable('accounting_auth_states', {
  stateHash: text().primaryKey(),
  provider: text().notNull(),
  userId: uuid().notNull(),
  createdAt: instant().notNull(),
  expiresAt: instant().notNull(),
});

export const accountingExports = pgTable('accounting_exports', {
  id: uuid().primaryKey().defaultRandom(),
  provider: text().notNull(),
  providerName: text().notNull(),
  periodFrom: date({ mode: 'string' }).notNull(),
  periodTo: date({ mode: 'string' }).notNull(),
  kinds: text().array().notNull(),
  includeExported: boolean().notNull().default(false),
  invoiceCount: integer().notNull().default(0),
  creditNoteCount: integer().notNull().default(0),
  paymentCount: integer().notNull().default(0),
  lineCount: integer().notNull().default(0),
  totals: jsonb().notNull().default([]),
  fileName: text().notNull(),
  content: text().notNull(),
  remoteReference: text(),
  createdAt: instant().notNull().defaultNow(),
  createdBy: uuid(),
  seq: bigint({ mode: 'number' }).generatedByDefaultAsIdentity(),
});

/** Which documents an export carried, so the next export to the provider leaves them out. */
export const accountingExportedDocuments = pgTable(
  'accounting_exported_documents',
  {
    exportId: uuid().notNull(),
    provider: text().notNull(),
    documentType: text().notNull(),
    documentId: uuid().notNull(),
  },
  (table) => [primaryKey({ columns: [table.exportId, table.documentType, table.documentId] })],
);

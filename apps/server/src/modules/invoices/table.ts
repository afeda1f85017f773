import type { InvoiceBillTo, InvoiceItemKind } from '@staydesk/domain';
import { boolean, date, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, recordColumns } from '../../db/schema.js';

/** The tables of ./migrations/0020_invoices.sql, as Drizzle sees them (row types come from here). */

const amount = () => numeric({ precision: 12, scale: 2 });
const percent = () => numeric({ precision: 5, scale: 2 });
const day = () => date({ mode: 'string' });

export const taxRates = pgTable('tax_rates', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  percentage: percent().notNull(),
  code: text().notNull().default(''),
  isDefault: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  ...recordColumns(),
});

export const catalogueItems = pgTable('invoice_catalogue_items', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  kind: text().$type<InvoiceItemKind>().notNull(),
  description: text().notNull().default(''),
  defaultPrice: amount().notNull(),
  currency: text().notNull().default('GBP'),
  taxRateId: uuid(),
  isActive: boolean().notNull().default(true),
  ...recordColumns(),
});

export type StoredStatus = 'draft' | 'issued' | 'partPaid' | 'paid' | 'void' | 'credited';

export const invoices = pgTable('invoices', {
  id: uuid().primaryKey().defaultRandom(),
  billingCompanyId: uuid().notNull(),
  companyId: uuid(),
  number: text(),
  sequence: integer(),
  status: text().$type<StoredStatus>().notNull().default('draft'),
  currency: text().notNull().default('GBP'),
  issueDate: day(),
  dueDate: day(),
  taxPoint: day(),
  serviceFrom: day(),
  serviceTo: day(),
  purchaseOrder: text().notNull().default(''),
  billTo: jsonb().$type<InvoiceBillTo>().notNull(),
  notes: text().notNull().default(''),
  net: amount().notNull().default('0'),
  tax: amount().notNull().default('0'),
  gross: amount().notNull().default('0'),
  amountPaid: amount().notNull().default('0'),
  amountCredited: amount().notNull().default('0'),
  issuedAt: instant(),
  issuedBy: uuid(),
  searchText: text().notNull().default(''),
  ...recordColumns(),
});

export const invoiceLines = pgTable('invoice_lines', {
  id: uuid().primaryKey().defaultRandom(),
  invoiceId: uuid().notNull(),
  position: integer().notNull(),
  kind: text().$type<InvoiceItemKind>().notNull(),
  description: text().notNull(),
  bookingId: uuid(),
  periodFrom: day(),
  periodTo: day(),
  quantity: numeric({ precision: 10, scale: 3 }).notNull(),
  unitPrice: amount().notNull(),
  taxRateId: uuid(),
  taxPercent: percent().notNull(),
  catalogueItemId: uuid(),
  net: amount().notNull(),
  tax: amount().notNull(),
  gross: amount().notNull(),
});

export const invoicePayments = pgTable('invoice_payments', {
  id: uuid().primaryKey().defaultRandom(),
  invoiceId: uuid().notNull(),
  amount: amount().notNull(),
  paidOn: day().notNull(),
  method: text().notNull(),
  reference: text().notNull().default(''),
  createdAt: instant().notNull().defaultNow(),
  createdBy: uuid(),
});

export const creditNotes = pgTable('credit_notes', {
  id: uuid().primaryKey().defaultRandom(),
  invoiceId: uuid().notNull(),
  number: text().notNull(),
  sequence: integer().notNull(),
  reason: text().notNull(),
  currency: text().notNull(),
  issueDate: day().notNull(),
  billTo: jsonb().$type<InvoiceBillTo>().notNull(),
  net: amount().notNull(),
  tax: amount().notNull(),
  gross: amount().notNull(),
  searchText: text().notNull().default(''),
  ...recordColumns(),
});

export const creditNoteLines = pgTable('credit_note_lines', {
  id: uuid().primaryKey().defaultRandom(),
  creditNoteId: uuid().notNull(),
  position: integer().notNull(),
  invoiceLineId: uuid(),
  description: text().notNull(),
  quantity: numeric({ precision: 10, scale: 3 }).notNull(),
  unitPrice: amount().notNull(),
  taxPercent: percent().notNull(),
  net: amount().notNull(),
  tax: amount().notNull(),
  gross: amount().notNull(),
});

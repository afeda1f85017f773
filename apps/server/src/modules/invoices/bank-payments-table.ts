import type { BankPaymentSource } from '@staydesk/domain';
import { date, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/schema.js';

/** The bank_payments table of ./migrations/0023_bank_payments.sql, as Drizzle sees it. */

export type StoredBankPaymentStatus = 'unmatched' | 'partlyMatched' | 'matched' | 'ignored';

export const bankPayments = pgTable('bank_payments', {
  id: uuid().primaryKey().defaultRandom(),
  receivedOn: date({ mode: 'string' }).notNull(),
  amount: numeric({ precision: 12, scale: 2 }).notNull(),
  currency: text().notNull().default('GBP'),
  payer: text().notNull(),
  reference: text().notNull().default(''),
  notes: text().notNull().default(''),
  status: text().$type<StoredBankPaymentStatus>().notNull().default('unmatched'),
  allocated: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
  ignoredReason: text(),
  source: text().$type<BankPaymentSource>().notNull().default('manual'),
  importId: uuid(),
  duplicateKey: text().notNull(),
  searchText: text().notNull().default(''),
  ...recordColumns(),
});

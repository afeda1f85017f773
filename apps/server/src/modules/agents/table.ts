import { numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies, recordColumns } from '../../db/schema.js';

/** Agents, as Drizzle sees the table of ./migrations (the row types come from here). */
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

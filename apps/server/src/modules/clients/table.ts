import type { ClientFlag } from '@staydesk/domain';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies, recordColumns } from '../../db/schema.js';

/** Guests, as Drizzle sees the table of ./migrations (the row types come from here). */
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

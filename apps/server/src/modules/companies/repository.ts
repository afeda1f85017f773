import type { Company } from '@staydesk/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database.js';
import { onlyRow, type RecordKind } from '../../db/records.js';
import { companies } from '../../db/schema.js';
import type { PublicUrls } from '../../http/context.js';

/** A company as stored: the row type comes from the Drizzle table. */
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Omit<
  typeof companies.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const companyKind: RecordKind<CompanyRow, CompanyValues> = {
  recordType: 'company',
  label: 'Company',
  nameOf: (row) => row.name,
  lock: async (tx, id) =>
    (await tx.orm.select().from(companies).where(eq(companies.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(companies).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(companies).set(set).where(eq(companies.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(companies).where(eq(companies.id, id));
  },
};

export type CompanyView = Company & { parentName: string | null };
export type CompanyViewRow = CompanyRow & { parentName: string | null };

export function toCompany(row: CompanyViewRow, urls: PublicUrls): CompanyView {
  const { logoKey, logoName, ...fields } = row;
  return {
    ...fields,
    logo: logoKey ? { key: logoKey, name: logoName ?? '', url: `${urls.files}/${logoKey}` } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const parent = alias(companies, 'parent');

/** Companies with their parent's name (a subcompany's list line and record page show it). */
export function selectCompanyViews(orm: Orm) {
  return orm
    .select({ ...getTableColumns(companies), parentName: parent.name })
    .from(companies)
    .leftJoin(parent, eq(parent.id, companies.parentId));
}

export async function findCompany(orm: Orm, id: string): Promise<CompanyViewRow | undefined> {
  const [row] = await selectCompanyViews(orm).where(eq(companies.id, id));
  return row;
}

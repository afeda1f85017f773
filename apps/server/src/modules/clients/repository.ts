import type { ClientListQuery, ClientView } from '@staydesk/domain';
import { clientFullName } from '@staydesk/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import type { ListSource } from '../../db/list-export.js';
import { listOrder, listPage, onlyRow, type RecordKind, searchAny } from '../../db/records.js';
import { companies } from '../../db/schema.js';
import { clients } from './table.js';

/** A guest as stored: the row type comes from the Drizzle table. */
export type ClientRow = typeof clients.$inferSelect;
/** The guest's own columns (what create and update write). */
export type ClientValues = Omit<
  typeof clients.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const clientKind: RecordKind<ClientRow, ClientValues> = {
  recordType: 'client',
  label: 'Guest',
  nameOf: clientFullName,
  lock: async (tx, id) =>
    (await tx.orm.select().from(clients).where(eq(clients.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(clients).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(clients).set(set).where(eq(clients.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(clients).where(eq(clients.id, id));
  },
};

const viewColumns = { ...getTableColumns(clients), companyName: companies.name };
type ViewRow = ClientRow & { companyName: string | null };

function toView(row: ViewRow): ClientView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    companyId: row.companyId,
    notes: row.notes,
    flags: row.flags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.version,
    deleted: row.deleted,
    companyName: row.companyName,
  };
}

function selectViews(orm: Orm) {
  return orm
    .select(viewColumns)
    .from(clients)
    .leftJoin(companies, eq(companies.id, clients.companyId));
}

export async function findClientView(orm: Orm, id: string): Promise<ClientView | undefined> {
  const [row] = await selectViews(orm).where(eq(clients.id, id));
  return row && toView(row);
}

/** Spec: name is last name, then first name (case-insensitive). */
const SORT_KEYS = {
  name: [sql`lower(${clients.lastName})`, sql`lower(${clients.firstName})`],
  createdAt: [clients.createdAt],
  updatedAt: [clients.updatedAt],
};

/** The guests list's query (its page aside): read by its page and by its CSV export. */
export function clientListSource(
  orm: Orm,
  query: ClientListQuery,
): ListSource<ClientListQuery['tab'], ClientView> {
  const order = listOrder(query.sort, SORT_KEYS, clients.id);
  return {
    orm,
    table: clients,
    filters: [
      searchAny(query.search, [clients.firstName, clients.lastName, clients.email, clients.phone]),
      query.companyId === undefined ? undefined : eq(clients.companyId, query.companyId),
    ],
    tabs: { active: eq(clients.deleted, false), deleted: eq(clients.deleted, true) },
    tab: query.tab,
    order,
    fetch: async (where, limit, offset) =>
      (
        await selectViews(orm)
          .where(where)
          .orderBy(...order.by)
          .limit(limit)
          .offset(offset)
      ).map(toView),
  };
}

export function listClients(orm: Orm, query: ClientListQuery) {
  return listPage({ ...clientListSource(orm, query), page: query.page });
}

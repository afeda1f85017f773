import type { AgentCreate, AgentListQuery, AgentView } from '@staydesk/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import type { ListSource } from '../../db/list-export.js';
import { listOrder, listPage, onlyRow, type RecordKind, searchAny } from '../../db/records.js';
import { companies } from '../../db/schema.js';
import { agents } from './table.js';

/** An agent as stored (contact flattened into three columns): the type comes from the table. */
export type AgentRow = typeof agents.$inferSelect;
export type AgentValues = Omit<
  typeof agents.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const agentKind: RecordKind<AgentRow, AgentValues> = {
  recordType: 'agent',
  label: 'Agent',
  nameOf: (row) => row.name,
  lock: async (tx, id) =>
    (await tx.orm.select().from(agents).where(eq(agents.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(agents).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(agents).set(set).where(eq(agents.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(agents).where(eq(agents.id, id));
  },
};

/** The API's nested contact becomes the table's three contact columns. */
export function agentValues(input: AgentCreate): AgentValues {
  const { contact, ...own } = input;
  return {
    ...own,
    contactName: contact.name,
    contactEmail: contact.email,
    contactPhone: contact.phone,
  };
}

/** The changed fields of an update, with a changed contact flattened the same way. */
export function agentChanges(input: Partial<AgentCreate>): Partial<AgentValues> {
  const { contact, ...own } = input;
  return {
    ...own,
    ...(contact
      ? { contactName: contact.name, contactEmail: contact.email, contactPhone: contact.phone }
      : {}),
  };
}

const viewColumns = { ...getTableColumns(agents), agencyCompanyName: companies.name };
type ViewRow = AgentRow & { agencyCompanyName: string | null };

function toView(row: ViewRow): AgentView {
  return {
    id: row.id,
    name: row.name,
    agencyCompanyId: row.agencyCompanyId,
    agencyName: row.agencyName,
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    commissionPercent: row.commissionPercent,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.version,
    deleted: row.deleted,
    agencyCompanyName: row.agencyCompanyName,
  };
}

function selectViews(orm: Orm) {
  return orm
    .select(viewColumns)
    .from(agents)
    .leftJoin(companies, eq(companies.id, agents.agencyCompanyId));
}

export async function findAgentView(orm: Orm, id: string): Promise<AgentView | undefined> {
  const [row] = await selectViews(orm).where(eq(agents.id, id));
  return row && toView(row);
}

const SORT_KEYS = {
  name: [sql`lower(${agents.name})`],
  commissionPercent: [agents.commissionPercent],
  createdAt: [agents.createdAt],
  updatedAt: [agents.updatedAt],
};

/** The agents list's query (its page aside): read by its page and by its CSV export. */
export function agentListSource(
  orm: Orm,
  query: AgentListQuery,
): ListSource<AgentListQuery['tab'], AgentView> {
  const live = eq(agents.deleted, false);
  const order = listOrder(query.sort, SORT_KEYS, agents.id);
  return {
    orm,
    table: agents,
    filters: [
      searchAny(query.search, [
        agents.name,
        agents.agencyName,
        agents.contactName,
        agents.contactEmail,
      ]),
      query.agencyCompanyId === undefined
        ? undefined
        : eq(agents.agencyCompanyId, query.agencyCompanyId),
    ],
    tabs: {
      active: and(live, eq(agents.status, 'active')) ?? live,
      inactive: and(live, eq(agents.status, 'inactive')) ?? live,
      deleted: eq(agents.deleted, true),
    },
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

export function listAgents(orm: Orm, query: AgentListQuery) {
  return listPage({ ...agentListSource(orm, query), page: query.page });
}

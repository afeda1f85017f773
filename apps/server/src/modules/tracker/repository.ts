import type { TrackerEntry, TrackerListQuery, TrackerTab } from '@staydesk/domain';
import { and, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database.js';
import { listOrder, listPage } from '../../db/lists.js';
import { onlyRow, type RecordKind, searchAny } from '../../db/records.js';
import { users } from '../../db/schema.js';
import { trackerEntries } from './table.js';

export type TrackerRow = typeof trackerEntries.$inferSelect;
export type TrackerValuesRow = Omit<
  typeof trackerEntries.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const trackerKind: RecordKind<TrackerRow, TrackerValuesRow> = {
  recordType: 'trackerEntry',
  label: 'Tracker entry',
  nameOf: (row) => row.summary,
  lock: async (tx, id) =>
    (await tx.orm.select().from(trackerEntries).where(eq(trackerEntries.id, id)).for('update'))[0],
  insert: async (tx, values) =>
    onlyRow(await tx.orm.insert(trackerEntries).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(
      await tx.orm.update(trackerEntries).set(set).where(eq(trackerEntries.id, id)).returning(),
    ),
  remove: async (tx, id) => {
    await tx.orm.delete(trackerEntries).where(eq(trackerEntries.id, id));
  },
};

/** Summary, linked record and outcome on one line: what the list's search reads. */
export function searchTextOf(row: {
  summary: string;
  subjectLabel: string;
  outcome: string;
}): string {
  return [row.summary, row.subjectLabel, row.outcome].filter((part) => part !== '').join(' ');
}

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const logger = alias(users, 'logger');

const viewColumns = {
  ...getTableColumns(trackerEntries),
  assigneeName: assignee.fullName,
  creatorName: creator.fullName,
  loggerName: logger.fullName,
};
type ViewRow = TrackerRow & {
  assigneeName: string | null;
  creatorName: string | null;
  loggerName: string | null;
};

function selectViews(orm: Orm) {
  return orm
    .select(viewColumns)
    .from(trackerEntries)
    .leftJoin(assignee, eq(assignee.id, trackerEntries.assigneeId))
    .leftJoin(creator, eq(creator.id, trackerEntries.createdBy))
    .leftJoin(logger, eq(logger.id, trackerEntries.loggedBy));
}

const person = (id: string | null, name: string | null) =>
  id === null ? null : { id, fullName: name ?? '' };
const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toTrackerEntry(row: ViewRow): TrackerEntry {
  return {
    id: row.id,
    kind: row.kind,
    subject:
      row.subjectKind !== null && row.subjectId !== null
        ? { kind: row.subjectKind, id: row.subjectId }
        : null,
    subjectLabel: row.subjectLabel,
    summary: row.summary,
    dueAt: iso(row.dueAt),
    status: row.status,
    outcome: row.outcome,
    before: row.before,
    after: row.after,
    nextActionAt: iso(row.nextActionAt),
    assignee: person(row.assigneeId, row.assigneeName),
    creator: person(row.createdBy, row.creatorName),
    loggedBy: person(row.loggedBy, row.loggerName),
    loggedAt: iso(row.loggedAt),
    trigger: row.trigger,
    closedBySystemAt: iso(row.closedBySystemAt),
    appliedAt: iso(row.appliedAt),
    // Whole, as stored: the routes answer it through trackerEntryFor, as the caller may see it.
    costsHidden: false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.version,
    deleted: row.deleted,
  };
}

export async function findTrackerEntry(orm: Orm, id: string): Promise<TrackerEntry | undefined> {
  const [row] = await selectViews(orm).where(eq(trackerEntries.id, id));
  return row && toTrackerEntry(row);
}

/** The due-time sort key: an entry without a due time sorts last (keyset reads need no nulls). */
export const dueKey = sql`coalesce(${trackerEntries.dueAt}, 'infinity'::timestamptz)`;

const SORT_KEYS = {
  dueAt: [dueKey],
  createdAt: [trackerEntries.createdAt],
  updatedAt: [trackerEntries.updatedAt],
  kind: [trackerEntries.kind],
};

export function trackerTabs(): Record<TrackerTab, SQL> {
  const live = eq(trackerEntries.deleted, false);
  const status = (...values: TrackerRow['status'][]) =>
    and(live, inArray(trackerEntries.status, values)) ?? live;
  return {
    active: status('open', 'waiting'),
    open: status('open'),
    waiting: status('waiting'),
    done: status('done'),
    dropped: status('dropped'),
    all: live,
  };
}

/**
 * One page of the tracker for `userId`, every tab counted for the same search and filters. A due
 * day is a calendar day in the configured time zone (`timeZone`).
 */
export function listTracker(orm: Orm, query: TrackerListQuery, userId: string, timeZone: string) {
  const filters: (SQL | undefined)[] = [
    searchAny(query.search, [trackerEntries.searchText]),
    query.kind === undefined ? undefined : eq(trackerEntries.kind, query.kind),
    query.dueOn === undefined
      ? undefined
      : sql`${dueKey} >= (${query.dueOn}::date::timestamp at time zone ${timeZone}) and ${dueKey} < ((${query.dueOn}::date + 1)::timestamp at time zone ${timeZone})`,
    query.mine
      ? or(eq(trackerEntries.assigneeId, userId), eq(trackerEntries.createdBy, userId))
      : undefined,
    query.assigneeId === undefined ? undefined : eq(trackerEntries.assigneeId, query.assigneeId),
    query.subjectKind === undefined ? undefined : eq(trackerEntries.subjectKind, query.subjectKind),
    query.subjectId === undefined ? undefined : eq(trackerEntries.subjectId, query.subjectId),
  ];
  const order = listOrder(query.sort, SORT_KEYS, trackerEntries.id);
  return listPage({
    orm,
    table: trackerEntries,
    filters,
    tabs: trackerTabs(),
    tab: query.tab,
    page: query.page,
    order,
    fetch: async (where, limit, offset) =>
      (
        await selectViews(orm)
          .where(and(where))
          .orderBy(...order.by)
          .limit(limit)
          .offset(offset)
      ).map(toTrackerEntry),
  });
}

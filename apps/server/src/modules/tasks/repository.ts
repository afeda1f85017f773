import {
  isTaskOverdue,
  type TaskCreate,
  type TaskListItem,
  type TaskListQuery,
  type TaskSubjectKind,
  type TaskView,
} from '@staydesk/domain';
import { and, eq, getTableColumns, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database.js';
import { listOrder, listPage, onlyRow, type RecordKind, searchAny } from '../../db/records.js';
import { users } from '../../db/schema.js';
import { tasks } from './table.js';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskValues = Omit<
  typeof tasks.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy' | 'priorityRank'
>;

export const taskKind: RecordKind<TaskRow, TaskValues> = {
  recordType: 'task',
  label: 'Task',
  nameOf: (row) => row.title,
  lock: async (tx, id) =>
    (await tx.orm.select().from(tasks).where(eq(tasks.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(tasks).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(tasks).set(set).where(eq(tasks.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(tasks).where(eq(tasks.id, id));
  },
};

/**
 * The table each subject kind lives in, and its readable name (a booking's reference, a
 * guest's full name). Written as SQL of this module: the subject's module is not imported.
 */
export const SUBJECT_TABLES: Record<TaskSubjectKind, { table: string; label: string }> = {
  booking: { table: 'bookings', label: 's.reference' },
  enquiry: { table: 'enquiries', label: 's.reference' },
  property: { table: 'properties', label: 's.title' },
  landlord: { table: 'landlords', label: 's.name' },
  invoice: { table: 'invoices', label: 's.number' },
  client: { table: 'clients', label: `trim(s.first_name || ' ' || s.last_name)` },
  company: { table: 'companies', label: 's.name' },
  agent: { table: 'agents', label: 's.name' },
};

/** The subject's readable name, one scalar subquery per kind (each reads one row by its key). */
const subjectLabel = sql<string | null>`case "tasks"."subject_kind" ${sql.raw(
  Object.entries(SUBJECT_TABLES)
    .map(
      ([kind, { table, label }]) =>
        `when '${kind}' then (select ${label} from ${table} s where s.id = "tasks"."subject_id")`,
    )
    .join(' '),
)} end`;

const assignee = alias(users, 'assignee');
const completer = alias(users, 'completer');
const creator = alias(users, 'creator');

const viewColumns = {
  ...getTableColumns(tasks),
  assigneeName: assignee.fullName,
  completedByName: completer.fullName,
  createdByName: creator.fullName,
  subjectLabel,
};
type ViewRow = TaskRow & {
  assigneeName: string | null;
  completedByName: string | null;
  createdByName: string | null;
  subjectLabel: string | null;
};

function selectViews(orm: Orm) {
  return orm
    .select(viewColumns)
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(completer, eq(completer.id, tasks.completedBy))
    .leftJoin(creator, eq(creator.id, tasks.createdBy));
}

function baseView(row: ViewRow, now: Date) {
  const dueAt = row.dueAt?.toISOString() ?? null;
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    priority: row.priority,
    dueAt,
    assigneeId: row.assigneeId,
    subject: row.subjectKind && row.subjectId ? { kind: row.subjectKind, id: row.subjectId } : null,
    completedBy: row.completedBy,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    version: row.version,
    deleted: row.deleted,
    assigneeName: row.assigneeName,
    completedByName: row.completedByName,
    createdByName: row.createdByName,
    subjectLabel: row.subjectLabel,
    isOverdue: !row.deleted && isTaskOverdue({ status: row.status, dueAt }, now),
  };
}

export function toTaskView(row: ViewRow, now: Date): TaskView {
  return { ...baseView(row, now), checklist: row.checklist, notes: row.notes };
}

export function toTaskListItem(row: ViewRow, now: Date): TaskListItem {
  return {
    ...baseView(row, now),
    checklistDone: row.checklist.filter((item) => item.done).length,
    checklistTotal: row.checklist.length,
  };
}

export async function findTaskView(orm: Orm, id: string, now: Date): Promise<TaskView | undefined> {
  const [row] = await selectViews(orm).where(eq(tasks.id, id));
  return row && toTaskView(row, now);
}

/** The API's subject becomes two columns. */
export function taskValues(input: TaskCreate): TaskValues {
  const { subject, dueAt, ...own } = input;
  return {
    ...own,
    dueAt: dueAt === null ? null : new Date(dueAt),
    subjectKind: subject?.kind ?? null,
    subjectId: subject?.id ?? null,
  };
}

/** The changed fields of an edit (completion is the service's: it knows who and when). */
export function taskChanges(input: Partial<TaskCreate>): Partial<TaskValues> {
  const { subject, dueAt, ...own } = input;
  const changes: Partial<TaskValues> = { ...own };
  if (dueAt !== undefined) changes.dueAt = dueAt === null ? null : new Date(dueAt);
  if (subject !== undefined) {
    changes.subjectKind = subject?.kind ?? null;
    changes.subjectId = subject?.id ?? null;
  }
  return changes;
}

/** No due time sorts after every due time (a keyset read never compares a null). */
const dueKey = sql`coalesce(${tasks.dueAt}, 'infinity'::timestamptz)`;

const SORT_KEYS = {
  dueAt: [dueKey],
  priority: [tasks.priorityRank],
  title: [sql`lower(${tasks.title})`],
  createdAt: [tasks.createdAt],
  updatedAt: [tasks.updatedAt],
};

const OPEN = ['open', 'inProgress'] as const;

/** The condition of each tab for one caller at one instant. */
export function taskTabs(userId: string, now: Date) {
  const live = eq(tasks.deleted, false);
  const open = and(live, inArray(tasks.status, [...OPEN])) ?? live;
  return {
    open,
    mine: and(open, eq(tasks.assigneeId, userId)) ?? open,
    overdue: and(open, lt(tasks.dueAt, now)) ?? open,
    done: and(live, eq(tasks.status, 'done')) ?? live,
    all: live,
    deleted: eq(tasks.deleted, true),
  };
}

export function listTasks(orm: Orm, query: TaskListQuery, userId: string, now: Date) {
  const order = listOrder(query.sort, SORT_KEYS, tasks.id);
  const filters: (SQL | undefined)[] = [
    searchAny(query.search, [tasks.title, tasks.notes]),
    query.assigneeId === undefined ? undefined : eq(tasks.assigneeId, query.assigneeId),
    query.status === undefined ? undefined : eq(tasks.status, query.status),
    query.type === undefined ? undefined : eq(tasks.type, query.type),
    query.priority === undefined ? undefined : eq(tasks.priority, query.priority),
    query.subjectKind === undefined ? undefined : eq(tasks.subjectKind, query.subjectKind),
    query.subjectId === undefined ? undefined : eq(tasks.subjectId, query.subjectId),
  ];
  return listPage({
    orm,
    table: tasks,
    filters,
    tabs: taskTabs(userId, now),
    tab: query.tab,
    page: query.page,
    order,
    fetch: async (where, limit, offset) =>
      (
        await selectViews(orm)
          .where(where)
          .orderBy(...order.by)
          .limit(limit)
          .offset(offset)
      ).map((row) => toTaskListItem(row, now)),
  });
}

import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../http/context.js';
import { type Coded, type HttpError, invalidForm, notFound, staleVersion } from '../lib/errors.js';
import { likePattern, likePrefix } from '../lib/sql.js';
import { type Changes, diff, writeAudit } from '../services/audit.js';
import type { Transaction } from './database.js';

/**
 * The shared life of a stored record (`recordShape` in @staydesk/domain): create, versioned update, soft
 * delete and restore, permanent delete — each one transaction with its audit event — and the
 * list query with paging and tab counts. Modules describe their table once (a `RecordKind`)
 * and call these; the lock → version → update → audit order exists only here.
 */

/** The columns every record table has (schema.ts `recordColumns`), as Drizzle returns them. */
export interface RecordRow {
  id: string;
  version: number;
  deleted: boolean;
  createdAt: Date;
  updatedAt: Date;
  createdBy: string | null;
}

/** What the record helpers may set besides a module's own columns. */
export interface RecordPatch {
  version: number;
  updatedAt: Date;
  deleted?: boolean;
}

/**
 * One table's typed access, written by its module against its own Drizzle table (so every
 * row type comes from the schema): three one-line statements plus the audit naming.
 */
export interface RecordKind<Row extends RecordRow, Values> {
  /** The audit trail's record type ('client'). */
  readonly recordType: string;
  /** How messages name it ('Guest' → 'Guest not found'). */
  readonly label: string;
  /** The record's readable name for the audit trail. */
  // Function-typed properties, not methods: TypeScript checks their parameters strictly.
  readonly nameOf: (row: Row) => string;
  /** `select … for update` of one row. */
  readonly lock: (tx: Transaction, id: string) => Promise<Row | undefined>;
  readonly insert: (tx: Transaction, values: Values & { createdBy: string | null }) => Promise<Row>;
  readonly update: (
    tx: Transaction,
    id: string,
    set: Partial<Values> & RecordPatch,
  ) => Promise<Row>;
  readonly remove: (tx: Transaction, id: string) => Promise<void>;
}

/** The one row an `insert … returning` or `update … returning` of one id gives back. */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('The statement returned no row');
  return row;
}

/** Who acts and when: every write's audit event carries both. */
export interface WriteContext {
  actor: Pick<AuthUser, 'id'>;
  at: Date;
}

/** Record bookkeeping that the audit trail leaves out (its event has the id, time and actor). */
const UNAUDITED = new Set(['id', 'createdAt', 'updatedAt', 'createdBy', 'version']);

/**
 * The audit snapshot of any row: every column but the bookkeeping ones, instants as ISO text.
 * Derived from the typed row, so a new column is audited without anyone writing it down.
 */
export function auditSnapshot(row: object): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (UNAUDITED.has(key)) continue;
    snapshot[key] = value instanceof Date ? value.toISOString() : value;
  }
  return snapshot;
}

async function audit<Row extends RecordRow, Values>(
  tx: Transaction,
  kind: RecordKind<Row, Values>,
  context: WriteContext,
  action: string,
  before: Row | null,
  after: Row | null,
  note?: Changes,
): Promise<void> {
  const subject = after ?? before;
  if (!subject) return;
  await writeAudit(tx, {
    actorId: context.actor.id,
    action,
    recordType: kind.recordType,
    recordId: subject.id,
    recordName: kind.nameOf(subject),
    changes: {
      ...diff(before && auditSnapshot(before), after && auditSnapshot(after)),
      ...note,
    },
    at: context.at,
  });
}

export async function createRecord<Row extends RecordRow, Values>(
  tx: Transaction,
  kind: RecordKind<Row, Values>,
  values: Values,
  context: WriteContext,
): Promise<Row> {
  const row = await kind.insert(tx, { ...values, createdBy: context.actor.id });
  await audit(tx, kind, context, 'create', null, row);
  return row;
}

/**
 * The record a write is aimed at: its id and the version the caller read. `version: undefined`
 * is only for the older endpoints whose contract made the check optional (the companies and
 * billing-companies deletes); `live` treats a soft-deleted row as missing (404).
 */
export interface WriteTarget {
  id: string;
  version: number | undefined;
  live?: boolean;
}

/** Locks the row, then answers 404 when it is missing and 409 when `version` is stale. */
export async function lockVersioned<Row extends RecordRow, Values>(
  tx: Transaction,
  kind: RecordKind<Row, Values>,
  target: WriteTarget,
): Promise<Row> {
  const row = await kind.lock(tx, target.id);
  if (!row || (target.live && row.deleted)) throw notFound(kind.label);
  if (target.version !== undefined && row.version !== target.version) {
    throw staleVersion(kind.label);
  }
  return row;
}

/**
 * The versioned update: lock → 404 → stale version 409 → update (version + 1) → audit, in the
 * caller's transaction.
 */
export async function updateRecord<Row extends RecordRow, Values>(
  tx: Transaction,
  kind: RecordKind<Row, Values>,
  target: WriteTarget,
  /** The new values, or a function of the locked row that returns them (and may refuse with 400). */
  changes: Partial<Values> | ((before: Row) => Partial<Values> | Promise<Partial<Values>>),
  context: WriteContext,
  /**
   * The audit action ('update', or a more precise one such as 'passwordChange'); `note` adds
   * entries that are not columns to the event's changes (a booking's status reason).
   */
  lifecycle: { action: string; deleted?: boolean; note?: Changes } = { action: 'update' },
): Promise<Row> {
  const before = await lockVersioned(tx, kind, target);
  const values = typeof changes === 'function' ? await changes(before) : changes;
  const after = await kind.update(tx, target.id, {
    ...values,
    ...(lifecycle.deleted === undefined ? {} : { deleted: lifecycle.deleted }),
    version: before.version + 1,
    updatedAt: context.at,
  });
  await audit(tx, kind, context, lifecycle.action, before, after, lifecycle.note);
  return after;
}

/** Soft delete (the DELETED tab): versioned and audited like any update. */
export function softDeleteRecord<Row extends RecordRow, Values>(
  tx: Transaction,
  kind: RecordKind<Row, Values>,
  target: WriteTarget,
  context: WriteContext,
): Promise<Row> {
  return updateRecord(tx, kind, target, {}, context, { action: 'delete', deleted: true });
}

/** Takes a record back out of the DELETED tab. */
export function restoreRecord<Row extends RecordRow, Values>(
  tx: Transaction,
  kind: RecordKind<Row, Values>,
  target: WriteTarget,
  context: WriteContext,
): Promise<Row> {
  return updateRecord(tx, kind, target, {}, context, { action: 'restore', deleted: false });
}

/** Removes the row for good (the permanent-delete permissions); the audit keeps its last state. */
export async function deleteRecordPermanently<Row extends RecordRow, Values>(
  tx: Transaction,
  kind: RecordKind<Row, Values>,
  target: WriteTarget,
  context: WriteContext,
): Promise<Row> {
  const before = await lockVersioned(tx, kind, target);
  await kind.remove(tx, target.id);
  await audit(tx, kind, context, 'purge', before, null);
  return before;
}

/** A 400 naming the fields whose references point at nothing. */
export function badReferences(fields: Record<string, string | Coded>): HttpError | undefined {
  const names = Object.keys(fields);
  if (names.length === 0) return undefined;
  return invalidForm(fields);
}

/** Below this many characters a search matches the start of a word, not any part of it. */
export const SEARCH_ANYWHERE_FROM = 3;

/**
 * `column ilike '%text%'` over several columns, with the user's wildcards taken literally. A
 * trigram index serves it from three characters; shorter text has no whole trigram to look up, so
 * it matches words that start with it (`'ab%'` or `'% ab%'`), which the same index serves through
 * its word-start trigrams instead of reading every row.
 */
export function searchAny(text: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (text === undefined) return undefined;
  if ([...text].length >= SEARCH_ANYWHERE_FROM) {
    const pattern = likePattern(text);
    return or(...columns.map((column) => ilike(column, pattern)));
  }
  const start = likePrefix(text);
  return or(...columns.flatMap((column) => [ilike(column, start), ilike(column, `% ${start}`)]));
}

// The list query lives in ./lists.ts; modules import it from here as they always have.
export {
  countTabs,
  type ListAnswer,
  type ListOrder,
  type ListSpec,
  listOrder,
  listPage,
  orderFor,
} from './lists.js';

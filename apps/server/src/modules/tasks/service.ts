import type { TaskCreate, TaskUpdate, TaskView } from '@staydesk/domain';
import { apiMessage } from '@staydesk/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import {
  badReferences,
  createRecord,
  restoreRecord,
  softDeleteRecord,
  updateRecord,
  type WriteContext,
} from '../../db/records.js';
import { users } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { type Coded, notFound, refusal } from '../../lib/errors.js';
import type { RecordService } from '../record-module.js';
import {
  findTaskView,
  SUBJECT_TABLES,
  type TaskRow,
  type TaskValues,
  taskChanges,
  taskKind,
  taskValues,
} from './repository.js';

type TaskChanges = Omit<TaskUpdate, 'version'>;

/**
 * Checks what a task points at, in the write's transaction: the assignee is a live, active staff
 * account, the subject a live record of its kind. A 400 names each bad field.
 */
export async function checkTaskReferences(
  tx: Transaction,
  input: Pick<Partial<TaskCreate>, 'assigneeId' | 'subject'>,
): Promise<void> {
  const fields: Record<string, string | Coded> = {};
  if (input.assigneeId) {
    const [account] = await tx.orm
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, input.assigneeId),
          eq(users.deleted, false),
          eq(users.isActive, true),
          eq(users.approval, 'approved'),
        ),
      );
    if (!account) fields.assigneeId = apiMessage('noSuch', { what: 'account' });
  }
  if (input.subject) {
    const { table } = SUBJECT_TABLES[input.subject.kind];
    const found = await tx.query(`select 1 from ${table} where id = $1 and deleted = false`, [
      input.subject.id,
    ]);
    if (found.rows.length === 0)
      fields['subject.id'] = apiMessage('noSuch', { what: input.subject.kind });
  }
  const error = badReferences(fields);
  if (error) throw error;
}

/** The completion columns that follow a status: done records who and when, any other clears them. */
function completion(
  status: TaskRow['status'],
  before: TaskRow | null,
  context: WriteContext,
): Pick<TaskValues, 'completedBy' | 'completedAt'> {
  if (status !== 'done') return { completedBy: null, completedAt: null };
  if (before?.status === 'done')
    return { completedBy: before.completedBy, completedAt: before.completedAt };
  return { completedBy: context.actor.id, completedAt: context.at };
}

export interface TaskService extends RecordService<TaskView, TaskCreate, TaskChanges> {
  complete(id: string, version: number, context: WriteContext): Promise<TaskView>;
  reopen(id: string, version: number, context: WriteContext): Promise<TaskView>;
  tick(
    id: string,
    index: number,
    done: boolean,
    version: number,
    context: WriteContext,
  ): Promise<TaskView>;
}

/** Tasks on the kit's record helpers: each write one transaction with its audit event. */
export function taskService(db: Database, clock: Clock): TaskService {
  const viewOf = async (tx: Transaction, row: TaskRow): Promise<TaskView> => {
    const view = await findTaskView(tx.orm, row.id, clock.now());
    if (!view) throw notFound(taskKind.label);
    return view;
  };
  /** A versioned change of a live task (a deleted one is restored first). */
  const change = (
    id: string,
    version: number,
    context: WriteContext,
    changes: (before: TaskRow) => Partial<TaskValues>,
    action = 'update',
  ) =>
    db.transaction(async (tx) =>
      viewOf(
        tx,
        await updateRecord(tx, taskKind, { id, version, live: true }, changes, context, { action }),
      ),
    );

  return {
    async get(id) {
      const view = await db.read((orm) => findTaskView(orm, id, clock.now()));
      if (!view) throw notFound(taskKind.label);
      return view;
    },
    create(input, context) {
      return db.transaction(async (tx) => {
        await checkTaskReferences(tx, input);
        const values = { ...taskValues(input), ...completion(input.status, null, context) };
        return viewOf(tx, await createRecord(tx, taskKind, values, context));
      });
    },
    update(id, input, context) {
      const { version, ...edit } = input;
      return db.transaction(async (tx) => {
        await checkTaskReferences(tx, edit);
        const row = await updateRecord(
          tx,
          taskKind,
          { id, version, live: true },
          (before) => ({
            ...taskChanges(edit),
            ...(edit.status === undefined ? {} : completion(edit.status, before, context)),
          }),
          context,
          { action: edit.status === undefined ? 'update' : 'status' },
        );
        return viewOf(tx, row);
      });
    },
    complete(id, version, context) {
      return change(
        id,
        version,
        context,
        (before) => {
          if (before.status === 'done') throw refusal(400, apiMessage('taskAlreadyDone'));
          return { status: 'done', ...completion('done', before, context) };
        },
        'status',
      );
    },
    reopen(id, version, context) {
      return change(
        id,
        version,
        context,
        (before) => {
          if (before.status === 'open' || before.status === 'inProgress') {
            throw refusal(400, apiMessage('taskAlreadyOpen'));
          }
          return { status: 'open', ...completion('open', before, context) };
        },
        'status',
      );
    },
    tick(id, index, done, version, context) {
      return change(id, version, context, (before) => {
        if (index >= before.checklist.length) throw notFound('Checklist item');
        return {
          checklist: before.checklist.map((item, at) => (at === index ? { ...item, done } : item)),
        };
      });
    },
    remove(id, version, context) {
      return db.transaction(async (tx) =>
        viewOf(tx, await softDeleteRecord(tx, taskKind, { id, version }, context)),
      );
    },
    restore(id, version, context) {
      return db.transaction(async (tx) =>
        viewOf(tx, await restoreRecord(tx, taskKind, { id, version }, context)),
      );
    },
  };
}

import { describe, expect, it } from 'vitest';
import { TASK_TABS } from '../list-values';
import {
  isTaskOpen,
  isTaskOverdue,
  TASK_LIMITS,
  taskChecklistTickSchema,
  taskCreateSchema,
  taskListItemSchema,
  taskListQuerySchema,
  taskUpdateSchema,
} from './work';

const id = '3f0c1a2e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const task = {
  title: 'Confirm tomorrow’s arrival with the landlord',
  type: 'call',
  status: 'open',
  priority: 'high',
  dueAt: '2026-11-24T09:00:00Z',
  assigneeId: id,
  subject: { kind: 'booking', id },
  checklist: [
    { label: 'Call the landlord', done: false },
    { label: 'Email the guest the key-box code', done: false },
  ],
  notes: '',
} as const;

describe('task schemas', () => {
  it('take a task concerning a record, and trim its texts', () => {
    expect(taskCreateSchema.parse(task)).toEqual(task);
    expect(taskCreateSchema.parse({ ...task, title: '  Call  ' }).title).toBe('Call');
  });

  it('refuse a blank or overlong title, NUL characters and unbounded lists', () => {
    expect(taskCreateSchema.safeParse({ ...task, title: '   ' }).success).toBe(false);
    expect(
      taskCreateSchema.safeParse({ ...task, title: 'x'.repeat(TASK_LIMITS.title + 1) }).success,
    ).toBe(false);
    expect(taskCreateSchema.safeParse({ ...task, notes: 'a\u0000b' }).success).toBe(false);
    expect(
      taskCreateSchema.safeParse({ ...task, notes: 'x'.repeat(TASK_LIMITS.notes + 1) }).success,
    ).toBe(false);
    const many = Array.from({ length: TASK_LIMITS.checklistItems + 1 }, (_, n) => ({
      label: `Step ${n}`,
      done: false,
    }));
    expect(taskCreateSchema.safeParse({ ...task, checklist: many }).success).toBe(false);
    expect(
      taskCreateSchema.safeParse({ ...task, checklist: [{ label: ' ', done: false }] }).success,
    ).toBe(false);
  });

  it('take only the record kinds a task can concern, with a UUID', () => {
    expect(taskCreateSchema.safeParse({ ...task, subject: { kind: 'planet', id } }).success).toBe(
      false,
    );
    expect(taskCreateSchema.safeParse({ ...task, subject: { kind: 'user', id } }).success).toBe(
      false,
    );
    expect(
      taskCreateSchema.safeParse({ ...task, subject: { kind: 'invoice', id: '1; drop' } }).success,
    ).toBe(false);
    expect(taskCreateSchema.safeParse({ ...task, assigneeId: 'me' }).success).toBe(false);
    expect(taskCreateSchema.safeParse({ ...task, subject: null, assigneeId: null }).success).toBe(
      true,
    );
  });

  it('update with the version read, and tick one checklist item with it', () => {
    expect(taskUpdateSchema.safeParse({ status: 'done', version: 3 }).success).toBe(true);
    expect(taskUpdateSchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(taskChecklistTickSchema.safeParse({ done: true, version: 1 }).success).toBe(true);
    expect(taskChecklistTickSchema.safeParse({ done: 'yes', version: 1 }).success).toBe(false);
  });
});

describe('task list query', () => {
  it('defaults to the open tab sorted by due time', () => {
    expect(taskListQuerySchema.parse({})).toMatchObject({ page: 1, tab: 'open', sort: 'dueAt' });
    expect(TASK_TABS).toEqual(['open', 'mine', 'overdue', 'done', 'all', 'deleted']);
  });

  it('takes the tabs, sorts and filters, and refuses anything else', () => {
    const query = taskListQuerySchema.parse({
      tab: 'overdue',
      sort: '-priority',
      assigneeId: id,
      status: 'inProgress',
      type: 'call',
      priority: 'urgent',
      subjectKind: 'booking',
      subjectId: id,
      page: '2',
    });
    expect(query).toMatchObject({ tab: 'overdue', sort: '-priority', page: 2 });
    expect(taskListQuerySchema.safeParse({ tab: 'everything' }).success).toBe(false);
    expect(taskListQuerySchema.safeParse({ sort: 'notes' }).success).toBe(false);
    expect(taskListQuerySchema.safeParse({ assigneeId: 'x' }).success).toBe(false);
    expect(taskListQuerySchema.safeParse({ status: 'waiting' }).success).toBe(false);
    expect(taskListQuerySchema.safeParse({ subjectId: id }).success).toBe(false);
  });
});

describe('overdue and open', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('is overdue only while open or in progress with its due time passed', () => {
    expect(isTaskOverdue({ status: 'open', dueAt: '2026-11-23T11:59:00Z' }, now)).toBe(true);
    expect(isTaskOverdue({ status: 'inProgress', dueAt: '2026-11-22T00:00:00Z' }, now)).toBe(true);
    expect(isTaskOverdue({ status: 'open', dueAt: '2026-11-23T12:00:00Z' }, now)).toBe(false);
    expect(isTaskOverdue({ status: 'done', dueAt: '2026-11-01T00:00:00Z' }, now)).toBe(false);
    expect(isTaskOverdue({ status: 'cancelled', dueAt: '2026-11-01T00:00:00Z' }, now)).toBe(false);
    expect(isTaskOverdue({ status: 'open', dueAt: null }, now)).toBe(false);
    expect(isTaskOpen('inProgress')).toBe(true);
    expect(isTaskOpen('done')).toBe(false);
  });

  it('lists a task with its checklist as counts', () => {
    const item = taskListItemSchema.parse({
      ...task,
      id,
      createdAt: '2026-11-20T09:00:00Z',
      updatedAt: '2026-11-20T09:00:00Z',
      createdBy: null,
      version: 1,
      deleted: false,
      completedBy: null,
      completedAt: null,
      assigneeName: 'Grace Okafor',
      completedByName: null,
      createdByName: null,
      subjectLabel: 'BKG-20001',
      isOverdue: false,
      checklistDone: 0,
      checklistTotal: 2,
    });
    expect(item).not.toHaveProperty('checklist');
    expect(item).not.toHaveProperty('notes');
  });
});

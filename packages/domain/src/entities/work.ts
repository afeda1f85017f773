import { z } from 'zod/mini';
import { listTabSchema, pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import { TASK_SORTS, TASK_TABS } from '../list-values';
import { prioritySchema, type TaskStatus, taskStatusSchema } from '../statuses';
import {
  boundedText,
  type EntityKind,
  idSchema,
  recordIdSchema,
  recordShape,
  timestampSchema,
  updateShape,
} from './common';

export const TASK_TYPES = [
  { value: 'call', label: 'Call' },
  { value: 'email', label: 'Email' },
  { value: 'visit', label: 'Visit' },
  { value: 'admin', label: 'Admin' },
  { value: 'finance', label: 'Finance' },
  { value: 'other', label: 'Other' },
] as const;
export const taskTypeSchema = z.enum(['call', 'email', 'visit', 'admin', 'finance', 'other']);
export type TaskType = z.infer<typeof taskTypeSchema>;

/** Length limits of a task's text fields and of its checklist. */
export const TASK_LIMITS = {
  title: 200,
  notes: 5_000,
  checklistLabel: 200,
  checklistItems: 50,
} as const;

/** The statuses of a task still to do: it can be overdue, it shows in the open and mine tabs. */
export const TASK_OPEN_STATUSES = ['open', 'inProgress'] as const satisfies readonly TaskStatus[];

/** Whether a task is still to do (open or in progress). */
export function isTaskOpen(status: TaskStatus): boolean {
  return (TASK_OPEN_STATUSES as readonly TaskStatus[]).includes(status);
}

/** A task is overdue when it is still to do and its due time has passed. */
export function isTaskOverdue(
  task: { readonly status: TaskStatus; readonly dueAt: string | null },
  now: Date,
): boolean {
  if (task.dueAt === null || !isTaskOpen(task.status)) return false;
  const due = Date.parse(task.dueAt);
  return Number.isFinite(due) && due < now.getTime();
}

/** The kinds of record a task can concern (the subject link). */
export const TASK_SUBJECT_KINDS = [
  'booking',
  'enquiry',
  'property',
  'landlord',
  'invoice',
  'client',
  'company',
  'agent',
] as const satisfies readonly EntityKind[];
export const taskSubjectKindSchema = z.enum(TASK_SUBJECT_KINDS);
export type TaskSubjectKind = z.infer<typeof taskSubjectKindSchema>;

/** The record a task concerns: its kind and id (checked to exist by the server). */
export const taskSubjectSchema = z.object({ kind: taskSubjectKindSchema, id: recordIdSchema });
export type TaskSubject = z.infer<typeof taskSubjectSchema>;

export const checklistItemSchema = z.object({
  label: boundedText(TASK_LIMITS.checklistLabel).check(
    z.minLength(1, 'Checklist item is required'),
  ),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const taskCreateSchema = z.object({
  title: boundedText(TASK_LIMITS.title).check(z.minLength(1, 'Title is required')),
  type: taskTypeSchema,
  status: taskStatusSchema,
  priority: prioritySchema,
  dueAt: z.nullable(timestampSchema),
  /** The staff account doing it (any live account). */
  assigneeId: z.nullable(recordIdSchema),
  /** The record the task concerns. */
  subject: z.nullable(taskSubjectSchema),
  checklist: z
    .array(checklistItemSchema)
    .check(
      z.maxLength(
        TASK_LIMITS.checklistItems,
        `At most ${TASK_LIMITS.checklistItems} checklist items`,
      ),
    ),
  notes: boundedText(TASK_LIMITS.notes),
});
export type TaskCreate = z.infer<typeof taskCreateSchema>;
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
/** Changed fields and the version read. A status of done records who completed it and when. */
export const taskUpdateSchema = z.extend(z.partial(taskCreateSchema), updateShape);
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;
export const taskSchema = z.extend(taskCreateSchema, {
  ...recordShape,
  completedBy: z.nullable(idSchema),
  completedAt: z.nullable(timestampSchema),
});
export type Task = z.infer<typeof taskSchema>;

/** What the views add to a stored task: the names of the people and of the subject. */
const taskNamesShape = {
  assigneeName: z.nullable(z.string()),
  completedByName: z.nullable(z.string()),
  createdByName: z.nullable(z.string()),
  /** The subject's readable name (a booking's reference, a landlord's name); null when none. */
  subjectLabel: z.nullable(z.string()),
  /** Open or in progress with its due time passed, by the server's clock. */
  isOverdue: z.boolean(),
} as const;

/** One task as its page and the task modal show it. */
export const taskViewSchema = z.extend(taskSchema, taskNamesShape);
export type TaskView = z.infer<typeof taskViewSchema>;

/** One row of the tasks list and one card of the board: no notes, the checklist as counts. */
export const taskListItemSchema = z.extend(z.omit(taskSchema, { notes: true, checklist: true }), {
  ...taskNamesShape,
  checklistDone: z.number().check(z.int(), z.nonnegative()),
  checklistTotal: z.number().check(z.int(), z.nonnegative()),
});
export type TaskListItem = z.infer<typeof taskListItemSchema>;
export const taskListSchema = pagedSchema(taskListItemSchema);
export type TaskList = z.infer<typeof taskListSchema>;

export const taskTabSchema = z.enum(TASK_TABS);

/**
 * GET /api/v1/tasks: tab, search (title and notes), sort (dueAt without a due time last; priority
 * from low to urgent) and filters by assignee, status, type, priority and subject.
 */
export const taskListQuerySchema = z
  .extend(pageQuerySchema, {
    tab: listTabSchema(TASK_TABS),
    sort: z._default(sortParamSchema(TASK_SORTS), 'dueAt'),
    assigneeId: z.optional(recordIdSchema),
    status: z.optional(taskStatusSchema),
    type: z.optional(taskTypeSchema),
    priority: z.optional(prioritySchema),
    subjectKind: z.optional(taskSubjectKindSchema),
    subjectId: z.optional(recordIdSchema),
  })
  .check(
    z.refine((query) => query.subjectId === undefined || query.subjectKind !== undefined, {
      message: 'A subject id needs its kind',
      path: ['subjectKind'],
    }),
  );
export type TaskListQuery = z.output<typeof taskListQuerySchema>;
export type TaskListQueryInput = z.input<typeof taskListQuerySchema>;

/** PATCH /api/v1/tasks/{id}/checklist/{index}: tick or untick one item, with the version read. */
export const taskChecklistTickSchema = z.object({ done: z.boolean(), ...updateShape });
export type TaskChecklistTick = z.infer<typeof taskChecklistTickSchema>;

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'status', 'purge'] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One field's change: `from` is absent on create, `to` on delete. */
export const fieldChangeSchema = z.object({
  from: z.optional(z.unknown()),
  to: z.optional(z.unknown()),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/**
 * Who changed which record, when, and which fields from what to what. Never updated.
 * `changes` maps a field name to its change; `recordType` is an EntityKind for domain records.
 */
export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: timestampSchema,
  actorId: z.nullable(idSchema),
  actorName: z.nullable(z.string()),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** The record's readable name when the event was written; null for older events. */
  recordName: z.nullable(z.string()),
  changes: z.record(z.string(), fieldChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The field names whose changes only COST_AUDIT_TRAIL holders may see. */
export const COST_FIELD_NAMES = [
  'costs',
  'costPerNight',
  'landlordCostPerNight',
  'cost',
  'totalCost',
  'marginPercent',
] as const;

/** Whether a changed field concerns cost (its top-level name is a cost field). */
export function isCostField(field: string): boolean {
  const top = field.split('.')[0] ?? '';
  return (COST_FIELD_NAMES as readonly string[]).includes(top);
}

/** An audit event as a role may see it: cost changes only with COST_AUDIT_TRAIL. */
export function visibleChanges(
  changes: Readonly<Record<string, FieldChange>>,
  canSeeCosts: boolean,
): Record<string, FieldChange> {
  return Object.fromEntries(
    Object.entries(changes).filter(([field]) => canSeeCosts || !isCostField(field)),
  );
}

/**
 * One entry of a record's activity (GET /api/v1/<records>/{id}/activity): an audit event of the
 * record as the caller may see it — who, when, which action, the fields before and after.
 */
export const activityEntrySchema = z.object({
  id: z.string(),
  at: timestampSchema,
  actor: z.nullable(z.object({ id: z.string(), fullName: z.string() })),
  action: z.string(),
  changes: z.record(z.string(), fieldChangeSchema),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
/** A record's activity, newest first, 29 a page. */
export const activityPageSchema = pagedSchema(activityEntrySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;
/** `?page=` of an activity. */
export const activityQuerySchema = z.pick(pageQuerySchema, { page: true });

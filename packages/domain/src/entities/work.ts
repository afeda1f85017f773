import { z } from 'zod';
import { prioritySchema, taskStatusSchema } from '../statuses';
import { entityRefSchema, idSchema, recordShape, timestampSchema, updateShape } from './common';

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

export const checklistItemSchema = z.object({
  label: z.string().trim().min(1).max(200),
  done: z.boolean(),
});

export const taskCreateSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  type: taskTypeSchema,
  status: taskStatusSchema,
  priority: prioritySchema,
  dueAt: timestampSchema.nullable(),
  assigneeId: idSchema.nullable(),
  /** The record the task concerns. */
  subject: entityRefSchema.nullable(),
  checklist: z.array(checklistItemSchema),
  notes: z.string().trim().max(5_000),
});
export type TaskCreate = z.infer<typeof taskCreateSchema>;
export const taskUpdateSchema = taskCreateSchema.partial().extend(updateShape);
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;
export const taskSchema = taskCreateSchema.extend({
  ...recordShape,
  completedBy: idSchema.nullable(),
  completedAt: timestampSchema.nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'status', 'purge'] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One field's change: `from` is absent on create, `to` on delete. */
export const fieldChangeSchema = z.object({
  from: z.unknown().optional(),
  to: z.unknown().optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/**
 * Who changed which record, when, and which fields from what to what. Never updated.
 * `changes` maps a field name to its change; `recordType` is an EntityKind for domain records.
 */
export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: timestampSchema,
  actorId: idSchema.nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** The record's readable name when the event was written; null for older events. */
  recordName: z.string().nullable(),
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

import { z } from 'zod';
import { listTabSchema, pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import {
  boundedText,
  calendarDateSchema,
  idSchema,
  recordIdSchema,
  recordShape,
  timestampSchema,
  updateShape,
} from './common';
import { moneySchema } from './money';

/**
 * The tracker (issue #16): the operations team's live board of what must be chased. Entries are
 * created by hand or by the system from the records (arrivals without the landlord's confirmation,
 * extension decisions due, stale availability, overdue invoices) and closed by it when the
 * condition ends.
 */

export const TRACKER_KINDS = [
  { value: 'checkInConfirmation', label: 'Check-in Confirmation' },
  { value: 'checkOutConfirmation', label: 'Check-out Confirmation' },
  { value: 'extensionDecision', label: 'Extension Decision' },
  { value: 'availabilityCheck', label: 'Availability Check' },
  { value: 'priceCheck', label: 'Price Check' },
  { value: 'paymentChase', label: 'Payment Chase' },
  { value: 'other', label: 'Other' },
] as const;
export type TrackerKind = (typeof TRACKER_KINDS)[number]['value'];
export const TRACKER_KIND_VALUES = TRACKER_KINDS.map((kind) => kind.value) as [
  TrackerKind,
  ...TrackerKind[],
];
export const trackerKindSchema = z.enum(TRACKER_KIND_VALUES);

/** open → waiting (on someone else) → done, or dropped (no longer worth chasing). */
export const TRACKER_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'done', label: 'Done' },
  { value: 'dropped', label: 'Dropped' },
] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number]['value'];
export const trackerStatusSchema = z.enum(['open', 'waiting', 'done', 'dropped']);
/** The statuses still being chased (the board's columns and the due counts read them). */
export const TRACKER_ACTIVE_STATUSES: readonly TrackerStatus[] = ['open', 'waiting'];

/** The records an entry can concern. */
export const TRACKER_SUBJECT_KINDS = [
  'booking',
  'property',
  'landlord',
  'invoice',
  'enquiry',
] as const;
export type TrackerSubjectKind = (typeof TRACKER_SUBJECT_KINDS)[number];
export const trackerSubjectKindSchema = z.enum(TRACKER_SUBJECT_KINDS);
export const trackerSubjectSchema = z.object({
  kind: trackerSubjectKindSchema,
  id: recordIdSchema,
});
export type TrackerSubject = z.infer<typeof trackerSubjectSchema>;

/** What the system creates an entry for (null for an entry made by hand). */
export const TRACKER_TRIGGERS = [
  'arrivalUnconfirmed',
  'extensionDecisionDue',
  'availabilityStale',
  'invoiceOverdue',
] as const;
export type TrackerTrigger = (typeof TRACKER_TRIGGERS)[number];
export const trackerTriggerSchema = z.enum(TRACKER_TRIGGERS);

/** Availability as a check records it: free for [from, to), or not (blocked). */
export const TRACKER_AVAILABILITY = ['available', 'unavailable'] as const;
export const trackerAvailabilitySchema = z.enum(TRACKER_AVAILABILITY);
export type TrackerAvailability = z.infer<typeof trackerAvailabilitySchema>;

export const TRACKER_LIMITS = { summary: 500, outcome: 2_000, bulk: 100 } as const;
const RANGE_MESSAGE = 'The end date must be after the start date';
const UNAVAILABLE_RANGE_MESSAGE = 'Give the dates the property is not available';

/**
 * The before or after values of a price or availability check: the nightly rate, and the
 * availability with the nights it covers ([from, to); both needed when not available).
 */
export const trackerValuesSchema = z
  .object({
    nightlyRate: moneySchema.nullable(),
    availability: trackerAvailabilitySchema.nullable(),
    from: calendarDateSchema.nullable(),
    to: calendarDateSchema.nullable(),
  })
  .refine((values) => !values.from || !values.to || values.to > values.from, {
    error: RANGE_MESSAGE,
    path: ['to'],
  })
  .refine(
    (values) =>
      values.availability !== 'unavailable' || (values.from !== null && values.to !== null),
    { error: UNAVAILABLE_RANGE_MESSAGE, path: ['from'] },
  );
export type TrackerValues = z.infer<typeof trackerValuesSchema>;

const summarySchema = boundedText(TRACKER_LIMITS.summary).refine(
  (text) => text !== '',
  'Summary is required',
);
const outcomeSchema = boundedText(TRACKER_LIMITS.outcome);

/** POST /api/v1/tracker: an entry made by hand. */
export const trackerEntryCreateSchema = z.object({
  kind: trackerKindSchema,
  subject: trackerSubjectSchema.nullable(),
  summary: summarySchema,
  dueAt: timestampSchema.nullable(),
  status: trackerStatusSchema.default('open'),
  outcome: outcomeSchema.default(''),
  before: trackerValuesSchema.nullable().default(null),
  after: trackerValuesSchema.nullable().default(null),
  nextActionAt: timestampSchema.nullable().default(null),
  /** Who chases it; the caller when left out. */
  assigneeId: recordIdSchema.nullable().optional(),
});
export type TrackerEntryCreate = z.output<typeof trackerEntryCreateSchema>;
export type TrackerEntryCreateInput = z.input<typeof trackerEntryCreateSchema>;

/** PATCH /api/v1/tracker/{id}: the changed fields and the version read (409 when stale). */
export const trackerEntryUpdateSchema = z
  .object({
    kind: trackerKindSchema,
    subject: trackerSubjectSchema.nullable(),
    summary: summarySchema,
    dueAt: timestampSchema.nullable(),
    status: trackerStatusSchema,
    outcome: outcomeSchema,
    before: trackerValuesSchema.nullable(),
    after: trackerValuesSchema.nullable(),
    nextActionAt: timestampSchema.nullable(),
    assigneeId: recordIdSchema.nullable(),
  })
  .partial()
  .extend(updateShape);
export type TrackerEntryUpdate = z.infer<typeof trackerEntryUpdateSchema>;

/** POST /api/v1/tracker/bulk-done: entries marked done together, each with the version read. */
export const trackerBulkDoneSchema = z.object({
  entries: z
    .array(z.object({ id: recordIdSchema, ...updateShape }))
    .min(1, 'Choose at least one entry')
    .max(TRACKER_LIMITS.bulk),
  outcome: outcomeSchema.default(''),
});
export type TrackerBulkDone = z.output<typeof trackerBulkDoneSchema>;
export const trackerBulkDoneResultSchema = z.object({ done: z.number().int().nonnegative() });

/** POST /api/v1/tracker/{id}/apply: the after values go to the property (supply and price). */
export const trackerApplySchema = z.object({ ...updateShape });

const personSchema = z.object({ id: idSchema, fullName: z.string() }).nullable();

/** One entry as the API shows it. */
export const trackerEntrySchema = z.object({
  ...recordShape,
  kind: trackerKindSchema,
  subject: trackerSubjectSchema.nullable(),
  /** The linked record's readable name (booking reference, property title, invoice number). */
  subjectLabel: z.string(),
  summary: z.string(),
  dueAt: timestampSchema.nullable(),
  status: trackerStatusSchema,
  outcome: z.string(),
  before: trackerValuesSchema.nullable(),
  after: trackerValuesSchema.nullable(),
  nextActionAt: timestampSchema.nullable(),
  assignee: personSchema,
  /** Who made it; null when the system did (`trigger` says why). */
  creator: personSchema,
  /** Who last logged an outcome or a status. */
  loggedBy: personSchema,
  loggedAt: timestampSchema.nullable(),
  trigger: trackerTriggerSchema.nullable(),
  /** Set when the system closed the entry because its condition ended. */
  closedBySystemAt: timestampSchema.nullable(),
  /** When the after values were applied to the property. */
  appliedAt: timestampSchema.nullable(),
});
export type TrackerEntry = z.infer<typeof trackerEntrySchema>;

export const TRACKER_TABS = ['active', 'open', 'waiting', 'done', 'dropped', 'all'] as const;
export type TrackerTab = (typeof TRACKER_TABS)[number];
export const TRACKER_SORTS = ['dueAt', 'createdAt', 'updatedAt', 'kind'] as const;
export type TrackerSort = (typeof TRACKER_SORTS)[number];

const flagSchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/**
 * GET /api/v1/tracker: tab (active = open or waiting, default), search (summary, record, outcome),
 * kind, due day (in the configured time zone), mine (assigned to me or made by me), paging, sort.
 */
export const trackerListQuerySchema = pageQuerySchema.extend({
  tab: listTabSchema(TRACKER_TABS),
  sort: sortParamSchema(TRACKER_SORTS).default('dueAt'),
  kind: trackerKindSchema.optional(),
  dueOn: calendarDateSchema.optional(),
  mine: flagSchema,
  subjectKind: trackerSubjectKindSchema.optional(),
  subjectId: recordIdSchema.optional(),
});
export type TrackerListQuery = z.output<typeof trackerListQuerySchema>;
export type TrackerListQueryInput = z.input<typeof trackerListQuerySchema>;

export const trackerListSchema = pagedSchema(trackerEntrySchema).extend({
  tabCounts: z.record(z.enum(TRACKER_TABS), z.number().int().nonnegative()),
});
export type TrackerList = z.infer<typeof trackerListSchema>;

/** Whether an entry's after values can be applied to its property. */
export function canApplyTrackerValues(
  entry: Pick<TrackerEntry, 'subject' | 'after' | 'appliedAt'>,
): boolean {
  const after = entry.after;
  return (
    entry.subject?.kind === 'property' &&
    entry.appliedAt === null &&
    after !== null &&
    (after.nightlyRate !== null || after.availability !== null)
  );
}

/** Whether the entry is due (its due time passed) and still being chased. */
export function isTrackerEntryDue(
  entry: Pick<TrackerEntry, 'status' | 'dueAt'>,
  now: Date,
): boolean {
  return (
    TRACKER_ACTIVE_STATUSES.includes(entry.status) &&
    entry.dueAt !== null &&
    new Date(entry.dueAt).getTime() <= now.getTime()
  );
}

import { z } from 'zod/mini';
import { listTabSchema, pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import { TRACKER_SORTS, TRACKER_TABS } from '../list-values';
import { can } from '../permissions';
import type { Role } from '../roles';
import {
  boundedText,
  calendarDateSchema,
  idSchema,
  recordIdSchema,
  recordShape,
  timestampSchema,
  updateShape,
} from './common';
import { priceSchema } from './money';

/**
 * The tracker: the operations team's live board of what must be chased. Entries are
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
    nightlyRate: z.nullable(priceSchema),
    availability: z.nullable(trackerAvailabilitySchema),
    from: z.nullable(calendarDateSchema),
    to: z.nullable(calendarDateSchema),
  })
  .check(
    z.refine((values) => !values.from || !values.to || values.to > values.from, {
      error: RANGE_MESSAGE,
      path: ['to'],
    }),
    z.refine(
      (values) =>
        values.availability !== 'unavailable' || (values.from !== null && values.to !== null),
      { error: UNAVAILABLE_RANGE_MESSAGE, path: ['from'] },
    ),
  );
export type TrackerValues = z.infer<typeof trackerValuesSchema>;

const summarySchema = boundedText(TRACKER_LIMITS.summary).check(
  z.refine((text) => text !== '', 'Summary is required'),
);
const outcomeSchema = boundedText(TRACKER_LIMITS.outcome);

/** POST /api/v1/tracker: an entry made by hand. */
export const trackerEntryCreateSchema = z.object({
  kind: trackerKindSchema,
  subject: z.nullable(trackerSubjectSchema),
  summary: summarySchema,
  dueAt: z.nullable(timestampSchema),
  status: z._default(trackerStatusSchema, 'open'),
  outcome: z._default(outcomeSchema, ''),
  before: z._default(z.nullable(trackerValuesSchema), null),
  after: z._default(z.nullable(trackerValuesSchema), null),
  nextActionAt: z._default(z.nullable(timestampSchema), null),
  /** Who chases it; the caller when left out. */
  assigneeId: z.optional(z.nullable(recordIdSchema)),
});
export type TrackerEntryCreate = z.output<typeof trackerEntryCreateSchema>;
export type TrackerEntryCreateInput = z.input<typeof trackerEntryCreateSchema>;

/** PATCH /api/v1/tracker/{id}: the changed fields and the version read (409 when stale). */
export const trackerEntryUpdateSchema = z.extend(
  z.partial(
    z.object({
      kind: trackerKindSchema,
      subject: z.nullable(trackerSubjectSchema),
      summary: summarySchema,
      dueAt: z.nullable(timestampSchema),
      status: trackerStatusSchema,
      outcome: outcomeSchema,
      before: z.nullable(trackerValuesSchema),
      after: z.nullable(trackerValuesSchema),
      nextActionAt: z.nullable(timestampSchema),
      assigneeId: z.nullable(recordIdSchema),
    }),
  ),
  updateShape,
);
export type TrackerEntryUpdate = z.infer<typeof trackerEntryUpdateSchema>;

/** POST /api/v1/tracker/bulk-done: entries marked done together, each with the version read. */
export const trackerBulkDoneSchema = z.object({
  entries: z
    .array(z.object({ id: recordIdSchema, ...updateShape }))
    .check(z.minLength(1, 'Choose at least one entry'), z.maxLength(TRACKER_LIMITS.bulk)),
  outcome: z._default(outcomeSchema, ''),
});
export type TrackerBulkDone = z.output<typeof trackerBulkDoneSchema>;
export const trackerBulkDoneResultSchema = z.object({
  done: z.number().check(z.int(), z.nonnegative()),
});

/** POST /api/v1/tracker/{id}/apply: the after values go to the property (supply and price). */
export const trackerApplySchema = z.object({ ...updateShape });

const personSchema = z.nullable(z.object({ id: idSchema, fullName: z.string() }));

/** One entry as the API shows it. */
export const trackerEntrySchema = z.object({
  ...recordShape,
  kind: trackerKindSchema,
  subject: z.nullable(trackerSubjectSchema),
  /** The linked record's readable name (booking reference, property title, invoice number). */
  subjectLabel: z.string(),
  summary: z.string(),
  dueAt: z.nullable(timestampSchema),
  status: trackerStatusSchema,
  outcome: z.string(),
  before: z.nullable(trackerValuesSchema),
  after: z.nullable(trackerValuesSchema),
  nextActionAt: z.nullable(timestampSchema),
  assignee: personSchema,
  /** Who made it; null when the system did (`trigger` says why). */
  creator: personSchema,
  /** Who last logged an outcome or a status. */
  loggedBy: personSchema,
  loggedAt: z.nullable(timestampSchema),
  trigger: z.nullable(trackerTriggerSchema),
  /** Set when the system closed the entry because its condition ended. */
  closedBySystemAt: z.nullable(timestampSchema),
  /** When the after values were applied to the property. */
  appliedAt: z.nullable(timestampSchema),
  /**
   * Whether the nightly rates before and after (the landlord's cost history) were left out
   * because the caller lacks COST_AUDIT_TRAIL.
   */
  costsHidden: z.boolean(),
});
export type TrackerEntry = z.infer<typeof trackerEntrySchema>;

/**
 * An entry as `role` may see it: the nightly rates before and after are a change of the
 * landlord's cost, shown only to COST_AUDIT_TRAIL holders (spec §6).
 */
export function trackerEntryFor(entry: TrackerEntry, role: Role | null | undefined): TrackerEntry {
  if (can(role, 'COST_AUDIT_TRAIL')) return entry;
  const withoutRate = (values: TrackerValues | null) =>
    values === null ? null : { ...values, nightlyRate: null };
  return {
    ...entry,
    before: withoutRate(entry.before),
    after: withoutRate(entry.after),
    costsHidden: true,
  };
}

/**
 * The before or after values a write by `role` stores. Without COST_AUDIT_TRAIL a caller neither
 * sees nor sets a nightly rate: the stored one is kept (none for a new entry), whatever was sent,
 * so an edit by someone who was shown no rate cannot wipe it.
 */
export function trackerValuesWritten(
  sent: TrackerValues | null,
  stored: TrackerValues | null,
  role: Role | null | undefined,
): TrackerValues | null {
  if (can(role, 'COST_AUDIT_TRAIL')) return sent;
  const rate = stored?.nightlyRate ?? null;
  if (sent === null) {
    return rate === null ? null : { nightlyRate: rate, availability: null, from: null, to: null };
  }
  return { ...sent, nightlyRate: rate };
}

const flagSchema = z.pipe(
  z.optional(z.enum(['true', 'false'])),
  z.transform((value) => value === 'true'),
);

/**
 * GET /api/v1/tracker: tab (active = open or waiting, default), search (summary, record, outcome),
 * kind, due day (in the configured time zone), mine (assigned to me or made by me), owner (the
 * assignee), paging, sort.
 */
export const trackerListQuerySchema = z.extend(pageQuerySchema, {
  tab: listTabSchema(TRACKER_TABS),
  sort: z._default(sortParamSchema(TRACKER_SORTS), 'dueAt'),
  kind: z.optional(trackerKindSchema),
  dueOn: z.optional(calendarDateSchema),
  mine: flagSchema,
  /** Whose entries: the one they are assigned to. */
  assigneeId: z.optional(recordIdSchema),
  subjectKind: z.optional(trackerSubjectKindSchema),
  subjectId: z.optional(recordIdSchema),
});
export type TrackerListQuery = z.output<typeof trackerListQuerySchema>;
export type TrackerListQueryInput = z.input<typeof trackerListQuerySchema>;

export const trackerListSchema = z.extend(pagedSchema(trackerEntrySchema), {
  tabCounts: z.record(z.enum(TRACKER_TABS), z.number().check(z.int(), z.nonnegative())),
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

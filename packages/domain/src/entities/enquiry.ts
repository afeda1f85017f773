import { z } from 'zod/mini';
import { pagedSchema, pageQuerySchema, sortParamSchema } from '../api';
import {
  isStayWithinCeiling,
  MAX_STAY_NIGHTS_CEILING,
  nightsOf,
  stayTooLongMessage,
} from '../bounds';
import { ENQUIRY_SORTS } from '../list-values';
import { propertyTypeSchema } from '../options';
import { can } from '../permissions';
import type { Role } from '../roles';
import {
  ENQUIRY_TRANSITIONS,
  offerStatusSchema,
  prioritySchema,
  type WorkflowStatus,
  workflowStatusLabel,
  workflowStatusSchema,
} from '../statuses';
import { ENQUIRY_TABS, type EnquiryTab } from '../tabs';
import { addressSchema } from './address';
import {
  boundedText,
  calendarDateSchema,
  contactSchema,
  idSchema,
  recordIdSchema,
  recordShape,
  TEXT_LIMITS,
  timestampSchema,
  updateShape,
} from './common';
import { moneySchema, signedPercentageSchema } from './money';

export const ENQUIRY_SOURCES = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'agent', label: 'Agent' },
  { value: 'portal', label: 'Client Portal' },
  { value: 'publicForm', label: 'Public Request Form' },
  { value: 'repeat', label: 'Repeat Client' },
] as const;
export const enquirySourceSchema = z.enum([
  'email',
  'phone',
  'agent',
  'portal',
  'publicForm',
  'repeat',
]);
export type EnquirySource = z.infer<typeof enquirySourceSchema>;

export const BUDGET_BASES = [
  { value: 'perNight', label: 'Per Night' },
  { value: 'perWeek', label: 'Per Week' },
  { value: 'perMonth', label: 'Per Month' },
  { value: 'total', label: 'Total' },
] as const;
export const budgetBasisSchema = z.enum(['perNight', 'perWeek', 'perMonth', 'total']);
export type BudgetBasis = z.infer<typeof budgetBasisSchema>;

/** The budget the client approved, its basis, and who at the client approved it. */
export const budgetSchema = z.object({
  amount: moneySchema,
  basis: budgetBasisSchema,
  approvedBy: boundedText(120),
});
export type Budget = z.infer<typeof budgetSchema>;

/** Where the guests need to be, and how far from it (miles, as staff read distances). */
export const enquiryLocationSchema = z.object({
  address: addressSchema,
  radiusMiles: z.number().check(z.positive(), z.lte(200)),
});

/** The longest accessibility-needs text an enquiry keeps. */
export const ENQUIRY_ACCESSIBILITY_MAX = 500;

/** The most guests (client records) one enquiry names. */
export const ENQUIRY_MAX_GUESTS = 50;

export const enquiryFieldsSchema = z.object({
  source: enquirySourceSchema,
  receivedAt: timestampSchema,
  companyId: z.nullable(recordIdSchema),
  subcompanyId: z.nullable(recordIdSchema),
  billingCompanyId: z.nullable(recordIdSchema),
  agentId: z.nullable(recordIdSchema),
  booker: contactSchema,
  guestIds: z.array(recordIdSchema).check(
    z.maxLength(ENQUIRY_MAX_GUESTS),
    z.refine((ids) => new Set(ids).size === ids.length, 'A guest is named twice'),
  ),
  checkIn: calendarDateSchema,
  /** Open-ended stays have no check-out yet. */
  checkOut: z.nullable(calendarDateSchema),
  location: enquiryLocationSchema,
  adults: z.number().check(z.int(), z.gte(1), z.lte(50)),
  children: z.number().check(z.int(), z.gte(0), z.lte(50)),
  pets: z.number().check(z.int(), z.gte(0), z.lte(10)),
  minBedrooms: z.number().check(z.int(), z.gte(0), z.lte(20)),
  propertyTypes: z.array(propertyTypeSchema),
  parkingSpaces: z.number().check(z.int(), z.gte(0), z.lte(10)),
  /** What the guests need to reach and use the home: step-free access, a ground-floor bedroom… */
  accessibilityNeeds: boundedText(ENQUIRY_ACCESSIBILITY_MAX),
  budget: z.nullable(budgetSchema),
  /** The client's own reference: claim number, purchase order or cost centre. */
  clientReference: boundedText(120),
  priority: prioritySchema,
  respondBy: z.nullable(timestampSchema),
  notes: boundedText(TEXT_LIMITS.notes),
});

function checkOutAfterCheckIn(value: { checkIn?: string; checkOut?: string | null }): boolean {
  return !value.checkIn || !value.checkOut || nightsOf(value.checkIn, value.checkOut) > 0;
}
const CHECK_OUT_MESSAGE = 'Check-out must be after check-in';
const stayCeiling = z.refine<{ checkIn?: string; checkOut?: string | null }>(isStayWithinCeiling, {
  error: stayTooLongMessage(MAX_STAY_NIGHTS_CEILING),
  path: ['checkOut'],
});

export const enquiryCreateSchema = z
  .extend(enquiryFieldsSchema, {
    accessibilityNeeds: z._default(boundedText(ENQUIRY_ACCESSIBILITY_MAX), ''),
  })
  .check(
    z.refine(checkOutAfterCheckIn, {
      error: CHECK_OUT_MESSAGE,
      path: ['checkOut'],
    }),
    stayCeiling,
  );
export type EnquiryCreate = z.infer<typeof enquiryCreateSchema>;

/** Status, assignee and the resulting booking change through their own actions, not this. */
export const enquiryUpdateSchema = z
  .extend(z.partial(enquiryFieldsSchema), updateShape)
  .check(
    z.refine(checkOutAfterCheckIn, { error: CHECK_OUT_MESSAGE, path: ['checkOut'] }),
    stayCeiling,
  );
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

export const enquirySchema = z.extend(enquiryFieldsSchema, {
  ...recordShape,
  /** Human reference, ENQ-10001, ENQ-10002… from a database sequence; assigned by the server. */
  reference: z.string(),
  status: workflowStatusSchema,
  assigneeId: z.nullable(idSchema),
  lostReason: z.nullable(z.string().check(z.maxLength(TEXT_LIMITS.notes))),
  bookingId: z.nullable(idSchema),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** Moving an enquiry along ENQUIRY_TRANSITIONS. */
export const enquiryStatusChangeSchema = z
  .object({
    status: workflowStatusSchema,
    /** Required when the enquiry is lost (cancelled or not possible): it becomes lostReason. */
    reason: z.optional(boundedText(500)),
    version: updateShape.version,
  })
  .check(
    z.refine(
      (change) =>
        (change.status !== 'cancelled' && change.status !== 'notPossible') ||
        (change.reason !== undefined && change.reason !== ''),
      { error: 'Give a reason', path: ['reason'] },
    ),
  );
export type EnquiryStatusChange = z.infer<typeof enquiryStatusChangeSchema>;

/**
 * POST /enquiries/{id}/assign: a staff member, or null to remove the assignee (DELETE_ASSIGNEE).
 * Assigning needs ASSIGN_ENQUIRY and moves a notAssigned enquiry to assigned; removing the
 * assignee of an assigned enquiry moves it back to notAssigned.
 */
export const enquiryAssignSchema = z.object({
  assigneeId: z.nullable(recordIdSchema),
  version: updateShape.version,
});
export type EnquiryAssign = z.infer<typeof enquiryAssignSchema>;

export const CLIENT_DECISIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
] as const;
export const clientDecisionSchema = z.enum(['pending', 'accepted', 'declined']);
export type ClientDecision = z.infer<typeof clientDecisionSchema>;

/** A candidate property on an enquiry, with its price, cost and margin. */
export const offerLineCreateSchema = z.object({
  enquiryId: idSchema,
  propertyId: idSchema,
  landlordCostPerNight: moneySchema,
  sellingPricePerNight: moneySchema,
  nights: z.number().check(z.int(), z.gte(1), z.lte(3650)),
  notes: z.string().check(z.trim(), z.maxLength(2_000)),
});
export type OfferLineCreate = z.infer<typeof offerLineCreateSchema>;

export const offerLineUpdateSchema = z.extend(
  z.partial(z.omit(offerLineCreateSchema, { enquiryId: true, propertyId: true })),
  { status: z.optional(offerStatusSchema), ...updateShape },
);
export type OfferLineUpdate = z.infer<typeof offerLineUpdateSchema>;

export const offerLineSchema = z.extend(offerLineCreateSchema, {
  ...recordShape,
  status: offerStatusSchema,
  totalCost: moneySchema,
  totalPrice: moneySchema,
  /** (price − cost) / price in percent; null when the price is zero. */
  marginPercent: z.nullable(signedPercentageSchema),
  /** Why the line needs approval (margin below the floor, price over budget), if it does. */
  costWarning: z.nullable(z.string()),
  holdExpiresAt: z.nullable(timestampSchema),
  landlordConfirmedAt: z.nullable(timestampSchema),
  offeredAt: z.nullable(timestampSchema),
  clientDecision: clientDecisionSchema,
});
export type OfferLine = z.infer<typeof offerLineSchema>;

// ---------------------------------------------------------------------------------------------
// The enquiry workflow as the server enforces it, and the API's shapes.

/**
 * Statuses the plain status endpoint never sets, with the action that does:
 * - booked: only accepting an offer line (POST …/offers/{offerId}/accept);
 * - assigned / notAssigned: assigning or removing the assignee (POST …/assign).
 */
export const ENQUIRY_ACTION_ONLY_TARGETS = {
  booked: 'An enquiry is booked by accepting an offer',
  assigned: 'An enquiry is assigned through Assign enquiry',
  notAssigned: 'An enquiry goes back to Not Assigned by removing its assignee or by a reset',
} as const satisfies Partial<Record<WorkflowStatus, string>>;

/** Approving or refusing an approval (awaitingApproval → approved | pending): masteradmin and above. */
export const ENQUIRY_APPROVAL_ROLES = ['masteradmin', 'system_admin'] as const satisfies Role[];
export const ENQUIRY_APPROVAL_MESSAGE =
  'Only a masteradmin or a system admin can approve or refuse an enquiry awaiting approval';

export function isEnquiryApprovalMove(from: WorkflowStatus, to: WorkflowStatus): boolean {
  return from === 'awaitingApproval' && (to === 'approved' || to === 'pending');
}

/** The message of a transition the table does not hold: "An enquiry cannot move from Pending to Booked". */
export function illegalTransitionMessage(from: WorkflowStatus, to: WorkflowStatus): string {
  return `An enquiry cannot move from ${workflowStatusLabel(from)} to ${workflowStatusLabel(to)}`;
}

/** Why a status change is refused: 422 for the table and the action-only targets, 403 for the role. */
export type EnquiryTransitionCheck =
  | { ok: true }
  | { ok: false; reason: 'illegal' | 'actionOnly'; message: string }
  | { ok: false; reason: 'role'; message: string };

/**
 * Whether `role` may move an enquiry from `from` to `to` through the status endpoint: the
 * transition table (ENQUIRY_TRANSITIONS), minus the targets set by their own action, minus the
 * approval moves for roles below masteradmin.
 */
export function checkEnquiryStatusChange(
  from: WorkflowStatus,
  to: WorkflowStatus,
  role: Role | null | undefined,
): EnquiryTransitionCheck {
  const targets: readonly WorkflowStatus[] = ENQUIRY_TRANSITIONS[from] ?? [];
  if (!targets.includes(to)) {
    return { ok: false, reason: 'illegal', message: illegalTransitionMessage(from, to) };
  }
  if (to in ENQUIRY_ACTION_ONLY_TARGETS) {
    return {
      ok: false,
      reason: 'actionOnly',
      message: ENQUIRY_ACTION_ONLY_TARGETS[to as keyof typeof ENQUIRY_ACTION_ONLY_TARGETS],
    };
  }
  if (
    isEnquiryApprovalMove(from, to) &&
    !(ENQUIRY_APPROVAL_ROLES as readonly string[]).includes(role ?? '')
  ) {
    return { ok: false, reason: 'role', message: ENQUIRY_APPROVAL_MESSAGE };
  }
  return { ok: true };
}

/** The statuses the change-status modal offers this role (EnquiryView.nextStatuses). */
export function enquiryStatusChoices(
  from: WorkflowStatus,
  role: Role | null | undefined,
): WorkflowStatus[] {
  const targets: readonly WorkflowStatus[] = ENQUIRY_TRANSITIONS[from] ?? [];
  return targets.filter((to) => checkEnquiryStatusChange(from, to, role).ok);
}

/**
 * The statuses each tab of the list holds; null = any status. Every tab but `deleted` leaves
 * deleted enquiries out; `deleted` holds only them; `yourEnquiries` is those assigned to the caller.
 */
export const ENQUIRY_TAB_STATUSES = {
  overview: null,
  notAssigned: ['notAssigned'],
  yourEnquiries: null,
  assigned: ['assigned'],
  pending: ['pending'],
  awaitingApproval: ['awaitingApproval'],
  approved: ['approved'],
  awaitingResponse: ['awaitingResponse'],
  offeredOut: ['offeredOut'],
  cancelled: ['cancelled', 'notPossible'],
  archived: ['archived'],
  deleted: null,
} as const satisfies Record<EnquiryTab, readonly WorkflowStatus[] | null>;

/** Whether an enquiry belongs in a tab, for the user `userId` (the server's SQL says the same). */
export function isEnquiryInTab(
  tab: EnquiryTab,
  enquiry: { status: WorkflowStatus; assigneeId: string | null; deleted: boolean },
  userId: string,
): boolean {
  if (tab === 'deleted') return enquiry.deleted;
  if (enquiry.deleted) return false;
  if (tab === 'yourEnquiries') return enquiry.assigneeId === userId;
  const statuses: readonly WorkflowStatus[] | null = ENQUIRY_TAB_STATUSES[tab];
  return statuses === null || statuses.includes(enquiry.status);
}

/** The enquiry tabs a role sees, in display order (spec §6). */
export function enquiryTabsFor(role: Role | null | undefined): EnquiryTab[] {
  return ENQUIRY_TABS.filter((tab) => can(role, tab.permission)).map((tab) => tab.value);
}

// The list.

export const ENQUIRY_DEFAULT_SORT = '-receivedAt' as const;

/** The respond-by filters of the list: past it now, or past it by the end of today. */
export const ENQUIRY_DUE_FILTERS = ['overdue', 'today'] as const;
export type EnquiryDueFilter = (typeof ENQUIRY_DUE_FILTERS)[number];
export const CHECK_IN_RANGE_MESSAGE = 'checkInTo must not be before checkInFrom';

/**
 * GET /api/v1/enquiries. `tab` absent = the first tab the caller may see; a tab the caller may
 * not see is a 403. `search` matches the reference, the company's name, the guests' names and the
 * client reference. `sort` defaults to -receivedAt (newest first); respondBy counts an
 * enquiry without one as latest. The page size is 29 (spec §9).
 */
export const enquiryListQuerySchema = z
  .extend(pageQuerySchema, {
    tab: z.optional(z.enum(ENQUIRY_TABS.map((tab) => tab.value) as [EnquiryTab, ...EnquiryTab[]])),
    sort: z._default(sortParamSchema(ENQUIRY_SORTS), ENQUIRY_DEFAULT_SORT),
    status: z.optional(workflowStatusSchema),
    assigneeId: z.optional(recordIdSchema),
    companyId: z.optional(recordIdSchema),
    agentId: z.optional(recordIdSchema),
    /** Enquiries with this guest among their guests (the guest page). */
    guestId: z.optional(recordIdSchema),
    checkInFrom: z.optional(calendarDateSchema),
    checkInTo: z.optional(calendarDateSchema),
    priority: z.optional(prioritySchema),
    /**
     * Open enquiries whose respond-by time has passed (`overdue`) or passes before the end of
     * today in the configured time zone (`today`, the overdue ones included).
     */
    due: z.optional(z.enum(ENQUIRY_DUE_FILTERS)),
    /** Enquiries received on this day (in the configured time zone) or later. */
    receivedFrom: z.optional(calendarDateSchema),
  })
  .check(
    z.refine(
      (query) =>
        query.checkInFrom === undefined ||
        query.checkInTo === undefined ||
        query.checkInTo >= query.checkInFrom,
      { error: CHECK_IN_RANGE_MESSAGE, path: ['checkInTo'] },
    ),
  );
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;
export type EnquiryListQueryInput = z.input<typeof enquiryListQuerySchema>;

/** A linked record as the enquiry shows it. */
export const namedRefSchema = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;
export const staffRefSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  imageUrl: z.optional(z.nullable(z.string())),
});
export type StaffRef = z.infer<typeof staffRefSchema>;

/** One row of the enquiries list. */
export const enquiryListItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: workflowStatusSchema,
  priority: prioritySchema,
  source: enquirySourceSchema,
  receivedAt: timestampSchema,
  respondBy: z.nullable(timestampSchema),
  checkIn: calendarDateSchema,
  checkOut: z.nullable(calendarDateSchema),
  company: z.nullable(namedRefSchema),
  agent: z.nullable(namedRefSchema),
  assignee: z.nullable(staffRefSchema),
  guests: z.array(namedRefSchema),
  /** The location's city, else its one-line address. */
  location: z.string(),
  adults: z.number().check(z.int()),
  children: z.number().check(z.int()),
  budget: z.nullable(budgetSchema),
  clientReference: z.string(),
  /** Offer lines not closed as Unsuitable. */
  offerCount: z.number().check(z.int(), z.nonnegative()),
  deleted: z.boolean(),
  version: z.number().check(z.int()),
});
export type EnquiryListItem = z.infer<typeof enquiryListItemSchema>;

/** The list answer: items, total, page, pageCount, pageSize and tabCounts (the caller's tabs). */
export const enquiryListSchema = pagedSchema(enquiryListItemSchema);
export type EnquiryList = z.infer<typeof enquiryListSchema>;

/** GET /api/v1/enquiries/{id}: the record page. */
export const enquiryViewSchema = z.extend(enquirySchema, {
  createdBy: z.nullable(staffRefSchema),
  assignee: z.nullable(staffRefSchema),
  company: z.nullable(namedRefSchema),
  subcompany: z.nullable(namedRefSchema),
  billingCompany: z.nullable(namedRefSchema),
  agent: z.nullable(namedRefSchema),
  guests: z.array(z.extend(namedRefSchema, { email: z.string() })),
  /** The public property request it was converted from, if any. */
  propertyRequestId: z.nullable(z.string()),
  offerCount: z.number().check(z.int(), z.nonnegative()),
  /** The statuses this caller may move it to through the status endpoint. */
  nextStatuses: z.array(workflowStatusSchema),
  /** Whether the reset modal may be offered (the status allows it; ASSIGN_ENQUIRY is checked apart). */
  canReset: z.boolean(),
});
export type EnquiryView = z.infer<typeof enquiryViewSchema>;

// Actions.

/** POST /enquiries/{id}/reset: back to notAssigned, assignee cleared, open offer lines closed. */
export const enquiryResetSchema = z.object({ version: updateShape.version });
export type EnquiryReset = z.infer<typeof enquiryResetSchema>;

/** PUT /enquiries/{id}/note: the 'edit note' modal. */
export const enquiryNoteSchema = z.object({
  notes: boundedText(TEXT_LIMITS.notes),
  version: updateShape.version,
});
export type EnquiryNote = z.infer<typeof enquiryNoteSchema>;

/**
 * GET /enquiries/duplicates: open enquiries of the company whose dates overlap. Until the form
 * has both a company and a check-in there is nothing to compare: the answer is empty.
 */
export const enquiryDuplicatesQuerySchema = z
  .object({
    companyId: z.optional(recordIdSchema),
    checkIn: z.optional(calendarDateSchema),
    /** Open-ended when absent. */
    checkOut: z.optional(calendarDateSchema),
    excludeId: z.optional(recordIdSchema),
  })
  .check(
    z.refine((query) => !query.checkOut || !query.checkIn || query.checkOut > query.checkIn, {
      error: 'Check-out must be after check-in',
      path: ['checkOut'],
    }),
  );
export type EnquiryDuplicatesQuery = z.infer<typeof enquiryDuplicatesQuerySchema>;
export const enquiryDuplicatesSchema = z.object({ data: z.array(enquiryListItemSchema) });

/** GET /enquiries/assignees: staff who may be assigned (roles holding ASSIGN_ENQUIRY… or any staff). */
export const enquiryAssigneeSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  role: z.string(),
});
export type EnquiryAssignee = z.infer<typeof enquiryAssigneeSchema>;
export const enquiryAssigneesSchema = z.object({ data: z.array(enquiryAssigneeSchema) });

/** What an activity entry records. */
export const ENQUIRY_EVENT_KINDS = [
  'created',
  'updated',
  'status',
  'assigned',
  'unassigned',
  'reset',
  'note',
  'deleted',
  'restored',
  'converted',
  'offer',
  'booked',
] as const;
export const enquiryEventKindSchema = z.enum(ENQUIRY_EVENT_KINDS);
export type EnquiryEventKind = z.infer<typeof enquiryEventKindSchema>;

/** One entry of the activity: who, when, what, the values before and after. */
export const enquiryActivityEntrySchema = z.object({
  id: z.string(),
  at: timestampSchema,
  actor: z.nullable(staffRefSchema),
  kind: enquiryEventKindSchema,
  /** One line in English, e.g. "Status: Pending → Awaiting Response". */
  summary: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type EnquiryActivityEntry = z.infer<typeof enquiryActivityEntrySchema>;
/** GET /enquiries/{id}/activity, newest first. */
export const enquiryActivitySchema = z.object({ data: z.array(enquiryActivityEntrySchema) });

/**
 * POST /api/v1/property-requests/{requestId}/convert: the stored public request becomes an
 * enquiry (source publicForm) in one step. Everything is optional: the request's own data is
 * kept, and what is given here (the company the booker belongs to, a priority…) is added.
 */
export const propertyRequestConvertSchema = z.object({
  version: updateShape.version,
  companyId: z.optional(z.nullable(recordIdSchema)),
  agentId: z.optional(z.nullable(recordIdSchema)),
  priority: z.optional(prioritySchema),
});
export type PropertyRequestConvert = z.infer<typeof propertyRequestConvertSchema>;

import { z } from 'zod/mini';
import { type Option, type OptionValue, optionSchema } from './options';

export interface WorkflowStatusDefinition extends Option {
  /** The short code of spec §4 shown on status chips. */
  readonly code: string;
}

/**
 * Enquiry and booking workflow statuses with their short codes exactly as spec §4 gives them.
 * Note: awaitingResponse and archived share the code AR; a code therefore does not identify a
 * status, so statuses are always stored and sent by value.
 */
export const WORKFLOW_STATUSES = [
  { value: 'notAssigned', code: 'NA', label: 'Not Assigned' },
  { value: 'assigned', code: 'AA', label: 'Assigned' },
  { value: 'pending', code: 'PP', label: 'Pending' },
  { value: 'approved', code: 'AP', label: 'Approved' },
  { value: 'awaitingApproval', code: 'AW', label: 'Awaiting Approval' },
  { value: 'awaitingResponse', code: 'AR', label: 'Awaiting Response' },
  { value: 'offeredOut', code: 'OO', label: 'Offered Out' },
  { value: 'booked', code: 'BK', label: 'Booked' },
  { value: 'complete', code: 'CP', label: 'Complete' },
  { value: 'cancelled', code: 'CN', label: 'Cancelled' },
  { value: 'notPossible', code: 'NP', label: 'Not Possible' },
  { value: 'archived', code: 'AR', label: 'Archived' },
] as const satisfies readonly WorkflowStatusDefinition[];
export type WorkflowStatus = OptionValue<typeof WORKFLOW_STATUSES>;
export const workflowStatusSchema = optionSchema(WORKFLOW_STATUSES);

export function workflowStatusCode(status: WorkflowStatus): string {
  return WORKFLOW_STATUSES.find((definition) => definition.value === status)?.code ?? '';
}

export function workflowStatusLabel(status: WorkflowStatus): string {
  return WORKFLOW_STATUSES.find((definition) => definition.value === status)?.label ?? status;
}

/** Booking stay states (spec §4), following the dates. */
export const STAY_STATES = [
  { value: 'none', label: 'None' },
  { value: 'checkIn', label: 'Check In' },
  { value: 'active', label: 'Active' },
  { value: 'checkOut', label: 'Check Out' },
  { value: 'extended', label: 'Extended' },
  { value: 'needsAttention', label: 'Needs Attention' },
] as const;
export type StayState = OptionValue<typeof STAY_STATES>;
export const stayStateSchema = optionSchema(STAY_STATES);

/** Property offer (offer line) statuses; awaitingResponse reads Hold and rejected Unsuitable. */
export const OFFER_STATUSES = [
  { value: 'notApproved', label: 'Not Approved' },
  { value: 'approved', label: 'Approved' },
  { value: 'awaitingResponse', label: 'Hold' },
  { value: 'offeredOut', label: 'Offered Out' },
  { value: 'rejected', label: 'Unsuitable' },
] as const;
export type OfferStatus = OptionValue<typeof OFFER_STATUSES>;
export const offerStatusSchema = optionSchema(OFFER_STATUSES);

/** The landlord traffic-light system, from no data (gray) to avoid (red). */
export const TRAFFIC_LIGHTS = [
  { value: 'gray', label: 'Gray' },
  { value: 'green', label: 'Green' },
  { value: 'orange', label: 'Orange' },
  { value: 'yellow', label: 'Yellow' },
  { value: 'red', label: 'Red' },
] as const;
export type TrafficLight = OptionValue<typeof TRAFFIC_LIGHTS>;
export const trafficLightSchema = optionSchema(TRAFFIC_LIGHTS);

/** Enquiry states in which the client's need is still being worked. */
export const OPEN_ENQUIRY_STATUSES = [
  'notAssigned',
  'assigned',
  'pending',
  'awaitingApproval',
  'approved',
  'awaitingResponse',
  'offeredOut',
] as const satisfies readonly WorkflowStatus[];

/**
 * The enquiry transitions (from → allowed targets); the server refuses any other.
 * - notAssigned → assigned (ASSIGN_ENQUIRY); assigned → notAssigned when the assignee is removed
 *   (DELETE_ASSIGNEE), or → pending when sourcing starts.
 * - pending → awaitingApproval (an offer outside policy) | awaitingResponse (held with the landlord).
 * - awaitingApproval → approved | pending (refused, back to sourcing).
 * - approved → awaitingResponse.
 * - awaitingResponse → pending (landlord declined) | offeredOut.
 * - offeredOut → booked (client chose a line) | pending (client declined all).
 * - booked → complete | cancelled (the booking fell through before the stay).
 * - every open state → cancelled | notPossible.
 * - complete | cancelled | notPossible → archived. archived is final.
 * Reset is separate (its own modal and ENQUIRY_RESETTABLE_STATUSES); deleting is a flag, not a status.
 */
export const ENQUIRY_TRANSITIONS = {
  notAssigned: ['assigned', 'cancelled', 'notPossible'],
  assigned: ['notAssigned', 'pending', 'cancelled', 'notPossible'],
  pending: ['awaitingApproval', 'awaitingResponse', 'cancelled', 'notPossible'],
  awaitingApproval: ['approved', 'pending', 'cancelled', 'notPossible'],
  approved: ['awaitingResponse', 'cancelled', 'notPossible'],
  awaitingResponse: ['pending', 'offeredOut', 'cancelled', 'notPossible'],
  offeredOut: ['booked', 'pending', 'cancelled', 'notPossible'],
  booked: ['complete', 'cancelled'],
  complete: ['archived'],
  cancelled: ['archived'],
  notPossible: ['archived'],
  archived: [],
} as const satisfies Record<WorkflowStatus, readonly WorkflowStatus[]>;

export function canTransitionEnquiry(from: WorkflowStatus, to: WorkflowStatus): boolean {
  const targets: readonly WorkflowStatus[] = ENQUIRY_TRANSITIONS[from] ?? [];
  return targets.includes(to);
}

export function nextEnquiryStatuses(from: WorkflowStatus): readonly WorkflowStatus[] {
  return ENQUIRY_TRANSITIONS[from] ?? [];
}

/**
 * Reset (the reset-enquiry modal) returns an enquiry to notAssigned and clears its assignee and
 * offer lines. It is allowed while the need is open or was lost, not once a booking exists
 * (booked, complete) or after archiving.
 */
export const ENQUIRY_RESETTABLE_STATUSES = [
  'assigned',
  'pending',
  'awaitingApproval',
  'approved',
  'awaitingResponse',
  'offeredOut',
  'cancelled',
  'notPossible',
] as const satisfies readonly WorkflowStatus[];

export function canResetEnquiry(from: WorkflowStatus): boolean {
  return (ENQUIRY_RESETTABLE_STATUSES as readonly WorkflowStatus[]).includes(from);
}

export function isOpenEnquiryStatus(status: WorkflowStatus): boolean {
  return (OPEN_ENQUIRY_STATUSES as readonly WorkflowStatus[]).includes(status);
}

/** Invoice life cycle: an issued invoice is never edited, only credited. */
export const INVOICE_STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'issued', label: 'Issued' },
  { value: 'partPaid', label: 'Part Paid' },
  { value: 'paid', label: 'Paid' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'void', label: 'Void' },
  { value: 'credited', label: 'Credited' },
] as const;
export type InvoiceStatus = OptionValue<typeof INVOICE_STATUSES>;
export const invoiceStatusSchema = optionSchema(INVOICE_STATUSES);

/** Only a draft may be edited; everything else is corrected with a credit note. */
export function isInvoiceEditable(status: InvoiceStatus): boolean {
  return status === 'draft';
}

export const BANK_PAYMENT_STATUSES = [
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'partlyMatched', label: 'Partly Matched' },
  { value: 'matched', label: 'Matched' },
  { value: 'ignored', label: 'Ignored' },
] as const;
export type BankPaymentStatus = OptionValue<typeof BANK_PAYMENT_STATUSES>;
export const bankPaymentStatusSchema = optionSchema(BANK_PAYMENT_STATUSES);

export const TASK_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'inProgress', label: 'In Progress' },
  { value: 'done', label: 'Done' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type TaskStatus = OptionValue<typeof TASK_STATUSES>;
export const taskStatusSchema = optionSchema(TASK_STATUSES);

export const PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
] as const;
export type Priority = OptionValue<typeof PRIORITIES>;
export const prioritySchema = optionSchema(PRIORITIES);

export const ACTIVE_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;
export type ActiveStatus = OptionValue<typeof ACTIVE_STATUSES>;
export const activeStatusSchema = optionSchema(ACTIVE_STATUSES);

/** Zod enum of the plain workflow status values, for query strings. */
export const workflowStatusListSchema = z.array(workflowStatusSchema);

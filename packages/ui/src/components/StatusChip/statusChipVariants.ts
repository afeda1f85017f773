/** Enquiry and booking workflow statuses (spec §4), in the spec's order. */
export const workflowStatuses = [
  'notAssigned',
  'assigned',
  'pending',
  'approved',
  'awaitingApproval',
  'awaitingResponse',
  'offeredOut',
  'booked',
  'complete',
  'cancelled',
  'notPossible',
  'archived',
] as const;
export type WorkflowStatus = (typeof workflowStatuses)[number];

/**
 * The short codes exactly as spec §4 gives them. awaitingResponse and archived share 'AR', so a
 * code alone never names a status: the chip always carries the label for assistive technology.
 */
export const workflowStatusCodes = {
  notAssigned: 'NA',
  assigned: 'AA',
  pending: 'PP',
  approved: 'AP',
  awaitingApproval: 'AW',
  awaitingResponse: 'AR',
  offeredOut: 'OO',
  booked: 'BK',
  complete: 'CP',
  cancelled: 'CN',
  notPossible: 'NP',
  archived: 'AR',
} as const satisfies Record<WorkflowStatus, string>;

export const workflowStatusLabels = {
  notAssigned: 'Not Assigned',
  assigned: 'Assigned',
  pending: 'Pending',
  approved: 'Approved',
  awaitingApproval: 'Awaiting Approval',
  awaitingResponse: 'Awaiting Response',
  offeredOut: 'Offered Out',
  booked: 'Booked',
  complete: 'Complete',
  cancelled: 'Cancelled',
  notPossible: 'Not Possible',
  archived: 'Archived',
} as const satisfies Record<WorkflowStatus, string>;

/** Property offer statuses (spec §4). */
export const offerStatuses = [
  'notApproved',
  'approved',
  'awaitingResponse',
  'offeredOut',
  'rejected',
] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** The spec shows awaitingResponse as 'Hold' and rejected as 'Unsuitable'. */
export const offerStatusLabels = {
  notApproved: 'Not Approved',
  approved: 'Approved',
  awaitingResponse: 'Hold',
  offeredOut: 'Offered Out',
  rejected: 'Unsuitable',
} as const satisfies Record<OfferStatus, string>;

/** Booking stay states (spec §4). */
export const stayStates = [
  'none',
  'active',
  'needsAttention',
  'checkIn',
  'checkOut',
  'extended',
] as const;
export type StayState = (typeof stayStates)[number];

export const stayStateLabels = {
  none: 'None',
  active: 'Active',
  needsAttention: 'Needs Attention',
  checkIn: 'Check In',
  checkOut: 'Check Out',
  extended: 'Extended',
} as const satisfies Record<StayState, string>;

/** The landlord traffic light (spec §3). */
export const trafficLights = ['gray', 'green', 'orange', 'yellow', 'red'] as const;
export type TrafficLight = (typeof trafficLights)[number];

export const trafficLightLabels = {
  gray: 'Gray',
  green: 'Green',
  orange: 'Orange',
  yellow: 'Yellow',
  red: 'Red',
} as const satisfies Record<TrafficLight, string>;

export const statusChipKinds = ['workflow', 'offer', 'stay', 'trafficLight'] as const;
export type StatusChipKind = (typeof statusChipKinds)[number];

/** What a workflow chip shows; the label is always its accessible name. */
export const statusChipDisplays = ['label', 'code', 'codeAndLabel'] as const;
export type StatusChipDisplay = (typeof statusChipDisplays)[number];

export const statusChipSizes = ['small', 'standard'] as const;
export type StatusChipSize = (typeof statusChipSizes)[number];

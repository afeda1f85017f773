/**
 * The tabs and server sorts of each list, apart from the list's schemas: the app's list keys (built
 * in its entry, to prefetch a route's data) read them here without carrying the zod schemas of the
 * entity along. The entity modules build their query schemas from them.
 */

export const LANDLORD_TABS = ['active', 'deleted'] as const;
export type LandlordTab = (typeof LANDLORD_TABS)[number];

export const LANDLORD_SORTS = [
  'name',
  'historicalBookings',
  'joinedAt',
  'createdAt',
  'updatedAt',
] as const;
export type LandlordSort = (typeof LANDLORD_SORTS)[number];

/** Tabs of the guests list, in display order; every role with CLIENTS sees both. */
export const CLIENT_TABS = ['active', 'deleted'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

/** Sort keys of the guests list; `name` orders by last name, then first name. */
export const CLIENT_SORTS = ['name', 'createdAt', 'updatedAt'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** Tabs of the agents list: active and inactive are the agent's status, deleted the soft-deleted. */
export const AGENT_TABS = ['active', 'inactive', 'deleted'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];

export const AGENT_SORTS = ['name', 'commissionPercent', 'createdAt', 'updatedAt'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

export const INVOICE_TABS = [
  'all',
  'draft',
  'issued',
  'partPaid',
  'overdue',
  'paid',
  'credited',
  'void',
  'deleted',
] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

export const INVOICE_SORTS = ['createdAt', 'number', 'issueDate', 'dueDate', 'updatedAt'] as const;

export const BOOKING_SORTS = [
  'checkIn',
  'checkOut',
  'reference',
  'createdAt',
  'updatedAt',
] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

export const ENQUIRY_SORTS = [
  'receivedAt',
  'respondBy',
  'checkIn',
  'reference',
  'priority',
  'updatedAt',
] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

/**
 * Tabs of the tasks list: open (open or in progress), mine (open ones assigned to the caller),
 * overdue (open ones past their due time), done, all (every live task, cancelled ones too) and
 * deleted.
 */
export const TASK_TABS = ['open', 'mine', 'overdue', 'done', 'all', 'deleted'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

export const TASK_SORTS = ['dueAt', 'priority', 'title', 'createdAt', 'updatedAt'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const TRACKER_TABS = ['active', 'open', 'waiting', 'done', 'dropped', 'all'] as const;
export type TrackerTab = (typeof TRACKER_TABS)[number];

export const TRACKER_SORTS = ['dueAt', 'createdAt', 'updatedAt', 'kind'] as const;
export type TrackerSort = (typeof TRACKER_SORTS)[number];

import { z } from 'zod/mini';
import {
  type BookingTabPermission,
  can,
  type EnquiryTabPermission,
  type Permission,
} from './permissions';
import type { Role } from './roles';

/** Spec §3 "Tab definition": the label shown, the value sent as `tab`, and the permission it needs. */
export interface TabDefinition<V extends string = string, P extends Permission = Permission> {
  readonly name: string;
  readonly value: V;
  readonly permission: P;
}

/** Enquiry list tabs in display order; the values are what `?tab=` carries to the server. */
export const ENQUIRY_TABS = [
  { name: 'Overview', value: 'overview', permission: 'ENQUIRY_TAB_OVERVIEW' },
  { name: 'Not Assigned', value: 'notAssigned', permission: 'ENQUIRY_TAB_NOT_ASSIGNED' },
  { name: 'Your Enquiries', value: 'yourEnquiries', permission: 'ENQUIRY_TAB_YOUR_ENQUIRIES' },
  { name: 'Assigned', value: 'assigned', permission: 'ENQUIRY_TAB_ASSIGNED' },
  { name: 'Pending', value: 'pending', permission: 'ENQUIRY_TAB_PENDING' },
  {
    name: 'Awaiting Approval',
    value: 'awaitingApproval',
    permission: 'ENQUIRY_TAB_AWAITING_APPROVAL',
  },
  { name: 'Approved', value: 'approved', permission: 'ENQUIRY_TAB_APPROVED' },
  {
    name: 'Awaiting Response',
    value: 'awaitingResponse',
    permission: 'ENQUIRY_TAB_AWAITING_RESPONSE',
  },
  { name: 'Offered Out', value: 'offeredOut', permission: 'ENQUIRY_TAB_OFFERED_OUT' },
  { name: 'Cancelled', value: 'cancelled', permission: 'ENQUIRY_TAB_CANCELLED' },
  { name: 'Archived', value: 'archived', permission: 'ENQUIRY_TAB_ARCHIVED' },
  { name: 'Deleted', value: 'deleted', permission: 'ENQUIRY_TAB_DELETED' },
] as const satisfies readonly TabDefinition<string, EnquiryTabPermission>[];

export const BOOKING_TABS = [
  { name: 'Overview', value: 'overview', permission: 'BOOKING_TAB_OVERVIEW' },
  { name: 'Your Bookings', value: 'yourBookings', permission: 'BOOKING_TAB_YOUR_BOOKINGS' },
  { name: 'Urgent', value: 'urgent', permission: 'BOOKING_TAB_URGENT' },
  {
    name: 'Needs Attention',
    value: 'needsAttention',
    permission: 'BOOKING_TAB_NEEDS_ATTENTION',
  },
  { name: 'Check In', value: 'checkIn', permission: 'BOOKING_TAB_CHECK_IN' },
  { name: 'Active', value: 'active', permission: 'BOOKING_TAB_ACTIVE' },
  { name: 'Check Out', value: 'checkOut', permission: 'BOOKING_TAB_CHECK_OUT' },
  { name: 'Extended', value: 'extended', permission: 'BOOKING_TAB_EXTENDED' },
  { name: 'Completed', value: 'completed', permission: 'BOOKING_TAB_COMPLETED' },
] as const satisfies readonly TabDefinition<string, BookingTabPermission>[];

export type EnquiryTab = (typeof ENQUIRY_TABS)[number]['value'];
export type BookingTab = (typeof BOOKING_TABS)[number]['value'];

export const enquiryTabSchema = z.enum(ENQUIRY_TABS.map((tab) => tab.value) as EnquiryTab[]);
export const bookingTabSchema = z.enum(BOOKING_TABS.map((tab) => tab.value) as BookingTab[]);

/** Spec §6: a tab appears only if the role passes the check for the tab's permission. */
export function visibleTabs<T extends TabDefinition>(
  role: Role | null | undefined,
  tabs: readonly T[],
): T[] {
  return tabs.filter((tab) => can(role, tab.permission));
}

/** The tab a list opens on: the first one the role may see. */
export function defaultTab<T extends TabDefinition>(
  role: Role | null | undefined,
  tabs: readonly T[],
): T | undefined {
  return visibleTabs(role, tabs)[0];
}

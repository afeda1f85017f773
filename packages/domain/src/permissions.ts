import { z } from 'zod/mini';
import { isRole, type Role, roleSchema } from './roles';

const ALL_ROLES = ['user', 'moderator', 'admin', 'masteradmin', 'system_admin'] as const;
const ADMIN_AND_ABOVE = ['admin', 'masteradmin', 'system_admin'] as const;
const MASTERADMIN_AND_ABOVE = ['masteradmin', 'system_admin'] as const;
const SYSTEM_ADMIN_ONLY = ['system_admin'] as const;

/** Navigation areas of spec §6: each gates a sidebar entry and its routes. */
export const NAVIGATION_PERMISSIONS = {
  HOME: ALL_ROLES,
  CLIENTS: ALL_ROLES,
  AGENTS: ALL_ROLES,
  PROPERTIES: ALL_ROLES,
  BOOKINGS: ALL_ROLES,
  INVOICES: ALL_ROLES,
  ENQUIRIES: ALL_ROLES,
  COMPANIES: ALL_ROLES,
  TRACKER: ALL_ROLES,
  LANDLORDS: ALL_ROLES,
  ACCOUNTS: MASTERADMIN_AND_ABOVE,
  ADMINISTRATION: SYSTEM_ADMIN_ONLY,
  REPORTING: ['user', 'moderator', 'masteradmin', 'system_admin'],
  HELP: ['user'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * Actions of spec §6. ACCOUNT_ROLE is the "ACCOUNT_ROLE data" row: changing the role of an account.
 */
export const ACTION_PERMISSIONS = {
  DELETE_PROPERTY: MASTERADMIN_AND_ABOVE,
  ACCOUNT_DATA: MASTERADMIN_AND_ABOVE,
  DELETE_LANDLORD: MASTERADMIN_AND_ABOVE,
  ENQUIRIES_REPORT: MASTERADMIN_AND_ABOVE,
  COST_AUDIT_TRAIL: MASTERADMIN_AND_ABOVE,
  ASSIGN_ENQUIRY: ADMIN_AND_ABOVE,
  DELETE_ASSIGNEE: ADMIN_AND_ABOVE,
  DELETE_ENQUIRY: ADMIN_AND_ABOVE,
  DELETE_ENQUIRY_PERMANENTLY: SYSTEM_ADMIN_ONLY,
  DELETE_BOOKING_PERMANENTLY: SYSTEM_ADMIN_ONLY,
  ACCOUNT_ROLE: SYSTEM_ADMIN_ONLY,
} as const satisfies Record<string, readonly Role[]>;

/**
 * Finance actions beyond spec §6, whose areas let every role into Invoices: who may issue or
 * void an invoice, issue a credit note, change the tax rates and invoice items, connect to and
 * export to accounting, and record or match bank payments. These defaults hold until
 * Administration grants an action to other roles (see RoleGrants).
 */
export const FINANCE_PERMISSIONS = {
  ISSUE_INVOICE: MASTERADMIN_AND_ABOVE,
  VOID_INVOICE: MASTERADMIN_AND_ABOVE,
  ISSUE_CREDIT_NOTE: MASTERADMIN_AND_ABOVE,
  MANAGE_TAX_RATES_AND_ITEMS: MASTERADMIN_AND_ABOVE,
  EXPORT_JOURNALS: MASTERADMIN_AND_ABOVE,
  MATCH_BANK_PAYMENTS: MASTERADMIN_AND_ABOVE,
} as const satisfies Record<string, readonly Role[]>;

/** Enquiry list tabs of spec §6, named ENQUIRY_TAB_<tab>. */
export const ENQUIRY_TAB_PERMISSIONS = {
  ENQUIRY_TAB_OVERVIEW: ADMIN_AND_ABOVE,
  ENQUIRY_TAB_NOT_ASSIGNED: ADMIN_AND_ABOVE,
  ENQUIRY_TAB_AWAITING_APPROVAL: MASTERADMIN_AND_ABOVE,
  ENQUIRY_TAB_DELETED: SYSTEM_ADMIN_ONLY,
  ENQUIRY_TAB_PENDING: ALL_ROLES,
  ENQUIRY_TAB_APPROVED: ALL_ROLES,
  ENQUIRY_TAB_ASSIGNED: ALL_ROLES,
  ENQUIRY_TAB_CANCELLED: ALL_ROLES,
  ENQUIRY_TAB_AWAITING_RESPONSE: ALL_ROLES,
  ENQUIRY_TAB_OFFERED_OUT: ALL_ROLES,
  ENQUIRY_TAB_YOUR_ENQUIRIES: ALL_ROLES,
  ENQUIRY_TAB_ARCHIVED: ALL_ROLES,
} as const satisfies Record<string, readonly Role[]>;

/** Booking list tabs of spec §6 (all roles), named BOOKING_TAB_<tab>. */
export const BOOKING_TAB_PERMISSIONS = {
  BOOKING_TAB_CHECK_IN: ALL_ROLES,
  BOOKING_TAB_CHECK_OUT: ALL_ROLES,
  BOOKING_TAB_ACTIVE: ALL_ROLES,
  BOOKING_TAB_OVERVIEW: ALL_ROLES,
  BOOKING_TAB_EXTENDED: ALL_ROLES,
  BOOKING_TAB_COMPLETED: ALL_ROLES,
  BOOKING_TAB_URGENT: ALL_ROLES,
  BOOKING_TAB_NEEDS_ATTENTION: ALL_ROLES,
  BOOKING_TAB_YOUR_BOOKINGS: ALL_ROLES,
} as const satisfies Record<string, readonly Role[]>;

/** The whole table of spec §6: permission name -> roles granted it. */
export const PERMISSIONS = {
  ...NAVIGATION_PERMISSIONS,
  ...ACTION_PERMISSIONS,
  ...FINANCE_PERMISSIONS,
  ...ENQUIRY_TAB_PERMISSIONS,
  ...BOOKING_TAB_PERMISSIONS,
} as const;

export type NavigationPermission = keyof typeof NAVIGATION_PERMISSIONS;
export type ActionPermission = keyof typeof ACTION_PERMISSIONS;
export type FinancePermission = keyof typeof FINANCE_PERMISSIONS;
export type EnquiryTabPermission = keyof typeof ENQUIRY_TAB_PERMISSIONS;
export type BookingTabPermission = keyof typeof BOOKING_TAB_PERMISSIONS;
export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as readonly Permission[];

export function isPermission(value: unknown): value is Permission {
  // Object.hasOwn keeps inherited names such as "toString" from passing as permissions.
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** The permissions Administration may grant per role: the finance actions, nothing of spec §6. */
export const GRANTABLE_PERMISSIONS = Object.keys(
  FINANCE_PERMISSIONS,
) as readonly FinancePermission[];

export function isGrantablePermission(value: unknown): value is FinancePermission {
  return typeof value === 'string' && Object.hasOwn(FINANCE_PERMISSIONS, value);
}

/**
 * The roles Administration granted each grantable permission, as stored; a permission left out
 * keeps its default roles of the table.
 */
export const roleGrantsSchema = z.partialRecord(
  z.enum(Object.keys(FINANCE_PERMISSIONS) as [FinancePermission, ...FinancePermission[]]),
  z.array(roleSchema),
);
export type RoleGrants = z.infer<typeof roleGrantsSchema>;

/** The roles holding a permission: the grants' for a grantable one they name, else the table's. */
export function rolesGranted(permission: Permission, grants?: RoleGrants | null): readonly Role[] {
  if (grants && isGrantablePermission(permission)) {
    const granted = grants[permission];
    if (granted !== undefined) return granted;
  }
  return PERMISSIONS[permission];
}

/**
 * The one permission check for the sidebar, tabs, buttons and server routes, with the grants
 * Administration stored for the grantable permissions (their defaults without).
 * A missing or unrecognised role, or an unknown permission, is denied.
 */
export function can(
  role: Role | null | undefined,
  permission: string,
  grants?: RoleGrants | null,
): boolean {
  if (!isRole(role) || !isPermission(permission)) return false;
  return rolesGranted(permission, grants).includes(role);
}

/** Every permission the role holds, in table order (handy for a session payload or a debug view). */
export function permissionsOf(
  role: Role | null | undefined,
  grants?: RoleGrants | null,
): Permission[] {
  return PERMISSION_NAMES.filter((permission) => can(role, permission, grants));
}

/**
 * Who may read a deleted record by id: the roles that see its list's Deleted tab (enquiries:
 * ENQUIRY_TAB_DELETED; bookings: who may delete one for good, the only ones shown the tab). Every
 * other list shows its Deleted tab to the whole of its area, so its deleted records read as its
 * live ones do.
 */
export const DELETED_RECORD_PERMISSIONS = {
  enquiry: 'ENQUIRY_TAB_DELETED',
  booking: 'DELETE_BOOKING_PERMANENTLY',
} as const satisfies Record<string, Permission>;

export type DeletedRecordKind = keyof typeof DELETED_RECORD_PERMISSIONS;

/** Whether `role` may read a deleted record of `kind` (a live one follows its area alone). */
export function canReadDeleted(role: Role | null | undefined, kind: DeletedRecordKind): boolean {
  return can(role, DELETED_RECORD_PERMISSIONS[kind]);
}

/** A change of the grants in Administration: the whole table, with the version it was read at. */
export const roleGrantsUpdateSchema = z.object({
  version: z.int().check(z.positive()),
  grants: roleGrantsSchema,
});
export type RoleGrantsUpdate = z.infer<typeof roleGrantsUpdateSchema>;

/** Each grantable permission with the roles holding it now and by default. */
export const roleGrantsViewSchema = z.object({
  version: z.int(),
  permissions: z.array(
    z.object({
      permission: z.enum(
        Object.keys(FINANCE_PERMISSIONS) as [FinancePermission, ...FinancePermission[]],
      ),
      roles: z.array(roleSchema),
      defaultRoles: z.array(roleSchema),
    }),
  ),
});
export type RoleGrantsView = z.infer<typeof roleGrantsViewSchema>;

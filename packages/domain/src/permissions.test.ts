import { describe, expect, it } from 'vitest';
import {
  ACTION_PERMISSIONS,
  BOOKING_TAB_PERMISSIONS,
  can,
  canReadDeleted,
  ENQUIRY_TAB_PERMISSIONS,
  FINANCE_PERMISSIONS,
  GRANTABLE_PERMISSIONS,
  isGrantablePermission,
  isPermission,
  NAVIGATION_PERMISSIONS,
  PERMISSION_NAMES,
  PERMISSIONS,
  permissionsOf,
  type RoleGrants,
  roleGrantsSchema,
  rolesGranted,
} from './permissions';
import { ROLES, type Role } from './roles';

/*
 * Spec §6 transcribed by hand, independently of the implementation.
 * Columns, in order: user, moderator, admin, masteradmin, system_admin. 'Y' = allowed, '.' = denied.
 */
const SPEC_MATRIX: Record<string, string> = {
  // Navigation areas
  HOME: 'YYYYY',
  CLIENTS: 'YYYYY',
  AGENTS: 'YYYYY',
  PROPERTIES: 'YYYYY',
  BOOKINGS: 'YYYYY',
  INVOICES: 'YYYYY',
  ENQUIRIES: 'YYYYY',
  COMPANIES: 'YYYYY',
  TRACKER: 'YYYYY',
  LANDLORDS: 'YYYYY',
  ACCOUNTS: '...YY',
  ADMINISTRATION: '....Y',
  REPORTING: 'YY.YY',
  HELP: 'Y....',
  // Actions
  DELETE_PROPERTY: '...YY',
  ACCOUNT_DATA: '...YY',
  DELETE_LANDLORD: '...YY',
  ENQUIRIES_REPORT: '...YY',
  COST_AUDIT_TRAIL: '...YY',
  ASSIGN_ENQUIRY: '..YYY',
  DELETE_ASSIGNEE: '..YYY',
  DELETE_ENQUIRY: '..YYY',
  DELETE_ENQUIRY_PERMANENTLY: '....Y',
  DELETE_BOOKING_PERMANENTLY: '....Y',
  ACCOUNT_ROLE: '....Y',
  // Finance actions beyond the spec: masteradmin and system_admin until Administration grants more
  ISSUE_INVOICE: '...YY',
  VOID_INVOICE: '...YY',
  ISSUE_CREDIT_NOTE: '...YY',
  MANAGE_TAX_RATES_AND_ITEMS: '...YY',
  EXPORT_JOURNALS: '...YY',
  MATCH_BANK_PAYMENTS: '...YY',
  // Enquiry tabs
  ENQUIRY_TAB_OVERVIEW: '..YYY',
  ENQUIRY_TAB_NOT_ASSIGNED: '..YYY',
  ENQUIRY_TAB_AWAITING_APPROVAL: '...YY',
  ENQUIRY_TAB_DELETED: '....Y',
  ENQUIRY_TAB_PENDING: 'YYYYY',
  ENQUIRY_TAB_APPROVED: 'YYYYY',
  ENQUIRY_TAB_ASSIGNED: 'YYYYY',
  ENQUIRY_TAB_CANCELLED: 'YYYYY',
  ENQUIRY_TAB_AWAITING_RESPONSE: 'YYYYY',
  ENQUIRY_TAB_OFFERED_OUT: 'YYYYY',
  ENQUIRY_TAB_YOUR_ENQUIRIES: 'YYYYY',
  ENQUIRY_TAB_ARCHIVED: 'YYYYY',
  // Booking tabs
  BOOKING_TAB_CHECK_IN: 'YYYYY',
  BOOKING_TAB_CHECK_OUT: 'YYYYY',
  BOOKING_TAB_ACTIVE: 'YYYYY',
  BOOKING_TAB_OVERVIEW: 'YYYYY',
  BOOKING_TAB_EXTENDED: 'YYYYY',
  BOOKING_TAB_COMPLETED: 'YYYYY',
  BOOKING_TAB_URGENT: 'YYYYY',
  BOOKING_TAB_NEEDS_ATTENTION: 'YYYYY',
  BOOKING_TAB_YOUR_BOOKINGS: 'YYYYY',
};

const SPEC_ROLES = ['user', 'moderator', 'admin', 'masteradmin', 'system_admin'] as const;

const cells = Object.entries(SPEC_MATRIX).flatMap(([permission, row]) =>
  SPEC_ROLES.map((role, column) => ({ permission, role, allowed: row[column] === 'Y' })),
);

describe('permission table of spec §6', () => {
  it('holds exactly the permissions of the spec, no more and no fewer', () => {
    expect([...PERMISSION_NAMES].sort()).toEqual(Object.keys(SPEC_MATRIX).sort());
  });

  it('checks roles in the order of the spec', () => {
    expect(ROLES).toEqual(SPEC_ROLES);
  });

  it.each(cells)('$role / $permission -> $allowed', ({ role, permission, allowed }) => {
    expect(can(role, permission)).toBe(allowed);
  });

  it('groups the permissions as the spec does', () => {
    expect(Object.keys(NAVIGATION_PERMISSIONS)).toHaveLength(14);
    expect(Object.keys(ACTION_PERMISSIONS)).toHaveLength(11);
    expect(Object.keys(FINANCE_PERMISSIONS)).toHaveLength(6);
    expect(Object.keys(ENQUIRY_TAB_PERMISSIONS)).toHaveLength(12);
    expect(Object.keys(BOOKING_TAB_PERMISSIONS)).toHaveLength(9);
    expect(Object.keys(PERMISSIONS)).toHaveLength(52);
  });
});

describe('can', () => {
  it.each(SPEC_ROLES)('denies an unknown permission to %s', (role) => {
    expect(can(role, 'LAUNCH_ROCKETS')).toBe(false);
    expect(can(role, '')).toBe(false);
    expect(can(role, 'home')).toBe(false);
  });

  it('does not treat inherited object keys as permissions', () => {
    expect(can('system_admin', 'toString')).toBe(false);
    expect(can('system_admin', 'constructor')).toBe(false);
    expect(can('system_admin', '__proto__')).toBe(false);
    expect(isPermission('hasOwnProperty')).toBe(false);
  });

  it.each(Object.keys(SPEC_MATRIX))('denies %s to a missing or unknown role', (permission) => {
    expect(can(undefined, permission)).toBe(false);
    expect(can(null, permission)).toBe(false);
    // A role string the server does not know must not slip through a type cast.
    expect(can('root' as never, permission)).toBe(false);
  });
});

describe('permissionsOf', () => {
  it('lists what a role holds', () => {
    expect(permissionsOf('user')).toContain('HELP');
    expect(permissionsOf('admin')).not.toContain('REPORTING');
    expect(permissionsOf(undefined)).toEqual([]);
    expect(permissionsOf('system_admin')).toHaveLength(51);
  });
});

describe('grants per role', () => {
  it('lets Administration grant the finance actions only', () => {
    expect([...GRANTABLE_PERMISSIONS].sort()).toEqual([
      'EXPORT_JOURNALS',
      'ISSUE_CREDIT_NOTE',
      'ISSUE_INVOICE',
      'MANAGE_TAX_RATES_AND_ITEMS',
      'MATCH_BANK_PAYMENTS',
      'VOID_INVOICE',
    ]);
    expect(isGrantablePermission('INVOICES')).toBe(false);
    expect(isGrantablePermission('toString')).toBe(false);
  });

  it('follows the stored grants for a grantable action and the table for the rest', () => {
    const grants: RoleGrants = { VOID_INVOICE: ['user', 'system_admin'] };
    expect(can('user', 'VOID_INVOICE')).toBe(false);
    expect(can('user', 'VOID_INVOICE', grants)).toBe(true);
    expect(can('masteradmin', 'VOID_INVOICE', grants)).toBe(false);
    // Other finance actions keep their defaults; the spec's own rows are never granted.
    expect(can('user', 'ISSUE_INVOICE', grants)).toBe(false);
    expect(can('masteradmin', 'ISSUE_INVOICE', grants)).toBe(true);
    const sneaky = { ADMINISTRATION: ['user'] } as never;
    expect(can('user', 'ADMINISTRATION', sneaky)).toBe(false);
    expect(rolesGranted('VOID_INVOICE', null)).toEqual(['masteradmin', 'system_admin']);
    expect(permissionsOf('user', grants)).toContain('VOID_INVOICE');
  });

  it('refuses grants naming an unknown permission or role', () => {
    expect(roleGrantsSchema.safeParse({ VOID_INVOICE: ['user'] }).success).toBe(true);
    expect(roleGrantsSchema.safeParse({ VOID_INVOICE: ['root'] }).success).toBe(false);
    expect(roleGrantsSchema.safeParse({ ADMINISTRATION: ['user'] }).success).toBe(false);
  });
});

describe('canReadDeleted', () => {
  it('gives a deleted record to the roles that see its Deleted tab', () => {
    // Spec §6 by hand: the enquiries' Deleted tab is system_admin's; the bookings' is shown to
    // who may delete one for good, system_admin.
    const readers: Record<Role, boolean> = {
      user: false,
      moderator: false,
      admin: false,
      masteradmin: false,
      system_admin: true,
    };
    for (const role of ROLES) {
      expect(canReadDeleted(role, 'enquiry'), role).toBe(readers[role]);
      expect(canReadDeleted(role, 'booking'), role).toBe(readers[role]);
    }
    expect(canReadDeleted(undefined, 'enquiry')).toBe(false);
  });
});

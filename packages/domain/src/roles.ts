import { z } from 'zod/mini';

/** Spec §6 role order, lowest to highest. The order is part of the contract: do not sort. */
export const ROLES = ['user', 'moderator', 'admin', 'masteradmin', 'system_admin'] as const;

export type Role = (typeof ROLES)[number];

export const roleSchema = z.enum(ROLES);

/** Display labels of spec §3. */
export const ROLE_LABELS = {
  user: 'User',
  moderator: 'Moderator',
  admin: 'Admin',
  masteradmin: 'MasterAdmin',
  system_admin: 'System Admin',
} as const satisfies Record<Role, string>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The label of a role; an unknown value is shown as given so a new server role is still visible. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}

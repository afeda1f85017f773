import { can, ROLES, type Role } from '@staydesk/domain';
import type { AuthUser } from '../../http/context.js';
import { forbidden } from '../../lib/errors.js';

export function rankOf(role: Role): number {
  return ROLES.indexOf(role);
}

/**
 * Who may manage another account's data: holders of ACCOUNT_DATA, and only for accounts that
 * do not rank above their own (a masteradmin cannot take over a system_admin's login).
 */
export function assertCanManage(actor: AuthUser, target: { id: string; role: Role }): void {
  if (actor.id === target.id) return;
  if (!can(actor.role, 'ACCOUNT_DATA')) throw forbidden();
  if (rankOf(target.role) > rankOf(actor.role)) throw forbidden();
}

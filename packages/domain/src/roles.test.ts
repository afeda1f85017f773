import { describe, expect, it } from 'vitest';
import { isRole, ROLE_LABELS, ROLES, roleLabel, roleSchema } from './roles';

describe('roles', () => {
  it('lists the five roles in the order of spec §6', () => {
    expect(ROLES).toEqual(['user', 'moderator', 'admin', 'masteradmin', 'system_admin']);
  });

  it('labels every role as spec §3 shows it', () => {
    expect(ROLE_LABELS).toEqual({
      user: 'User',
      moderator: 'Moderator',
      admin: 'Admin',
      masteradmin: 'MasterAdmin',
      system_admin: 'System Admin',
    });
    expect(roleLabel('system_admin')).toBe('System Admin');
    expect(roleLabel('masteradmin')).toBe('MasterAdmin');
  });

  it('shows an unknown role as given', () => {
    expect(roleLabel('auditor')).toBe('auditor');
  });

  it('recognises only the five roles', () => {
    expect(isRole('admin')).toBe(true);
    expect(isRole('Admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(roleSchema.safeParse('moderator').success).toBe(true);
    expect(roleSchema.safeParse('root').success).toBe(false);
  });
});

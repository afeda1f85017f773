import type { RoleGrants, RoleGrantsView } from '@staydesk/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { FinancePermissions } from './FinancePermissions';

const byDefault = ['masteradmin', 'system_admin'] as const;
const view: RoleGrantsView = {
  version: 3,
  permissions: (
    [
      'ISSUE_INVOICE',
      'VOID_INVOICE',
      'ISSUE_CREDIT_NOTE',
      'MANAGE_TAX_RATES_AND_ITEMS',
      'EXPORT_JOURNALS',
      'MATCH_BANK_PAYMENTS',
    ] as const
  ).map((permission) => ({
    permission,
    roles: [...byDefault],
    defaultRoles: [...byDefault],
  })),
};

describe('FinancePermissions', () => {
  it('saves every permission with a role granted and one taken away', async () => {
    const onSave = vi.fn<(grants: RoleGrants) => void>();
    const screen = await renderInApp(
      <FinancePermissions view={view} isSaving={false} onSave={onSave} />,
    );
    await expect
      .element(screen.getByText('By default: MasterAdmin, System Admin').first())
      .toBeVisible();
    await screen.getByRole('checkbox', { name: 'Void invoices: User' }).click({ force: true });
    await screen
      .getByRole('checkbox', { name: 'Export journals: MasterAdmin' })
      .click({ force: true });
    await screen.getByRole('button', { name: 'Save permissions' }).click();
    expect(onSave).toHaveBeenCalledTimes(1);
    const grants = onSave.mock.calls[0]?.[0];
    expect(grants?.VOID_INVOICE).toEqual(['user', 'masteradmin', 'system_admin']);
    expect(grants?.EXPORT_JOURNALS).toEqual(['system_admin']);
    expect(grants?.ISSUE_INVOICE).toEqual(['masteradmin', 'system_admin']);
  });

  it('labels each checkbox in French with the action and the role', async () => {
    const screen = await renderInApp(
      <FinancePermissions view={view} isSaving={false} onSave={() => undefined} />,
      { language: 'fr' },
    );
    await expect
      .element(
        screen.getByRole('checkbox', { name: 'Annuler des factures : Administrateur système' }),
      )
      .toBeChecked();
  });
});

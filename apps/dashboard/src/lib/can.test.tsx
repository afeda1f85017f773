import { describe, expect, it } from 'vitest';
import { renderInApp, TEST_USER } from '../test/render';
import { Can } from './can';

const user = { ...TEST_USER, role: 'user' as const };

describe('Can: the permission table with the grants of Administration', () => {
  it('hides a finance action from a role without it by default', async () => {
    const screen = await renderInApp(
      <Can permission="VOID_INVOICE" fallback={<p>Not allowed</p>}>
        <button type="button">Void</button>
      </Can>,
      { user },
    );
    await expect.element(screen.getByText('Not allowed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Void' }).query()).toBeNull();
  });

  it('shows it once Administration grants it to the role', async () => {
    const screen = await renderInApp(
      <Can permission="VOID_INVOICE" fallback={<p>Not allowed</p>}>
        <button type="button">Void</button>
      </Can>,
      { user, roleGrants: { VOID_INVOICE: ['user', 'system_admin'] } },
    );
    await expect.element(screen.getByRole('button', { name: 'Void' })).toBeVisible();
  });

  it('takes the default away when the grants leave the role out', async () => {
    const screen = await renderInApp(
      <Can permission="VOID_INVOICE" fallback={<p>Not allowed</p>}>
        <button type="button">Void</button>
      </Can>,
      {
        user: { ...TEST_USER, role: 'masteradmin' },
        roleGrants: { VOID_INVOICE: ['system_admin'] },
      },
    );
    await expect.element(screen.getByText('Not allowed')).toBeVisible();
  });
});

import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { renderInApp, TEST_USER } from '../../../test/render';
import { PasswordSection } from './PasswordSection';

describe('password section', () => {
  test('the passwords must match; then only the new password is sent', async () => {
    const requests = fakeServer(() => ({
      status: 200,
      body: { message: 'Password changed', data: TEST_USER },
    }));
    await renderInApp(<PasswordSection userId={TEST_USER.id} />);
    const form = page.getByRole('form', { name: 'Password' });
    await form.getByLabelText('New password').first().fill('Harbour-Lane-2030!');
    await form.getByLabelText('Confirm new password').first().fill('Harbour-Lane-2031!');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.element(form.getByText('Passwords do not match')).toBeVisible();
    expect(requests).toHaveLength(0);

    await form.getByLabelText('Confirm new password').first().fill('Harbour-Lane-2030!');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.element(page.getByText('Password changed')).toBeVisible();
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: `/api/v1/users/${TEST_USER.id}/password`,
        body: { password: 'Harbour-Lane-2030!' },
      },
    ]);
  });
});

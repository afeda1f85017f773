import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { renderInApp, TEST_USER } from '../../../test/render';
import { ProfileSection } from './ProfileSection';

describe('profile section', () => {
  test('a name is required, nothing changed is said; then only the changed field is sent with the version', async () => {
    const requests = fakeServer(() => ({
      status: 200,
      body: { message: 'Profile saved', data: TEST_USER },
    }));
    await renderInApp(<ProfileSection user={TEST_USER} />);
    const form = page.getByRole('form', { name: 'Profile' });
    const save = form.getByRole('button', { name: 'Save profile' });
    await save.click();
    await expect.element(form.getByText('Nothing to save: no field has changed.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Full name' }).fill(' ');
    await save.click();
    await expect.element(form.getByText('Full name is required')).toBeVisible();
    expect(requests).toHaveLength(0);

    await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
    await save.click();
    await expect.element(page.getByText('Profile saved')).toBeVisible();
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: `/api/v1/users/${TEST_USER.id}`,
        body: { data: { fullName: 'Ada Lovelace', version: 1 } },
      },
    ]);
  });
});

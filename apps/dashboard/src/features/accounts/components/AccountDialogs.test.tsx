import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ApiError } from '../../../lib/api-error';
import { fakeServer } from '../../../test/network';
import { renderInApp, TEST_USER } from '../../../test/render';
import { CreateAccountDialog } from './CreateAccountDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';

describe('account dialogs', () => {
  test('create account: a bad phone is refused by the form; then the account is created with no phone', async () => {
    const requests = fakeServer(() => ({
      status: 201,
      body: { message: 'Account created', data: TEST_USER },
    }));
    const onClose = vi.fn();
    await renderInApp(<CreateAccountDialog isOpen canChooseRole={false} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Grace Okafor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('grace@staydesk.test');
    await dialog.getByLabelText('Password').first().fill('Harbour-Lane-2030!');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('call me');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.element(dialog.getByText('Please enter a valid phone number.')).toBeVisible();
    expect(requests).toHaveLength(0);

    await dialog.getByRole('textbox', { name: 'Phone' }).fill('');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/account',
        body: {
          fullName: 'Grace Okafor',
          email: 'grace@staydesk.test',
          role: 'user',
          password: 'Harbour-Lane-2030!',
          phone: null,
        },
      },
    ]);
  });

  test('create account: the server’s field error lands beside its field', async () => {
    fakeServer(() => ({
      status: 400,
      body: { message: 'Check the fields', fields: { email: 'This email is already used' } },
    }));
    const onClose = vi.fn();
    await renderInApp(<CreateAccountDialog isOpen canChooseRole onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Grace Okafor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@staydesk.test');
    await dialog.getByLabelText('Password').first().fill('Harbour-Lane-2030!');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.element(dialog.getByText('This email is already used')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  test('delete account: asks naming the person; a refusal closes the question', async () => {
    const onConfirm = vi.fn(() =>
      Promise.reject(new ApiError('Conflict', { status: 409, body: { message: 'Changed' } })),
    );
    const onDeleted = vi.fn();
    const onClose = vi.fn();
    await renderInApp(
      <DeleteAccountDialog
        isOpen
        name="Grace Okafor"
        onConfirm={onConfirm}
        onDeleted={onDeleted}
        onClose={onClose}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Delete this account?' });
    await expect
      .element(
        dialog.getByText('Grace Okafor will no longer be able to sign in.', { exact: false }),
      )
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

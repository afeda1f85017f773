import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { NewGuestModal } from './NewGuestModal';

describe('new guest modal', () => {
  test('a name is required; the guest is created with the name split at the first space and added', async () => {
    const requests = fakeServer(() => ({ status: 500, body: { message: 'Not reached' } }));
    const onCreated = vi.fn();
    const onClose = vi.fn();
    await renderInApp(<NewGuestModal isOpen onClose={onClose} onCreated={onCreated} />);
    const dialog = page.getByRole('dialog', { name: 'Create a guest' });
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    expect(requests).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ada  Lovelace King');
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    await expect.element(page.getByText('Not reached')).toBeVisible();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/clients',
      body: { firstName: 'Ada', lastName: 'Lovelace King', email: '', phone: '' },
    });
    // A failure is the toast's to say; the dialog keeps what was typed.
    expect(onClose).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Full name' }))
      .toHaveValue('Ada  Lovelace King');
  });
});

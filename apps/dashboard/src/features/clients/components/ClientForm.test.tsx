import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ApiError } from '../../../lib/api-error';
import { fakeServer } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { blankClient } from '../api/client-form';
import { ClientForm } from './ClientForm';

function show(onSubmit: (values: unknown) => Promise<unknown>) {
  // The company picker searches the companies: none here.
  fakeServer(() => ({ status: 200, body: { companies: [] } }));
  return renderInApp(
    <ClientForm
      initial={blankClient}
      companyName={null}
      submitLabel="Create guest"
      cancelLabel="Cancel"
      isPending={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
}

describe('client form', () => {
  test('a first name is required; the guest is submitted as typed', async () => {
    const onSubmit = vi.fn((_values: unknown) => Promise.resolve());
    await show(onSubmit);
    await page.getByRole('button', { name: 'Create guest' }).click();
    await expect.element(page.getByText('First name is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await page.getByRole('textbox', { name: 'First name' }).fill('Noor');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
    await page.getByRole('textbox', { name: 'Email' }).fill('noor@guest.test');
    await page.getByRole('button', { name: 'Create guest' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor@guest.test',
      phone: '',
      companyId: null,
      flags: [],
    });
  });

  test('the server’s field error lands beside its field', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError('Bad request', {
          status: 400,
          body: { message: 'Check the fields', fields: { email: 'Already a guest’s address' } },
        }),
      ),
    );
    await show(onSubmit);
    await page.getByRole('textbox', { name: 'First name' }).fill('Noor');
    await page.getByRole('button', { name: 'Create guest' }).click();
    await expect.element(page.getByText('Already a guest’s address')).toBeVisible();
  });
});

import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ApiError } from '../../../lib/api-error';
import { fakeServer } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { blankAgent } from '../api/agent-form';
import { AgentForm } from './AgentForm';

function show(onSubmit: (values: unknown) => Promise<unknown>) {
  // The agency company picker searches the companies: none here.
  fakeServer(() => ({ status: 200, body: { companies: [] } }));
  return renderInApp(
    <AgentForm
      initial={blankAgent}
      agencyCompanyName={null}
      submitLabel="Create agent"
      cancelLabel="Cancel"
      isPending={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
}

describe('agent form', () => {
  test('a name is required; the agent is submitted with its contact and commission', async () => {
    const onSubmit = vi.fn((_values: unknown) => Promise.resolve());
    await show(onSubmit);
    await page.getByRole('button', { name: 'Create agent' }).click();
    await expect.element(page.getByText('Agent name is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await page.getByRole('textbox', { name: 'Agent name' }).fill('Coastal Lets');
    await page.getByRole('textbox', { name: 'Contact name' }).fill('Sam Reed');
    await page.getByRole('textbox', { name: 'Commission %' }).fill('12.5');
    await page.getByRole('button', { name: 'Create agent' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Coastal Lets',
      agencyCompanyId: null,
      contact: { name: 'Sam Reed', email: '', phone: '' },
      commissionPercent: '12.5',
      status: 'active',
    });
  });

  test('the server’s field error lands beside its field', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError('Bad request', {
          status: 400,
          body: { message: 'Check the fields', fields: { 'contact.email': 'Not an address' } },
        }),
      ),
    );
    await show(onSubmit);
    await page.getByRole('textbox', { name: 'Agent name' }).fill('Coastal Lets');
    await page.getByRole('button', { name: 'Create agent' }).click();
    await expect.element(page.getByText('Not an address')).toBeVisible();
  });
});

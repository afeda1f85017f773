import type { TaxRateView } from '@staydesk/domain';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { TaxRateDialog } from './TaxRateDialog';

const reduced: TaxRateView = {
  id: '00000000-0000-4000-8000-0000000000d1',
  createdAt: '2030-01-01T09:00:00.000Z',
  updatedAt: '2030-01-01T09:00:00.000Z',
  createdBy: null,
  version: 2,
  deleted: false,
  name: 'Reduced',
  percentage: '5',
  code: 'R',
  isDefault: false,
  isActive: true,
  inUse: false,
};

describe('tax rate dialog', () => {
  test('the form’s own check keeps it open; Enter then creates the rate and closes', async () => {
    const requests = fakeServer(() => ({
      status: 201,
      body: { message: 'Tax rate created', data: { ...reduced, name: 'Zero', code: 'Z' } },
    }));
    const onClose = vi.fn();
    await renderInApp(<TaxRateDialog rate={null} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Create tax rate' });
    await dialog.getByRole('button', { name: 'Create tax rate' }).click();
    await expect.element(dialog.getByText('Required').first()).toBeVisible();
    expect(requests).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Zero');
    await dialog.getByRole('textbox', { name: 'Percentage' }).fill('0');
    await dialog.getByRole('textbox', { name: 'Code' }).fill('Z');
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/tax-rates',
      body: { name: 'Zero', percentage: '0', code: 'Z', isDefault: false, isActive: true },
    });
    await expect.element(page.getByText('Tax rate created')).toBeVisible();
  });

  test('editing sends the version; the server’s field error lands beside its field', async () => {
    fakeServer(() => ({
      status: 400,
      body: { message: 'Check the fields', fields: { code: 'The code R is taken' } },
    }));
    const onClose = vi.fn();
    await renderInApp(<TaxRateDialog rate={reduced} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Edit tax rate' });
    await expect.element(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue('R');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog.getByText('The code R is taken')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});

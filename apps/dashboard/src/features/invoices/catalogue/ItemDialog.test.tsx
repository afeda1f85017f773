import type { CatalogueItemView } from '@staydesk/domain';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer, NO_ROWS } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { ItemDialog } from './ItemDialog';

const clean: CatalogueItemView = {
  id: '00000000-0000-4000-8000-0000000000d5',
  createdAt: '2030-01-01T09:00:00.000Z',
  updatedAt: '2030-01-01T09:00:00.000Z',
  createdBy: null,
  version: 2,
  deleted: false,
  name: 'Exit clean',
  kind: 'cleaning',
  description: '',
  defaultPrice: { amount: '80.00', currency: 'GBP' },
  taxRateId: null,
  taxRateName: null,
  taxPercent: null,
  isActive: true,
};

describe('item dialog', () => {
  test('the price and currency are checked; the item is created at no rate', async () => {
    const requests = fakeServer((request) =>
      request.method === 'GET'
        ? NO_ROWS
        : { status: 201, body: { message: 'Item created', data: clean } },
    );
    const onClose = vi.fn();
    await renderInApp(<ItemDialog item={null} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Create item' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Exit clean');
    await dialog.getByRole('textbox', { name: 'Default price' }).fill('eighty');
    await dialog.getByRole('textbox', { name: 'Currency' }).fill('£');
    await dialog.getByRole('button', { name: 'Create item' }).click();
    await expect.element(dialog.getByText('Enter an amount such as 120 or 120.50')).toBeVisible();
    await expect
      .element(dialog.getByText('Enter a 3-letter currency code such as GBP'))
      .toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await dialog.getByRole('textbox', { name: 'Default price' }).fill('80');
    await dialog.getByRole('textbox', { name: 'Currency' }).fill('gbp');
    await dialog.getByRole('button', { name: 'Create item' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v1/invoice-items',
      body: {
        name: 'Exit clean',
        kind: 'other',
        description: '',
        defaultPrice: { amount: '80', currency: 'GBP' },
        taxRateId: null,
        isActive: true,
      },
    });
  });

  test('editing sends the version; the server’s price error lands beside the price', async () => {
    fakeServer((request) =>
      request.method === 'GET'
        ? NO_ROWS
        : {
            status: 400,
            body: {
              message: 'Check the fields',
              fields: { 'defaultPrice.amount': 'Too high for a catalogue item' },
            },
          },
    );
    const onClose = vi.fn();
    await renderInApp(<ItemDialog item={clean} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Edit item' });
    await expect
      .element(dialog.getByRole('textbox', { name: 'Default price' }))
      .toHaveValue('80.00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog.getByText('Too high for a catalogue item')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});

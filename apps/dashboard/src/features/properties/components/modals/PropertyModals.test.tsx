import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer, NO_ROWS } from '../../../../test/network';
import { renderInApp } from '../../../../test/render';
import { AmenitiesDialog } from './AmenitiesDialog';
import { DescriptionDialog } from './DescriptionDialog';
import { propertyView } from './fixtures';
import { SupplyDialog } from './SupplyDialog';
import { TemporaryPropertyDialog } from './TemporaryPropertyDialog';

const property = propertyView();
const PROPERTY_PATH = `/api/v1/properties/${property.id}`;
const stale = { status: 409, body: { message: 'Property was changed by someone else' } };

describe('property modals', () => {
  test('temporary property: a listing address is required; the one made is opened', async () => {
    const requests = fakeServer((request) =>
      request.method === 'GET'
        ? NO_ROWS
        : { status: 201, body: { message: 'Property created', data: { ...property, id: 'new' } } },
    );
    const writes = () => requests.filter((request) => request.method !== 'GET');
    const onClose = vi.fn();
    await renderInApp(<TemporaryPropertyDialog isOpen onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Temporary property' });
    await dialog.getByRole('button', { name: 'Create temporary property' }).click();
    await expect.element(dialog.getByText('Listing address is required')).toBeVisible();
    expect(writes()).toHaveLength(0);

    await dialog.getByRole('textbox', { name: 'Listing address' }).fill('https://lets.test/l/9');
    await dialog.getByRole('button', { name: 'Create temporary property' }).click();
    await expect.element(page.getByTestId('navigated')).toHaveTextContent('/properties/list/new');
    expect(onClose).toHaveBeenCalledOnce();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/v1/properties/temporary',
        body: { url: 'https://lets.test/l/9', landlordId: null },
      },
    ]);
  });

  test('temporary property by hand: a title is required', async () => {
    const requests = fakeServer(() => NO_ROWS);
    await renderInApp(<TemporaryPropertyDialog isOpen onClose={vi.fn()} />);
    const dialog = page.getByRole('dialog', { name: 'Temporary property' });
    await dialog.getByRole('tab', { name: 'By hand' }).click();
    await dialog.getByRole('button', { name: 'Create temporary property' }).click();
    await expect.element(dialog.getByText('Title is required')).toBeVisible();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  test('temporary property edit: sends its few fields with the version; a stale one is refused in place', async () => {
    const requests = fakeServer((request) => (request.method === 'GET' ? NO_ROWS : stale));
    const onClose = vi.fn();
    await renderInApp(
      <TemporaryPropertyDialog
        isOpen
        property={propertyView({ isTemporary: true })}
        onClose={onClose}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Edit temporary property' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Harbour Lane, top floor');
    await dialog.getByRole('textbox', { name: 'Nightly rate (£)' }).fill('95.00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Property was changed by someone else');
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      path: PROPERTY_PATH,
      body: {
        title: 'Harbour Lane, top floor',
        costs: { nightlyRate: { amount: '95.00', currency: 'GBP' }, margin: '15' },
        bedrooms: property.bedrooms,
        maxGuests: 2,
        version: 7,
      },
    });
  });

  test('description: previewed as typed, saved with the version read', async () => {
    const requests = fakeServer(() => ({
      status: 200,
      body: { message: 'Property updated', data: property },
    }));
    const onClose = vi.fn();
    await renderInApp(<DescriptionDialog property={property} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Property description' });
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Sea **views**');
    await expect.element(dialog.getByText('views', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests).toEqual([
      { method: 'PATCH', path: PROPERTY_PATH, body: { description: 'Sea **views**', version: 7 } },
    ]);
  });

  test('amenities: a stale save is refused in place, the choices kept', async () => {
    const requests = fakeServer(() => stale);
    const onClose = vi.fn();
    await renderInApp(<AmenitiesDialog property={property} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Property amenities' });
    await dialog.getByText('Wi-Fi', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Property was changed by someone else');
    expect(onClose).not.toHaveBeenCalled();
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: PROPERTY_PATH,
      body: { amenities: { general: ['Wi-Fi'], kitchen: [] }, version: 7 },
    });
  });

  test('supply and price: nothing to save until a change; the change is sent, an overlap refused in place', async () => {
    const supply = {
      ranges: [
        {
          id: 'r1',
          from: '2030-02-01',
          to: '2030-02-05',
          state: 'blocked',
          note: 'Repairs',
          createdBy: null,
          createdByName: 'Ada Admin',
          createdAt: '2030-01-01T09:00:00.000Z',
        },
      ],
      priceChanges: [],
      costsHidden: false,
      lastConfirmedAt: null,
      isStale: true,
      version: 8,
    };
    const requests = fakeServer((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: supply } }
        : { status: 409, body: { message: 'Blocked from 2030-02-01 to 2030-02-05 overlaps' } },
    );
    const onClose = vi.fn();
    await renderInApp(<SupplyDialog property={property} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Update supply and price' });
    const save = dialog.getByRole('button', { name: 'Save supply and price' });
    await expect.element(dialog.getByText('Repairs', { exact: false })).toBeVisible();
    await expect.element(save).toBeDisabled();

    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByText('Confirmed with the landlord just now').click();
    await save.click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Blocked from 2030-02-01 to 2030-02-05 overlaps');
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `${PROPERTY_PATH}/supply`,
      body: { add: [], remove: ['r1'], prices: [], confirmedWithLandlord: true, version: 8 },
    });
  });
});

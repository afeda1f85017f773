import type { PropertyRequest } from '@staydesk/domain';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { PropertyRequestsScreen } from './PropertyRequestsScreen';

const request = (
  reference: string,
  status: PropertyRequest['status'],
  enquiryId: string | null = null,
): PropertyRequest => ({
  id: `00000000-0000-4000-8000-0000000000${reference.slice(-2)}`,
  reference,
  status,
  fullName: 'Petra Lindqvist',
  email: 'petra@example.test',
  phone: null,
  companyName: 'Nordic Relocation',
  details: {
    location: 'York',
    checkIn: '2027-04-01',
    checkOut: '2027-04-29',
    adults: 2,
    children: 1,
  },
  enquiryId,
  createdAt: '2030-01-01T09:00:00.000Z',
  version: 1,
});

const page1 = (items: PropertyRequest[]) => ({
  status: 200,
  body: {
    propertyRequests: items,
    tabCounts: { new: 1, converted: 1, closed: 0 },
    total: items.length,
    page: 1,
    pageCount: 1,
    pageSize: 29,
  },
});

const AT = '/dashboard/enquiries/requests';

describe('public property requests list', () => {
  test('counts each status; a new request offers Convert, whose refusal is said and leaves it', async () => {
    const requests = fakeServer((sent) =>
      sent.method === 'POST'
        ? {
            status: 422,
            body: { message: 'Request PR-00001 has already been converted or closed' },
          }
        : page1([request('PR-00001', 'new')]),
    );
    await renderInApp(<PropertyRequestsScreen />, { at: AT });
    await expect.element(page.getByRole('link', { name: 'New (1)' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Converted (1)' })).toBeVisible();
    await expect
      .element(page.getByText('York · 1 April 2027 – 29 April 2027 · 3 guests'))
      .toBeVisible();
    await expect.element(page.getByText('Nordic Relocation · petra@example.test')).toBeVisible();
    await page
      .getByRole('button', { name: 'Convert PR-00001 from Petra Lindqvist to an enquiry' })
      .click();
    await expect
      .element(page.getByText('Request PR-00001 has already been converted or closed'))
      .toBeVisible();
    expect(requests.filter((sent) => sent.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/v1/property-requests/00000000-0000-4000-8000-000000000001/convert',
        body: { version: 1 },
      },
    ]);
    expect(requests[0]?.path).toBe('/api/v1/property-requests?status=new');
  });

  test('a converted request links to its enquiry, in French', async () => {
    fakeServer(() =>
      page1([request('PR-00002', 'converted', 'e0000000-0000-4000-8000-000000000002')]),
    );
    await renderInApp(<PropertyRequestsScreen />, { at: AT, language: 'fr' });
    await expect.element(page.getByRole('link', { name: 'Converties (1)' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Ouvrir la demande issue de PR-00002' }))
      .toHaveAttribute('href', '/dashboard/enquiries/list/e0000000-0000-4000-8000-000000000002');
  });
});

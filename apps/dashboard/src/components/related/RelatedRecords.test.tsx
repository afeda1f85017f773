import type { BookingListItem, EnquiryListItem, InvoiceListItem } from '@staydesk/domain';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { type Answer, fakeServer, type SentRequest } from '../../test/network';
import { renderInApp, TEST_USER } from '../../test/render';
import { RelatedRecords } from './RelatedRecords';

const COMPANY = { id: '0c000000-0000-4000-8000-000000000001', name: 'Cartus Ltd' };
const gbp = (amount: string) => ({ amount, currency: 'GBP' as const });
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const enquiry = (n: number): EnquiryListItem => ({
  id: id(100 + n),
  reference: `ENQ-${10_000 + n}`,
  status: 'pending',
  priority: 'normal',
  source: 'phone',
  receivedAt: '2030-01-01T09:00:00.000Z',
  respondBy: null,
  checkIn: '2030-02-01',
  checkOut: '2030-02-10',
  company: COMPANY,
  agent: null,
  assignee: null,
  guests: [{ id: id(900), name: 'Grace Okafor' }],
  location: 'Leeds',
  adults: 1,
  children: 0,
  budget: null,
  clientReference: '',
  offerCount: 0,
  deleted: false,
  version: 1,
});

const booking = (n: number): BookingListItem => ({
  id: id(200 + n),
  reference: `BKG-${20_000 + n}`,
  status: 'booked',
  stayState: 'none',
  attentionReasons: [],
  urgent: false,
  checkIn: '2030-03-01',
  checkOut: '2030-03-05',
  originalCheckOut: '2030-03-05',
  property: { id: id(800), name: 'Canal Wharf 4B' },
  landlord: null,
  company: COMPANY,
  accountManager: null,
  guests: [{ id: id(900), name: 'Grace Okafor' }],
  landlordConfirmedAt: null,
  sellingPricePerNight: gbp('120.00'),
  deleted: false,
  version: 1,
});

const invoice = (n: number): InvoiceListItem => ({
  id: id(300 + n),
  number: `CAE-${String(n).padStart(6, '0')}`,
  status: 'issued',
  billingCompanyId: id(700),
  billingCompanyName: 'Cartus Limited (EMEA billing)',
  companyName: COMPANY.name,
  currency: 'GBP',
  issueDate: '2030-03-06',
  dueDate: '2030-04-05',
  servicePeriod: null,
  purchaseOrder: '',
  totals: { net: gbp('400.00'), tax: gbp('80.00'), gross: gbp('480.00') },
  amountPaid: gbp('0.00'),
  balance: gbp('480.00'),
  version: 1,
  deleted: false,
  createdAt: '2030-03-06T09:00:00.000Z',
  updatedAt: '2030-03-06T09:00:00.000Z',
});

const pageOf = <T,>(items: T[], total = items.length): Answer => ({
  status: 200,
  body: { items, total, page: 1, pageCount: 1, pageSize: 29 },
});

function answers(request: SentRequest): Answer {
  if (request.path.startsWith('/api/v1/enquiries?')) {
    return pageOf(Array.from({ length: 7 }, (_, n) => enquiry(n)));
  }
  if (request.path.startsWith('/api/v1/bookings?')) return pageOf([booking(1), booking(2)]);
  if (request.path.startsWith('/api/v1/invoices?')) return pageOf([invoice(1)]);
  return { status: 404, body: { message: 'Not found' } };
}

const company = { kind: 'company', companyId: COMPANY.id, companyName: COMPANY.name } as const;

describe('related records', () => {
  test('a company page lists its latest enquiries, its bookings and invoices, each filtered by the company', async () => {
    const requests = fakeServer(answers);
    await renderInApp(<RelatedRecords to={company} />);
    const enquiries = page.getByRole('table', { name: 'Enquiries of this record' });
    await expect.element(enquiries.getByRole('link', { name: 'ENQ-10000' })).toBeVisible();
    // Five of seven, the rest one link away in the list filtered to the company.
    await expect.element(enquiries.getByRole('link', { name: 'ENQ-10004' })).toBeVisible();
    await expect
      .element(enquiries.getByRole('link', { name: 'ENQ-10005' }))
      .not.toBeInTheDocument();
    await expect.element(page.getByText('7 enquiries')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'View all 7 in the list' }))
      .toHaveAttribute(
        'href',
        `/dashboard/enquiries/list?tab=overview&companyId=${COMPANY.id}&companyName=Cartus+Ltd`,
      );
    const bookings = page.getByRole('table', { name: 'Bookings of this record' });
    await expect.element(bookings.getByRole('link', { name: 'BKG-20001' })).toBeVisible();
    const invoices = page.getByRole('table', { name: 'Invoices of this record' });
    await expect.element(invoices.getByRole('link', { name: 'CAE-000001' })).toBeVisible();
    await expect.element(invoices.getByText('Issued')).toBeVisible();
    // Two bookings and one invoice: nothing more to open.
    expect(page.getByRole('link', { name: /View all/ }).elements()).toHaveLength(1);
    const paths = requests.map((request) => request.path).sort();
    expect(paths).toEqual([
      `/api/v1/bookings?tab=overview&sort=-checkIn&companyId=${COMPANY.id}`,
      `/api/v1/enquiries?tab=overview&sort=-receivedAt&companyId=${COMPANY.id}`,
      `/api/v1/invoices?tab=all&sort=-createdAt&companyId=${COMPANY.id}`,
    ]);
  });

  test('a user, who cannot see every enquiry, gets the bookings and invoices only', async () => {
    const requests = fakeServer(answers);
    await renderInApp(<RelatedRecords to={company} />, { user: { ...TEST_USER, role: 'user' } });
    await expect.element(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Enquiries' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/v1/enquiries'))).toBe(false);
  });

  test('a guest page lists the guest’s enquiries in French, and says so when there are none', async () => {
    fakeServer((request) =>
      request.path.includes(`guestId=${id(900)}`) ? pageOf([enquiry(1)]) : pageOf([]),
    );
    await renderInApp(
      <RelatedRecords to={{ kind: 'guest', guestId: id(900) }} kinds={['enquiries']} />,
      { language: 'fr' },
    );
    await expect.element(page.getByRole('heading', { name: 'Demandes' })).toBeVisible();
    await expect.element(page.getByText('1 demande')).toBeVisible();
    await expect.element(page.getByText('En cours')).toBeVisible();
    await expect
      .element(page.getByRole('heading', { name: 'Réservations' }))
      .not.toBeInTheDocument();
  });

  test('a property page lists its bookings only; a failed call says so in place of the rows', async () => {
    const requests = fakeServer(() => ({ status: 500, body: { message: 'Down' } }));
    await renderInApp(
      <RelatedRecords
        to={{ kind: 'property', propertyId: id(800), propertyName: 'Canal Wharf 4B' }}
      />,
    );
    await expect.element(page.getByText('These records could not be loaded.')).toBeVisible();
    expect(requests.map((request) => request.path)).toEqual([
      `/api/v1/bookings?tab=overview&sort=-checkIn&propertyId=${id(800)}`,
    ]);
  });
});

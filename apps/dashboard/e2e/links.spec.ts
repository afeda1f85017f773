import { expect, test } from '@playwright/test';
import { tokenFor, unique } from './support/api';
import { signIn } from './support/session';
import { winEnquiry } from './support/won';

/** The links between related records, and addresses that must not ask the server for nothing. */

test('a booked enquiry opens its booking, and the booking its enquiry', async ({
  page,
  request,
}) => {
  const won = await winEnquiry(request, '2031-03-02', '2031-03-06');
  await signIn(page, 'admin', { at: `/dashboard/enquiries/list/${won.enquiryId}` });
  await page.getByRole('link', { name: 'Open its booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/bookings/list/${won.booking.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: won.booking.reference })).toBeVisible();
  await page.getByRole('link', { name: /^From enquiry / }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/list/${won.enquiryId}$`));
});

test('a line history addressed by the chosen property opens that line, asking nothing that fails', async ({
  page,
  request,
}) => {
  const won = await winEnquiry(request, '2031-04-02', '2031-04-05');
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failed.push(response.url());
  });
  await signIn(page, 'admin', {
    at: `/dashboard/enquiries/list/${won.enquiryId}/properties/${won.propertyId}/history`,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: `History of ${won.propertyTitle}` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Line history' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('properties/success without an id says so and asks the server nothing', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failed.push(response.url());
  });
  await signIn(page, 'user', { at: '/dashboard/properties/success' });
  await expect(page.getByRole('heading', { name: 'No property was just created.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/dashboard\/properties\/list$/);
  expect(failed).toEqual([]);
});

test('a booking lists its invoices, each opening the invoice, whose line opens the booking', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/invoices?tab=paid', { headers });
  const paid = (await list.json()) as { items: { id: string; number: string | null }[] };
  let found: { invoice: { id: string; number: string }; bookingId: string } | undefined;
  for (const item of paid.items) {
    const detail = await request.get(`/api/v1/invoices/${item.id}`, { headers });
    const view = (await detail.json()) as { data: { bookingIds: string[] } };
    const bookingId = view.data.bookingIds[0];
    if (bookingId && item.number) {
      found = { invoice: { id: item.id, number: item.number }, bookingId };
      break;
    }
  }
  if (!found) throw new Error('The demo data has no paid invoice for a booking');
  await signIn(page, 'admin', { at: `/dashboard/bookings/list/${found.bookingId}` });
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await invoices.getByRole('link', { name: found.invoice.number }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoices/list/${found.invoice.id}$`));
  await page.locator(`a[href="/dashboard/bookings/list/${found.bookingId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/bookings/list/${found.bookingId}$`));
});

test('a company page lists its enquiries, bookings and invoices; each list link opens exactly those', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const json = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  // The client company of the newest invoice that has one: it has bookings and invoices.
  const newest = await json<{ items: { id: string }[] }>('/api/v1/invoices?tab=all');
  let companyId: string | null = null;
  for (const item of newest.items) {
    companyId = (await json<{ data: { companyId: string | null } }>(`/api/v1/invoices/${item.id}`))
      .data.companyId;
    if (companyId) break;
  }
  if (!companyId) throw new Error('The demo data has no invoice for a company');
  const kinds = [
    {
      table: 'Enquiries of this record',
      list: 'enquiries',
      api: 'enquiries?tab=overview',
      noun: ['enquiry', 'enquiries'],
    },
    {
      table: 'Bookings of this record',
      list: 'bookings',
      api: 'bookings?tab=overview',
      noun: ['booking', 'bookings'],
    },
    {
      table: 'Invoices of this record',
      list: 'invoices',
      api: 'invoices?tab=all',
      noun: ['invoice', 'invoices'],
    },
  ] as const;
  const totals = await Promise.all(
    kinds.map(
      async (kind) =>
        (await json<{ total: number }>(`/api/v1/${kind.api}&companyId=${companyId}`)).total,
    ),
  );
  expect(totals[1]).toBeGreaterThan(0);
  expect(totals[2]).toBeGreaterThan(0);

  await signIn(page, 'admin', { at: `/dashboard/companies/list/${companyId}` });
  for (const [index, kind] of kinds.entries()) {
    const total = totals[index] ?? 0;
    const counted = `${total} ${total === 1 ? kind.noun[0] : kind.noun[1]}`;
    if (total === 0) continue;
    await expect(page.getByRole('table', { name: kind.table }).locator('tbody tr')).toHaveCount(
      Math.min(total, 5),
    );
    await expect(page.getByText(counted, { exact: true })).toBeVisible();
    if (total <= 5) continue;
    await page.locator(`a[href^="/dashboard/${kind.list}/list?"]`).click();
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/${kind.list}/list\\?.*companyId=${companyId}`),
    );
    await expect(page.getByRole('status').filter({ hasText: counted })).toBeVisible();
    await page.goBack();
  }
});

test('a public request is listed under New, converted there into an enquiry that opens in its edit form, then links to it', async ({
  page,
  request,
}) => {
  const word = unique();
  const email = `${word}@example.test`;
  const sent = await request.post('/api/v1/public/property-requests', {
    data: {
      fullName: `Petra ${word}`,
      email,
      phone: '+44 7700 900321',
      location: 'York',
      checkIn: '2031-05-01',
      checkOut: '2031-05-08',
      adults: 2,
      children: 0,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page, 'admin', { at: '/dashboard/enquiries/list' });
  await page.getByRole('link', { name: 'Public requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Public requests' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(email);
  // The search reaches the address before the row is used: a search still waiting to be
  // applied would take the page back to the list after Convert has left it.
  await expect(page).toHaveURL(/search=/);
  const row = page.locator('tbody tr').filter({ hasText: `Petra ${word}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Convert .* to an enquiry$/ }).click();
  // The enquiry opens in its edit form (the address's edit=1 is spent as the form opens).
  await expect(page.getByRole('dialog', { name: 'Edit enquiry' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/list\/[0-9a-f-]+(\?edit=1)?$/);
  const enquiryId = new URL(page.url()).pathname.split('/').pop() ?? '';

  await page.goto(
    `/dashboard/enquiries/requests?tab=converted&search=${encodeURIComponent(email)}`,
  );
  await page
    .locator('tbody tr')
    .filter({ hasText: `Petra ${word}` })
    .getByRole('link', { name: /^Open the enquiry made from / })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/list/${enquiryId}$`));
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { createBillingCompany } from './support/billing';
import { signIn } from './support/session';
import { createLandlord } from './support/stock';

/**
 * The invoice page. Each test makes its own draft through the API (a billing
 * company of its own, a landlord's flat, a direct booking of 3 nights at £150 billed to it, then
 * the draft from the booking: £450 net, £90 VAT, £540 gross) and clicks only what it tests:
 * issuing in the page shows the number; the PDF opens (application/pdf); a payment recorded at
 * the payment route makes the invoice part paid; a credit of part of it moves the balance.
 */

const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** YYYY-MM-DD, `days` from today (UTC). */
function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Draft {
  id: string;
  version: number;
  prefix: string;
}

/** A draft invoice billing a booking of its own (see above). */
async function draftFromBooking(request: APIRequestContext): Promise<Draft> {
  const token = await tokenFor(request, 'masteradmin');
  const word = unique();
  const prefix = `I1${word.slice(-4).toUpperCase()}-`;
  const billing = await createBillingCompany(request, token, {
    legalName: `Invoice Test ${word} Ltd`,
    vatNumber: 'GB 987 6543 21',
    invoicePrefix: prefix,
  });
  const landlord = await createLandlord(request, token, `Landlord ${word}`);
  const property = await write(request, token, 'post', '/api/v1/properties', {
    landlordId: landlord.id,
    title: `Park Row ${word}`,
    type: 'apartment',
    status: 'available',
    address: {
      street: '5 Park Row',
      city: 'Leeds',
      state: 'United Kingdom',
      zip: 'LS1 5HD',
      freeFormAddress: '5 Park Row, Leeds LS1 5HD',
      position: { type: 'Point', coordinates: [-1.5454, 53.7981] },
    },
    bedrooms: [{ beds: [{ type: 'double', count: 1 }] }],
    bathrooms: [{ type: 'walk-in-shower' }],
    maxGuests: 2,
    amenities: { general: ['Wi-Fi'], kitchen: [], laundry: [], outside: [], safety: [] },
    description: '',
    images: [],
    parking: null,
    pets: 'no',
    checkInMethod: 'key-box',
    cleaning: { frequency: 'weekly', charge: 'included' },
    linen: { frequency: 'weekly', charge: 'included' },
    cancellationPolicy: '14-days-cancellation',
    costs: {
      nightlyRate: gbp('100.00'),
      deposit: gbp('0.00'),
      cleaningFee: gbp('0.00'),
      parking: gbp('0.00'),
      petFee: gbp('0.00'),
      exitClean: gbp('0.00'),
      margin: '20',
    },
    minimumStayNights: 1,
    isTemporary: false,
    sourceUrl: null,
  });
  const booking = await write(request, token, 'post', '/api/v1/bookings', {
    propertyId: property.id,
    billingCompanyId: billing.id,
    checkIn: day(-10),
    checkOut: day(-7),
    sellingPricePerNight: gbp('150.00'),
    costPerNight: gbp('100.00'),
  });
  const response = await request.post('/api/v1/invoices/from-bookings', {
    ...auth(token),
    data: { bookingIds: [booking.id] },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const made = (await response.json()) as { data: { invoices: Draft[] } };
  const draft = made.data.invoices[0];
  if (!draft) throw new Error('No draft made');
  return { id: draft.id, version: draft.version, prefix };
}

/** A draft made and issued through the API. */
async function issuedInvoice(request: APIRequestContext): Promise<Draft> {
  const draft = await draftFromBooking(request);
  const token = await tokenFor(request, 'masteradmin');
  await write(request, token, 'post', `/api/v1/invoices/${draft.id}/issue`, {
    version: draft.version,
  });
  return draft;
}

const invoicePage = (id: string) => `/dashboard/invoices/list/${id}`;
const balance = (page: Page) => page.locator('[data-part="balance"]');

test('a draft is issued in the page and shows its number', async ({ page, request }) => {
  const draft = await draftFromBooking(request);
  await signIn(page, 'masteradmin', { at: invoicePage(draft.id) });
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue this invoice?' });
  await dialog.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${draft.prefix}\\d{6}$`), level: 1 }),
  ).toBeVisible();
  await expect(page.locator('[data-invoice-status="issued"]').first()).toBeVisible();
});

test('the PDF opens as application/pdf', async ({ page, request }) => {
  const invoice = await issuedInvoice(request);
  await signIn(page, 'masteradmin', { at: invoicePage(invoice.id) });
  await page.getByRole('button', { name: 'Open PDF' }).click();
  const pdf = page.waitForResponse((response) => response.url().endsWith('/pdf'));
  await page.getByRole('menuitem', { name: 'Open PDF' }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test('a payment recorded at the payment route makes the invoice part paid', async ({
  page,
  request,
}) => {
  const invoice = await issuedInvoice(request);
  await signIn(page, 'masteradmin', { at: `${invoicePage(invoice.id)}/payment` });
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await expect(amount).toHaveValue('540.00');
  await amount.fill('100');
  const [year, month, date] = day(0).split('-');
  await page.getByRole('spinbutton', { name: /day/i }).first().click();
  await page.keyboard.type(`${date}${month}${year}`);
  await page.getByRole('textbox', { name: 'Reference' }).fill('BACS 1234');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page).toHaveURL(new RegExp(`${invoicePage(invoice.id)}$`));
  await expect(page.locator('[data-invoice-status="partPaid"]').first()).toBeVisible();
  await expect(balance(page)).toHaveText('£440.00');
});

test('crediting part of an invoice in the modal lowers its balance', async ({ page, request }) => {
  const invoice = await issuedInvoice(request);
  // The tax rates arrive only once the amount and the reason are typed: until they do, the
  // button waits for the default rate rather than saying a rate is required.
  let releaseRates = () => {};
  const ratesReleased = new Promise<void>((resolve) => {
    releaseRates = resolve;
  });
  await page.route('**/api/v1/tax-rates?*', async (route) => {
    await ratesReleased;
    await route.continue();
  });
  await signIn(page, 'masteradmin', { at: invoicePage(invoice.id) });
  await expect(balance(page)).toHaveText('£540.00');
  await page.getByRole('button', { name: 'Credit note' }).click();
  const dialog = page.getByRole('dialog', { name: /^Credit note for / });
  await dialog.getByText('An amount', { exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Net amount/ }).fill('50');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Late check-in goodwill');
  const submit = dialog.getByRole('button', { name: /^Issue credit note/ });
  await expect(submit).toHaveAttribute('data-pending', 'true');
  releaseRates();
  await expect(dialog.getByRole('button', { name: /VAT rate$/ })).toContainText('Standard (20%)');
  await expect(submit).not.toHaveAttribute('data-pending', 'true');
  await submit.click();
  await expect(dialog).toBeHidden();
  // £50 net at the default 20 %: £60 off the £540.
  await expect(balance(page)).toHaveText('£480.00');
  await expect(page.getByRole('table', { name: 'Credit notes' })).toContainText('CN-');
});

test('the activity shows the invoice issued and its payment, who and when', async ({
  page,
  request,
}) => {
  // A draft made through five API calls, then issue and a payment in the page.
  test.slow();
  const draft = await draftFromBooking(request);
  await signIn(page, 'masteradmin', { at: invoicePage(draft.id) });
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.locator('[data-action="create"]')).toContainText('Draft created');
  await page.getByRole('button', { name: 'Issue', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Issue this invoice?' })
    .getByRole('button', { name: 'Issue invoice' })
    .click();
  const issued = activity.locator('[data-action="issue"]');
  await expect(issued).toContainText(new RegExp(`Issued as ${draft.prefix}\\d{6}`));
  await expect(issued).toContainText('James Whitfield');

  await page.getByRole('button', { name: 'Record a payment' }).click();
  await expect(page).toHaveURL(new RegExp(`${invoicePage(draft.id)}/payment$`));
  await page.getByRole('textbox', { name: /^Amount/ }).fill('100');
  const [year, month, date] = day(0).split('-');
  await page.getByRole('spinbutton', { name: /day/i }).first().click();
  await page.keyboard.type(`${date}${month}${year}`);
  await page.getByRole('textbox', { name: 'Reference' }).fill('BACS 5678');
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page).toHaveURL(new RegExp(`${invoicePage(draft.id)}$`));

  // Newest first: the payment (how and its reference under it), then the issue, then creation.
  const payment = activity.locator('[data-action="payment"]');
  await expect(payment).toContainText('Payment of £100.00 recorded');
  await expect(payment).toContainText('Reference BACS 5678');
  await expect(payment).toContainText('James Whitfield');
  await expect(activity.locator('li')).toHaveCount(3);
  await expect(activity.locator('li').first()).toHaveAttribute('data-action', 'payment');
  await expect(activity.locator('li').last()).toHaveAttribute('data-action', 'create');
});

test('a user cannot void an issued invoice until Administration grants it', async ({
  browser,
  page,
  request,
}) => {
  const invoice = await issuedInvoice(request);
  await signIn(page, 'user', { at: invoicePage(invoice.id) });
  await expect(page.locator('[data-invoice-status="issued"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  const root = await tokenFor(request, 'system_admin');
  try {
    await signIn(adminPage, 'system_admin', { at: '/dashboard/administration' });
    const grant = adminPage.getByRole('checkbox', { name: 'Void invoices: User' });
    await expect(grant).not.toBeChecked();
    await grant.check({ force: true });
    await adminPage.getByRole('button', { name: 'Save permissions' }).click();
    await expect(adminPage.getByText('Permissions saved')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: /^Void / })).toBeVisible();
  } finally {
    // The grant goes back to the defaults whatever happened, for the other tests.
    const read = await request.get('/api/v1/role-grants', auth(root));
    const { data } = (await read.json()) as { data: { version: number } };
    await request.put('/api/v1/role-grants', {
      ...auth(root),
      data: { version: data.version, grants: {} },
    });
    await admin.close();
  }
});

import { type APIRequestContext, expect, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { createBillingCompany } from './support/billing';
import { signIn } from './support/session';
import { createLandlord } from './support/stock';

/**
 * Bank payments. An issued invoice is made through the API (a billing
 * company of its own, a landlord's flat, a direct booking of 3 nights at £150: £540 gross). The
 * test writes a small bank statement (CSV) naming the invoice, imports it through the column
 * mapping and the preview (a repeated row is a duplicate, money out is skipped), opens the new
 * payment from the list, confirms the suggested invoice, and the invoice becomes paid with the
 * bank's reference on its payments. A malformed file is refused with the server's reason and
 * nothing is imported.
 */

const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** YYYY-MM-DD, `days` from today (UTC). */
function day(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD as a UK bank writes it: DD/MM/YYYY. */
const ukDate = (iso: string) => iso.split('-').reverse().join('/');

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, auth(token));
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

interface Issued {
  id: string;
  number: string;
  billingCompany: string;
}

/** An issued invoice of £540 billing a booking of its own (see above). */
async function issuedInvoice(request: APIRequestContext, word: string): Promise<Issued> {
  const token = await tokenFor(request, 'masteradmin');
  const prefix = `BP${word.slice(-4).toUpperCase()}-`;
  const billingCompany = `Bank Test ${word} Ltd`;
  const billing = await createBillingCompany(request, token, {
    legalName: billingCompany,
    invoicePrefix: prefix,
  });
  const landlord = await createLandlord(request, token, `Landlord ${word}`);
  const property = await write(request, token, 'post', '/api/v1/properties', {
    landlordId: landlord.id,
    title: `Bank Row ${word}`,
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
  const made = (await response.json()) as { data: { invoices: { id: string; version: number }[] } };
  const draft = made.data.invoices[0];
  if (!draft) throw new Error('No draft made');
  await write(request, token, 'post', `/api/v1/invoices/${draft.id}/issue`, {
    version: draft.version,
  });
  const { data } = await get<{ data: { number: string | null; balance: { amount: string } } }>(
    request,
    token,
    `/api/v1/invoices/${draft.id}`,
  );
  expect(data.balance.amount).toBe('540.00');
  if (!data.number) throw new Error('The invoice has no number');
  return { id: draft.id, number: data.number, billingCompany };
}

/** Picks the statement file in the import step, as the file dialog would. */
async function chooseFile(page: import('@playwright/test').Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose (CSV|another) file/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('a statement is imported, its payment matched to the suggested invoice, which is paid', async ({
  page,
  request,
}) => {
  // An invoice made through five API calls, then a three-step import: more than the default time
  // on a shared machine.
  test.slow();
  const word = unique();
  const invoice = await issuedInvoice(request, word);
  const payer = `Bank Test ${word}`;
  const reference = `PAYMENT ${invoice.number}`;
  const received = ukDate(day(-1));
  // A UK bank's export: day/month/year dates, money in and money out in their own columns.
  const csv = [
    'Date,Paid by,Reference,Money in,Money out',
    `${received},${payer},${reference},540.00,`,
    `${received},Bank charges ${word},FEE ${word},,12.50`,
    `${received},${payer},${reference},540.00,`,
  ].join('\r\n');

  await signIn(page, 'masteradmin', { at: '/dashboard/invoices/bank-payments-create' });
  await page.getByRole('tab', { name: 'Import a statement' }).click();
  await chooseFile(page, 'statement.csv', csv);

  // The mapping the server guessed from the header names, checked against the first row.
  await expect(page.getByRole('heading', { name: 'Which column holds what' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Separate money in and money out/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /Date format/ })).toContainText('day/month/year');
  await page.getByRole('button', { name: 'Preview import' }).click();

  // Each row as it would be imported: the payment, money out skipped, the repeat a duplicate.
  const counts = page.locator('[data-part="import-counts"]');
  await expect(counts).toHaveText('1 payment to import · 1 duplicate · 0 rows with errors');
  const rows = page.getByRole('table', { name: 'Rows of the statement' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Ready');
  await expect(rows.nth(1)).toContainText('£540.00');
  await expect(rows.nth(2)).toContainText('Money out, skipped');
  await expect(rows.nth(3)).toContainText('Duplicate');
  await page.getByRole('button', { name: 'Import 1 payment' }).click();
  await expect(page.getByText('1 payment added, 1 duplicate skipped.')).toBeVisible();

  // The new payment waits on the unmatched tab; its panel suggests the invoice, and why.
  await page.getByRole('link', { name: 'Match the new payments' }).click();
  await expect(page.getByRole('heading', { name: 'Bank payments', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search bank payments' }).fill(invoice.number);
  const row = page.getByRole('row', { name: new RegExp(payer) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Match the payment from ${payer}` }).click();
  const panel = page.getByRole('dialog', { name: `Payment from ${payer}` });
  const suggestion = panel.locator(`li[data-invoice-id="${invoice.id}"]`);
  await expect(suggestion).toContainText('Reference names the invoice');
  await expect(suggestion).toContainText('Amount equals the balance');
  const choose = suggestion.getByRole('checkbox', { name: `Match ${invoice.number}` });
  await choose.press('Space');
  await expect(choose).toBeChecked();
  await expect(
    suggestion.getByRole('textbox', { name: `Amount for ${invoice.number}` }),
  ).toHaveValue('540.00');
  await panel.getByRole('button', { name: 'Confirm match' }).click();
  const matched = panel.getByRole('list', { name: 'Matched invoices' });
  await expect(matched.getByRole('link', { name: invoice.number })).toBeVisible();
  await expect(panel.locator('[data-bank-payment-status="matched"]')).toBeVisible();

  // The invoice is paid, the bank's reference on its payment.
  await matched.getByRole('link', { name: invoice.number }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoices/list/${invoice.id}$`));
  await expect(page.locator('[data-invoice-status="paid"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText(reference);
});

test('a malformed statement is refused with the reason, and nothing is imported', async ({
  page,
  request,
}) => {
  const word = unique();
  await signIn(page, 'masteradmin', { at: '/dashboard/invoices/bank-payments-create?mode=import' });
  // A quoted field that never closes: not valid CSV.
  await chooseFile(
    page,
    'broken.csv',
    `Date,Paid by,Reference,Amount\r\n2026-01-05,"Broken ${word},REF ${word},10.00\r\n`,
  );
  const error = page.locator('[data-part="import-error"]');
  await expect(error).toContainText('The file is not valid CSV');
  await expect(error).toContainText('Nothing was imported.');
  await expect(page.getByRole('heading', { name: 'Which column holds what' })).toHaveCount(0);
  const token = await tokenFor(request, 'masteradmin');
  const list = await get<{ total: number }>(
    request,
    token,
    `/api/v1/bank-payments?tab=all&search=${encodeURIComponent(word)}`,
  );
  expect(list.total).toBe(0);
});

test('a payment is corrected in its panel; a change saved meanwhile shows before saving again', async ({
  page,
  request,
}) => {
  const word = unique();
  const payer = `Edit Test ${word}`;
  const token = await tokenFor(request, 'masteradmin');
  const made = await write(request, token, 'post', '/api/v1/bank-payments', {
    receivedOn: day(-2),
    amount: '75.00',
    payer,
    reference: `EDIT ${word}`,
  });

  await signIn(page, 'masteradmin', { at: '/dashboard/invoices/bank-payments' });
  await page.getByRole('searchbox', { name: 'Search bank payments' }).fill(word);
  const row = page.getByRole('row', { name: new RegExp(payer) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Match the payment from ${payer}` }).click();
  const panel = page.getByRole('dialog', { name: `Payment from ${payer}` });
  const facts = panel.locator('dl[aria-label="Payment"]');
  await expect(facts).toContainText('£75.00');

  // Unmatched: the day, the amount and its currency can change. The day opens on the payment's
  // own, in a date field.
  await panel.getByRole('button', { name: `Edit the payment from ${payer}` }).click();
  const form = panel.getByRole('form', { name: 'Edit payment' });
  await expect(form.locator('input[type="hidden"][name="receivedOn"]')).toHaveValue(day(-2));
  const [year, month, date] = day(-3).split('-');
  await form.getByRole('spinbutton', { name: /day/i }).first().click();
  await page.keyboard.type(`${date}${month}${year}`);
  await form.getByRole('textbox', { name: /^Amount/ }).fill('80.50');
  await form.getByRole('button', { name: /Currency/ }).click();
  await page.getByRole('option', { name: 'EUR', exact: true }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(facts).toContainText('€80.50');
  const saved = await request.get(`/api/v1/bank-payments/${made.id}`, auth(token));
  expect(((await saved.json()) as { data: { receivedOn: string } }).data.receivedOn).toBe(day(-3));

  // Someone else changes it while the form is open: saving shows the saved state first.
  await panel.getByRole('button', { name: `Edit the payment from ${payer}` }).click();
  await form.getByRole('textbox', { name: 'Notes' }).fill('Checked against the statement');
  const fresh = await request.get(`/api/v1/bank-payments/${made.id}`, auth(token));
  const { data } = (await fresh.json()) as { data: { version: number } };
  await write(request, token, 'patch', `/api/v1/bank-payments/${made.id}`, {
    version: data.version,
    amount: '81.00',
  });
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText('The payment was changed meanwhile');
  await expect(facts).toContainText('€81.00');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(panel).toContainText('Checked against the statement');
  // The second save kept the amount saved meanwhile.
  await expect(facts).toContainText('€81.00');
});

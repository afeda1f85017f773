import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { createBillingCompany } from './support/billing';
import { signIn } from './support/session';

/**
 * The accounting connection. The e2e server runs the built-in CSV journal
 * (no OAuth provider configured; the redirectTo path is covered by the server's
 * test/accounting.test.ts). An invoice of its own is made, issued and part paid through the API;
 * invoices/auth exports this month's journal, the file downloads at once and again from the
 * history, and its lines for the invoice balance.
 */

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** YYYY-MM-DD today (UTC, as the server's default time zone). */
const today = () => new Date().toISOString().slice(0, 10);

async function issuedAndPaid(request: APIRequestContext): Promise<string> {
  const token = await tokenFor(request, 'masteradmin');
  const word = unique();
  const billing = await createBillingCompany(request, token, {
    legalName: `Journal Test ${word} Ltd`,
    invoicePrefix: `A2${word.slice(-4).toUpperCase()}-`,
  });
  const rates = await request.get('/api/v1/tax-rates?tab=active', auth(token));
  const standard = ((await rates.json()) as { items: { id: string; name: string }[] }).items.find(
    (rate) => rate.name === 'Standard',
  );
  if (!standard) throw new Error('No standard rate');
  const draft = await write(request, token, 'post', '/api/v1/invoices', {
    billingCompanyId: billing.id,
    lines: [
      {
        kind: 'cleaning',
        description: 'Exit clean',
        quantity: '3',
        unitPrice: '12.35',
        taxRateId: standard.id,
      },
    ],
  });
  const issued = await request.post(`/api/v1/invoices/${draft.id}/issue`, {
    ...auth(token),
    data: { version: draft.version },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  const number = ((await issued.json()) as { data: { number: string } }).data.number;
  await write(request, token, 'post', `/api/v1/invoices/${draft.id}/payments`, {
    amount: '20.00',
    paidOn: today(),
    method: 'bankTransfer',
    reference: `A2 ${word}`,
  });
  return number;
}

test('this month’s journal is exported as CSV from invoices/auth and downloaded', async ({
  page,
  request,
}) => {
  const number = await issuedAndPaid(request);
  await signIn(page, 'masteradmin', { at: '/dashboard/invoices/auth' });
  await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection).toContainText('CSV journal (built in)');
  await expect(connection).toContainText('No connection needed');

  const form = page.getByRole('form', { name: 'Export a journal' });
  await form.getByRole('button', { name: /Period$/ }).click();
  await page.getByRole('option', { name: 'This month' }).click();
  // Other runs (or the demo) may have exported this month already: ask for everything.
  await form.getByText('Export again what was exported before').click();

  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Export journal' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('date,reference,account,debit,credit,currency,description');
  // 3 × £12.35 = £37.05 net, £7.41 VAT, £44.46 gross; £20.00 paid.
  const mine = lines.filter((line) => line.split(',')[1] === number);
  expect(mine.map((line) => line.split(',').slice(2, 6).join(','))).toEqual([
    '1100,44.46,0.00,GBP',
    '4000,0.00,37.05,GBP',
    '2200,0.00,7.41,GBP',
    '1200,20.00,0.00,GBP',
    '1100,0.00,20.00,GBP',
  ]);

  // The export is in the history, its file downloadable again.
  const history = page.getByRole('table', { name: 'Exports made' });
  const row = history.getByRole('row').nth(1);
  await expect(row).toContainText('exported again');
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download the journal of/ }).click();
  expect((await again).suggestedFilename()).toBe(file.suggestedFilename());
});

test('invoices/confirmation without a code says so and links back', async ({ page }) => {
  await signIn(page, 'masteradmin', { at: '/dashboard/invoices/confirmation' });
  await expect(page.getByRole('alert')).toContainText('Nothing came back with this address');
  await page.getByRole('link', { name: 'Back to accounting' }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\/auth$/);

  await page.goto('/dashboard/invoices/confirmation?code=abc&state=not-started-here');
  await expect(page.getByRole('alert')).toContainText('not started from this account');
});

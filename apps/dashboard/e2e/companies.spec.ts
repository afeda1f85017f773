import { expect, test } from '@playwright/test';
import { tokenFor } from './support/api';
import { createBillingCompany } from './support/billing';
import { chooseFile } from './support/files';
import { signIn, toastShown } from './support/session';

/** A real 1×1 PNG: the server checks the file's leading bytes, not just its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('creating a company with a logo through the three-step wizard, then finding it in the list', async ({
  page,
}) => {
  const name = `Wizard Co ${unique()}`;
  await signIn(page, 'admin', { at: '/dashboard/companies/create' });
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Basic information');

  // Step 1 refuses to move on without a name.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Legal name', exact: true }).fill(`${name} Limited`);
  await page.getByRole('button', { name: /\bType\b/ }).click();
  await page.getByRole('option', { name: 'Insurance', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(steps.locator('[aria-current="step"]')).toContainText('Branding');
  // The single picker ignores a file that is not an accepted image.
  await chooseFile(page, 'Choose a logo', {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('No logo')).toBeVisible();
  await chooseFile(page, 'Choose a logo', { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Logo', exact: true })).toBeVisible();
  await page.getByLabel('Display name').fill('Wizard');
  await page.getByLabel('Website').fill('wizard-brand.example');
  // Brand colours are hex fields: an emptied one stops the step with the schema's message.
  const primary = page.getByRole('textbox', { name: 'Brand colour', exact: true });
  const secondary = page.getByRole('textbox', { name: 'Secondary colour', exact: true });
  await primary.fill('0f766e');
  await secondary.clear();
  await secondary.press('Tab');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Use a colour such as #1a73e8')).toBeVisible();
  await expect(secondary).toBeFocused();
  await secondary.fill('fafafa');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(steps.locator('[aria-current="step"]')).toContainText('Confirmation');
  const confirmation = page.getByRole('region', { name: 'Confirmation' });
  await expect(confirmation.getByText('https://wizard-brand.example')).toBeVisible();
  await expect(confirmation.getByText('#0F766E')).toBeVisible();
  await expect(confirmation.getByText('#FAFAFA')).toBeVisible();
  await expect(confirmation.getByText('Insurance')).toBeVisible();
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/companies'),
  );
  const companyCreatedToast = toastShown(page, `${name} created`);
  await page.getByRole('button', { name: 'Create company' }).click();
  expect((await posted).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await companyCreatedToast;
  await expect(page).toHaveURL(/\/dashboard\/companies\/list\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.goto('/dashboard/companies/list');
  await page.getByRole('searchbox', { name: 'Search companies' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search companies' }).press('Enter');
  const row = page.locator('tbody tr', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toHaveAttribute('src', /\/files\//);
  await expect(row).toContainText('Insurance');

  // The name opens the company inside the app: no page load (the marker survives).
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
});

test('the company page edits with the version, creates a subcompany and deletes', async ({
  page,
}) => {
  const name = `Detail Co ${unique()}`;
  await signIn(page, 'user', { at: '/dashboard/companies/create' });
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit company' }).click();
  await page.getByRole('textbox', { name: 'VAT number', exact: true }).fill('GB123456789');
  const patch = page.waitForRequest((request) => request.method() === 'PATCH');
  const companySavedToast = toastShown(page, `${name} saved`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const sent = (await patch).postDataBuffer()?.toString('utf8') ?? '';
  expect(sent).toContain('"vatNumber":"GB123456789"');
  expect(sent).toContain('"version":1');
  await companySavedToast;
  await expect(page.getByText('GB123456789')).toBeVisible();

  await page.getByRole('button', { name: 'Create subcompany' }).click();
  const dialog = page.getByRole('dialog', { name: `Create subcompany of ${name}` });
  await dialog.getByRole('textbox', { name: 'Company name', exact: true }).fill(`${name} North`);
  await dialog.getByRole('button', { name: 'Create subcompany' }).click();
  await expect(
    page.getByRole('region', { name: 'Subcompanies' }).getByRole('link', { name: `${name} North` }),
  ).toBeVisible();

  // A company with subcompanies cannot be deleted: the server's reason is toasted.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete company' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete or move its subcompanies first')).toBeVisible();

  await page.getByRole('link', { name: `${name} North` }).click();
  await expect(page.getByRole('heading', { name: `${name} North`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete company' }).click();
  const subcompanyDeletedToast = toastShown(page, `${name} North deleted`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await subcompanyDeletedToast;
  await expect(page).toHaveURL(/\/dashboard\/companies\/list$/);
});

test('the list tabs count companies and subcompanies for the search', async ({ page }) => {
  await signIn(page, 'moderator');
  // The page and the count of every tab come in one request per view.
  const listCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/companies' && url.search !== '') listCalls.push(url.search);
  });
  await page.goto('/dashboard/companies/list?search=Aviva');
  const tabs = page.getByRole('navigation', { name: 'Company kinds' });
  // Seed data: Aviva with two subcompanies.
  await expect(tabs.getByRole('link', { name: 'All (3)' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Companies (1)' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Subcompanies (2)' }).click();
  await expect(tabs.getByRole('link', { name: 'Subcompanies (2)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveURL(/tab=sub/);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await expect(page.locator('tbody tr').first()).toContainText('Aviva');
  expect(listCalls).toEqual(['?page=1&search=Aviva', '?page=1&search=Aviva&tab=sub']);
});

test('the unfiltered list counts every tab and its own total', async ({ page }) => {
  await signIn(page, 'moderator', { at: '/dashboard/companies/list' });
  const tabs = page.getByRole('navigation', { name: 'Company kinds' });
  // Other tests add companies as they run, so only the shape of each count is fixed.
  await expect(tabs.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('status').filter({ hasText: /^\d+ companies$/ })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(29);
});

test('the billing companies list finds one by its legal name, with its company, terms and grouping', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'admin');
  const legalName = `Billing ${unique()} Limited`;
  const { company } = await createBillingCompany(request, token, {
    legalName,
    vatNumber: 'GB123456789',
    paymentTermsDays: 30,
    purchaseOrderRequired: true,
    invoiceGrouping: 'monthly',
  });

  await signIn(page, 'admin', {
    at: `/dashboard/billing-companies/list?search=${encodeURIComponent(legalName)}`,
  });
  const table = page.getByRole('table', { name: 'Billing companies' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const row = table.locator('tbody tr').first();
  await expect(row.getByRole('rowheader')).toHaveText(legalName);
  await expect(row.getByRole('link', { name: company.name })).toHaveAttribute(
    'href',
    `/dashboard/companies/list/${company.id}`,
  );
  for (const cell of ['GB123456789', '30 days', 'Required', 'Monthly per booking']) {
    await expect(row).toContainText(cell);
  }
  await expect(page.getByRole('status').filter({ hasText: '1 billing company' })).toBeVisible();
});

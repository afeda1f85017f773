import { expect, test } from '@playwright/test';
import { SIGN_IN_TIMEOUT } from './support/session';

test('timeout error screen', async ({ page }) => {
  await page.goto('/error?type=timeout');
  await expect(page.getByRole('heading', { name: 'Request timed out' })).toBeVisible();
  await expect(
    page.getByText('The server took too long to process the request. Please try again later.'),
  ).toBeVisible();
});

test('permission-denied error screen', async ({ page }) => {
  await page.goto('/error?type=permissionDenied');
  await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await expect(
    page.getByText('You do not have the required access to perform this action.'),
  ).toBeVisible();
});

test('error screen without a type says only "Something went wrong" and links home', async ({
  page,
}) => {
  await page.goto('/error');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(main.locator('p')).toHaveCount(0);
  await main.getByRole('link', { name: 'Home' }).click();
  // Home is /dashboard; signed out, that lands on sign-in remembering it.
  await expect(page).toHaveURL(/\/signin\?from=%2Fdashboard$/);
});

test('a section page deep in a module names its trail; a record crumb never shows a raw id', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@staydesk.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Staydesk-Demo-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /Hi, .+!/ })).toBeVisible(SIGN_IN_TIMEOUT);
  await page.goto('/dashboard/invoices/bank-payments-create');
  await expect(page.getByRole('heading', { name: 'Create a bank payment' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Menu');
  await expect(crumbs).toContainText('Invoices');
  await expect(crumbs).toContainText('Create Bank Payment');
  // A record's crumb names the record, never its raw id (an unknown invoice: a stand-in).
  await page.goto('/dashboard/invoices/list/INV-42/payment');
  await expect(page.getByText('This invoice could not be found.')).toBeVisible();
  await expect(crumbs).toContainText('List');
  await expect(crumbs).toContainText('Payment');
  await expect(crumbs).not.toContainText('INV-42');
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});

import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, signIn, toastShown } from './support/session';

async function systemAdminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/signin', {
    data: { email: demoUsers.system_admin, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * Creates `count` accounts whose names share a run-unique prefix, so a search finds just them.
 * Each creation hashes a password (scrypt, 128 MiB), so they go two at a time.
 */
async function createAccounts(request: APIRequestContext, prefix: string, count: number) {
  const token = await systemAdminToken(request);
  const create = async (index: number) => {
    const number = String(index).padStart(2, '0');
    const response = await request.post('/account', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        fullName: `${prefix} ${number}`,
        email: `${prefix.toLowerCase().replaceAll(' ', '-')}-${number}@staydesk.test`,
        password: 'Paging-Pass-2026',
        role: index % 2 === 0 ? 'moderator' : 'user',
      },
    });
    expect(response.status()).toBe(201);
  };
  for (let index = 1; index <= count; index += 2) {
    await Promise.all([create(index), ...(index + 1 <= count ? [create(index + 1)] : [])]);
  }
}

test('accounts are paged 29 at a time on the server, with search and role filter', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const prefix = `Pager ${Date.now().toString(36)}`;
  await createAccounts(request, prefix, 30);

  await signIn(page, 'masteradmin', { at: '/dashboard/accounts' });
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(prefix);
  await page.getByRole('searchbox', { name: 'Search accounts' }).press('Enter');
  await expect(page.getByText('30 accounts')).toBeVisible();
  // The accounts table only: sign-ups awaiting approval have their own table above it.
  const rows = page.getByRole('grid', { name: 'Accounts', exact: true }).locator('tbody tr');
  await expect(rows).toHaveCount(29);
  await expect(rows.first()).toContainText(`${prefix} 01`);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${prefix} 30`);

  await page.getByRole('button', { name: /\bRole\b/ }).click();
  await page.getByRole('option', { name: 'Moderator', exact: true }).click();
  await expect(page.getByText('15 accounts')).toBeVisible();
  await expect(rows).toHaveCount(15);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
});

test('a creator chip opens the account page, whose Back link returns to where it was opened', async ({
  page,
  request,
}) => {
  const prefix = `Chip ${Date.now().toString(36)}`;
  await createAccounts(request, prefix, 1);
  await signIn(page, 'system_admin', {
    at: `/dashboard/accounts?search=${encodeURIComponent(prefix)}`,
  });
  await page.getByRole('link', { name: `${prefix} 01` }).click();
  await expect(page.getByRole('heading', { name: `${prefix} 01`, level: 1 })).toBeVisible();
  const createdAccountPath = new URL(page.url()).pathname;

  // Created by the demo system admin: the chip opens that account with this page as state.
  await page.getByRole('link', { name: /^Open the account of / }).click();
  await expect(page).not.toHaveURL(new RegExp(`${createdAccountPath}$`));
  await expect(page).toHaveURL(/\/dashboard\/accounts\/[0-9a-f-]+$/);
  await expect(page.getByText('system_admin@staydesk.test')).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`${createdAccountPath}$`));
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard\/accounts\?search=/);
});

test('a masteradmin edits details and deletes an account; only system_admin changes roles', async ({
  page,
  request,
}) => {
  const prefix = `Editable ${Date.now().toString(36)}`;
  await createAccounts(request, prefix, 1);
  await signIn(page, 'masteradmin', {
    at: `/dashboard/accounts?search=${encodeURIComponent(prefix)}`,
  });
  await page.getByRole('link', { name: `${prefix} 01` }).click();
  await expect(page.getByRole('heading', { name: `${prefix} 01`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Change role')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 161 496 0000');
  const accountUpdatedToast = toastShown(page, 'Account updated');
  await page.getByRole('button', { name: 'Save details' }).click();
  await accountUpdatedToast;
  await expect(page.getByLabel('Details').getByText('+44 161 496 0000')).toBeVisible();

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete account' }).click();
  const accountDeletedToast = toastShown(page, 'Account deleted');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await accountDeletedToast;
  await expect(page).toHaveURL(/\/dashboard\/accounts\?search=/);
  await expect(page.getByText('0 accounts')).toBeVisible();
});

test('the create account modal posts /account', async ({ page }) => {
  const unique = Date.now().toString(36);
  await signIn(page, 'system_admin', { at: '/dashboard/accounts' });
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  await dialog.getByRole('textbox', { name: 'Full name', exact: true }).fill(`Modal ${unique}`);
  await dialog
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`modal-${unique}@staydesk.test`);
  await dialog.getByRole('button', { name: /\bRole\b/ }).click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Modal-Pass-2026');
  const accountCreatedToast = toastShown(page, 'Account created');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await accountCreatedToast;
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(`Modal ${unique}`);
  await page.getByRole('searchbox', { name: 'Search accounts' }).press('Enter');
  const rows = page.getByRole('grid', { name: 'Accounts', exact: true }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Admin');
});

test('accounts is closed to roles without ACCOUNTS', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard/accounts');
  await expect(page).toHaveURL(/\/error\?type=permissionDenied$/);
});

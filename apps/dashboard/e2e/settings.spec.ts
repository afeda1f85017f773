import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, fillSignIn, signIn, toastShown } from './support/session';

/** An access token for a demo role, from the real sign-in endpoint. */
async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/signin', {
    data: { email, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** A fresh account of its own, so changing its password cannot disturb other tests. */
async function createAccount(request: APIRequestContext, password: string) {
  const token = await tokenFor(request, demoUsers.system_admin);
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const email = `settings-${unique}@staydesk.test`;
  const response = await request.post('/account', {
    headers: { authorization: `Bearer ${token}` },
    data: { fullName: `Settings Tester ${unique}`, email, password, role: 'user' },
  });
  expect(response.status()).toBe(201);
  return { email, fullName: `Settings Tester ${unique}` };
}

test('the theme toggle switches to dark, marks it custom and survives a reload', async ({
  page,
}) => {
  await signIn(page, 'user', { rememberMe: true, at: '/dashboard/settings' });
  const root = page.locator('[data-color-mode]').first();
  await expect(root).toHaveAttribute('data-color-mode', 'light');
  await expect(page.getByText('Default theme')).toBeVisible();

  await page.getByText('Dark mode').click();
  await expect(root).toHaveAttribute('data-color-mode', 'dark');
  await expect(page.getByText('Chosen by you')).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('root'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ theme: { type: 'dark', custom: true } });

  await page.reload();
  await expect(root).toHaveAttribute('data-color-mode', 'dark');
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
});

test('choosing French translates the screen and persists', async ({ page }) => {
  await signIn(page, 'moderator', { rememberMe: true, at: '/dashboard/settings' });
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByText('Français').click();
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Relative times and plurals follow the language (Intl.RelativeTimeFormat, ICU plurals).
  await page.goto('/dashboard');
  await expect(page.getByText(/^Mis à jour (il y a|maintenant|à l’instant)/)).toBeVisible();
  await page.goto(`/dashboard/clients/list?search=${Date.now().toString(36)}`);
  await expect(page.getByRole('status').getByText('Aucun client', { exact: true })).toBeVisible();
  await page.goto('/dashboard/settings');
  await page.getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('the password change enforces the rule and the new password signs in', async ({
  page,
  request,
}) => {
  const oldPassword = 'Original-Pass-2026';
  const newPassword = 'Changed-Pass-2027';
  const account = await createAccount(request, oldPassword);
  await page.goto('/signin');
  await fillSignIn(page, account.email, oldPassword);
  await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible();
  await page.goto('/dashboard/settings');

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText(
      'Password must be at least 10 characters long and include uppercase and lowercase letters, and numbers.',
    ),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/password') && response.request().method() === 'PATCH',
  );
  const passwordChangedToast = toastShown(page, 'Password changed');
  await page.getByRole('button', { name: 'Change password' }).click();
  expect((await saved).status()).toBe(200);
  await passwordChangedToast;

  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.context().clearCookies();
  await page.goto('/signin');
  await fillSignIn(page, account.email, oldPassword);
  await expect(page.getByRole('alert')).toBeVisible();
  await fillSignIn(page, account.email, newPassword);
  await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible();
});

test('the profile saves a changed full name through the data wrapper', async ({
  page,
  request,
}) => {
  const password = 'Profile-Pass-2026';
  const account = await createAccount(request, password);
  await page.goto('/signin');
  await fillSignIn(page, account.email, password);
  await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible();
  await page.goto('/dashboard/settings');
  const renamed = `${account.fullName} Renamed`;
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(renamed);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0999');
  const patch = page.waitForRequest(
    (request) => request.method() === 'PATCH' && /\/api\/v1\/users\/[^/]+$/.test(request.url()),
  );
  const accountUpdatedToast = toastShown(page, 'Account updated');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const body = (await patch).postDataJSON() as { data: Record<string, unknown> };
  expect(body.data).toEqual({ fullName: renamed, phone: '+44 20 7946 0999', version: 1 });
  await accountUpdatedToast;
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(renamed);
});

test('a name saved in settings shows in the accounts list without Refresh Data', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, demoUsers.system_admin);
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const fullName = `Renamer ${unique}`;
  const email = `renamer-${unique}@staydesk.test`;
  const password = 'Renamer-Pass-2026';
  const response = await request.post('/account', {
    headers: { authorization: `Bearer ${token}` },
    data: { fullName, email, password, role: 'masteradmin' },
  });
  expect(response.status()).toBe(201);

  await page.goto('/signin');
  await fillSignIn(page, email, password);
  await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible();
  // The accounts list is loaded (and cached) first.
  await page.goto(`/dashboard/accounts?search=${unique}`);
  await expect(page.getByRole('link', { name: fullName, exact: true })).toBeVisible();

  // In-app navigation only from here: no reload may refresh the cache behind the test's back.
  await page.getByRole('link', { name: 'Settings' }).first().click();
  const renamed = `${fullName} Renamed`;
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(renamed);
  const updated = toastShown(page, 'Account updated');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await updated;
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/accounts\?search=/);
  await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible();
});

import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, signIn, toastShown } from './support/session';

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/signin', {
    data: { email, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * Opens the page of the audit trail that shows `row`. The trail is shared with concurrent tests,
 * newest first, 29 a page: their events (an invoice run writes dozens) can push this test's
 * change off the first page before it is read. Looks on the newest pages, through the screen's
 * own `auditPage` address.
 */
async function openTrailPageWith(page: Page, search: string, trail: Locator, row: Locator) {
  for (let auditPage = 1; auditPage <= 5; auditPage++) {
    await page.goto(
      `/dashboard/administration?search=${encodeURIComponent(search)}&auditPage=${auditPage}`,
    );
    await expect(trail.locator('tbody tr').first()).toBeVisible();
    if ((await row.count()) > 0) return;
  }
}

/** A fresh account to change, so the demo accounts other tests sign in with stay as they are. */
async function freshAccount(request: APIRequestContext) {
  const token = await tokenFor(request, demoUsers.system_admin);
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const fullName = `Admin Target ${unique}`;
  const response = await request.post('/account', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      fullName,
      email: `admin-target-${unique}@staydesk.test`,
      password: 'Target-Pass-2026',
      role: 'user',
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { id: string } };
  return { id: body.data.id, fullName };
}

test('a system admin changes a role, and the audit trail records it', async ({ page, request }) => {
  const target = await freshAccount(request);
  await signIn(page, 'system_admin', {
    at: `/dashboard/administration?search=${encodeURIComponent(target.fullName)}`,
  });
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.locator('tbody tr')).toHaveCount(1);

  const role = users.getByRole('button', { name: `Role of ${target.fullName}` });
  await expect(role).toContainText('User');
  await role.click();
  await page.getByRole('option', { name: 'Moderator', exact: true }).click();
  const accountUpdatedToast = toastShown(page, 'Account updated');
  await users.getByRole('button', { name: 'Save role' }).click();
  await accountUpdatedToast;

  await page.reload();
  await expect(users.getByRole('button', { name: `Role of ${target.fullName}` })).toContainText(
    'Moderator',
  );
  // The row names the record (a link to it), says who did it and what changed, readably.
  const trail = page.getByRole('region', { name: 'Recent activity' });
  const change = trail
    .locator('tbody tr', { has: page.getByRole('link', { name: target.fullName, exact: true }) })
    .filter({ has: page.locator('td', { hasText: /^Updated$/ }) });
  await openTrailPageWith(page, target.fullName, trail, change);
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Role: User → Moderator');
  await expect(change).toContainText('Account');
  await expect(change.getByRole('link', { name: /Grace Okafor/ })).toBeVisible();
  await expect(change).not.toContainText(target.id.slice(0, 8));

  // In French the same row reads in French: action, field label and the role's name.
  await page.evaluate(() =>
    window.localStorage.setItem(
      'root',
      JSON.stringify({ theme: { type: 'light', custom: false }, language: 'fr' }),
    ),
  );
  const frenchTrail = page.getByRole('region', { name: 'Activité récente' });
  const frenchChange = frenchTrail
    .locator('tbody tr', { has: page.getByRole('link', { name: target.fullName, exact: true }) })
    .filter({ has: page.locator('td', { hasText: /^Modification$/ }) });
  await openTrailPageWith(page, target.fullName, frenchTrail, frenchChange);
  await expect(frenchChange).toContainText('Rôle : Utilisateur → Modérateur');
});

test('a system admin adds, switches off and removes an experiment', async ({ page, request }) => {
  const target = await freshAccount(request);
  await signIn(page, 'system_admin', {
    at: `/dashboard/administration?search=${encodeURIComponent(target.fullName)}`,
  });
  const row = page
    .getByRole('region', { name: 'Users' })
    .locator('tbody tr', { hasText: target.fullName });
  await expect(row.getByText('No experiments')).toBeVisible();

  // The choices are the experiments the global settings list.
  await row.getByRole('button', { name: `Add an experiment to ${target.fullName}` }).click();
  await page.getByRole('option', { name: 'Tracker board', exact: true }).click();
  const added = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/experiments'),
  );
  const experimentAddedToast = toastShown(page, 'Experiment saved');
  await row.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await added).postDataJSON()).toEqual({ name: 'trackerBoard', isAvailable: true });
  await experimentAddedToast;
  const toggle = row.getByLabel(`Tracker board for ${target.fullName}`);
  await expect(toggle).toBeChecked();

  const experimentToggledToast = toastShown(page, 'Experiment saved');
  await row.getByText('Tracker board (On)').click();
  await experimentToggledToast;
  await expect(toggle).not.toBeChecked();
  await expect(row.getByText('Tracker board (Off)')).toBeVisible();

  const experimentRemovedToast = toastShown(page, 'Experiment removed');
  await row.getByRole('button', { name: `Remove Tracker board from ${target.fullName}` }).click();
  await experimentRemovedToast;
  await expect(row.getByText('No experiments')).toBeVisible();
});

test('administration is hidden and refused for everyone but system_admin', async ({
  page,
  request,
}) => {
  await signIn(page, 'masteradmin');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin' }),
  ).toHaveCount(0);
  await page.goto('/dashboard/administration');
  await expect(page).toHaveURL(/\/error\?type=permissionDenied$/);

  // The server refuses the same calls: the UI gate is only for the user's experience.
  const target = await freshAccount(request);
  const token = await tokenFor(request, demoUsers.masteradmin);
  const response = await request.post(`/api/v1/users/${target.id}/experiments`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'trackerBoard', isAvailable: true },
  });
  expect(response.status()).toBe(403);
});

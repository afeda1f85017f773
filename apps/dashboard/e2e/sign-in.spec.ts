import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoUsers,
  fillSignIn,
  SIGN_IN_TIMEOUT,
  signInWithForm,
} from './support/session';

test.describe('sign-in', () => {
  test('shows the two-panel form with the texts of the spec', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(
      page.getByText('Enter your email and password to access your account'),
    ).toBeVisible();
    await expect(
      page.getByText('Manage listings, connect with clients, and close deals faster'),
    ).toBeVisible();
    await expect(page.getByText('v2.0.0')).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'Remember Me', exact: true }),
    ).not.toBeChecked();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/recover-password$/);
  });

  test('signs in and lands on the dashboard', async ({ page }) => {
    await signInWithForm(page, 'user');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /Hi, .+!/ })).toBeVisible(SIGN_IN_TIMEOUT);
  });

  test('shows the server error above the form on a wrong password', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, demoUsers.moderator, `${DEMO_PASSWORD}-wrong`);
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toBeEmpty();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('shows the field messages of spec §5 without calling the server', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('returns to the `from` address after signing in', async ({ page }) => {
    await page.goto('/dashboard/tracker');
    await expect(page).toHaveURL(/\/signin\?from=%2Fdashboard%2Ftracker$/);
    await fillSignIn(page, demoUsers.admin, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/tracker$/, SIGN_IN_TIMEOUT);
    await expect(page.getByRole('heading', { name: 'Tracker' })).toBeVisible();
  });

  test('/ sends a signed-out visitor to sign-in and a signed-in one to the dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await signInWithForm(page, 'user');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/signin is a page of its own, which never loads the dashboard entry', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // The sign-in page's own entry, not the dashboard's (index.html's).
    const entry = await page.locator('script[type="module"]').getAttribute('src');
    expect(entry).toMatch(/^\/assets\/signin-[\w-]+\.js$/);
    const dashboardEntry = await (await page.request.get('/dashboard')).text();
    const dashboardScript = /<script type="module" crossorigin src="([^"]+)"/.exec(dashboardEntry);
    expect(dashboardScript?.[1]).toBeDefined();
    expect(scripts).not.toContain(dashboardScript?.[1]);
  });

  test('the sign-in page wears the persisted theme and language', async ({ page }) => {
    await page.goto('/signin');
    await page.evaluate(() =>
      window.localStorage.setItem(
        'root',
        JSON.stringify({ theme: { type: 'dark', custom: true }, language: 'fr' }),
      ),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bon retour parmi nous' })).toBeVisible();
    await expect(page.locator('[data-color-mode]').first()).toHaveAttribute(
      'data-color-mode',
      'dark',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});

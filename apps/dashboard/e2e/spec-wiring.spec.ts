import { expect, type Page, test } from '@playwright/test';
import { chunkPathOf } from './support/build';
import { SIGN_IN_TIMEOUT, signInWithForm } from './support/session';

/**
 * Spec paths that only the running app can prove: each test breaks one real dependency (a
 * start-up call, a screen chunk, storage, the clock) and watches what the user is shown.
 */

const avatar = (page: Page) => page.getByRole('button', { name: /^Hi, .+!$/ });

test('start-up renders the dashboard only when all three start-up calls succeed (§4)', async ({
  page,
}) => {
  await signInWithForm(page, 'masteradmin', { rememberMe: true });
  // Only the start-up call of the companies (no page asked for) fails; the other two succeed.
  let failures = 0;
  const startupCompanies = (url: URL) => url.pathname === '/api/companies' && url.search === '';
  await page.route(startupCompanies, async (route) => {
    failures += 1;
    await route.fulfill({ status: 500, json: { message: 'Companies are unavailable' } });
  });
  await page.goto('/dashboard/tracker');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /menu/i })).toHaveCount(0);
  expect(failures).toBeGreaterThan(0);

  await page.unroute(startupCompanies);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(avatar(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tracker' })).toBeVisible();
});

test('a screen that fails to load shows the generic fallback and logs the error (§2, §8)', async ({
  page,
}) => {
  await signInWithForm(page, 'user', { rememberMe: true });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  // The tracker screen's chunk (features/tracker/routes.tsx) cannot be fetched, so its route's
  // lazy import rejects.
  const trackerChunk = chunkPathOf('src/features/tracker/routes.tsx');
  await page.route(
    (url) => url.pathname === trackerChunk,
    (route) => route.abort('failed'),
  );
  await page.getByRole('link', { name: 'Tracker' }).first().click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible(
    SIGN_IN_TIMEOUT,
  );
  await expect(
    page.getByText("It seems like we've run into an issue. Don't worry, this could be a temporary"),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
  expect(logged.length).toBeGreaterThan(0);
});

test('a failed query toasts the error’s own message when the server sends none (§8)', async ({
  page,
}) => {
  await signInWithForm(page, 'user', { rememberMe: true });
  await page.route('**/api/v1/home/summary', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Request failed with status code 502').first()).toBeVisible();
});

test('a successful mutation clears the toasts already shown (§4)', async ({ page }) => {
  // Time stands still once signed in, so no toast closes by itself (they auto-close at 5 s):
  // the error toast can only go away because the later save cleared it.
  await page.clock.install();
  await signInWithForm(page, 'user', { rememberMe: true });
  await page.goto('/dashboard/settings');
  // The profile is its own form (named 'Profile') among the settings sections.
  const profile = page.getByRole('form', { name: 'Profile' });
  const fullName = profile.getByRole('textbox', { name: 'Full name' });
  // A name never saved before, so the save always has a change to send (a reused server too).
  const renamed = `Amelia ${Date.now().toString(36)}`;
  await expect(fullName).toBeVisible();
  // Pause a moment ahead, not a minute: a jump fires every timer it passes, and a jump past the
  // request timeout aborted a call in flight (the bell's poll) and showed the timeout page.
  await page.clock.pauseAt(Date.now() + 1_000);

  await page.route('**/api/v1/users/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    await route.fulfill({ status: 400, json: { message: 'Could not save: planted failure' } });
  });
  await fullName.fill(renamed);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  const errorToast = page.getByText('Could not save: planted failure');
  await expect(errorToast.first()).toBeVisible();

  await page.unroute('**/api/v1/users/*');
  await fullName.fill(renamed);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
  await expect(errorToast).toHaveCount(0);
});

test('a local storage failure only warns: signing in still works (§8)', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Object.defineProperty(Storage.prototype, 'setItem', { value: refuse });
  });
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('user@staydesk.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Staydesk-Demo-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Nothing could be stored, so the session lives in memory for this page only.
  await expect(avatar(page)).toBeVisible(SIGN_IN_TIMEOUT);
  expect(warnings.some((text) => /Could not write/.test(text))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('the session ends 24 hours after sign-in while the app stays open (§4)', async ({ page }) => {
  await page.clock.install();
  await signInWithForm(page, 'moderator', { rememberMe: true });
  await page.goto('/dashboard/tracker');
  await expect(page.getByRole('heading', { name: 'Tracker' })).toBeVisible();
  // A tab woken after the 24 hours may have a call in flight: its abort timer fires with the
  // session's, and the session's end must win over the timeout page.
  const inFlight = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/auth/me',
  );
  await page.route('**/api/**', () => {});
  await avatar(page).click();
  await page.getByRole('menuitem', { name: 'Refresh Data' }).click();
  await inFlight;
  await page.clock.fastForward('24:00:01');
  await expect(page).toHaveURL(/\/signin/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('the snackbar follows the connection: shown offline, replaced back online, dismissible (§2, §4)', async ({
  page,
  context,
}) => {
  await signInWithForm(page, 'user', { rememberMe: true });
  await context.setOffline(true);
  const offline = page.getByText(
    'You are offline. Changes cannot be saved until the connection is back.',
  );
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  const online = page.getByText('You are back online.');
  await expect(online).toBeVisible();
  // Dismissing clears the snackbar's text and type: nothing is left on screen. (A request that
  // failed while offline may also have toasted, with a Dismiss button of its own.)
  await page
    .locator('[data-component="Snackbar"]')
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(online).toHaveCount(0);
});

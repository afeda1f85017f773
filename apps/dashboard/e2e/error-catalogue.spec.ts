import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers, fillSignIn, SIGN_IN_TIMEOUT } from './support/session';

/**
 * The rows of the spec §8 error catalogue that the real server cannot be made to produce on
 * demand: the answer of the call the home screen makes first is replaced in the browser.
 */
const homeSummary = '**/api/v1/home/summary';

/** Signs in without waiting for the dashboard: the screen under test may replace it at once. */
async function submitSignIn(page: Page): Promise<void> {
  await page.goto('/signin');
  await fillSignIn(page, demoUsers.admin, DEMO_PASSWORD);
}

async function expectTimeoutScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/error\?type=timeout$/, SIGN_IN_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Request timed out' })).toBeVisible();
}

test('a server that answers `timeout` sends the user to the timeout screen', async ({ page }) => {
  await page.route(homeSummary, (route) =>
    route.fulfill({
      status: 503,
      json: { message: 'The request took too long to process.', timeout: true },
    }),
  );
  await submitSignIn(page);
  await expectTimeoutScreen(page);
});

test('a request that gets no answer within 30 s is aborted as a timeout', async ({ page }) => {
  await page.clock.install();
  // The call is held, never answered: only the client's own abort timer can end it.
  await page.route(homeSummary, () => {});
  const held = page.waitForRequest(homeSummary);
  await submitSignIn(page);
  await held;
  // The installed clock also runs in real time: on a loaded machine a second or two passes
  // between the request and the jump, so the check before the limit leaves 5 s of room.
  await page.clock.fastForward(25_000);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.fastForward(6_000);
  await expectTimeoutScreen(page);
});

test('an answer carrying `redirectTo` sends the user to invoice authorisation', async ({
  page,
}) => {
  await page.route(homeSummary, (route) =>
    route.fulfill({
      status: 401,
      json: {
        message: 'The accounting service needs authorising.',
        redirectTo: 'https://accounting.example/authorise',
      },
    }),
  );
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/dashboard\/invoices\/auth$/, SIGN_IN_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Accounting authorisation' })).toBeVisible();
});

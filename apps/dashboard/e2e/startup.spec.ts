import { expect, test } from '@playwright/test';

/**
 * Spec §5/§8: a missing client setting raises 'Add ...' at start-up. The real server always
 * sends every setting, so this test alone edits the server's /config.js answer on its way in,
 * removing one setting.
 */
test('a missing client setting stops start-up with its "Add ..." message', async ({ page }) => {
  await page.route('**/config.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"MAPS_KEY":"[^"]*",?/, '');
    await route.fulfill({ response, body });
  });
  await page.goto('/signin');
  await expect(page.getByRole('alert')).toContainText('Add MAPS_KEY to the environment');
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});

test('the app shows the loading indicator until global settings have loaded', async ({ page }) => {
  let release: () => void = () => {};
  const settingsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/global/settings', async (route) => {
    await settingsHeld;
    await route.continue();
  });
  await page.goto('/signin');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('the ICU warm-up script is served and runs without an error before the app starts', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const warmUp = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/warm-intl.js',
  );
  await page.goto('/signin');
  const response = await warmUp;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

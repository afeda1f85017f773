import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';

/**
 * The shell at once: the top bar and the sidebar stay while screens load, content areas hold
 * placeholders of their final size (layout shift below 0.05), a list that fails shows an inline
 * error with a Retry, and after a navigation focus is on the new page's heading.
 */

/**
 * Sums Chromium's layout shifts (not those right after input) from the page's first paint, the
 * CPU slowed four times (as a modest laptop), so that parts arriving one after another show.
 */
async function watchLayoutShift(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShift: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total,
  );

const isListCall = (url: URL) => url.pathname === '/api/v1/enquiries';

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('home draws its shell and then its counts without moving what is shown', async ({
      page,
    }) => {
      await watchLayoutShift(page);
      await signIn(page, 'admin');
      await expect(page.locator('[data-summary]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });

    test('the enquiries list draws without moving its tabs or rows', async ({ page }) => {
      await watchLayoutShift(page);
      await signIn(page, 'admin', { at: '/dashboard/enquiries/list' });
      await expect(
        page.getByRole('table', { name: 'Enquiries' }).getByRole('row').nth(1),
      ).toBeVisible();
      await expect(page.locator('[data-part="skeleton-row"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });
  });
}

test('a list whose call fails shows an inline error with Retry, the page around it staying', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let failing = true;
  await page.route(isListCall, (route) =>
    failing
      ? route.fulfill({ status: 500, json: { message: 'Enquiries are unavailable' } })
      : route.fallback(),
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Enquiries' })
    .click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'List' })
    .click();
  const failure = page.getByRole('alert').filter({ hasText: 'This list could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Enquiries are unavailable');
  // The page's header, search and tabs stay; no spinner is left turning.
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Enquiry tabs' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('[data-part="skeleton-row"]')).toHaveCount(0);

  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Enquiries' }).getByRole('row').nth(1),
  ).toBeVisible();
});

for (const { path, title, isPagedCall } of [
  {
    path: '/dashboard/billing-companies/list',
    title: 'Billing companies',
    isPagedCall: (url: URL) => url.pathname === '/api/v1/billing-companies',
  },
]) {
  test(`${title}: a failed call shows the inline error with Retry`, async ({ page }) => {
    let failing = true;
    await page.route(isPagedCall, (route) =>
      failing
        ? route.fulfill({ status: 500, json: { message: `${title} are unavailable` } })
        : route.fallback(),
    );
    await signIn(page, 'admin', { at: path });
    const failure = page.getByRole('alert').filter({ hasText: 'This list could not be loaded' });
    await expect(failure).toContainText(`${title} are unavailable`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    failing = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });
}

test('tab counts stay on the tabs while another tab loads', async ({ page }) => {
  await signIn(page, 'admin', { at: '/dashboard/enquiries/list' });
  const tabs = page.getByRole('navigation', { name: 'Enquiry tabs' });
  const counts = tabs.locator('[data-part="count"]');
  await expect(counts.first()).toBeVisible();
  const shown = await counts.count();
  expect(shown).toBeGreaterThan(1);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(isListCall, async (route) => {
    asked = true;
    await held;
    await route.fallback();
  });
  await tabs.getByRole('link').nth(1).click();
  await expect.poll(() => asked).toBe(true);
  await expect(counts).toHaveCount(shown);
  release();
  await expect(tabs.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(counts).toHaveCount(shown);
});

test('after a navigation focus is on the new page heading', async ({ page }) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Enquiries' }).click();
  await nav.getByRole('link', { name: 'List' }).click();
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeFocused();

  // A record page too, whose title draws once its record has loaded.
  await page.getByRole('table', { name: 'Enquiries' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/list\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the sidebar stays in view while a long page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await signIn(page, 'admin', { at: '/dashboard/enquiries/list' });
  await expect(
    page.getByRole('table', { name: 'Enquiries' }).getByRole('row').nth(1),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const before = await nav.boundingBox();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect((await nav.boundingBox())?.y).toBe(before?.y);
});

test('not-found and permission-denied pages keep the shell', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/dashboard/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);

  await page.goto('/dashboard/administration');
  await expect(page).toHaveURL(/\/error\?type=permissionDenied$/);
  await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('Help is in the sidebar of the roles that have it, marked current on its page', async ({
  page,
}) => {
  await signIn(page, 'user', { at: '/dashboard/help' });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

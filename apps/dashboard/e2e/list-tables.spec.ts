import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';
import { shots } from './support/shots';

/**
 * The lists read in French at a desk and on a phone without a word split inside a cell
 * ('Unassigne / d'): a line may end only between words, after a hyphen, an '@' or a '.'. The
 * counted tabs never cut a tab off: on a phone the row scrolls sideways on its own, the page
 * does not.
 */
const LISTS = [
  ['enquiries', '/dashboard/enquiries/list'],
  ['bookings', '/dashboard/bookings/list'],
  ['landlords', '/dashboard/landlords/list'],
  ['invoices', '/dashboard/invoices/list'],
  ['properties', '/dashboard/properties/list'],
  ['companies', '/dashboard/companies/list'],
  ['clients', '/dashboard/clients/list'],
  ['administration', '/dashboard/administration'],
] as const;

/** The words of every table cell that a line break splits, with the cell's column. */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll(
      '[data-component="Table"] td, [data-component="Table"] th',
    )) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Visually hidden text (a checkbox's name) sits in a 1 px box: every letter on a line.
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 2) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s@.\-–/,]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'system_admin');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'root',
      JSON.stringify({ theme: { type: 'light', custom: false }, language: 'fr' }),
    ),
  );
});

for (const [name, path] of LISTS) {
  test(`the ${name} list breaks no word in French at 1440 and 390 px`, async ({ page }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('[data-component="Table"] tbody tr').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await brokenWords(page), `${name} at ${width} px`).toEqual([]);
      // The page itself never scrolls sideways: a wide table or tab row scrolls in its frame.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
      const tabs = page.locator('[data-component="TabNav"]');
      if ((await tabs.count()) > 0) {
        const last = tabs.first().locator('[data-component="TabNavLink"]').last();
        await last.scrollIntoViewIfNeeded();
        await expect(last).toBeInViewport({ ratio: 1 });
      }
    }
    await shots(page, name, {
      ready: () => expect(page.locator('[data-component="Table"] tbody tr').first()).toBeVisible(),
    });
  });
}

import { expect, type Page, test } from '@playwright/test';

type ColourMode = 'light' | 'dark';

/** Whether this run takes the designers' shots (`E2E_SHOTS=1`). */
const takingShots = process.env.E2E_SHOTS === '1';

/**
 * Full-page shots of the current screen at 1440 and 390 px, in each of `modes`, into the test's
 * output folder: for looking at a screen by eye (`E2E_SHOTS=1 node scripts/e2e.mjs
 * e2e/enquiry-offers.spec.ts`). They assert nothing and each costs a reload per width and mode,
 * so a run without `E2E_SHOTS=1` (npm test) skips them. `ready` waits, after each reload, for
 * what the shot must show.
 */
export async function shots(
  page: Page,
  name: string,
  options: { modes?: readonly ColourMode[]; ready?: () => Promise<void> } = {},
): Promise<void> {
  if (!takingShots) return;
  const modes = options.modes ?? ['light', 'dark'];
  // The colour mode is a stored preference (the settings' theme), read when the app starts.
  const setMode = (mode: ColourMode) =>
    page.evaluate((type) => {
      const stored = JSON.parse(window.localStorage.getItem('root') ?? '{}') as Record<
        string,
        unknown
      >;
      window.localStorage.setItem(
        'root',
        JSON.stringify({ ...stored, theme: { type, custom: true } }),
      );
    }, mode);
  for (const mode of modes) {
    await setMode(mode);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.locator('[data-color-mode]').first()).toHaveAttribute(
        'data-color-mode',
        mode,
      );
      await options.ready?.();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: test.info().outputPath(`${name}-${width}-${mode}.png`),
        fullPage: true,
      });
    }
  }
  await setMode('light');
  await page.setViewportSize({ width: 1440, height: 900 });
}

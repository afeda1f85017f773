import { expect, type Page } from '@playwright/test';

/**
 * Picks an option of a combobox that searches the server as the user types. The field is first
 * brought to the middle of the window, as a person scrolls to it: at the bottom edge (above a
 * form's sticky action bar) its list would open out of view, and scrolling closes it. The option
 * is chosen with the keyboard (ArrowDown to it, Enter), as a person on the phone does: a click
 * waits for the option to hold still, and a list refreshing under the pointer once kept it moving
 * past a test's time.
 */
export async function pick(page: Page, label: string, text: string, option: string | RegExp) {
  const field = page.getByRole('combobox', { name: label });
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await field.fill(text);
  const wanted = page.getByRole('option', { name: option }).first();
  await expect(wanted).toBeVisible();
  for (let step = 0; step < 30; step += 1) {
    // ArrowDown also opens the list again if it closed under a slow machine's answers; a read
    // of the option waits a moment, never the test's whole time, for a list that is shut.
    await field.press('ArrowDown');
    const focused = await wanted.getAttribute('data-focused', { timeout: 2_000 }).catch(() => null);
    if (focused !== null) break;
  }
  await expect(wanted).toHaveAttribute('data-focused', 'true');
  await field.press('Enter');
}

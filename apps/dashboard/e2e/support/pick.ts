import { expect, type Page } from '@playwright/test';

/**
 * Picks an option of a combobox that searches the server as the user types. The field is first
 * brought to the middle of the window, as a person scrolls to it: at the bottom edge (above a
 * form's sticky action bar) its list would open out of view, and scrolling closes it. The option
 * is chosen with the keyboard (ArrowDown to it, Enter), as a person on the phone does: a click
 * waits for the option to hold still, and a list refreshing under the pointer once kept it moving
 * past a test's time.
 */
export async function pick(
  page: Page,
  label: string,
  text: string,
  option: string | RegExp,
  { exact = false }: { exact?: boolean } = {},
) {
  const field = page.getByRole('combobox', { name: label, exact });
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await field.fill(text);
  const wanted = page.getByRole('option', { name: option }).first();
  // The list may close before its first answer shows (see below: a layout shift scrolls the page,
  // react-aria closes the list and empties the field; seen on a loaded machine when a list's rows
  // arrived under an open filter panel): type again until the option shows.
  await expect(async () => {
    if ((await field.inputValue()) !== text) await field.fill(text);
    await expect(wanted).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // ArrowDown until the option holds the focus, a press at a time with a moment to show it: a
  // list that the server's answer rebuilds under the keys (or that closed under a slow machine's
  // answers; ArrowDown opens it again) is walked again, for as long as the test allows, never for
  // a fixed number of presses that a busy machine can spend before the list has settled.
  //
  // The page may also scroll while the list is open (content arriving above it shifts the
  // layout): react-aria closes a combobox's list on scroll and, as no option was chosen, puts the
  // field back to empty, and the list then shows every record instead of the search's (seen on a
  // busy machine: the wanted guest 27th of 30, the list closing again before the keys got
  // there). The search is typed again whenever the field lost it.
  await expect(async () => {
    if ((await field.inputValue()) !== text) await field.fill(text);
    await expect(wanted).toBeVisible({ timeout: 2_000 });
    await field.press('ArrowDown');
    await expect(wanted).toHaveAttribute('data-focused', 'true', { timeout: 250 });
  }).toPass({ intervals: [50], timeout: 30_000 });
  await field.press('Enter');
}

import { expect, type Page, test } from '@playwright/test';
import { tokenFor } from './support/api';
import { signIn } from './support/session';
import { shots } from './support/shots';

/**
 * One search for everything: the top bar's search and Ctrl+K (⌘K on a Mac) open one palette
 * that finds any record the role may open, groups it by kind and opens it with Enter; a role
 * never finds what it may not open; the palette's actions create and go places.
 */

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search everything' });

async function firstEnquiry(page: Page): Promise<{ id: string; reference: string }> {
  const token = await tokenFor(page.request, 'masteradmin');
  const response = await page.request.get('/api/v1/enquiries?tab=overview&sort=-receivedAt', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; reference: string }[] };
  const first = items[0];
  if (!first) throw new Error('The demo data has no enquiry');
  return first;
}

test('finds an enquiry from the top bar and an account with Ctrl+K, and opens each', async ({
  page,
}) => {
  const enquiry = await firstEnquiry(page);
  await signIn(page, 'masteradmin');

  await page.getByRole('button', { name: /^Search…/ }).click();
  await expect(palette(page)).toBeVisible();
  await palette(page).getByRole('searchbox').fill(enquiry.reference.toLowerCase());
  const enquiries = palette(page).getByRole('group', { name: 'Enquiries' });
  await expect(enquiries.getByRole('menuitem').first()).toContainText(enquiry.reference);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/list/${enquiry.id}$`));
  await expect(palette(page)).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('admin@staydesk.test');
  const accounts = palette(page).getByRole('group', { name: 'Accounts' });
  await expect(accounts.getByRole('menuitem').first()).toContainText('admin@staydesk.test');
  await accounts.getByRole('menuitem').first().click();
  await expect(page).toHaveURL(/\/dashboard\/accounts\/[0-9a-f-]{36}$/);
});

test('a user finds no account, which it may not open, and creates an enquiry from the palette', async ({
  page,
}) => {
  await signIn(page, 'user');
  await page.keyboard.press('Control+k');
  // The palette's chunk may still be on its way: type once its field has the focus.
  await expect(palette(page).getByRole('searchbox')).toBeFocused();
  const searched = page.waitForResponse((response) =>
    response.url().includes('/api/v1/search?q=admin%40staydesk.test'),
  );
  await page.keyboard.type('admin@staydesk.test');
  const answer = await searched;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { kinds: string[]; results: { kind: string }[] } };
  expect(body.data.kinds).not.toContain('account');
  expect(body.data.results.filter((result) => result.kind === 'account')).toEqual([]);
  await expect(palette(page).getByRole('group', { name: 'Accounts' })).toHaveCount(0);

  await palette(page).getByRole('searchbox').fill('new enq');
  await expect(palette(page).getByRole('menuitem', { name: 'New enquiry' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/create$/);
});

test('the palette in French, light and dark, at 1440 and 390 px', async ({ page }) => {
  await signIn(page, 'masteradmin');
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('root') ?? '{}') as Record<
      string,
      unknown
    >;
    window.localStorage.setItem('root', JSON.stringify({ ...stored, language: 'fr' }));
  });
  const openAndSearch = async () => {
    await page.getByRole('button', { name: /^Rechercher…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Tout rechercher' });
    await dialog.getByRole('searchbox').fill('lee');
    await expect(dialog.getByRole('group', { name: 'Logements' })).toBeVisible();
  };
  await page.reload();
  await expect(page.getByRole('button', { name: /^Rechercher…/ })).toBeVisible();
  await openAndSearch();
  await shots(page, 'search-palette', { ready: openAndSearch });
});

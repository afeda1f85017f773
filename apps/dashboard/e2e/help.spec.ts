import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/**
 * Help (spec §2 /dashboard/help, spec §6 HELP: the user role only): the search
 * filters the articles by title and text with an empty state, an article's steps link to the
 * real screens, and a role without HELP is turned away.
 */

test('a user searches help, opens an article and follows a step to the real screen', async ({
  page,
}) => {
  await signIn(page, 'user', { at: '/dashboard/help' });
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  const articles = page.getByRole('list', { name: 'Help articles' });
  await expect(articles.getByRole('listitem')).toHaveCount(8);

  // The search reads the articles' text, not only their titles: 'statement' is in a step.
  const search = page.getByRole('searchbox', { name: 'Search help' });
  await search.fill('bank statement');
  await expect(articles.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '1 article' })).toBeVisible();

  // Nothing found: the empty state, and its button clears the search.
  await search.fill('zebra crossing');
  await expect(
    page.getByRole('heading', { name: 'No article matches “zebra crossing”' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(search).toHaveValue('');
  await expect(articles.getByRole('listitem')).toHaveCount(8);

  // Keyboard: type, then Tab to the first article's link and open it with Enter.
  await search.fill('extend');
  await expect(articles.getByRole('listitem')).toHaveCount(1);
  await search.press('Tab');
  const link = articles.getByRole('link', { name: 'Extend a stay' });
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/help\?article=extendStay/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extend a stay' })).toBeVisible();
  await expect(page.locator('article ol > li')).toHaveCount(4);

  // A step leads to the real screen: the bookings list on its Active tab.
  await page.getByRole('link', { name: 'Go to Bookings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/list\?tab=active$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

  // Back to help: the article list link keeps the search.
  await page.goBack();
  await page.getByRole('link', { name: 'All help articles' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search help' })).toHaveValue('extend');
});

test('an unknown article says so and leads back to the list', async ({ page }) => {
  await signIn(page, 'user', { at: '/dashboard/help?article=nope' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'This article does not exist' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'All help articles' }).click();
  await expect(page.getByRole('list', { name: 'Help articles' })).toBeVisible();
});

test('a role without HELP is turned away from help', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard/help');
  await expect(page).toHaveURL(/\/error\?type=permissionDenied$/);
});

test('a user reaches Help from the avatar menu; a role without Help is not offered it', async ({
  page,
}) => {
  await signIn(page, 'user');
  await page.getByRole('button', { name: /^Hi, .+!$/ }).click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/dashboard\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'moderator');
  await page.getByRole('button', { name: /^Hi, .+!$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Help' })).toHaveCount(0);
});

test('a user reaches Help from the sidebar; a role without Help has no such entry', async ({
  page,
}) => {
  await signIn(page, 'user');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Help' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'admin');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Help' }),
  ).toHaveCount(0);
});

test("a screen's ? opens the article of its task, for the roles with Help only", async ({
  page,
}) => {
  await signIn(page, 'user', { at: '/dashboard/bookings/list' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByRole('link', { name: 'Help on this screen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/help\?article=book$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a stay' })).toBeVisible();

  await page.goto('/dashboard/invoices/bank-payments');
  await page.getByRole('link', { name: 'Help on this screen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/help\?article=matchBankPayment$/);

  // A screen no article explains has no "?".
  await page.goto('/dashboard/companies/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help on this screen' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'moderator', { at: '/dashboard/bookings/list' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help on this screen' })).toHaveCount(0);
});

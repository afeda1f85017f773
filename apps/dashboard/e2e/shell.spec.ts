import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

/** One top bar, the sidebar as a drawer on phones, the brand phone from the settings. */

test('one top bar holds the brand, its phone, notifications, settings and the avatar menu', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const banner = page.getByRole('banner');
  await expect(banner).toHaveCount(1);
  await expect(banner.getByRole('link', { name: 'Call +44 20 7946 0321' })).toHaveAttribute(
    'href',
    'tel:+442079460321',
  );
  await expect(banner.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible();
  // No trail on the home screen; every other screen has one.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', {
      name: 'Tracker',
    })
    .click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Tracker');
});

test('the brand phone is the number an admin set in the global settings', async ({ page }) => {
  await page.route('**/api/v1/global/settings', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { settings: { brands: Record<string, { name: string; phone: string }> } };
    };
    body.data.settings.brands.staydesk = { name: 'Staydesk', phone: '+44 (0)20 7946 0999' };
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'user');
  await expect(page.getByRole('link', { name: 'Call +44 (0)20 7946 0999' })).toHaveAttribute(
    'href',
    'tel:+442079460999',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer: opened from the menu button, focus kept inside, Escape closes', async ({
    page,
  }) => {
    await signIn(page, 'user');
    // The column is gone; the drawer is closed.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // Focus stays in the drawer however far one tabs.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();

    // Following a link closes the drawer and shows the screen.
    await menu.click();
    await drawer.getByRole('link', { name: 'Tracker' }).click();
    await expect(page).toHaveURL(/\/dashboard\/tracker$/);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Tracker');
  });
});

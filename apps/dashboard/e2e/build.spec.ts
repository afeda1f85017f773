import { expect, test } from '@playwright/test';
import { readManifest } from './support/build';

test.describe('the built dashboard', () => {
  test('imports the built design system, not its sources', () => {
    const manifest = readManifest();
    const workspaceModules = Object.keys(manifest).filter((id) => id.includes('packages/'));
    // Each brand theme is a lazily loaded entry of its own, with its own style sheet.
    expect(workspaceModules).toEqual(
      expect.arrayContaining([
        '../../packages/ui/dist/themes/staydesk.js',
        '../../packages/ui/dist/themes/staydesk.css',
        '../../packages/ui/dist/themes/harbour.js',
        '../../packages/ui/dist/themes/harbour.css',
      ]),
    );
    expect(workspaceModules.filter((id) => !id.startsWith('../../packages/ui/dist/'))).toEqual([]);
  });

  test('applies the component styles and the brand tokens of the built style sheets', async ({
    page,
  }) => {
    await page.goto('/signin');
    const heading = page.getByRole('heading', { name: 'Welcome Back' });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'Inter',
    );
    // The button's background is a token: without the theme's sheet the token is unset and the
    // colour computes to transparent; without styles.css it is the browser's own button grey.
    const colours = await page.getByRole('button', { name: 'Sign In' }).evaluate((element) => {
      const plain = document.body.appendChild(document.createElement('button'));
      const browserDefault = getComputedStyle(plain).backgroundColor;
      plain.remove();
      return { styled: getComputedStyle(element).backgroundColor, browserDefault };
    });
    expect(colours.styled).not.toBe('rgba(0, 0, 0, 0)');
    expect(colours.styled).not.toBe(colours.browserDefault);
  });
});

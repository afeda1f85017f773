import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test('home greets the user and shows the server summary as stat cards linking to their lists', async ({
  page,
}) => {
  const summary = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/home/summary'),
  );
  await signIn(page, 'system_admin');
  const body = (await (await summary).json()) as {
    data: { items: { key: string; count: number; href: string }[] };
  };
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), / }),
  ).toBeVisible();
  // The brand's phone number dials; the router must not turn it into a dashboard path.
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+/);
  const companies = body.data.items.find((item) => item.key === 'companies');
  expect(companies?.count).toBeGreaterThan(0);
  // The whole card is one link, named by its label, its count and 'View list'.
  const link = page.getByRole('link', {
    name: `Client companies ${companies?.count} View list`,
    exact: true,
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/companies\/list\?tab=top$/);
  await expect(page.getByRole('link', { name: /^Companies \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an attention card opens the list filtered to what it counts', async ({ page }) => {
  const summary = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/home/summary'),
  );
  await signIn(page, 'system_admin');
  const body = (await (await summary).json()) as {
    data: { items: { key: string; count: number }[] };
  };
  const unbilled = body.data.items.find((item) => item.key === 'companiesWithoutBilling');
  if (!unbilled) throw new Error('No companiesWithoutBilling counter');
  await page
    .getByRole('link', {
      name: new RegExp(`^Companies without a billing company ${unbilled.count} `),
    })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/companies\/list\?tab=top&billing=none$/);
  await expect(page.getByText('Only companies without a billing company')).toBeVisible();
  const counted = unbilled.count === 1 ? '1 company' : `${unbilled.count} companies`;
  await expect(page.getByRole('status').filter({ hasText: counted })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(page).toHaveURL(/\/dashboard\/companies\/list\?tab=top$/);
});

test('home shows only what the role may open, and quick links by permission', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('link', { name: /^Client companies \d+ View list$/ })).toBeVisible();
  await expect(page.getByText('Active staff accounts')).toHaveCount(0);
  const quickLinks = page.getByRole('region', { name: 'Quick links' });
  await expect(quickLinks.getByRole('link', { name: 'Create a company' })).toBeVisible();
  await expect(quickLinks.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
  await expect(quickLinks.getByRole('link', { name: 'Administration' })).toHaveCount(0);
});

import { type APIRequestContext, expect, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { type DemoRole, signIn, toastShown } from './support/session';

async function createAgent(request: APIRequestContext, name: string) {
  const token = await tokenFor(request, 'admin');
  const agent = await write(request, token, 'post', '/api/v1/agents', {
    name,
    agencyCompanyId: null,
    agencyName: 'Relocate Ltd',
    contact: { name: 'Sam Contact', email: 'sam@relocate.test', phone: '' },
    commissionPercent: '12.5',
    status: 'active',
  });
  return { ...agent, token };
}

test('an agent is created through the form and opens on its page', async ({ page }) => {
  const name = `Agent ${unique()}`;
  await signIn(page, 'admin', { at: '/dashboard/agents/create' });
  await page.getByRole('textbox', { name: 'Agent name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Agency name', exact: true }).fill('Globe Moves');
  await page.getByRole('textbox', { name: 'Commission %', exact: true }).fill('150');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByText('A percentage cannot be above 100')).toBeVisible();
  await page.getByRole('textbox', { name: 'Commission %', exact: true }).fill('15');
  const created = toastShown(page, 'Agent created');
  await page.getByRole('button', { name: 'Create agent' }).click();
  await created;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/agents\/list\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
  await expect(page.getByText('15%')).toBeVisible();
});

test('the agents list finds an agent as you type', async ({ page, request }) => {
  const name = `Finder ${unique()}`;
  await createAgent(request, name);
  await signIn(page, 'admin', { at: '/dashboard/agents/list' });
  await page.getByRole('searchbox', { name: 'Search agents' }).fill(name);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('status').getByText('1 agent', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/search=Finder/);
});

test('editing an agent saves with the version; a stale version is refused', async ({
  page,
  request,
}) => {
  const name = `Editor ${unique()}`;
  const agent = await createAgent(request, name);
  await signIn(page, 'admin', { at: `/dashboard/agents/list/${agent.id}` });
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Commission %', exact: true }).fill('20');
  const updated = toastShown(page, 'Agent updated');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await updated;
  await expect(page.getByText('20%')).toBeVisible();

  await write(request, agent.token, 'patch', `/api/v1/agents/${agent.id}`, {
    version: 2,
    agencyName: 'Changed elsewhere',
  });
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Commission %', exact: true }).fill('25');
  const conflict = toastShown(page, /Agent was changed by someone else/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await conflict;
});

test('an agent is deleted and restored', async ({ page, request }) => {
  const name = `Leaver ${unique()}`;
  const agent = await createAgent(request, name);
  await signIn(page, 'admin', { at: `/dashboard/agents/list/${agent.id}` });
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const deleted = toastShown(page, 'Agent deleted');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await deleted;
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  const restored = toastShown(page, 'Agent restored');
  await page.getByRole('button', { name: 'Restore' }).click();
  await restored;
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
});

for (const role of ['user', 'system_admin'] satisfies DemoRole[]) {
  test(`${role} reaches the agents list from the sidebar`, async ({ page }) => {
    await signIn(page, role);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Agents' }).click();
    await nav.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  });
}

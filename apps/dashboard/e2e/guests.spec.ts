import { type APIRequestContext, expect, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { type DemoRole, signIn, toastShown } from './support/session';

async function createGuest(request: APIRequestContext, lastName: string) {
  const token = await tokenFor(request, 'admin');
  const guest = await write(request, token, 'post', '/api/v1/clients', {
    firstName: 'Ada',
    lastName,
    email: `${lastName.toLowerCase()}@guests.test`,
    phone: '+44 20 7946 0101',
    companyId: null,
    notes: '',
    flags: [],
  });
  return { ...guest, token, name: `Ada ${lastName}` };
}

test('a guest is created through the form and opens on its page, named in the breadcrumb', async ({
  page,
}) => {
  const lastName = `Lovelace${unique()}`;
  await signIn(page, 'admin', { at: '/dashboard/clients/create' });
  // The form refuses a guest without a first name (the domain schema's message).
  await page.getByRole('button', { name: 'Create guest' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@guests.test');
  await page.getByText('VIP', { exact: true }).click();
  const created = toastShown(page, 'Guest created');
  await page.getByRole('button', { name: 'Create guest' }).click();
  await created;
  await expect(page.getByRole('heading', { level: 1, name: `Ada ${lastName}` })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/clients\/list\/[0-9a-f-]{36}$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText(`Guests`);
  await expect(crumbs).toContainText(`Ada ${lastName}`);
  const id = page.url().split('/').pop() ?? '';
  await expect(crumbs).not.toContainText(id);
  await expect(page.getByText('VIP')).toBeVisible();
});

test('the list finds a guest as you type, keeps the search in the address, and Back restores it', async ({
  page,
  request,
}) => {
  const guest = await createGuest(request, `Hopper${unique()}`);
  await signIn(page, 'admin', { at: '/dashboard/clients/list' });
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/clients?')) pages.push(request.url());
  });
  // No Enter: the search applies after a pause in typing.
  await page.getByRole('searchbox', { name: 'Search guests' }).fill(guest.name.split(' ')[1] ?? '');
  await expect(page.getByRole('link', { name: guest.name })).toBeVisible();
  await expect(page.getByRole('status').getByText('1 guest', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/search=Hopper/);
  // One request per view: the tab counts come with the page.
  await expect(
    page.getByRole('navigation', { name: 'Guest status' }).getByRole('link', { name: /Active/ }),
  ).toContainText('1');
  expect(pages.filter((url) => url.includes('search=Hopper'))).toHaveLength(1);

  await page.getByRole('link', { name: guest.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: guest.name })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search guests' })).toHaveValue(
    guest.name.split(' ')[1] ?? '',
  );
  await expect(page.getByRole('link', { name: guest.name })).toBeVisible();
});

test('the list sorts by a column header: the server orders the rows, the header says how', async ({
  page,
  request,
}) => {
  const word = `Sorted${unique()}`;
  // Two guests whose names sort one way: A before B.
  const first = await createGuest(request, `${word}A`);
  const second = await createGuest(request, `${word}B`);
  await signIn(page, 'admin', { at: `/dashboard/clients/list?search=${word}` });
  const table = page.getByRole('table', { name: 'Guests' });
  const names = table.locator('tbody th');
  await expect(names).toHaveCount(2);
  const nameHeader = table.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

  // A header not yet sorted sorts A to Z; pressed again (here from the keyboard), Z to A.
  await nameHeader.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name(&|$)/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(names).toHaveText([first.name, second.name]);
  await nameHeader.getByRole('button', { name: 'Name' }).press('Enter');
  await expect(page).toHaveURL(/sort=-name/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(names).toHaveText([second.name, first.name]);
});

test('editing sends the changed fields with the version; a stale version is refused', async ({
  page,
  request,
}) => {
  const guest = await createGuest(request, `Noether${unique()}`);
  await signIn(page, 'admin', { at: `/dashboard/clients/list/${guest.id}` });
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+33 1 23 45 67 89');
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes(guest.id));
  const updated = toastShown(page, 'Guest updated');
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await patch).postDataJSON()).toEqual({ version: 1, phone: '+33 1 23 45 67 89' });
  await updated;
  await expect(page.getByText('+33 1 23 45 67 89')).toBeVisible();

  // Someone else saves first: this page still holds version 2.
  await write(request, guest.token, 'patch', `/api/v1/clients/${guest.id}`, {
    version: 2,
    notes: 'Changed elsewhere',
  });
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+33 1 00 00 00 00');
  const conflict = toastShown(page, /Guest was changed by someone else/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await conflict;
});

test('a guest is deleted to the Deleted tab and restored', async ({ page, request }) => {
  const guest = await createGuest(request, `Curie${unique()}`);
  await signIn(page, 'admin', { at: `/dashboard/clients/list/${guest.id}` });
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const deleted = toastShown(page, 'Guest deleted');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await deleted;
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();

  await page.goto(`/dashboard/clients/list?tab=deleted&search=${guest.name.split(' ')[1]}`);
  await expect(page.getByRole('link', { name: guest.name })).toBeVisible();
  await page.getByRole('link', { name: guest.name }).click();
  const restored = toastShown(page, 'Guest restored');
  await page.getByRole('button', { name: 'Restore' }).click();
  await restored;
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
});

for (const role of ['user', 'moderator'] satisfies DemoRole[]) {
  test(`${role} reaches the guests list from the sidebar`, async ({ page }) => {
    await signIn(page, role);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Guests' }).click();
    await nav.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search guests' })).toBeVisible();
  });
}

test('the list keeps its name and phone columns on a phone, and all of them again when the window widens', async ({
  page,
}) => {
  await signIn(page, 'admin', { at: '/dashboard/clients/list' });
  const headers = page.getByRole('table').getByRole('columnheader');
  const wide = ['Name', 'Email', 'Phone', 'Company', 'Updated'];
  await expect(headers).toHaveText(wide);
  // The same page, turned to a phone's width and back: the columns follow the window.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(headers).toHaveText(['Name', 'Phone']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(headers).toHaveText(wide);
});

import { expect, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { signIn, toastShown } from './support/session';

const HOUR = 60 * 60 * 1000;

test('a task is created in the task modal, then completed from the list', async ({
  page,
  request,
}) => {
  const title = `Call the landlord ${unique()}`;
  await signIn(page, 'system_admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Tasks' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/tasks/);
  await page.getByRole('button', { name: 'Create task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  // The due date on the date picker, with a time: day, month, year, hour, minute (en-GB order).
  await dialog.getByRole('checkbox', { name: 'At a set time' }).press('Space');
  const due = dialog.getByRole('group', { name: 'Due date', exact: true });
  await expect(due.getByRole('spinbutton')).toHaveCount(5);
  await due.getByRole('spinbutton').first().click();
  await page.keyboard.type('150120991030');
  await dialog.getByRole('button', { name: 'Add an item' }).click();
  await dialog.getByRole('textbox', { name: 'Checklist item 1' }).fill('Confirm the key-box code');
  const created = toastShown(page, 'Task created');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await created;
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Grace Okafor')).toBeVisible();
  await expect(row.getByText('Call · 0/1')).toBeVisible();
  // Stored as that local day and time (the browser and this process share the machine's zone).
  const token = await tokenFor(request, 'system_admin');
  const found = await request.get(`/api/v1/tasks?search=${encodeURIComponent(title)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [stored] = ((await found.json()) as { items: { dueAt: string | null }[] }).items;
  expect(stored?.dueAt).toBe(new Date('2099-01-15T10:30:00').toISOString());
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  const completed = toastShown(page, 'Task completed');
  await page.getByRole('menuitem', { name: 'Mark done' }).click();
  await completed;

  await page
    .getByRole('navigation', { name: 'Tasks to show' })
    .getByRole('link', { name: /^Done/ })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  const opened = page.getByRole('dialog', { name: 'Task' });
  await expect(opened.getByText(/^Done by Grace Okafor on /)).toBeVisible();
});

test('an overdue task is marked, and moves on the board by its menu', async ({ page, request }) => {
  const title = `Chase payment ${unique()}`;
  const token = await tokenFor(request, 'system_admin');
  await write(request, token, 'post', '/api/v1/tasks', {
    title,
    type: 'finance',
    status: 'open',
    priority: 'high',
    dueAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    assigneeId: null,
    subject: null,
    checklist: [],
    notes: '',
  });
  await signIn(page, 'system_admin', {
    at: `/dashboard/tasks?tab=overdue&search=${encodeURIComponent(title)}`,
  });
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Board', exact: true }).click();
  const open = page.getByRole('region', { name: 'Open' });
  await expect(open.getByRole('row', { name: title })).toBeVisible();
  const menu = open.getByRole('button', { name: `Actions for ${title}` });
  await menu.focus();
  await page.keyboard.press('Enter');
  const moved = toastShown(page, 'Task updated');
  await page.getByRole('menuitem', { name: 'Move to In Progress' }).click();
  await moved;
  await expect(
    page.getByRole('region', { name: 'In Progress' }).getByRole('row', { name: title }),
  ).toBeVisible();
});

test('a user role cannot reach tasks, in the sidebar, the address or the API', async ({
  page,
  request,
}) => {
  await signIn(page, 'user');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tasks' }),
  ).toHaveCount(0);
  await page.goto('/dashboard/tasks');
  await expect(page).toHaveURL(/\/error\?type=permissionDenied$/);
  const token = await tokenFor(request, 'user');
  const response = await request.get('/api/v1/tasks', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
});

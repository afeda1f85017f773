import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { pick } from './support/pick';
import { type DemoRole, signIn, toastShown } from './support/session';

/**
 * Enquiries (#13): a phone enquiry taken through the create form, assigned and moved along with
 * only the allowed statuses offered; the tabs each role sees (spec §6) with the server's counts.
 * Data the tests only read is set up through the API; only what is tested is clicked.
 */

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, auth(token));
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A demo company (the seed's Aviva), looked up by name. */
async function demoCompany(request: APIRequestContext, token: string) {
  const body = await getJson<{ companies: { id: string; name: string }[] }>(
    request,
    token,
    '/api/companies?page=1&hasParent=false&search=Aviva',
  );
  const company = body.companies.find((candidate) => candidate.name.startsWith('Aviva'));
  if (!company) throw new Error('The demo data has no Aviva');
  return company;
}

/** An enquiry written through the API: the one the create form's duplicate warning names. */
async function existingEnquiry(
  request: APIRequestContext,
  token: string,
  companyId: string,
  checkIn: string,
  checkOut: string,
) {
  const written = await write(request, token, 'post', '/api/v1/enquiries', {
    source: 'email',
    receivedAt: new Date().toISOString(),
    companyId,
    subcompanyId: null,
    billingCompanyId: null,
    agentId: null,
    booker: { name: '', email: '', phone: '' },
    guestIds: [],
    checkIn,
    checkOut,
    location: {
      address: {
        street: '',
        city: 'Leeds',
        state: 'United Kingdom',
        zip: '',
        freeFormAddress: 'Leeds, England',
        position: { type: 'Point', coordinates: [-1.5491, 53.8008] },
      },
      radiusMiles: 10,
    },
    adults: 2,
    children: 0,
    pets: 0,
    minBedrooms: 1,
    propertyTypes: [],
    parkingSpaces: 0,
    budget: null,
    clientReference: '',
    priority: 'normal',
    respondBy: null,
    notes: '',
  });
  return getJson<{ data: { id: string; reference: string } }>(
    request,
    token,
    `/api/v1/enquiries/${written.id}`,
  );
}

/** Types a stay into a date range picker: day, month, year of each end (en-GB order). */
async function typeRange(page: Page, label: string, from: string, to: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  const digits = (iso: string) => iso.split('-').reverse().join('');
  await page.keyboard.type(digits(from) + digits(to));
}

test('a phone enquiry taken through the create form is assigned and moved along, and only the allowed statuses are offered', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await tokenFor(request, 'admin');
  const company = await demoCompany(request, token);
  // Far-future dates of their own, so the only overlapping open enquiry is the one made here.
  const year = 2040 + Math.floor(Math.random() * 40);
  const earlier = await existingEnquiry(
    request,
    token,
    company.id,
    `${year}-05-10`,
    `${year}-05-20`,
  );
  const guestName = `Grace ${unique()}`;
  await write(request, token, 'post', '/api/v1/clients', {
    firstName: guestName.split(' ')[0],
    lastName: guestName.split(' ')[1],
    email: '',
    phone: '',
    companyId: null,
    notes: '',
    flags: [],
  });
  const assignees = await getJson<{ data: { id: string; fullName: string }[] }>(
    request,
    token,
    '/api/v1/enquiries/assignees',
  );
  const assignee = assignees.data[0];
  if (!assignee) throw new Error('Nobody can be assigned');
  const clientReference = `PO-${unique()}`;

  await signIn(page, 'admin', { at: '/dashboard/enquiries/create' });
  await expect(page.getByRole('heading', { name: 'Create an enquiry', level: 1 })).toBeVisible();
  // The stay and requirements sections arrive as chunks of their own: the whole form is there.
  await expect(
    page.getByRole('group', { name: 'Check-in and check-out', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adults' })).toBeVisible();

  // Nothing filled in: the form says what it needs and stays.
  await page.getByRole('button', { name: 'Create enquiry' }).click();
  await expect(page.getByText('Choose a client company or an agent')).toBeVisible();
  await expect(page.getByText('Choose a location')).toBeVisible();

  await pick(page, 'Client company', 'Aviva', company.name);
  await page.getByRole('textbox', { name: 'Client reference' }).fill(clientReference);
  await pick(page, 'Find a guest', guestName.split(' ')[1] ?? guestName, guestName);
  await expect(page.getByRole('list', { name: 'Guests' }).getByText(guestName)).toBeVisible();
  await typeRange(page, 'Check-in and check-out', `${year}-05-15`, `${year}-05-25`);
  // The company already has an open enquiry for overlapping dates.
  const warning = page.getByRole('status').filter({ hasText: 'already has an open enquiry' });
  await expect(warning).toBeVisible();
  await expect(
    warning.getByRole('link', { name: new RegExp(earlier.data.reference) }),
  ).toBeVisible();
  await pick(page, 'Location', 'Invern', /^Inverness/);
  const needs = 'Ground-floor bedroom for a wheelchair user';
  await page.getByRole('textbox', { name: 'Accessibility needs' }).fill(needs);

  const created = toastShown(page, /Enquiry ENQ-\d+ created/);
  await page.getByRole('button', { name: 'Create enquiry' }).click();
  await created;
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/list\/[0-9a-f-]+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^ENQ-\d+$/);
  const reference = (await heading.textContent()) ?? '';
  await expect(page.locator('[data-part="status"] [data-component="StatusBadge"]')).toHaveAttribute(
    'data-status',
    'notAssigned',
  );
  await expect(page.getByText(clientReference)).toBeVisible();
  await expect(page.getByText(needs)).toBeVisible();
  await expect(page.getByText(guestName)).toBeVisible();
  await expect(page.getByText('Phone', { exact: true })).toBeVisible();

  // Assign it: it moves to Assigned.
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const assignDialog = page.getByRole('dialog', { name: 'Assign enquiry' });
  await assignDialog.getByRole('button', { name: /Assignee/ }).click();
  await page.getByRole('option', { name: assignee.fullName, exact: true }).click();
  await assignDialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assignDialog).toBeHidden();
  await expect(page.locator('[data-part="status"] [data-component="StatusBadge"]')).toHaveAttribute(
    'data-status',
    'assigned',
  );
  await expect(page.getByText(assignee.fullName).first()).toBeVisible();

  // Only the statuses the server allows from Assigned are offered.
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Move to Pending',
    'Move to Cancelled',
    'Move to Not Possible',
  ]);
  await page.getByRole('menuitem', { name: 'Move to Pending' }).click();
  // The modal, not the status menu's popover (also a dialog of that name) while it closes.
  const statusDialog = page
    .getByRole('dialog', { name: 'Change status' })
    .and(page.locator('[data-component="Dialog"]'));
  await statusDialog.getByRole('button', { name: 'Change status' }).click();
  await expect(statusDialog).toBeHidden();
  await expect(page.locator('[data-part="status"] [data-component="StatusBadge"]')).toHaveAttribute(
    'data-status',
    'pending',
  );

  // From Pending, Booked is not offered (an enquiry is booked by accepting an offer) …
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('menuitem', { name: 'Move to Booked' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Move to Approved' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // … and asked for anyway, it is refused and nothing changes.
  const id = page.url().split('/').pop() ?? '';
  const before = await getJson<{ data: { status: string; version: number } }>(
    request,
    token,
    `/api/v1/enquiries/${id}`,
  );
  const refused = await request.post(`/api/v1/enquiries/${id}/status`, {
    ...auth(token),
    data: { status: 'booked', version: before.data.version },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'An enquiry cannot move from Pending to Booked',
  );
  const after = await getJson<{ data: { status: string; version: number } }>(
    request,
    token,
    `/api/v1/enquiries/${id}`,
  );
  expect(after.data).toMatchObject({ status: 'pending', version: before.data.version });

  // Every change is in the activity, with who made it.
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(3);

  // The list finds it by its client reference, with its status chip.
  await page.goto('/dashboard/enquiries/list');
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(clientReference);
  const row = page.locator('tbody tr', { hasText: reference });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-component="StatusBadge"]')).toHaveAttribute(
    'data-status',
    'pending',
  );
});

/** Spec §6: OVERVIEW and NOT_ASSIGNED admin and above, AWAITING_APPROVAL masteradmin and above, DELETED system_admin. */
const ALL_ROLES = [
  'Your Enquiries',
  'Assigned',
  'Pending',
  'Approved',
  'Awaiting Response',
  'Offered Out',
  'Cancelled',
  'Archived',
];
const TABS: Record<Exclude<DemoRole, 'moderator'>, string[]> = {
  user: ALL_ROLES,
  admin: ['Overview', 'Not Assigned', ...ALL_ROLES],
  masteradmin: [
    'Overview',
    'Not Assigned',
    'Your Enquiries',
    'Assigned',
    'Pending',
    'Awaiting Approval',
    ...ALL_ROLES.slice(3),
  ],
  system_admin: [
    'Overview',
    'Not Assigned',
    'Your Enquiries',
    'Assigned',
    'Pending',
    'Awaiting Approval',
    ...ALL_ROLES.slice(3),
    'Deleted',
  ],
};
const TAB_VALUES: Record<string, string> = {
  Overview: 'overview',
  'Not Assigned': 'notAssigned',
  'Your Enquiries': 'yourEnquiries',
  Assigned: 'assigned',
  Pending: 'pending',
  'Awaiting Approval': 'awaitingApproval',
  Approved: 'approved',
  'Awaiting Response': 'awaitingResponse',
  'Offered Out': 'offeredOut',
  Cancelled: 'cancelled',
  Archived: 'archived',
  Deleted: 'deleted',
};

for (const role of Object.keys(TABS) as (keyof typeof TABS)[]) {
  test(`the ${role} sees the enquiry tabs of spec §6, each with the server's count`, async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, role);
    await signIn(page, role, { at: '/dashboard/enquiries/list' });
    const tabs = page.getByRole('navigation', { name: 'Enquiry tabs' });
    const names = TABS[role];
    await expect(tabs.getByRole('link')).toHaveCount(names.length);
    // The first tab the role may see is the one open.
    await expect(tabs.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    // Other tests add enquiries meanwhile: compare against a fresh count until both agree.
    await expect(async () => {
      await page.reload();
      // The tabs render once the list's chunk and first page have arrived after the reload.
      await expect(tabs.getByRole('link')).toHaveCount(names.length);
      const counts = (
        await getJson<{ tabCounts: Record<string, number> }>(request, token, '/api/v1/enquiries')
      ).tabCounts;
      for (const name of names) {
        const count = counts[TAB_VALUES[name] ?? ''];
        expect(count, name).toBeDefined();
        await expect(
          tabs.getByRole('link', {
            name: `${name} (${new Intl.NumberFormat('en-GB').format(count ?? 0)})`,
            exact: true,
          }),
        ).toBeVisible({ timeout: 5_000 });
      }
    }).toPass({ timeout: 60_000 });
    // A tab the role may not see is refused by the server.
    if (role === 'user') {
      const refused = await request.get('/api/v1/enquiries?tab=overview', auth(token));
      expect(refused.status()).toBe(403);
    }
  });
}

test('two people on one enquiry: the stale save is refused with the server message and the page shows the state that won', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'admin');
  const company = await demoCompany(request, token);
  const year = 2040 + Math.floor(Math.random() * 40);
  const enquiry = await existingEnquiry(
    request,
    token,
    company.id,
    `${year}-03-01`,
    `${year}-03-08`,
  );
  await signIn(page, 'admin', { at: `/dashboard/enquiries/list/${enquiry.data.id}` });
  await expect(page.getByRole('heading', { name: enquiry.data.reference, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit note' });
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Mine: ground floor only');

  // Meanwhile a colleague saves a note first.
  const current = await getJson<{ data: { version: number } }>(
    request,
    token,
    `/api/v1/enquiries/${enquiry.data.id}`,
  );
  const theirs = `Theirs: ${unique()}`;
  const saved = await request.put(`/api/v1/enquiries/${enquiry.data.id}/note`, {
    ...auth(token),
    data: { notes: theirs, version: current.data.version },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const refused = toastShown(page, /was changed by someone else/);
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await refused;
  await expect(dialog).toBeHidden();
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText(theirs)).toBeVisible();
  await expect(notes.getByText('Mine: ground floor only')).toHaveCount(0);
});

test('a public property request on the home page becomes an enquiry in one step, keeping its data', async ({
  page,
  request,
}) => {
  const name = `Olivia ${unique()}`;
  const sent = await request.post('/api/v1/public/property-requests', {
    data: {
      fullName: name,
      email: `${unique()}@requests.test`,
      phone: '+44 7700 900456',
      companyName: '',
      location: 'Leeds',
      checkIn: '2031-01-12',
      checkOut: '2031-02-09',
      adults: 2,
      children: 1,
      bedrooms: 2,
      pets: false,
      parking: true,
      notes: 'Flood damage; near the school please',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { reference } = ((await sent.json()) as { data: { reference: string } }).data;

  await signIn(page, 'user');
  const card = page.getByRole('region', { name: 'Public property requests' });
  await expect(card.getByText(`${reference} · ${name}`)).toBeVisible();
  const converted = toastShown(page, /Request converted into enquiry ENQ-\d+/);
  await card
    .getByRole('button', { name: `Convert ${reference} from ${name} to an enquiry` })
    .click();
  await converted;
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/list\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^ENQ-\d+$/);
  await expect(page.locator('dd').getByText('Public Request Form', { exact: true })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('Flood damage; near the school please')).toBeVisible();
  await expect(page.getByText('2 adults, 1 child, 0 pets')).toBeVisible();
});

test('reset, cancel with a reason, delete, restore and delete permanently, each from its own modal', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenFor(request, 'system_admin');
  const company = await demoCompany(request, token);
  const year = 2040 + Math.floor(Math.random() * 40);
  const enquiry = await existingEnquiry(
    request,
    token,
    company.id,
    `${year}-09-01`,
    `${year}-09-15`,
  );
  const { id, reference } = enquiry.data;
  const assignees = await getJson<{ data: { id: string }[] }>(
    request,
    token,
    '/api/v1/enquiries/assignees',
  );
  const current = await getJson<{ data: { version: number } }>(
    request,
    token,
    `/api/v1/enquiries/${id}`,
  );
  await write(request, token, 'post', `/api/v1/enquiries/${id}/assign`, {
    assigneeId: assignees.data[0]?.id,
    version: current.data.version,
  });
  const chip = page.locator('[data-part="status"] [data-component="StatusBadge"]');

  await signIn(page, 'system_admin', { at: `/dashboard/enquiries/list/${id}` });
  await expect(chip).toHaveAttribute('data-status', 'assigned');

  // Reset: back to Not Assigned, the assignee removed.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Reset' }).click();
  await page
    .getByRole('dialog', { name: 'Reset enquiry' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(chip).toHaveAttribute('data-status', 'notAssigned');
  await expect(page.getByText('Unassigned')).toBeVisible();

  // Cancelled needs a reason, which becomes the lost reason.
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Move to Cancelled' }).click();
  // The modal, not the status menu's popover (also a dialog of that name) while it closes.
  const statusDialog = page
    .getByRole('dialog', { name: 'Change status' })
    .and(page.locator('[data-component="Dialog"]'));
  await statusDialog.getByRole('button', { name: 'Change status' }).click();
  await expect(statusDialog.getByText('Give a reason')).toBeVisible();
  await statusDialog.getByRole('textbox', { name: 'Reason' }).fill('Client found a hotel');
  await statusDialog.getByRole('button', { name: 'Change status' }).click();
  await expect(chip).toHaveAttribute('data-status', 'cancelled');
  await expect(statusDialog).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Requirements and budget' })
      .getByText('Client found a hotel', { exact: true }),
  ).toBeVisible();

  // Delete is a flag: the Deleted tab holds it, and it can come back.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete enquiry' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toHaveCount(0);

  // Permanent delete (system_admin) of a flagged enquiry: gone, back to the list.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete enquiry' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete permanently' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete enquiry permanently' })
    .getByRole('button', { name: 'Delete permanently' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/enquiries\/list$/);
  const gone = await request.get(`/api/v1/enquiries/${id}`, auth(token));
  expect(gone.status()).toBe(404);
  expect(reference).toMatch(/^ENQ-\d+$/);
});

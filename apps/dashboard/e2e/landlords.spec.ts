import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { tokenFor, unique } from './support/api';
import { type DemoRole, signIn, toastShown } from './support/session';
import { createLandlord as createLandlordRecord } from './support/stock';

/** A landlord set up through the API (the spec §3 record), as an admin. */
async function createLandlord(
  request: APIRequestContext,
  name: string,
  overrides: Record<string, unknown> = {},
) {
  const token = await tokenFor(request, 'admin');
  const landlord = await createLandlordRecord(request, token, name, {
    emailAddresses: [{ email: 'first@landlord.test', status: 'active', isVerified: true }],
    phoneNumbers: [
      { phone: '+44 7700 900123', status: 'active', isVerified: false, isWhatsapp: true },
    ],
    company: { name: 'Harbour Lets', url: 'https://harbourlets.example' },
    joinedAt: '2021-05-04',
    ...overrides,
  });
  return { ...landlord, token };
}

/** Types a day into a date picker: day, month, year (en-GB order), then leaves the field. */
async function typeDay(scope: Page | Locator, label: string, iso: string) {
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(iso.split('-').reverse().join(''));
}

async function openLandlord(page: Page, role: DemoRole, id: string, name: string) {
  await signIn(page, role, { at: `/dashboard/landlords/list/${id}` });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a landlord is created through the form and listed with its counts', async ({ page }) => {
  const name = `Landlord ${unique()}`;
  await signIn(page, 'moderator', { at: '/dashboard/landlords/create' });
  await page.getByRole('textbox', { name: 'Landlord name', exact: true }).fill(name);
  const email = page.getByRole('group', { name: 'Email 1' });
  await email.getByRole('textbox', { name: 'Email', exact: true }).fill('wendy@harbour.test');
  await email.getByText('Verified').click();
  const phone = page.getByRole('group', { name: 'Phone 1' });
  await phone.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 7700 900555');
  await phone.getByText('WhatsApp').click();
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Harbour Homes');
  // Spec §5: a website without a scheme is saved with https://.
  await page
    .getByRole('textbox', { name: 'Company website', exact: true })
    .fill('harbourhomes.example');
  // The suggestion follows the track record as it is typed: 55% response rate -> orange.
  // The joined date is picked on the date picker (typed day, month, year, as en-GB reads it).
  await typeDay(page, 'Joined', '2021-05-04');
  await page.getByRole('textbox', { name: 'Response rate (%)', exact: true }).fill('55');
  await page.getByRole('textbox', { name: 'Cancellations', exact: true }).click();
  const picker = page.getByRole('radiogroup', { name: 'Traffic light' });
  await expect(picker.getByRole('radio', { name: 'Use with care (Suggested)' })).toBeVisible();
  await expect(picker).toContainText(
    'Suggested from the record: Use with care (Low response rate)',
  );
  await picker.getByText('Some concerns', { exact: true }).click();
  await page.getByRole('button', { name: 'Add profile' }).click();
  const profile = page.getByRole('group', { name: 'Profile 1' });
  await profile.getByRole('textbox', { name: 'Platform', exact: true }).fill('Airbnb');
  await profile
    .getByRole('textbox', { name: 'Profile address', exact: true })
    .fill('www.airbnb.co.uk/users/show/48213377');
  // The switch's input is visually hidden: press its label, as a user does.
  await page.getByText('Green landlord', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Green landlord' })).toBeChecked();
  const created = toastShown(page, 'Landlord created');
  await page.getByRole('button', { name: 'Create landlord' }).click();
  await created;

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/landlords\/list\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'https://harbourhomes.example' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('Green landlord');
  await expect(
    page.locator('[data-component="DescriptionListItem"]', { hasText: 'Joined' }).first(),
  ).toContainText('4 May 2021');
  // A new landlord's bookings section says it has none yet.
  await expect(page.getByText('No bookings yet')).toBeVisible();

  await page.goto('/dashboard/landlords/list');
  await page.getByRole('searchbox', { name: 'Search landlords' }).fill(name);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('status').getByText('1 landlord', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Active (1)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'Deleted (0)' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('wendy@harbour.test');
  await expect(row).toContainText('Some concerns');
});

test('the list filters by traffic light and opens the landlord info modal', async ({
  page,
  request,
}) => {
  const word = unique();
  const red = `Red ${word}`;
  await createLandlord(request, red, { trafficLightSystem: 'red' });
  await createLandlord(request, `Green ${word}`);
  await signIn(page, 'user', { at: `/dashboard/landlords/list?search=${word}` });
  await expect(page.getByRole('status').getByText('2 landlords', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Traffic light/ }).click();
  await page.getByRole('option', { name: 'Avoid' }).click();
  await expect(page).toHaveURL(/trafficLight=red/);
  await expect(page.getByRole('status').getByText('1 landlord', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Landlord info: ${red}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Landlord info' });
  await expect(dialog.getByRole('heading', { name: red })).toBeVisible();
  // The small card: only the first email and phone, and the page in a new tab.
  await expect(dialog.getByRole('link', { name: 'first@landlord.test' }).first()).toBeVisible();
  const open = dialog.getByRole('link', { name: /Open landlord page/ });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('href', /\/dashboard\/landlords\/list\/[0-9a-f-]{36}$/);
});

test('a filter picked while the search is still settling keeps both', async ({ page, request }) => {
  const word = unique();
  await createLandlord(request, `Red ${word}`, { trafficLightSystem: 'red' });
  await createLandlord(request, `Green ${word}`);
  await signIn(page, 'user', { at: '/dashboard/landlords/list' });
  // The search applies after a pause; the filter is picked inside it.
  await page.getByRole('searchbox', { name: 'Search landlords' }).fill(word);
  await page.getByRole('button', { name: /Traffic light/ }).click();
  await page.getByRole('option', { name: 'Avoid' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(page).toHaveURL(/trafficLight=red/);
  await expect(page.getByRole('status').getByText('1 landlord', { exact: true })).toBeVisible();
});

test('editing a landlord saves the changed fields with the version', async ({ page, request }) => {
  const name = `Editable ${unique()}`;
  const landlord = await createLandlord(request, name);
  await openLandlord(page, 'admin', landlord.id, name);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Add email' }).click();
  await page
    .getByRole('group', { name: 'Email 2' })
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill('second@landlord.test');
  await page
    .getByRole('radiogroup', { name: 'Traffic light' })
    .getByText('Use with care', { exact: true })
    .click();
  const updated = toastShown(page, 'Landlord updated');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await updated;
  await expect(page.getByRole('link', { name: 'second@landlord.test' })).toBeVisible();
  await expect(
    page.locator('[data-component="PageHeader"] [data-component="StatusBadge"]'),
  ).toHaveText('Use with care');
});

test('sync reads a profile and shows the changes it applied', async ({ page, request }) => {
  const name = `Synced ${unique()}`;
  const landlord = await createLandlord(request, name);
  // The demo system_admin has the landlordSync experiment.
  await openLandlord(page, 'system_admin', landlord.id, name);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Sync profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Landlord sync' });
  await dialog
    .getByRole('textbox', { name: 'Profile address', exact: true })
    .fill('www.openrent.co.uk/landlord/771204');
  const synced = toastShown(page, 'Landlord synced');
  await dialog.getByRole('button', { name: 'Sync', exact: true }).click();
  await synced;
  const changes = dialog.getByRole('table', { name: 'Applied changes' });
  await expect(changes.getByRole('row').filter({ hasText: 'Historical bookings' })).toContainText(
    '34',
  );
  await expect(changes.getByRole('row').filter({ hasText: 'Response rate (%)' })).toContainText(
    '58',
  );
  await expect(changes.getByRole('row').filter({ hasText: 'External profiles' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The page shows the synced record.
  await expect(
    page.locator('[data-component="DescriptionListItem"]', { hasText: 'Historical bookings' }),
  ).toContainText('34');
});

test('the message template is saved, filled and copied', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Templated ${unique()}`;
  const landlord = await createLandlord(request, name);
  await openLandlord(page, 'user', landlord.id, name);
  await page.getByRole('button', { name: 'Message template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Landlord message template' });
  const template = dialog.getByRole('textbox', { name: 'Template' });
  await expect(template).not.toHaveValue('');
  await template.fill('Hello {landlordName}, is it free from {checkIn} to {checkOut}? {unknown}');
  const saved = toastShown(page, 'Message template saved');
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await saved;
  await typeDay(dialog, 'Check-in', '2026-12-01');
  await typeDay(dialog, 'Check-out', '2026-12-05');
  const expected = `Hello ${name}, is it free from 1 December 2026 to 5 December 2026? {unknown}`;
  await expect(dialog.getByRole('status', { name: 'Message' })).toHaveText(expected);
  await dialog.getByRole('button', { name: 'Copy message' }).click();
  await expect(dialog.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('WhatsApp info links to a chat on the WhatsApp number', async ({ page, request }) => {
  const name = `Chatty ${unique()}`;
  const landlord = await createLandlord(request, name);
  // The demo admin has the whatsappLinks experiment.
  await openLandlord(page, 'admin', landlord.id, name);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'WhatsApp info' }).click();
  const dialog = page.getByRole('dialog', { name: 'WhatsApp info' });
  const chat = dialog.getByRole('link', { name: 'Chat on WhatsApp: +44 7700 900123' });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/447700900123');
  await expect(chat).toHaveAttribute('target', '_blank');
});

test('a role with DELETE_LANDLORD deletes the landlord, who is then restored', async ({
  page,
  request,
}) => {
  const name = `Leaving ${unique()}`;
  const landlord = await createLandlord(request, name);
  await openLandlord(page, 'masteradmin', landlord.id, name);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const deleted = toastShown(page, 'Landlord deleted');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await deleted;
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  const restored = toastShown(page, 'Landlord restored');
  await page.getByRole('button', { name: 'Restore' }).click();
  await restored;
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
});

test('in French the form, its field messages and the traffic light read in French', async ({
  page,
}) => {
  await signIn(page, 'user');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'root',
      JSON.stringify({ theme: { type: 'light', custom: false }, language: 'fr' }),
    ),
  );
  await page.goto('/dashboard/landlords/create');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créer un propriétaire' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Créer le propriétaire' }).click();
  // The domain raises 'Landlord name is required'; the form shows it in the user's language.
  await expect(page.getByText('Le nom du propriétaire est obligatoire')).toBeVisible();
  const picker = page.getByRole('radiogroup', { name: 'Feu tricolore' });
  await expect(picker.getByRole('radio', { name: 'Pas encore évalué (Suggéré)' })).toBeChecked();
  await expect(picker).toContainText(
    'Suggéré d’après la fiche : Pas encore évalué (Pas encore d’historique)',
  );
});

import { expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { pick } from './support/pick';
import { signIn, toastShown } from './support/session';
import { createLandlord } from './support/stock';

/** A real 1×1 PNG: the server checks the file's leading bytes, not just its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Types a stay into a date range picker: day, month, year of each end (en-GB order). */
async function typeRange(page: Page, label: string, from: string, to: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  const digits = (iso: string) => iso.split('-').reverse().join('');
  await page.keyboard.type(digits(from) + digits(to));
}

test('a property created through the wizard with two photos is found by place and dates, and its supply and price history shows who changed what', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const landlordName = `Landlord ${unique()}`;
  const title = `Harbour View ${unique()}`;
  await createLandlord(request, await tokenFor(request, 'admin'), landlordName);
  await signIn(page, 'user');
  // The history names who changed the price: the signed-in user, greeted by first name.
  const greeting = await page.getByRole('button', { name: /^Hi, .+!$/ }).textContent();
  const firstName = /Hi, (.+?)!/.exec(greeting ?? '')?.[1] ?? 'no name';

  // The wizard: landlord; address; layout; terms and costs; photos; review.
  await page.goto('/dashboard/properties/create');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Some fields of this step need attention.');
  await pick(page, 'Landlord', landlordName, landlordName);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await pick(page, 'Find the address', 'Invern', /^Inverness/);
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Inverness');
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill('12 Castle Street');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('IV2 3EA');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Add a bedroom' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.getByRole('textbox', { name: 'Nightly Rate', exact: true }).fill('95');
  // Back and forth keeps what was typed.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Nightly Rate', exact: true })).toHaveValue('95');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos', exact: true }).click();
  await (await chooser).setFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const photos = page.getByRole('list', { name: 'Photos', exact: true });
  await expect(photos.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(photos.getByRole('listitem').first()).toContainText('Cover');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByText(landlordName)).toBeVisible();
  await expect(page.getByText('12 Castle Street')).toBeVisible();
  await page.getByText('Offer it as available now').click();
  const created = toastShown(page, 'Property created');
  await page.getByRole('button', { name: 'Create property' }).click();
  await created;
  await expect(page.getByRole('heading', { name: 'Property created', level: 1 })).toBeVisible();
  await expect(page.getByText(`${title} is saved.`, { exact: false })).toBeVisible();

  // Found by distance from a place and by free dates.
  await page.goto('/dashboard/properties/list');
  await page.getByRole('searchbox', { name: 'Search properties' }).fill(title);
  await expect(page).toHaveURL(/search=/);
  await pick(page, 'Near', 'Inverness', /^Inverness/);
  await typeRange(page, 'Free between', '2027-06-15', '2027-06-18');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('0 mi');
  await expect(row).toContainText('£95.00');
  await expect(row).toContainText('Green');
  await expect(page).toHaveURL(/availableFrom=2027-06-15&availableTo=2027-06-18/);

  // Supply and price: a blocked stretch, a new nightly rate, confirmed with the landlord.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(
    page.getByText('Availability has never been confirmed with the landlord.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Update supply and price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update supply and price' });
  // The stretch is picked in the calendar: forward to June 2027, then the first and last night.
  const nextMonth = dialog.getByRole('button', { name: 'Next month' });
  while (!(await dialog.getByRole('button', { name: /16 June 2027/ }).isVisible())) {
    await nextMonth.click();
  }
  await dialog.getByRole('button', { name: /16 June 2027/ }).click();
  await dialog.getByRole('button', { name: /19 June 2027/ }).click();
  await dialog
    .getByRole('radiogroup', { name: 'State' })
    .getByText('Blocked', { exact: true })
    .click();
  await dialog.getByRole('textbox', { name: 'Note', exact: true }).fill('Owner staying');
  await dialog.getByRole('button', { name: 'Add range' }).click();
  await expect(dialog.getByText(/Blocked: .*Owner staying/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New amount', exact: true }).fill('110');
  await dialog.getByRole('button', { name: 'Add price change' }).click();
  await dialog.getByText('Confirmed with the landlord just now').click();
  await dialog.getByRole('button', { name: 'Save supply and price' }).click();
  await expect(dialog).toBeHidden();

  // The history: who changed the price and when; the range with its dates; fresh again.
  const history = page.getByRole('list', { name: 'Price history' });
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText('Nightly Rate: £95.00 → £110.00');
  await expect(latest).toContainText(firstName);
  await expect(page.getByRole('list', { name: 'Ranges' })).toContainText('Blocked');
  await expect(
    page.getByText('Availability has never been confirmed with the landlord.'),
  ).toBeHidden();

  // Blocked nights no longer match those dates; other dates still do.
  await page.goto(
    `/dashboard/properties/list?search=${encodeURIComponent(title)}&availableFrom=2027-06-17&availableTo=2027-06-19`,
  );
  await expect(page.getByText('No properties here')).toBeVisible();
  await page.goto(
    `/dashboard/properties/list?search=${encodeURIComponent(title)}&availableFrom=2027-07-01&availableTo=2027-07-03`,
  );
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('£110.00');
});

test.describe('per role', () => {
  let property: { id: string; title: string };
  test.beforeAll(async ({ request }) => {
    const token = await tokenFor(request, 'admin');
    const title = `Role Check ${unique()}`;
    const created = await write(request, token, 'post', '/api/v1/properties/temporary', {
      title,
      landlordId: null,
      type: 'apartment',
      address: {
        street: '1 Quay Street',
        city: 'Bristol',
        state: '',
        zip: 'BS1 4DJ',
        freeFormAddress: '',
        position: null,
      },
      bedroomCount: 2,
      maxGuests: 4,
      nightlyRate: { amount: '120.00', currency: 'GBP' },
      sourceUrl: null,
    });
    property = { id: created.id, title };
  });

  for (const role of ['user', 'moderator', 'admin', 'masteradmin', 'system_admin'] as const) {
    const mayDelete = role === 'masteradmin' || role === 'system_admin';
    test(`${role} opens a property from the list${mayDelete ? ' and may delete it' : '; delete is not offered'}`, async ({
      page,
    }) => {
      await signIn(page, role);
      await page.goto(`/dashboard/properties/list?search=${encodeURIComponent(property.title)}`);
      await page.getByRole('link', { name: property.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(
        mayDelete ? 1 : 0,
      );
    });
  }
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { pick } from './support/pick';
import { signIn } from './support/session';
import { createLandlord, createProperty } from './support/stock';

/**
 * Correcting what was saved wrong, by clicking only: a converted public request completed in its
 * edit form and then searched by distance. Data is set up through the API.
 */

const YORK: [number, number] = [-1.0815, 53.959];

/** A top-level company with a billing company of its own as its default. */
async function companyWithDefaultBilling(request: APIRequestContext, token: string, name: string) {
  const created = await request.post('/api/companies', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { data: JSON.stringify({ name }) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const company = ((await created.json()) as { data: { id: string; version: number } }).data;
  const billing = await write(request, token, 'post', '/api/v1/billing-companies', {
    companyId: company.id,
    legalName: `${name} Billing Ltd`,
    billingAddress: {
      street: '1 Coney Street',
      city: 'York',
      state: 'United Kingdom',
      zip: 'YO1 9QL',
      freeFormAddress: '1 Coney Street, York YO1 9QL',
      position: null,
    },
    accountsEmails: [],
    vatNumber: '',
    paymentTermsDays: 30,
    purchaseOrderRequired: false,
    invoiceGrouping: 'perBooking',
    invoicePrefix: '',
  });
  const linked = await request.patch(`/api/companies/${company.id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      data: JSON.stringify({ defaultBillingCompanyId: billing.id, version: company.version }),
    },
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  return { id: company.id, billingName: `${name} Billing Ltd` };
}

async function sendPublicRequest(request: APIRequestContext, fullName: string) {
  const sent = await request.post('/api/v1/public/property-requests', {
    data: {
      fullName,
      email: `${fullName.replace(/\W/g, '').toLowerCase()}@example.test`,
      phone: '+44 7700 900321',
      companyName: '',
      location: 'York',
      checkIn: '2031-04-01',
      checkOut: '2031-04-29',
      adults: 2,
      children: 0,
      bedrooms: 1,
      pets: false,
      parking: false,
      notes: 'Near the station',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

const clientSection = (page: Page) => page.getByRole('region', { name: 'Client' });

test('a converted public request opens in its edit form; company, billing company, budget and place are completed, and candidates are found by distance', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await tokenFor(request, 'admin');
  const word = unique();
  const company = await companyWithDefaultBilling(request, admin, `Fixco ${word}`);
  const landlord = await createLandlord(request, admin, `Landlord ${word}`);
  const flat = `Coney Street ${word}`;
  await createProperty(request, admin, landlord.id, flat, {
    address: { street: '5 Coney Street', city: 'York', zip: 'YO1 9QL', lngLat: YORK },
  });
  const person = `Petra ${word}`;
  await sendPublicRequest(request, person);

  await signIn(page, 'user');
  await page
    .getByRole('button', { name: new RegExp(`^Convert PR-\\d+ from ${person} to an enquiry$`) })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit enquiry' });
  await expect(edit).toBeVisible();
  await expect(edit.getByText('No coordinates yet')).toBeVisible();
  await pick(page, 'Client company', `Fixco ${word}`, `Fixco ${word}`);
  // The company's default billing company comes with it.
  await expect(edit.getByRole('combobox', { name: 'Billing company' })).toHaveValue(
    company.billingName,
  );
  await edit.getByRole('textbox', { name: 'Budget', exact: true }).fill('650');
  await pick(page, 'Location', 'Yor', /^York/);
  await expect(edit.getByText('No coordinates yet')).toBeHidden();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page).not.toHaveURL(/edit=1/);

  await expect(clientSection(page)).toContainText(`Fixco ${word}`);
  await expect(clientSection(page)).toContainText(company.billingName);
  await expect(page.getByRole('region', { name: 'Requirements and budget' })).toContainText(
    '£650.00',
  );
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(/Client company/);

  // Candidates by distance: the place has its coordinates now.
  const offers = page.getByRole('region', { name: /Chosen properties/ });
  await offers.getByRole('button', { name: 'Add properties' }).click();
  const search = page.getByRole('dialog', { name: 'Add properties' });
  await expect(search.getByRole('textbox', { name: 'Within (miles)' })).toHaveValue('10');
  await expect(search.getByText('no location coordinates')).toHaveCount(0);
  await search.getByRole('searchbox', { name: 'Search' }).fill(flat);
  await expect(search.getByText('1 property matches')).toBeVisible();
  await expect(search.getByRole('row', { name: new RegExp(flat) })).toContainText(/mi/);
});

test("a booking saved with the wrong company is corrected: the new company's default billing company comes with it, and the activity records the change", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await tokenFor(request, 'admin');
  const word = unique();
  const company = await companyWithDefaultBilling(request, admin, `Rightco ${word}`);
  const landlord = await createLandlord(request, admin, `Landlord ${word}`);
  const property = await createProperty(request, admin, landlord.id, `Stonegate ${word}`, {
    address: { street: '9 Stonegate', city: 'York', zip: 'YO1 8AS', lngLat: YORK },
  });
  const wrong = await companyWithDefaultBilling(request, admin, `Wrongco ${word}`);
  const booking = await write(request, admin, 'post', '/api/v1/bookings', {
    propertyId: property.id,
    companyId: wrong.id,
    checkIn: '2031-06-01',
    checkOut: '2031-06-15',
    sellingPricePerNight: { amount: '120.00', currency: 'GBP' },
    costPerNight: { amount: '90.00', currency: 'GBP' },
  });

  await signIn(page, 'user');
  await page.goto(`/dashboard/bookings/list/${booking.id}`);
  const client = page.getByRole('region', { name: 'Guests and client' });
  await expect(client).toContainText(`Wrongco ${word}`);
  await page.getByRole('button', { name: 'Edit booking' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit booking' });
  await expect(edit.getByRole('combobox', { name: 'Company', exact: true })).toHaveValue(
    `Wrongco ${word}`,
  );
  await pick(page, 'Company', `Rightco ${word}`, `Rightco ${word}`, { exact: true });
  await expect(edit.getByRole('combobox', { name: 'Billing company' })).toHaveValue(
    company.billingName,
  );
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(client).toContainText(`Rightco ${word}`);
  await expect(client).toContainText(company.billingName);
  await expect(client).not.toContainText(`Wrongco ${word}`);
});

test('a billing company is created from the list, linked to a company without one as its default, edited and deactivated', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await tokenFor(request, 'admin');
  const word = unique();
  const name = `Nobill ${word}`;
  const created = await request.post('/api/companies', {
    headers: { authorization: `Bearer ${admin}` },
    multipart: { data: JSON.stringify({ name }) },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await signIn(page, 'admin');
  // Home's card of companies without a billing company leads to them, this one among them.
  await page.getByRole('link', { name: /Companies without a billing company/ }).click();
  await expect(page).toHaveURL(/billing=none/);
  await page.getByRole('searchbox', { name: 'Search companies' }).fill(name);
  // The search is in the address once it has applied; a click before would be undone by it.
  await expect(page).toHaveURL(/search=Nobill/);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Billing companies' });
  await expect(section).toContainText('has no billing company yet');
  await section.getByRole('button', { name: 'Add billing company' }).click();
  const form = page.getByRole('dialog', { name: 'New billing company' });
  await form.getByRole('textbox', { name: 'Legal name' }).fill(`${name} Holdings Ltd`);
  await form.getByRole('textbox', { name: 'Street' }).fill('2 Micklegate');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('YO1 6JH');
  await form.getByRole('textbox', { name: 'Town or city' }).fill('York');
  await form.getByRole('textbox', { name: 'Accounts emails' }).fill('not an email');
  await form.getByRole('button', { name: 'Create billing company' }).click();
  await expect(form.getByText('Enter up to 20 valid email addresses')).toBeVisible();
  await form.getByRole('textbox', { name: 'Accounts emails' }).fill(`accounts@${word}.test`);
  await expect(form.getByRole('checkbox', { name: /default billing company/ })).toBeChecked();
  await form.getByRole('button', { name: 'Create billing company' }).click();
  await expect(form).toBeHidden();
  const row = section.getByRole('listitem').filter({ hasText: `${name} Holdings Ltd` });
  await expect(row).toContainText('Default');

  // A second one, not the default; then the billing companies list edits and deactivates.
  await section.getByRole('button', { name: 'Add billing company' }).click();
  const second = page.getByRole('dialog', { name: 'New billing company' });
  await expect(second.getByRole('checkbox', { name: /default billing company/ })).not.toBeChecked();
  await second.getByRole('textbox', { name: 'Legal name' }).fill(`${name} Services Ltd`);
  await second.getByRole('button', { name: 'Create billing company' }).click();
  await expect(second).toBeHidden();
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await page.goto('/dashboard/billing-companies/list');
  await expect(page.getByRole('button', { name: 'New billing company' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search billing companies' }).fill(name);
  await expect(page).toHaveURL(/search=Nobill/);
  const listRow = page.getByRole('row', { name: new RegExp(`${name} Services Ltd`) });
  await expect(listRow).toContainText('Active');
  await listRow.getByRole('button', { name: `Actions for ${name} Services Ltd` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name} Services Ltd` });
  await edit.getByRole('textbox', { name: 'VAT number' }).fill('GB123456789');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(listRow).toContainText('GB123456789');

  // The default cannot be deactivated; the other one can.
  const firstRow = page.getByRole('row', { name: new RegExp(`${name} Holdings Ltd`) });
  await firstRow.getByRole('button', { name: `Actions for ${name} Holdings Ltd` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const refused = page.getByRole('dialog', { name: `Deactivate ${name} Holdings Ltd?` });
  await refused.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    page.getByText(`It is the default billing company of ${name}`).first(),
  ).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(firstRow).toContainText('Active');
  await listRow.getByRole('button', { name: `Actions for ${name} Services Ltd` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: `Deactivate ${name} Services Ltd?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(listRow).toContainText('Deactivated');
});

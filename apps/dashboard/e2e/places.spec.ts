import { expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { pick } from './support/pick';
import { signIn } from './support/session';
import { createLandlord, createProperty } from './support/stock';

/**
 * Finding a place by its postcode district: the enquiry's location is typed as "LS1" and the
 * district is picked from the embedded lookup, then the candidate search measures distance from
 * its centroid. And dates: a year typed digit by digit never reaches the server until it is whole.
 * Data is set up through the API; what is clicked is what is tested. With E2E_SHOTS=1, shots of
 * the half-typed range go to test-results (1440 and 390 px wide).
 */

const MANCHESTER: [number, number] = [-2.2426, 53.4808];

test('an enquiry located by the postcode district LS1 finds the candidates within its radius, and not those 35 miles away', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await tokenFor(request, 'admin');
  const word = unique();
  const landlord = await createLandlord(request, admin, `Landlord ${word}`);
  const near = `Boar Lane ${word}`;
  const far = `Deansgate ${word}`;
  await createProperty(request, admin, landlord.id, near, {
    address: { street: '3 Boar Lane', city: 'Leeds', zip: 'LS1 6EN', lngLat: [-1.5456, 53.7955] },
  });
  await createProperty(request, admin, landlord.id, far, {
    address: { street: '2 Deansgate', city: 'Manchester', zip: 'M3 1AZ', lngLat: MANCHESTER },
  });
  const created = await request.post('/api/companies', {
    headers: { authorization: `Bearer ${admin}` },
    multipart: { data: JSON.stringify({ name: `Postco ${word}` }) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const company = ((await created.json()) as { data: { id: string } }).data;
  // Entered first for Manchester: the district replaces it.
  const enquiry = await write(request, admin, 'post', '/api/v1/enquiries', {
    source: 'phone',
    receivedAt: new Date().toISOString(),
    companyId: company.id,
    subcompanyId: null,
    billingCompanyId: null,
    agentId: null,
    booker: { name: 'Lee Booker', email: `lee-${word}@client.test`, phone: '+44 113 496 0001' },
    guestIds: [],
    checkIn: '2031-05-03',
    checkOut: '2031-05-10',
    location: {
      address: {
        street: '',
        city: 'Manchester',
        state: 'United Kingdom',
        zip: '',
        freeFormAddress: 'Manchester',
        position: { type: 'Point', coordinates: MANCHESTER },
      },
      radiusMiles: 10,
    },
    adults: 1,
    children: 0,
    pets: 0,
    minBedrooms: 1,
    propertyTypes: [],
    parkingSpaces: 0,
    budget: null,
    clientReference: `PO-${word}`,
    priority: 'normal',
    respondBy: null,
    notes: '',
  });

  await signIn(page, 'admin', { at: `/dashboard/enquiries/list/${enquiry.id}` });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit enquiry' });
  await expect(edit).toBeVisible();
  await pick(page, 'Location', 'LS1', /^LS1, Leeds$/);
  await expect(edit.getByRole('combobox', { name: 'Location' })).toHaveValue('LS1, Leeds');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();

  const offers = page.getByRole('region', { name: /Chosen properties/ });
  await offers.getByRole('button', { name: 'Add properties' }).click();
  const search = page.getByRole('dialog', { name: 'Add properties' });
  await expect(search.getByRole('textbox', { name: 'Within (miles)' })).toHaveValue('10');
  await search.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect(search.getByText('1 property matches')).toBeVisible();
  await expect(search.getByRole('row', { name: new RegExp(near) })).toContainText(/mi/);
  await expect(search.getByRole('row', { name: new RegExp(far) })).toHaveCount(0);
});

/** The property list's requests for stock free between two days, as sent. */
function availabilityAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    const to = url.searchParams.get('availableTo');
    if (url.pathname === '/api/v1/properties' && to) asked.push(to);
  });
  return asked;
}

test('a year typed into "Free between" stays in the field with the range message, and only the whole year is asked for', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const asked = availabilityAsked(page);
  await signIn(page, 'admin', { at: '/dashboard/properties/list' });
  const group = page.getByRole('group', { name: 'Free between', exact: true });
  await group.getByRole('spinbutton').first().click();
  // Day, month, year of the first day, then the last day's day and month and one digit of its year.
  await page.keyboard.type('10012031' + '2401' + '2');
  await expect(page.getByText(/1900/).first()).toBeVisible();
  await expect(page).not.toHaveURL(/availableTo=/);
  if (process.env.E2E_SHOTS === '1') {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`free-between-${width}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.keyboard.type('031');
  await expect(page).toHaveURL(/availableFrom=2031-01-10/);
  await expect(page).toHaveURL(/availableTo=2031-01-24/);
  await expect(page.getByText(/1900/)).toHaveCount(0);
  expect(asked.every((day) => day >= '1900-01-01')).toBe(true);
});

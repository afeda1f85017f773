import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { type DemoRole, signIn } from './support/session';
import { shots } from './support/shots';
import { createLandlord } from './support/stock';

/**
 * The bookings report and the bookings of a guest, a landlord and a property.
 * Data through the API: a landlord, a property in a city of its own, a guest and two
 * bookings in 2031 (one across March and April); what is clicked is what is tested. Shots of the
 * report and the guest and landlord pages go to test-results (1440 and 390 px, light).
 */

const zero = { amount: '0.00', currency: 'GBP' };
const gbp = (amount: string) => ({ amount, currency: 'GBP' });

interface Setup {
  city: string;
  propertyId: string;
  landlordId: string;
  guestId: string;
  guestName: string;
  references: string[];
}

async function setUp(request: APIRequestContext): Promise<Setup> {
  const token = await tokenFor(request, 'admin');
  const id = unique();
  const city = `Reportford ${id}`;
  const landlord = await createLandlord(request, token, `Report Landlord ${id}`);
  const property = await write(request, token, 'post', '/api/v1/properties', {
    landlordId: landlord.id,
    title: `Report Flat ${id}`,
    type: 'apartment',
    status: 'available',
    address: {
      street: '1 Quay Street',
      city,
      state: 'United Kingdom',
      zip: 'M3 3JE',
      freeFormAddress: `1 Quay Street, ${city} M3 3JE`,
      position: { type: 'Point', coordinates: [-2.25, 53.48] },
    },
    bedrooms: [{ beds: [{ type: 'double', count: 1 }] }],
    bathrooms: [{ type: 'walk-in-shower' }],
    maxGuests: 2,
    amenities: { general: ['Wi-Fi'], kitchen: [], laundry: [], outside: [], safety: [] },
    description: '',
    images: [],
    parking: null,
    pets: 'no',
    checkInMethod: 'key-box',
    cleaning: { frequency: 'weekly', charge: 'included' },
    linen: { frequency: 'weekly', charge: 'included' },
    cancellationPolicy: '14-days-cancellation',
    costs: {
      nightlyRate: gbp('100.00'),
      deposit: gbp('250.00'),
      cleaningFee: zero,
      parking: zero,
      petFee: zero,
      exitClean: zero,
      margin: '15',
    },
    minimumStayNights: 1,
    isTemporary: false,
    sourceUrl: null,
  });
  const guest = await write(request, token, 'post', '/api/v1/clients', {
    firstName: 'Report',
    lastName: `Guest ${id}`,
    email: `report-${id}@guests.test`,
    phone: '+44 20 7946 0102',
    companyId: null,
    notes: '',
    flags: [],
  });
  const references: string[] = [];
  // 28 Mar – 3 Apr (4 nights in March, 2 in April) and 10 – 13 Apr: 9 nights at £150 = £1,350.
  for (const [checkIn, checkOut, guestIds] of [
    ['2031-03-28', '2031-04-03', [guest.id]],
    ['2031-04-10', '2031-04-13', []],
  ] as const) {
    const response = await request.post('/api/v1/bookings', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        propertyId: property.id,
        guestIds,
        checkIn,
        checkOut,
        sellingPricePerNight: gbp('150'),
        costPerNight: gbp('100'),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    references.push(((await response.json()) as { data: { reference: string } }).data.reference);
  }
  return {
    city,
    propertyId: property.id,
    landlordId: landlord.id,
    guestId: guest.id,
    guestName: `Report Guest ${id}`,
    references,
  };
}

async function pageAs(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

test('the report counts the nights and revenue of the period, by month and city, and gives a CSV', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const data = await setUp(request);
  const page = await pageAs(browser, 'user');
  await page.goto('/dashboard/bookings/report?from=2031-03-01&to=2031-04-30');
  await expect(page.getByRole('heading', { name: 'Bookings report', level: 1 })).toBeVisible();

  const cityRegion = page.getByRole('region', { name: 'By city' });
  await cityRegion.getByRole('button', { name: 'Show data' }).click();
  const byCity = cityRegion.getByRole('table', { name: 'By city' });
  const row = byCity.getByRole('row').filter({ hasText: data.city });
  await expect(row).toContainText('9');
  await expect(row).toContainText('£1,350.00');
  // March holds 4 of the first stay's nights.
  const monthRegion = page.getByRole('region', { name: 'By month' });
  await monthRegion.getByRole('button', { name: 'Show data' }).click();
  const byMonth = monthRegion.getByRole('table', { name: 'By month' });
  await expect(byMonth.getByRole('row').filter({ hasText: /^Mar/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('button', { name: 'Download CSV' }).click();
  await page.getByRole('menuitem', { name: 'Download By city as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bookings-byCity-2031-03-01-2031-04-30.csv');
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text).toContain(`${data.city},9,2,1350,900,450,33.33,GBP`);

  await shots(page, 'bookings-report', {
    modes: ['light'],
    ready: () => expect(cityRegion).toBeVisible(),
  });
  // The default period: the 12 whole months to this one, filled by the demo stays.
  await page.goto('/dashboard/bookings/report');
  await monthRegion.getByRole('button', { name: 'Show data' }).click();
  await expect(byMonth.getByRole('row')).toHaveCount(14);
  await shots(page, 'bookings-report-default', {
    modes: ['light'],
    ready: () => expect(cityRegion).toBeVisible(),
  });
  await page.context().close();
});

test('the guest and landlord pages list their bookings; the property names them in its supply', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const data = await setUp(request);
  const [first = '', second = ''] = data.references;
  const page = await pageAs(browser, 'user');

  await page.goto(`/dashboard/clients/list/${data.guestId}`);
  const guestBookings = page.getByRole('region', { name: 'Bookings', exact: true });
  await expect(guestBookings.getByRole('link', { name: first })).toBeVisible();
  await expect(guestBookings.getByRole('link', { name: second })).toHaveCount(0);
  await shots(page, 'guest-bookings', {
    modes: ['light'],
    ready: () => expect(guestBookings.getByRole('link', { name: first })).toBeVisible(),
  });

  await page.goto(`/dashboard/landlords/list/${data.landlordId}`);
  const landlordBookings = page.getByRole('region', { name: 'Bookings', exact: true });
  await expect(landlordBookings.getByRole('link', { name: first })).toBeVisible();
  await expect(landlordBookings.getByRole('link', { name: second })).toBeVisible();
  await expect(landlordBookings).toContainText(data.guestName);
  await shots(page, 'landlord-bookings', {
    modes: ['light'],
    ready: () => expect(landlordBookings.getByRole('link', { name: second })).toBeVisible(),
  });

  await page.goto(`/dashboard/properties/list/${data.propertyId}`);
  const ranges = page.getByRole('list', { name: 'Ranges' });
  await expect(ranges.getByRole('link', { name: `Booking ${first}` })).toBeVisible();
  await shots(page, 'property-supply', {
    modes: ['light'],
    ready: () => expect(ranges.getByRole('link', { name: `Booking ${first}` })).toBeVisible(),
  });
  // Until the property's bookings arrive a range's link searches the bookings list for its
  // reference; then it opens the booking itself.
  const secondBooking = ranges.getByRole('link', { name: `Booking ${second}` });
  await expect(secondBooking).toHaveAttribute(
    'href',
    /\/dashboard\/bookings\/list\/[0-9a-f-]{36}$/,
  );
  await secondBooking.click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/list\/[0-9a-f-]{36}$/);
  await page.context().close();
});

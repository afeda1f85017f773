import { expect, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { signIn } from './support/session';
import { createLandlord } from './support/stock';

/**
 * Reporting. A property and a booking made through the API in May 2033, in
 * Swedish kronor (no other booking is in that currency): the revenue, margin and nights the
 * screen shows for that month are the booking's. An admin (spec §6: REPORTING is every role but
 * admin) has no sidebar entry, is turned away at the address and refused by the API.
 */

const zero = { amount: '0.00', currency: 'GBP' };
const gbp = (amount: string) => ({ amount, currency: 'GBP' });

test('the figures shown are those of the data made through the API', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await tokenFor(request, 'admin');
  const id = unique();
  const city = `Reportville ${id}`;
  const landlord = await createLandlord(request, token, `Reporting Landlord ${id}`);
  const property = await write(request, token, 'post', '/api/v1/properties', {
    landlordId: landlord.id,
    title: `Reporting Flat ${id}`,
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
  // 10 – 15 May 2033: 5 nights at 123 / 100 kr = 615 kr revenue, 115 kr margin.
  const booking = await request.post('/api/v1/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      propertyId: property.id,
      checkIn: '2033-05-10',
      checkOut: '2033-05-15',
      sellingPricePerNight: { amount: '123', currency: 'SEK' },
      costPerNight: { amount: '100', currency: 'SEK' },
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);

  // The demo masteradmin has the reportingV2 experiment, which puts Reporting in the menu.
  await signIn(page, 'masteradmin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reporting' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible();
  await page.goto('/dashboard/reporting?from=2033-05-01&to=2033-05-31&currency=SEK');
  await expect(page.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  // The key figures come first; their comparison with the period before is one press away.
  await expect(main.getByRole('table')).toHaveCount(0);
  await main.getByRole('button', { name: 'Show data' }).first().click();
  const summary = page.getByRole('table', { name: 'Against the period before' });
  await expect(summary.getByRole('row', { name: /^Revenue/ })).toContainText('615');
  await expect(summary.getByRole('row', { name: /^Margin(?! %)/ })).toContainText('115');
  await expect(summary.getByRole('row', { name: /^Nights/ })).toContainText('5');
  // Conversion carries its definition, the same words wherever it appears.
  // Reached with the keyboard (a tooltip shows on keyboard focus at once).
  await summary.getByRole('button', { name: 'What Conversion means' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toContainText('booked ÷ received');
  // Nothing booked in May 2033 the period before: a neutral dash, no arrow.
  const revenue = main.locator('[data-component="StatCard"]').filter({ hasText: /^Revenue/ });
  await expect(revenue.locator('[data-part="trend"]')).toHaveText('—');
  await expect(revenue.locator('[data-part="trend"] [data-icon]')).toHaveCount(0);
  const byMonth = main.getByRole('region', { name: 'By month' });
  await byMonth.getByRole('button', { name: 'Show data' }).click();
  const months = byMonth.getByRole('table', { name: 'By month' });
  await expect(months.getByRole('row', { name: /May/ })).toContainText('615');
  // The CSV of the month table carries the same figures.
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download CSV' }).click();
  await page.getByRole('menuitem', { name: 'Download By month as CSV' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(file, 'utf8')).toContain('2033-05,');
});

test('an admin cannot reach reporting, in the sidebar, the address or the API', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reporting' }),
  ).toHaveCount(0);
  await page.goto('/dashboard/reporting');
  await expect(page).toHaveURL(/\/error\?type=permissionDenied$/);
  const token = await tokenFor(request, 'admin');
  const response = await request.get('/api/v1/reporting', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
});

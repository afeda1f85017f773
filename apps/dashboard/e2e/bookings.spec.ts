import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, type Written, write } from './support/api';
import { pick } from './support/pick';
import { signIn, toastShown } from './support/session';
import { createLandlord } from './support/stock';

/**
 * The bookings list and the direct booking form: the tabs of spec §6 with the
 * server's counts (Deleted only for who may delete bookings for good), a stay arriving today in
 * the Check In tab found by search and filtered by property, a direct booking made through the
 * form, and the availability clash said at the dates with nothing saved. Data the tests only read
 * is set up through the API; only what is tested is clicked.
 */

const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** YYYY-MM-DD of now in the server's configured time zone, plus `days`. */
async function serverDay(request: APIRequestContext, days = 0): Promise<string> {
  const response = await request.get('/api/v1/global/settings');
  const body = (await response.json()) as { data: { settings: { timeZone?: string } } };
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: body.data.settings.timeZone ?? 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${parts}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A flat of its own (a temporary property, free on every night) with its landlord. */
async function ownProperty(request: APIRequestContext, token: string) {
  const word = unique();
  const landlord = await createLandlord(request, token, `Landlord ${word}`);
  const title = `Harbour Flat ${word}`;
  const property = await write(request, token, 'post', '/api/v1/properties/temporary', {
    title,
    landlordId: landlord.id,
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
    nightlyRate: gbp('120.00'),
    sourceUrl: null,
  });
  return { id: property.id, title };
}

async function book(
  request: APIRequestContext,
  token: string,
  body: { propertyId: string; checkIn: string; checkOut: string; purchaseOrder?: string },
): Promise<Written & { reference: string }> {
  const booking = await write(request, token, 'post', '/api/v1/bookings', {
    sellingPricePerNight: gbp('150'),
    costPerNight: gbp('100'),
    ...body,
  });
  return booking as Written & { reference: string };
}

/** Types a stay into a date range picker: day, month, year of each end (en-GB order). */
async function typeRange(page: Page, label: string, from: string, to: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  const digits = (iso: string) => iso.split('-').reverse().join('');
  await page.keyboard.type(digits(from) + digits(to));
}

const TAB_VALUES: Record<string, string> = {
  Overview: 'overview',
  'Your Bookings': 'yourBookings',
  Urgent: 'urgent',
  'Needs Attention': 'needsAttention',
  'Check In': 'checkIn',
  Active: 'active',
  'Check Out': 'checkOut',
  Extended: 'extended',
  Completed: 'completed',
  Deleted: 'deleted',
};
const ALL_ROLES = Object.keys(TAB_VALUES).slice(0, 9);

test('the tabs carry the server counts; a stay arriving today is in Check In, found by search and by its property', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'system_admin');
  const property = await ownProperty(request, token);
  const today = await serverDay(request);
  const purchaseOrder = `PO-${unique()}`;
  await book(request, token, {
    propertyId: property.id,
    checkIn: today,
    checkOut: await serverDay(request, 3),
    purchaseOrder,
  });

  await signIn(page, 'system_admin', { at: '/dashboard/bookings/list' });
  const tabs = page.getByRole('navigation', { name: 'Booking tabs' });
  // Spec §6: every booking tab for every role, and Deleted for the system admin.
  await expect(tabs.getByRole('link')).toHaveCount(10);
  await expect(tabs.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  // Other tests add bookings meanwhile: compare against a fresh count until both agree.
  await expect(async () => {
    await page.reload();
    const response = await request.get('/api/v1/bookings', auth(token));
    const counts = ((await response.json()) as { tabCounts: Record<string, number> }).tabCounts;
    for (const [name, value] of Object.entries(TAB_VALUES)) {
      const count = new Intl.NumberFormat('en-GB').format(counts[value] ?? -1);
      await expect(tabs.getByRole('link', { name: `${name} (${count})`, exact: true })).toBeVisible(
        {
          timeout: 3_000,
        },
      );
    }
  }).toPass({ timeout: 30_000 });

  await tabs.getByRole('link', { name: /^Check In/ }).click();
  await expect(page).toHaveURL(/tab=checkIn/);
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(purchaseOrder);
  await expect(page).toHaveURL(new RegExp(`search=${purchaseOrder}`));
  const row = page.locator('tbody tr', { hasText: property.title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: /^BKG-\d+$/ })).toBeVisible();
  // Arriving today with no word from the landlord: it needs attention, and says why.
  await expect(row.locator('[data-stay-state]')).toHaveAttribute(
    'data-stay-state',
    'needsAttention',
  );
  await expect(row.getByText('Landlord not confirmed')).toBeVisible();
  await expect(row.locator('[data-component="StatusBadge"][data-kind="workflow"]')).toHaveAttribute(
    'data-status',
    'booked',
  );

  // The property filter: the search cleared, the stay is still the one listed.
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill('');
  await page.getByRole('button', { name: 'Filters' }).click();
  await pick(page, 'Property', property.title, new RegExp(property.title));
  await expect(page).toHaveURL(new RegExp(`propertyId=${property.id}`));
  await page.keyboard.press('Escape');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '1 booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('a direct booking: a clash is said at the dates and nothing is saved; free dates make the booking', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'admin');
  const property = await ownProperty(request, token);
  const year = 2040 + Math.floor(Math.random() * 40);
  const taken = await book(request, token, {
    propertyId: property.id,
    checkIn: `${year}-03-10`,
    checkOut: `${year}-03-15`,
  });
  const bookingsOf = async () => {
    const response = await request.get(
      `/api/v1/bookings?tab=overview&propertyId=${property.id}`,
      auth(token),
    );
    return ((await response.json()) as { total: number }).total;
  };
  const purchaseOrder = `PO-${unique()}`;

  await signIn(page, 'admin', { at: '/dashboard/bookings/create' });
  await expect(page.getByRole('heading', { name: 'Create booking', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Check-in and check-out', exact: true }),
  ).toBeVisible();

  await pick(page, 'Property', property.title, new RegExp(property.title));
  await typeRange(page, 'Check-in and check-out', `${year}-03-12`, `${year}-03-18`);
  await page.getByRole('textbox', { name: 'Purchase order' }).fill(purchaseOrder);
  await page.getByRole('textbox', { name: 'Selling price per night' }).fill('180');
  await page.getByRole('textbox', { name: 'Cost per night' }).fill('130');
  await expect(page.getByText('6 nights · £1,080.00 in total, £300.00 margin')).toBeVisible();

  await page.getByRole('button', { name: 'Create booking' }).click();
  // Said at the dates field (the toast of spec §8 says it too).
  await expect(
    page
      .getByRole('main')
      .getByText(
        `The property is not available from 12 Mar ${year} to 18 Mar ${year}: it is taken from 10 Mar ${year} to 15 Mar ${year} by booking ${taken.reference}.`,
        { exact: true },
      ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/create$/);
  expect(await bookingsOf()).toBe(1);

  await typeRange(page, 'Check-in and check-out', `${year}-03-15`, `${year}-03-20`);
  const created = toastShown(page, /Booking BKG-\d+ created/);
  await page.getByRole('button', { name: 'Create booking' }).click();
  await created;
  await expect(page).toHaveURL(/\/dashboard\/bookings\/list\/[0-9a-f-]+$/);
  const id = page.url().split('/').pop() ?? '';
  const response = await request.get(`/api/v1/bookings/${id}`, auth(token));
  const booking = ((await response.json()) as { data: Record<string, unknown> }).data;
  expect(booking).toMatchObject({
    checkIn: `${year}-03-15`,
    checkOut: `${year}-03-20`,
    purchaseOrder,
    sellingPricePerNight: gbp('180.00'),
    costPerNight: gbp('130.00'),
    property: { id: property.id, name: property.title },
  });
  expect(await bookingsOf()).toBe(2);
});

test('a role without the Deleted tab sees the others only, and a link to it opens the first', async ({
  page,
}) => {
  await signIn(page, 'user', { at: '/dashboard/bookings/list?tab=deleted' });
  const tabs = page.getByRole('navigation', { name: 'Booking tabs' });
  await expect(tabs.getByRole('link')).toHaveCount(ALL_ROLES.length);
  await expect(tabs.getByRole('link', { name: /^Deleted/ })).toHaveCount(0);
  await expect(tabs.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link').first()).toHaveText(/^Overview/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { pick } from './support/pick';
import { signIn, toastShown } from './support/session';
import { createLandlord } from './support/stock';

/**
 * The tracker: a booking arriving tomorrow without the landlord's confirmation
 * (made through the API) appears on the tracker and in its manager's bell by itself — a write to
 * the bookings moves the sync's watermark, so the next read of either syncs — and a colleague's
 * new arrival appears on the open board at its next poll; confirmed from the entry dialog, the
 * arrival leaves the board and the bell without a reload. A second case moves one to Waiting by
 * its card's menu, by keyboard, then marks it done from the list (select, 'Mark done').
 */

const gbp = (amount: string) => ({ amount, currency: 'GBP' });

/** YYYY-MM-DD of now in a time zone, plus `days`. */
function dayIn(timeZone: string, days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${parts}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function serverTimeZone(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/global/settings');
  const body = (await response.json()) as { data: { settings: { timeZone?: string } } };
  return body.data.settings.timeZone ?? 'Europe/London';
}

/** The id of a demo account, as its own session reads it. */
async function idOf(request: APIRequestContext, role: 'user'): Promise<string> {
  const token = await tokenFor(request, role);
  const response = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { userData: { id: string } }).userData.id;
}

/**
 * A landlord's flat called `Harbour Lane <title>` and a direct booking of it arriving tomorrow,
 * unconfirmed, managed by `accountManagerId` (the admin who books it when null).
 */
async function arrivalTomorrow(
  request: APIRequestContext,
  title: string,
  accountManagerId: string | null = null,
) {
  const admin = await tokenFor(request, 'admin');
  const landlord = await createLandlord(request, admin, `Landlord ${title}`);
  const property = await write(request, admin, 'post', '/api/v1/properties', {
    landlordId: landlord.id,
    title: `Harbour Lane ${title}`,
    type: 'apartment',
    status: 'available',
    address: {
      street: '7 Harbour Lane',
      city: 'Bristol',
      state: 'United Kingdom',
      zip: 'BS1 5TT',
      freeFormAddress: '7 Harbour Lane, Bristol BS1 5TT',
      position: { type: 'Point', coordinates: [-2.5959, 51.4545] },
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
      deposit: gbp('0.00'),
      cleaningFee: gbp('0.00'),
      parking: gbp('0.00'),
      petFee: gbp('0.00'),
      exitClean: gbp('0.00'),
      margin: '20',
    },
    minimumStayNights: 1,
    isTemporary: false,
    sourceUrl: null,
  });
  const zone = await serverTimeZone(request);
  const booking = await write(request, admin, 'post', '/api/v1/bookings', {
    propertyId: property.id,
    checkIn: dayIn(zone, 1),
    checkOut: dayIn(zone, 8),
    sellingPricePerNight: gbp('150.00'),
    costPerNight: gbp('110.00'),
    ...(accountManagerId ? { accountManagerId } : {}),
  });
  return { admin, booking };
}

/** The board's card of the arrival at `Harbour Lane <title>` (its summary names the booking). */
const arrivalCard = (page: Page, title: string) =>
  page.getByRole('row', { name: new RegExp(`^BKG-\\d+ · Harbour Lane ${title}$`) });

test('an unconfirmed arrival appears on the tracker and in the bell, is confirmed, and disappears from both', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const word = unique();
  const me = await idOf(request, 'user');
  const { admin, booking } = await arrivalTomorrow(request, word, me);
  await signIn(page, 'user', { at: `/dashboard/tracker?search=${word}` });
  await expect(page.getByRole('heading', { name: 'Tracker', level: 1 })).toBeVisible();
  // The booking moved the sync's watermark: the first read of the board holds its entry.
  const card = arrivalCard(page, word);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Arrival without the landlord’s confirmation')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open' }).filter({ has: card })).toHaveCount(1);

  // In the bell too: the entry is assigned to the booking's manager, due at check-in.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const bellItem = panel.locator('[data-notification="trackerDue"]').filter({ hasText: word });
  await bell.click();
  await expect(bellItem).toBeVisible();
  await expect(bellItem.getByRole('link')).toHaveAttribute('href', /\/dashboard\/tracker\?entry=/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // A colleague books another arrival: the open board shows it at its next poll, no reload.
  await arrivalTomorrow(request, `${word}-2`, me);
  await expect(arrivalCard(page, `${word}-2`)).toBeVisible({ timeout: 45_000 });

  // Confirmed from the entry's dialog: the booking records it and the entry closes at once.
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Tracker entry' });
  const confirmed = toastShown(page, 'Landlord confirmation recorded');
  await dialog.getByRole('button', { name: 'Landlord confirmed' }).click();
  await confirmed;
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(arrivalCard(page, `${word}-2`)).toBeVisible();
  await bell.click();
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-notification="trackerDue"]').first()).toBeVisible();
  await expect(bellItem.filter({ hasNotText: `${word}-2` })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const stored = await request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(
    ((await stored.json()) as { data: { landlordConfirmedAt: string | null } }).data,
  ).toMatchObject({ landlordConfirmedAt: expect.any(String) });
});

test('an unconfirmed arrival tomorrow appears on the tracker, is marked done and leaves it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const word = unique();
  await arrivalTomorrow(request, word);
  await signIn(page, 'user', { at: `/dashboard/tracker?search=${word}` });
  await expect(page.getByRole('heading', { name: 'Tracker', level: 1 })).toBeVisible();
  // The sync runs at most every 10 s and the board polls every 15 s: no reload needed. The new
  // flat's never-confirmed availability has an entry of its own; the arrival's names the booking.
  const card = arrivalCard(page, word);
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Arrival without the landlord’s confirmation')).toBeVisible();

  // Moved to Waiting by its card's menu, by keyboard alone: → from the card reaches its menu.
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('button', { name: /^Actions for BKG-/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const moved = toastShown(page, 'Tracker entry updated');
  await page.getByRole('menuitem', { name: 'Move to Waiting' }).press('Enter');
  await moved;
  await expect(page.getByRole('region', { name: 'Waiting' }).filter({ has: card })).toHaveCount(1);
  await expect(card).toBeFocused();

  // The list view, remembered in the address: entries still chased are selected and marked done.
  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  const link = page.getByRole('link', { name: new RegExp(`^BKG-\\d+ · Harbour Lane ${word}$`) });
  await expect(link).toBeVisible();
  // A press on the row (not its link) selects it, as its checkbox does.
  const row = page.getByRole('row', { name: new RegExp(`^BKG-\\d+ · Harbour Lane ${word}`) });
  await row.getByText('Waiting', { exact: true }).click();
  await expect(
    row.getByRole('checkbox', { name: new RegExp(`^Select BKG-\\d+ · Harbour Lane ${word}`) }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByText('1 entry marked done')).toBeVisible();
  await expect(link).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Entries to show' })
    .getByRole('link', { name: /^Done/ })
    .click();
  await expect(link).toBeVisible();
  await expect(page).toHaveURL(/view=list/);
});

test('an entry logged by hand links the record picked in its dialog', async ({ page, request }) => {
  test.setTimeout(180_000);
  const word = unique();
  const { admin, booking } = await arrivalTomorrow(request, word);
  const read = await request.get(`/api/v1/bookings/${booking.id}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  const { reference } = ((await read.json()) as { data: { reference: string } }).data;
  await signIn(page, 'user', { at: '/dashboard/tracker?entry=new' });
  const dialog = page.getByRole('dialog', { name: 'Log a tracker entry' });
  await dialog.getByRole('textbox', { name: 'Summary' }).fill(`Keys for ${word}`);
  await dialog.getByRole('button', { name: /Linked record$/ }).click();
  await page.getByRole('option', { name: 'Booking', exact: true }).click();
  await pick(page, 'Record', reference, new RegExp(`^${reference} · Harbour Lane ${word}`));
  const logged = toastShown(page, 'Tracker entry created');
  await dialog.getByRole('button', { name: 'Log entry' }).click();
  await logged;
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search the tracker' }).fill(`Keys for ${word}`);
  // Its card names the record it concerns; the list links to it.
  const card = page.getByRole('row', { name: `Keys for ${word}` });
  await expect(card.getByText(`Booking ${reference}`)).toBeVisible();
  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'List' }).click();
  await expect(page.getByRole('link', { name: `Keys for ${word}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Booking ${reference}` })).toHaveAttribute(
    'href',
    new RegExp(`${booking.id}$`),
  );
});

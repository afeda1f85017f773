import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { write } from './support/api';
import { signIn, toastShown } from './support/session';
import { winEnquiry } from './support/won';

/**
 * The booking page: an enquiry won through the API becomes a booking arriving today
 * (today in the server's configured time zone, read from the global settings: the server runs on
 * the real clock, so "its arrival day" is today); it shows in the list's Check In tab; the
 * landlord is confirmed, the stay extended (first into nights another booking holds: the server's
 * 409 naming the dates, nothing saved; then into free ones) and shows in the Extended tab; its
 * status changes with a reason that the activity keeps.
 */

const gbp = (amount: string) => ({ amount, currency: 'GBP' });

/** YYYY-MM-DD of `now` in a time zone, plus `days`. */
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

/** A day as the dashboard shows one in English ('12 Mar 2031'), in a refusal's text too. */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

async function serverTimeZone(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/global/settings');
  const body = (await response.json()) as { data: { settings: { timeZone?: string } } };
  return body.data.settings.timeZone ?? 'Europe/London';
}

/** Types a day into a date picker (en-GB order: day, month, year). */
async function typeDate(page: Page, label: string, iso: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(iso.split('-').reverse().join(''));
}

async function listTab(page: Page, tab: string, reference: string) {
  await page.goto(`/dashboard/bookings/list?tab=${tab}&search=${reference}`);
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
}

test('a won enquiry’s booking: Check In today, landlord confirmed, extended (a clash refused first), Extended, no status change once the stay has started', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const timeZone = await serverTimeZone(request);
  const today = dayIn(timeZone);
  // Four nights: the extension decision falls due three days before check-out, so not today.
  const checkOut = dayIn(timeZone, 4);
  const { admin, propertyId, enquiryId, booking } = await winEnquiry(request, today, checkOut);
  // The won enquiry links to the booking.
  const enquiry = await request.get(`/api/v1/enquiries/${enquiryId}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  const linked = ((await enquiry.json()) as { data: { bookingId: string | null } }).data.bookingId;
  expect(linked).toBe(booking.id);
  // Another stay takes the property from the 6th to the 8th day after today.
  await write(request, admin, 'post', '/api/v1/bookings', {
    propertyId,
    checkIn: dayIn(timeZone, 6),
    checkOut: dayIn(timeZone, 8),
    sellingPricePerNight: gbp('150.00'),
    costPerNight: gbp('100.00'),
  });

  await signIn(page, 'user');
  await listTab(page, 'checkIn', booking.reference);

  await page.goto(`/dashboard/bookings/list/${linked}`);
  await expect(page.getByRole('heading', { name: booking.reference, level: 1 })).toBeVisible();
  await expect(page.locator('[data-stay-state]').first()).toContainText('Needs Attention');
  await expect(page.getByText('Landlord not confirmed').first()).toBeVisible();

  // Confirm the landlord.
  const landlordSection = page.getByRole('region', { name: 'Landlord confirmation' });
  await landlordSection.getByRole('button', { name: 'Confirm landlord' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm landlord' });
  const confirmed = toastShown(page, 'Landlord confirmation recorded');
  await confirm.getByRole('button', { name: 'Confirm landlord' }).click();
  await confirmed;
  await expect(landlordSection).toContainText('Confirmed by');
  await expect(page.locator('[data-stay-state]').first()).toContainText('Check In');

  // Extend: into the other stay's nights first (refused, named, nothing saved), then free ones.
  await page.getByRole('button', { name: 'Extend stay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend the stay' });
  await typeDate(page, 'New check-out', dayIn(timeZone, 7));
  await dialog.getByRole('button', { name: 'Extend stay' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `it is taken from ${shownDay(dayIn(timeZone, 6))} to ${shownDay(dayIn(timeZone, 8))}`,
  );
  await typeDate(page, 'New check-out', dayIn(timeZone, 6));
  await dialog.getByRole('textbox', { name: /Selling price per night/ }).fill('160');
  const extended = toastShown(
    page,
    `Booking ${booking.reference} extended to ${shownDay(dayIn(timeZone, 6))}`,
  );
  await dialog.getByRole('button', { name: 'Extend stay' }).click();
  await extended;
  await expect(dialog).toBeHidden();
  const timeline = page.locator('[data-component="StayTimeline"]');
  await expect(timeline).toContainText('Original check-out');
  await expect(timeline).toContainText('Extended check-out');

  await listTab(page, 'extended', booking.reference);

  await page.goto(`/dashboard/bookings/list/${linked}`);
  // The stay has started: it can be neither cancelled nor completed before its check-out day.
  await page.getByRole('button', { name: 'Change status' }).click();
  const status = page.getByRole('dialog', { name: 'Change booking status' });
  await expect(status).toContainText('No status change is possible today.');
  await status.getByRole('button', { name: 'Cancel' }).click();
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity).toContainText(`Booking created from enquiry`);
});

import { type APIRequestContext, expect, test } from '@playwright/test';
import { tokenFor, write } from './support/api';
import { signIn } from './support/session';

/**
 * The notification bell (spec §2's notification icon): an enquiry assigned to the
 * signed-in user shows in the bell with the unread count in its name, links to the enquiry, and
 * marking it read lowers the count.
 */

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(url, auth(token));
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('an enquiry assigned to me shows in the bell and links to it; marking it read lowers the count', async ({
  page,
  request,
}) => {
  const admin = await tokenFor(request, 'admin');
  const me = await tokenFor(request, 'moderator');
  const myId = (await getJson<{ userData: { id: string } }>(request, me, '/api/auth/me')).userData
    .id;
  const year = 2040 + Math.floor(Math.random() * 40);
  const made = await write(request, admin, 'post', '/api/v1/enquiries', {
    source: 'phone',
    receivedAt: new Date().toISOString(),
    companyId: null,
    subcompanyId: null,
    billingCompanyId: null,
    agentId: null,
    booker: { name: 'Bell Test', email: '', phone: '' },
    guestIds: [],
    checkIn: `${year}-05-01`,
    checkOut: `${year}-05-08`,
    location: {
      address: {
        street: '',
        city: 'York',
        state: 'United Kingdom',
        zip: '',
        freeFormAddress: 'York, England',
        position: { type: 'Point', coordinates: [-1.0815, 53.959] },
      },
      radiusMiles: 5,
    },
    adults: 1,
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
  await write(request, admin, 'post', `/api/v1/enquiries/${made.id}/assign`, {
    assigneeId: myId,
    version: made.version,
  });
  const { reference } = (
    await getJson<{ data: { reference: string } }>(request, me, `/api/v1/enquiries/${made.id}`)
  ).data;
  const before = (await getJson<{ data: { unread: number } }>(request, me, '/api/v1/notifications'))
    .data.unread;
  expect(before).toBeGreaterThan(0);

  await signIn(page, 'moderator');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');

  // Opened with the keyboard; the panel is a dialog named Notifications.
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const item = panel.getByRole('listitem').filter({ hasText: reference });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: 'Enquiry assigned to you' })).toHaveAttribute(
    'href',
    `/dashboard/enquiries/list/${made.id}`,
  );

  // Escape closes it and focus returns to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // The link leads to the enquiry, and closes the panel.
  await bell.click();
  await panel.getByRole('listitem').filter({ hasText: reference }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/enquiries/list/${made.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
  await expect(panel).toBeHidden();

  // Mark it read: the count in the bell's name goes down by one.
  const countOf = async () =>
    Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
  const unread = await countOf();
  await bell.click();
  await panel
    .getByRole('listitem')
    .filter({ hasText: reference })
    .getByRole('button', { name: 'Mark “Enquiry assigned to you” read' })
    .click();
  await expect(panel.getByRole('listitem').filter({ hasText: reference })).toHaveAttribute(
    'data-read',
    'true',
  );
  await expect
    .poll(
      async () =>
        (await getJson<{ data: { unread: number } }>(request, me, '/api/v1/notifications')).data
          .unread,
    )
    .toBe(unread - 1);
  await expect(bell).toHaveAccessibleName(
    unread - 1 === 0 ? 'Notifications' : `Notifications, ${unread - 1} unread`,
  );
});

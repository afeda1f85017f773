import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique } from './support/api';
import { SIGN_IN_TIMEOUT, signIn } from './support/session';
import { createLandlord } from './support/stock';

/**
 * Experiments (spec §2, §3, §6): each one switches a feature on for the person who has it —
 * Tracker and Reporting in the menu, the landlord page's Sync profile and WhatsApp info — and
 * Administration says which feature each one controls.
 */

interface Staff {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A new account nobody else signs in with, so switching its experiments disturbs no other test. */
async function newStaff(request: APIRequestContext, role: 'user' | 'moderator'): Promise<Staff> {
  const adminToken = await tokenFor(request, 'system_admin');
  const word = unique();
  const account = {
    fullName: `Trial ${word} ${role}`,
    email: `trial-${role}-${word}@staydesk.test`,
    password: 'Trial-Pass-2026',
    role,
  };
  const created = await request.post('/account', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: account,
  });
  expect(created.status(), await created.text()).toBe(201);
  const signedIn = await request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password, rememberMe: false },
  });
  expect(signedIn.ok()).toBe(true);
  const { data } = (await signedIn.json()) as { data: { token: string; userId: string } };
  return { id: data.userId, email: account.email, password: account.password, token: data.token };
}

/** Switches an experiment for the account as Administration does (POST …/experiments). */
async function setExperiment(
  request: APIRequestContext,
  staff: Staff,
  name: string,
  isAvailable: boolean,
) {
  const response = await request.post(`/api/v1/users/${staff.id}/experiments`, {
    headers: { authorization: `Bearer ${await tokenFor(request, 'system_admin')}` },
    data: { name, isAvailable },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the dashboard signed in as the account (the session the sign-in screen would store). */
async function openAs(page: Page, staff: Staff, at: string) {
  await page.goto('/warm-intl.js');
  await page.evaluate(
    ({ token, userId }) => {
      window.sessionStorage.setItem('token', token);
      window.sessionStorage.setItem('userId', userId);
      window.sessionStorage.setItem('signedInAt', String(Date.now()));
    },
    { token: staff.token, userId: staff.id },
  );
  await page.goto(at);
  await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible(SIGN_IN_TIMEOUT);
}

async function refreshData(page: Page) {
  await page.getByRole('button', { name: /^Hi, .+!$/ }).click();
  await page.getByRole('menuitem', { name: 'Refresh Data' }).click();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('Tracker and Reporting appear in the menu when their experiments are switched on, and go when switched off', async ({
  page,
  request,
}) => {
  const staff = await newStaff(request, 'moderator');
  await openAs(page, staff, '/dashboard');
  await expect(menu(page).getByRole('button', { name: 'Landlords' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Tracker' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Reporting' })).toHaveCount(0);

  await setExperiment(request, staff, 'trackerBoard', true);
  await setExperiment(request, staff, 'reportingV2', true);
  await refreshData(page);
  await menu(page).getByRole('link', { name: 'Tracker' }).click();
  await expect(page.getByRole('heading', { name: 'Tracker', level: 1 })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Reporting' }).click();
  await expect(page.getByRole('heading', { name: 'Reporting', level: 1 })).toBeVisible();

  await setExperiment(request, staff, 'trackerBoard', false);
  await refreshData(page);
  await expect(menu(page).getByRole('link', { name: 'Tracker' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Reporting' })).toBeVisible();
});

test('the landlord page offers Sync profile and WhatsApp info only with their experiments', async ({
  page,
  request,
}) => {
  const staff = await newStaff(request, 'user');
  const name = `Trial landlord ${unique()}`;
  const landlord = await createLandlord(request, staff.token, name, {
    phoneNumbers: [
      { phone: '+44 7700 900123', status: 'active', isVerified: true, isWhatsapp: true },
    ],
  });
  await openAs(page, staff, `/dashboard/landlords/list/${landlord.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message template' })).toBeVisible();
  // Without the experiments (and without DELETE_LANDLORD) the page has nothing under More.
  await expect(page.getByRole('button', { name: 'More actions' })).toHaveCount(0);
  // The server refuses the sync to whoever lacks the experiment, whatever the screen shows.
  const refused = await request.post(`/api/v1/landlords/${landlord.id}/sync`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { profileUrl: 'www.openrent.co.uk/landlord/771204' },
  });
  expect(refused.status()).toBe(403);

  await setExperiment(request, staff, 'landlordSync', true);
  await setExperiment(request, staff, 'whatsappLinks', true);
  await refreshData(page);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'WhatsApp info' }).click();
  const chat = page
    .getByRole('dialog', { name: 'WhatsApp info' })
    .getByRole('link', { name: 'Chat on WhatsApp: +44 7700 900123' });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/447700900123');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Sync profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Landlord sync' })).toBeVisible();
});

test('Administration says which feature each experiment controls', async ({ page }) => {
  await signIn(page, 'system_admin', { at: '/dashboard/administration' });
  const experiments = page.getByRole('region', { name: 'Experiments' });
  for (const [label, feature] of [
    ['Tracker board', 'Shows Tracker in the menu.'],
    ['Reporting v2', 'Shows Reporting in the menu'],
    ['Landlord sync', 'The Sync profile action on a landlord page'],
    ['WhatsApp links', 'The WhatsApp info action on a landlord page'],
  ] as const) {
    await expect(
      experiments.locator('[data-component="DescriptionListItem"]', { hasText: label }),
    ).toContainText(feature);
  }
});

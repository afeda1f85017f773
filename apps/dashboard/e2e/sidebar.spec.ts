import { expect, test } from '@playwright/test';
import { type DemoRole, signIn } from './support/session';

/**
 * Spec §2 (navigation menu) crossed with spec §6 (navigation areas) and the demo accounts'
 * experiments, written out by hand so the test does not repeat the implementation's table. Order
 * is the menu's order.
 * HOME, CLIENTS, AGENTS, PROPERTIES, BOOKINGS, INVOICES, ENQUIRIES, COMPANIES, TRACKER, LANDLORDS:
 * all roles. ACCOUNTS: masteradmin, system_admin. REPORTING: all but admin. Settings uses the
 * enquiries permission (all). Help needs HELP (user). Tasks and Admin need ADMINISTRATION
 * (system_admin). Tracker also needs the trackerBoard experiment (the demo user and admin have
 * it), Reporting the reportingV2 one (the demo masteradmin and system_admin).
 */
const before = ['Dashboard', 'Listings', 'Enquiries', 'Bookings', 'Invoices', 'Guests'];
const after = ['Landlords', 'Agents', 'Companies'];

const expectedMenu: Record<DemoRole, string[]> = {
  user: [...before, 'Tracker', ...after, 'Settings', 'Help'],
  moderator: [...before, ...after, 'Settings'],
  admin: [...before, 'Tracker', ...after, 'Settings'],
  masteradmin: [...before, ...after, 'Accounts', 'Reporting', 'Settings'],
  system_admin: [...before, ...after, 'Accounts', 'Reporting', 'Settings', 'Tasks', 'Admin'],
};

/** The enquiries report needs ENQUIRIES_REPORT: masteradmin and system_admin (spec §6). */
const seesEnquiriesReport: Record<DemoRole, boolean> = {
  user: false,
  moderator: false,
  admin: false,
  masteradmin: true,
  system_admin: true,
};

for (const role of Object.keys(expectedMenu) as DemoRole[]) {
  test(`${role} sees exactly the menu spec §6 and its experiments allow`, async ({ page }) => {
    await signIn(page, role);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const topLevel = nav.locator(':scope > ul > li');
    await expect(topLevel).toHaveCount(expectedMenu[role].length);
    const labels = (await topLevel.allInnerTexts()).map((text) => text.split('\n')[0]?.trim());
    expect(labels).toEqual(expectedMenu[role]);

    // Admin-only entries carry the shield marker; no other entry does.
    const shields = nav.getByRole('img', { name: 'Admin only' });
    await expect(shields).toHaveCount(role === 'system_admin' ? 2 : 0);

    await nav.getByRole('button', { name: 'Enquiries' }).click();
    const report = nav.getByRole('link', { name: 'Report', exact: true });
    await expect(report).toHaveCount(seesEnquiriesReport[role] ? 1 : 0);
  });
}

test('a route the role may not open sends it to the permission-denied screen', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/dashboard/administration');
  await expect(page).toHaveURL(/\/error\?type=permissionDenied$/);
  await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
});

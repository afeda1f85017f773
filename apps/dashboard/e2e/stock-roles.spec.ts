import { expect, test } from '@playwright/test';
import { pick } from './support/pick';
import { type DemoRole, fillSignIn, SIGN_IN_TIMEOUT, toastShown } from './support/session';
import { createLandlord, createProperty, createStaff } from './support/stock';

/**
 * The stock screens per role of spec §6. PROPERTIES and LANDLORDS are open to all five roles;
 * DELETE_PROPERTY and DELETE_LANDLORD to masteradmin and system_admin. properties.spec makes the
 * whole journey as a user and as a masteradmin; here the other three roles each prove, as a new
 * account of that role, the cheapest way, that every step is theirs: the data is set up through
 * the API as that account, then the screens the role must use are used. What the API answers
 * each role on every route (403 for a delete without the permission included) is proved by the
 * server's permissions test (apps/server/test/permissions.test.ts), not again here.
 */
const INVERNESS = { street: '3 Bridge Street', city: 'Inverness', zip: 'IV1 1HD' };
const INVERNESS_AT: [number, number] = [-4.2247, 57.4778];

/** mayDelete: DELETE_PROPERTY and DELETE_LANDLORD; seesCosts: COST_AUDIT_TRAIL (the price history). */
const ROLES: { role: DemoRole; mayDelete: boolean; seesCosts: boolean }[] = [
  { role: 'moderator', mayDelete: false, seesCosts: false },
  { role: 'admin', mayDelete: false, seesCosts: false },
  { role: 'system_admin', mayDelete: true, seesCosts: true },
];

for (const { role, mayDelete, seesCosts } of ROLES) {
  test(`a new ${role} creates a landlord, starts the wizard, finds stock by place and dates, updates supply and price${seesCosts ? ' (seeing the price history)' : ''}${mayDelete ? ', and deletes the property and the landlord' : '; no delete is offered'}`, async ({
    page,
    request,
  }) => {
    // A sign-in, four screens and four writes: generous, for a loaded 2-core machine.
    test.setTimeout(150_000);
    const staff = await createStaff(request, role);
    const word = staff.firstName.slice(5);
    const landlord = await createLandlord(request, staff.token, `Owner ${word}`);
    const title = `Bridge Flat ${word}`;
    await createProperty(request, staff.token, landlord.id, title, {
      address: { ...INVERNESS, lngLat: INVERNESS_AT },
      nightlyRate: '100.00',
    });
    await page.goto('/signin');
    await fillSignIn(page, staff.email, staff.password);
    await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible(SIGN_IN_TIMEOUT);

    // A landlord through the form.
    await page.goto('/dashboard/landlords/create');
    const made = `Made ${word}`;
    await page.getByRole('textbox', { name: 'Landlord name', exact: true }).fill(made);
    await page
      .getByRole('group', { name: 'Email 1' })
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`${word}@made.test`);
    await page
      .getByRole('group', { name: 'Phone 1' })
      .getByRole('textbox', { name: 'Phone', exact: true })
      .fill('+44 7700 900789');
    const landlordCreated = toastShown(page, 'Landlord created');
    await page.getByRole('button', { name: 'Create landlord', exact: true }).click();
    await landlordCreated;
    await expect(page.getByRole('heading', { level: 1, name: made })).toBeVisible();

    // The wizard is theirs: its first step takes a landlord and moves on to the address.
    await page.goto('/dashboard/properties/create');
    await pick(page, 'Landlord', `Owner ${word}`, `Owner ${word}`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Find the address' })).toBeVisible();

    // Found by place and dates (the list's address carries both, as the filters write it).
    const near = `lng=${INVERNESS_AT[0]}&lat=${INVERNESS_AT[1]}&placeName=Inverness&radiusMiles=10`;
    await page.goto(
      `/dashboard/properties/list?search=${encodeURIComponent(title)}&${near}&availableFrom=2027-08-02&availableTo=2027-08-05`,
    );
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('0 mi');
    await row.getByRole('link', { name: title }).click();

    // Supply and price, and the history naming them.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Update supply and price' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update supply and price' });
    await dialog.getByRole('textbox', { name: 'New amount', exact: true }).fill('130');
    await dialog.getByRole('button', { name: 'Add price change' }).click();
    const saved = toastShown(page, 'Supply and price updated');
    await dialog.getByRole('button', { name: 'Save supply and price' }).click();
    await saved;
    if (seesCosts) {
      const history = page.getByRole('list', { name: 'Price history' });
      const latest = history.getByRole('listitem').first();
      await expect(latest).toContainText('Nightly Rate: £100.00 → £130.00');
      await expect(latest).toContainText(staff.fullName);
    } else {
      // The price history is COST_AUDIT_TRAIL's: the server leaves it out, the page with it.
      await expect(page.getByRole('list', { name: 'Price history' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Price history' })).toHaveCount(0);
    }

    // DELETE_PROPERTY, then DELETE_LANDLORD: offered and used, or not offered at all.
    const more = page.getByRole('button', { name: 'More actions' });
    const remove = async () => {
      await more.click();
      await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    };
    if (mayDelete) {
      const deleted = toastShown(page, 'Property deleted');
      await remove();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await deleted;
      await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expect(more).toHaveCount(0);
    }
    await page.goto(`/dashboard/landlords/list/${landlord.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Owner ${word}` })).toBeVisible();
    if (mayDelete) {
      const deleted = toastShown(page, 'Landlord deleted');
      await remove();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await deleted;
      await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expect(more).toHaveCount(0);
    }
  });
}

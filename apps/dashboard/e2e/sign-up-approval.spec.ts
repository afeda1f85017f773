import { type Browser, expect, type Page, test } from '@playwright/test';
import { linkMailedTo } from './support/mail';
import { fillSignIn, SIGN_IN_TIMEOUT, signIn } from './support/session';

/** Self sign-up grants nothing until the address is confirmed and an administrator approves. */

const PASSWORD = 'Pending-Passw0rd';

function newcomer() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { fullName: `Penny ${id}`, email: `penny.${id}@staydesk.test` };
}

async function signUp(page: Page, person: { fullName: string; email: string }) {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(person.fullName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Thank you. We have sent a link to confirm your email address; once it is confirmed, an administrator will review your account.',
    ),
  ).toBeVisible();
}

/** Signs in with the newcomer's details and expects the form to stay, showing `refusal`. */
async function expectSignInRefused(page: Page, email: string, refusal: string) {
  await page.goto('/signin');
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible(SIGN_IN_TIMEOUT);
  await expect(page).toHaveURL(/\/signin$/);
}

/** A masteradmin (ACCOUNT_DATA) in a separate browser context, on the accounts screen. */
async function openAccountsAsMasteradmin(browser: Browser): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'masteradmin', { at: '/dashboard/accounts' });
  await expect(admin.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  return admin;
}

function pendingRow(admin: Page, fullName: string) {
  return admin
    .getByRole('region', { name: 'Sign-ups awaiting approval' })
    .getByRole('row')
    .filter({ hasText: fullName });
}

test('sign up, confirm the address from the mailed link, get approved, then sign in', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const person = newcomer();
  await signUp(page, person);
  await expectSignInRefused(
    page,
    person.email,
    'Please confirm your email address first: open the link we sent you.',
  );

  // The link as mailed: CLIENT_URL/verify-email/<token> (the e2e server's own address).
  const link = await linkMailedTo(person.email, '/verify-email/');
  const confirmed = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/verify-email'),
  );
  await page.goto(link);
  expect((await confirmed).status()).toBe(200);
  await expect(
    page.getByRole('heading', { name: 'Email address confirmed', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText('An administrator must now approve your account before you can sign in.'),
  ).toBeVisible();
  // The link works once: opening it again says so.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'This link no longer works', level: 1 }),
  ).toBeVisible();

  await expectSignInRefused(
    page,
    person.email,
    'Your account awaits approval by an administrator. You will be able to sign in once it is approved.',
  );

  const admin = await openAccountsAsMasteradmin(browser);
  // The accounts list does not hold the newcomer yet (pending sign-ups are listed apart).
  await admin.getByRole('searchbox', { name: 'Search accounts' }).fill(person.fullName);
  await expect(admin.getByText('No accounts found')).toBeVisible();
  const row = pendingRow(admin, person.fullName);
  await expect(row).toContainText(person.email);
  await expect(row).toContainText('Confirmed');
  await admin.getByRole('button', { name: `Approve ${person.fullName}` }).click();
  await expect(admin.getByText('Account approved').last()).toBeVisible();
  await expect(row).toHaveCount(0);
  // Both lists revalidate: the approved account joins the accounts list without a reload.
  await expect(admin.getByRole('link', { name: person.fullName, exact: true })).toBeVisible();
  await admin.context().close();

  await page.goto('/signin');
  await fillSignIn(page, person.email, PASSWORD);
  const firstName = person.fullName.split(' ')[0];
  await expect(page.getByRole('button', { name: `Hi, ${firstName}!` })).toBeVisible(
    SIGN_IN_TIMEOUT,
  );
});

test('an unconfirmed sign-up cannot be approved; refused after a confirm dialog, it never signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const person = newcomer();
  await signUp(page, person);

  const admin = await openAccountsAsMasteradmin(browser);
  const row = pendingRow(admin, person.fullName);
  // Not confirmed yet: the server would refuse an approval, so the button is off.
  await expect(row).toContainText('Not confirmed yet');
  await expect(admin.getByRole('button', { name: `Approve ${person.fullName}` })).toBeDisabled();

  await admin.getByRole('button', { name: `Refuse ${person.fullName}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Refuse this sign-up?' });
  await expect(dialog).toContainText(person.email);
  // Cancel keeps the sign-up waiting.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await admin.getByRole('button', { name: `Refuse ${person.fullName}` }).click();
  await admin
    .getByRole('alertdialog', { name: 'Refuse this sign-up?' })
    .getByRole('button', { name: 'Refuse sign-up' })
    .click();
  await expect(admin.getByText('Sign-up refused').last()).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.context().close();

  await expectSignInRefused(page, person.email, 'Incorrect email or password');
});

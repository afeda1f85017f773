import { expect, type Page, test } from '@playwright/test';
import { tokenFor } from './support/api';
import { demoUsers, fillSignIn, SIGN_IN_TIMEOUT } from './support/session';

/** Types a day into a date field's segments, in the en-GB order (day, month, year). */
async function typeDay(page: Page, label: string, digits: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

test('the public request form is stored by the server and confirmed with its reference', async ({
  page,
}) => {
  await page.goto('/public/request-property');
  await expect(page.getByRole('heading', { name: 'Request a property' })).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Where do you need to stay?')).toBeVisible();

  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Dana Guest');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('dana.guest@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0000');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Manchester city centre');
  await typeDay(page, 'Check-in', '01032027');
  await typeDay(page, 'Check-out', '15032027');
  await page.getByRole('textbox', { name: 'Adults', exact: true }).fill('2');
  const posted = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/public/property-requests'),
  );
  await page.getByRole('button', { name: 'Send request' }).click();
  expect((await posted).status()).toBe(201);

  await expect(page).toHaveURL(/\/public\/request-property\/confirmation\?reference=PR-\d+$/);
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('reference');
  await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible();
  // The success toast carries the server's own message.
  await expect(page.getByText(`Your request ${reference} has been received`)).toBeVisible();
});

test('a property page leads to the request form, which names the property and sends it', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'admin');
  const listed = await request.get('/api/v1/properties?page=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const property = ((await listed.json()) as { items: { id: string; title: string }[] }).items[0];
  if (!property) throw new Error('the demo data has no property');

  await page.goto(`/public/property/${property.id}`);
  await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
  await page.getByRole('link', { name: 'Request this property' }).click();
  await expect(page).toHaveURL(`/public/request-property?property=${property.id}`);
  await expect(page.getByRole('link', { name: property.title })).toBeVisible();
  // Grouped, in a readable column under the brand's header, never stretched across the window.
  await expect(page.getByRole('group', { name: 'About you' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your stay' })).toBeVisible();
  const form = await page.locator('[data-component="FormLayout"]').boundingBox();
  expect(form?.width).toBeLessThanOrEqual(640);
  await expect(page.getByRole('textbox', { name: 'Location', exact: true })).not.toHaveValue('');

  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Rory Guest');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('rory.guest@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0001');
  await typeDay(page, 'Check-in', '10042027');
  const posted = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/public/property-requests'),
  );
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = (await (await posted).json()) as { data: { id: string } };
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();

  const stored = await request.get(`/api/v1/property-requests/${sent.data.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(JSON.stringify(await stored.json())).toContain(property.id);
});

test('a request form opened with a property that is not an id is a plain request form', async ({
  page,
}) => {
  await page.goto('/public/request-property?property=not-an-id');
  await expect(page.getByRole('heading', { name: 'Request a property' })).toBeVisible();
  await expect(page.getByText('You are asking about')).toHaveCount(0);
});

test('a property that does not exist shows a clear not-found state', async ({ page }) => {
  await page.goto('/public/property/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
});

test('recover password sends the reset email and shows the server answer', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The recover screen is a lazy chunk: until it has loaded, sign-in (with its own Email field)
  // stays on screen, and a value typed then would be lost with it.
  const send = page.getByRole('button', { name: 'Send reset link' });
  await expect(send).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('user@staydesk.test');
  const sent = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/send-reset-email'),
  );
  await send.click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
});

test('a new password must follow the password rule; a bad token is refused by the server', async ({
  page,
}) => {
  await page.goto('/new-password/not-a-real-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByText(
      'Password must be at least 10 characters long and include uppercase and lowercase letters, and numbers.',
    ),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Better-Passw0rd');
  await page
    .getByRole('textbox', { name: 'Confirm password', exact: true })
    .fill('Better-Passw0rd');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert').first()).not.toBeEmpty();
  await expect(page).toHaveURL(/\/new-password\/not-a-real-token$/);
});

test('sign-up refuses an address outside the allowed domains, on the email field', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Sam Outsider');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Outsider-Passw0rd');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(/Sign-up is open to/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('sign-up with an allowed address answers "check your email", and the account cannot sign in yet', async ({
  page,
}) => {
  const email = `new.starter.${Date.now()}@staydesk.test`;
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('New Starter');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Starter-Passw0rd');
  const posted = page.waitForResponse((response) => response.url().endsWith('/account'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await posted).status()).toBe(202);
  // The page stays put and says what happens next; it does not pretend the account works.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
  await expect(page.getByText('We have sent a link to confirm your email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await fillSignIn(page, email, 'Starter-Passw0rd');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please confirm your email address first' }),
  ).toBeVisible(SIGN_IN_TIMEOUT);
  await expect(page).toHaveURL(/\/signin$/);
});

test('sign-up answers the same for an address that already has an account', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Someone Else');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demoUsers.user);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Someone-Passw0rd');
  const posted = page.waitForResponse((response) => response.url().endsWith('/account'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await posted).status()).toBe(202);
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
  await expect(page.getByText('We have sent a link to confirm your email address')).toBeVisible();
});

test('a confirmation link that is not valid says so and offers a new sign-up', async ({ page }) => {
  const posted = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/verify-email'),
  );
  await page.goto('/verify-email/not-a-real-token');
  expect((await posted).status()).toBe(400);
  await expect(
    page.getByRole('heading', { name: 'This link no longer works', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
    'href',
    '/signup',
  );
});

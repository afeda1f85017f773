import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expireToken, SIGN_IN_TIMEOUT, signInWithForm } from './support/session';

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('No token in local storage');
  return token;
}

test('Remember Me keeps the session in local storage; without it, session storage', async ({
  page,
}) => {
  await signInWithForm(page, 'user', { rememberMe: true });
  expect(await page.evaluate(() => Object.keys(window.localStorage).sort())).toEqual(
    expect.arrayContaining(['signedInAt', 'token', 'userId']),
  );
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInWithForm(page, 'moderator');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBeNull();
});

test('an expired access token is refreshed once and the start-up calls are retried', async ({
  page,
}) => {
  await signInWithForm(page, 'masteradmin', { rememberMe: true });
  const expired = expireToken(await storedToken(page));
  await page.evaluate((token) => window.localStorage.setItem('token', token), expired);

  const refreshes: string[] = [];
  const expiredAnswers: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
  });
  page.on('response', async (response) => {
    if (response.status() === 401 && (await response.text()).includes('jwtExpired')) {
      expiredAnswers.push(response.url());
    }
  });

  await page.goto('/dashboard/tracker');
  await expect(page.getByRole('button', { name: /Hi, .+!/ })).toBeVisible(SIGN_IN_TIMEOUT);
  await expect(page.getByRole('heading', { name: 'Tracker' })).toBeVisible();
  // The three start-up calls all met jwtExpired together and shared one refresh.
  expect(expiredAnswers.length).toBeGreaterThanOrEqual(3);
  expect(refreshes).toHaveLength(1);
  const renewed = await storedToken(page);
  expect(renewed).not.toEqual(expired);
});

test('a failed refresh clears the tokens and goes to sign-in with the original path', async ({
  page,
}) => {
  await signInWithForm(page, 'admin', { rememberMe: true });
  const expired = expireToken(await storedToken(page));
  await page.evaluate((token) => {
    window.localStorage.setItem('token', token);
    window.localStorage.removeItem('refreshToken');
  }, expired);
  // Without the refresh cookie and the stored refresh token, the refresh must fail.
  await page.context().clearCookies();

  await page.goto('/dashboard/landlords/list?page=2');
  await expect(page).toHaveURL(/\/signin\?from=%2Fdashboard%2Flandlords%2Flist%3Fpage%3D2$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('a session older than 24 hours is cleared at start-up', async ({ page }) => {
  await signInWithForm(page, 'user', { rememberMe: true });
  await page.evaluate(() => {
    const dayAndAMinute = 86_400_000 + 60_000;
    window.localStorage.setItem('signedInAt', String(Date.now() - dayAndAMinute));
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?from=%2Fdashboard$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('Log Out ends the session and returns to sign-in', async ({ page }) => {
  await signInWithForm(page, 'user', { rememberMe: true });
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: /Hi, .+!/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?from=%2Fdashboard$/);
});

test('Refresh Data re-fetches every cached query', async ({ page }) => {
  const fetched = new Set<string>();
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    // Any request counts as activity: the home screen's chunk arrives after its summary (which
    // the route preloads), and only then do its cards ask for their own data.
    lastRequestAt = Date.now();
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' || !pathname.startsWith('/api/')) return;
    fetched.add(pathname);
  });
  await signInWithForm(page, 'system_admin');
  // Wait for the home screen itself, then until the calls have settled (Playwright's
  // networkidle can fire on the sign-in page, before them).
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }),
  ).toBeVisible();
  await expect.poll(() => Date.now() - lastRequestAt, { timeout: 20_000 }).toBeGreaterThan(1500);
  const cached = [...fetched].sort();
  expect(cached).toEqual(
    expect.arrayContaining([
      '/api/auth/me',
      '/api/companies',
      '/api/v1/global/settings',
      '/api/v1/users',
    ]),
  );

  fetched.clear();
  await page.getByRole('button', { name: /Hi, .+!/ }).click();
  await page.getByRole('menuitem', { name: 'Refresh Data' }).click();
  await expect.poll(() => [...fetched].sort()).toEqual(cached);
});

test('the avatar menu greets by first name and shows the role badge', async ({ page }) => {
  await signInWithForm(page, 'masteradmin');
  await page.getByRole('button', { name: /Hi, .+!/ }).click();
  await expect(page.getByText('MasterAdmin', { exact: true })).toBeVisible();
});

test('theme and language persist under `root` across a reload', async ({ page }) => {
  await signInWithForm(page, 'user', { rememberMe: true });
  const root = page.locator('[data-color-mode]').first();
  await expect(root).toHaveAttribute('data-color-mode', 'light');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'root',
      JSON.stringify({ theme: { type: 'dark', custom: true }, language: 'fr' }),
    ),
  );
  await page.reload();
  await expect(root).toHaveAttribute('data-color-mode', 'dark');
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByText('Tableau de bord'),
  ).toBeVisible();
});

/**
 * A token the server will not take ends the session: the tokens are cleared, the user lands on
 * sign-in with the address they asked for, and one message says why (not one toast per call).
 */
async function expectSentToSignIn(page: Page, at: string): Promise<void> {
  const message = page.getByText('Your session has ended. Please sign in again.');
  await page.goto(at);
  await expect(page).toHaveURL(`/signin?from=${encodeURIComponent(at)}`);
  await expect(message).toHaveCount(1);
  await expect(page.getByText('Your access token is not valid')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
}

test('a malformed access token ends the session and goes to sign-in', async ({ page }) => {
  await signInWithForm(page, 'user', { rememberMe: true });
  await page.evaluate(() => window.localStorage.setItem('token', 'not-a-token'));
  await expectSentToSignIn(page, '/dashboard/enquiries/list');
});

test('an access token signed with another key ends the session and goes to sign-in', async ({
  page,
}) => {
  await signInWithForm(page, 'user', { rememberMe: true });
  const [header, payload] = (await storedToken(page)).split('.');
  const body = `${header}.${payload}`;
  const foreign = `${body}.${createHmac('sha256', 'someone-elses-secret').update(body).digest('base64url')}`;
  await page.evaluate((token) => window.localStorage.setItem('token', token), foreign);
  await expectSentToSignIn(page, '/dashboard/tracker');
});

test('a revoked session ends on sign-in', async ({ page, playwright, baseURL }) => {
  await signInWithForm(page, 'moderator', { rememberMe: true });
  const token = await storedToken(page);
  // Ended elsewhere (another tab's Log Out): this page keeps its token and refresh cookie.
  const elsewhere = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const logout = await elsewhere.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.ok()).toBe(true);
  await elsewhere.dispose();
  await expectSentToSignIn(page, '/dashboard/landlords/list');
});

import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_ACCESS_TOKEN_SECRET } from './secrets';

export const DEMO_PASSWORD = 'Staydesk-Demo-2026';

/** Signing in hashes the password with a memory-hard function; on a shared machine it is slow. */
export const SIGN_IN_TIMEOUT = { timeout: 45_000 };

export const demoUsers = {
  user: 'user@staydesk.test',
  moderator: 'moderator@staydesk.test',
  admin: 'admin@staydesk.test',
  masteradmin: 'masteradmin@staydesk.test',
  system_admin: 'system_admin@staydesk.test',
} as const;
export type DemoRole = keyof typeof demoUsers;

export async function fillSignIn(
  page: Page,
  email: string,
  password: string,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  if (options.rememberMe) await page.getByText('Remember Me').click();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in through the form and waits for the dashboard's avatar button: for the tests of
 * signing in and of the session's life (sign-in, session, spec wiring). Every other test signs
 * in through the API (`signIn`).
 */
export async function signInWithForm(
  page: Page,
  role: DemoRole,
  options: { rememberMe?: boolean; from?: string } = {},
): Promise<void> {
  const query = options.from ? `?from=${encodeURIComponent(options.from)}` : '';
  await page.goto(`/signin${query}`);
  await fillSignIn(page, demoUsers[role], DEMO_PASSWORD, options);
  await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible(SIGN_IN_TIMEOUT);
}

/**
 * Signs in as the sign-in screen does, without drawing it: the API call (its refresh cookie
 * lands in the page's context), the session written where the app keeps it (session storage,
 * local storage with 'Remember Me'; lib/session.ts), then one load of `at` (the dashboard's
 * home unless a test names its screen), waiting for the avatar button. A form sign-in cost each
 * test two loads of the app (the sign-in screen, then the home screen with its calls) before
 * the screen it tests, which made the suite slow.
 */
export async function signIn(
  page: Page,
  role: DemoRole,
  options: { rememberMe?: boolean; at?: string } = {},
): Promise<void> {
  const rememberMe = options.rememberMe ?? false;
  const response = await page.request.post('/api/auth/signin', {
    data: { email: demoUsers[role], password: DEMO_PASSWORD, rememberMe },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as {
    data: { token: string; refreshToken?: string | null; userId: string };
  };
  // Storage belongs to the origin: a small file of it opens the tab there without the app.
  await page.goto('/warm-intl.js');
  await page.evaluate(
    ({ session, area }) => {
      const storage = area === 'local' ? window.localStorage : window.sessionStorage;
      for (const [key, value] of Object.entries(session)) storage.setItem(key, value);
    },
    {
      area: rememberMe ? 'local' : 'session',
      session: {
        token: data.token,
        userId: data.userId,
        signedInAt: String(Date.now()),
        ...(data.refreshToken ? { refreshToken: data.refreshToken } : {}),
      },
    },
  );
  await page.goto(options.at ?? '/dashboard');
  await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible(SIGN_IN_TIMEOUT);
}

/**
 * The same access token with its expiry moved into the past, signed with the e2e server's
 * secret: the server recognises it as genuine and answers `jwtExpired`.
 */
export function expireToken(token: string): string {
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error(`Not a JWT: ${token}`);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
  const now = Math.floor(Date.now() / 1000);
  const expired = { ...claims, iat: now - 120, exp: now - 60 };
  const body = `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}`;
  const signature = createHmac('sha256', E2E_ACCESS_TOKEN_SECRET).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/**
 * Starts watching for a toast before the action that shows it. Toasts close after 5000 ms, and on
 * a loaded machine the action itself (a click waits for the element, then for the page to settle)
 * can outlast that, so a check made afterwards could miss a toast that was shown.
 */
export function toastShown(page: Page, text: string | RegExp): Promise<void> {
  return page.getByText(text).last().waitFor({ state: 'visible' });
}

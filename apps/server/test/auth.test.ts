import { SESSION_MAX_AGE_MS } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../src/modules/auth/sessions.js';
import { THROTTLE } from '../src/modules/auth/throttle.js';
import { emailOf, startTestServer, TEST_PASSWORD, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Body = {
  message: string;
  data: {
    token: string;
    refreshToken: string;
    userId: string;
    user: { email: string; role: string };
  };
  jwtExpired?: boolean;
  fields?: Record<string, string>;
  userData?: { email: string; role: string; firstName: string };
  retryAfterSeconds?: number;
};

const refresh = (
  options: { cookie?: string; refreshToken?: string; headers?: Record<string, string> } = {},
) =>
  server.request<Body>('POST', '/api/auth/refresh', {
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.refreshToken ? { json: { refreshToken: options.refreshToken } } : {}),
  });

describe('sign-in', () => {
  it('answers the tokens and the user, and sets the HttpOnly refresh cookie', async () => {
    const response = await server.request<Body>('POST', '/api/auth/signin', {
      json: { email: 'ADMIN@staydesk.test', password: TEST_PASSWORD, rememberMe: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/Welcome back/);
    expect(response.body.data.token.split('.')).toHaveLength(3);
    expect(response.body.data.refreshToken.length).toBeGreaterThan(20);
    expect(response.body.data.user).toMatchObject({ email: 'admin@staydesk.test', role: 'admin' });
    expect(response.body.data.userId).toBe(
      (response.body.data.user as unknown as { id: string }).id,
    );
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`staydesk_refresh=${response.body.data.refreshToken}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=86400/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('keeps the cookie to the browser session without Remember Me, and marks it Secure behind https', async () => {
    const response = await server.request('POST', '/api/auth/signin', {
      json: { email: emailOf('user'), password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).not.toMatch(/Max-Age/);
    expect(cookie).toMatch(/Secure/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('gives an unknown email and a wrong password the same answer', async () => {
    const wrong = await server.request<Body>('POST', '/api/auth/signin', {
      json: { email: 'moderator@staydesk.test', password: 'Wrong-password-1' },
    });
    const unknown = await server.request<Body>('POST', '/api/auth/signin', {
      json: { email: 'nobody@staydesk.test', password: 'Wrong-password-1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Incorrect email or password');
    expect(wrong.body).toMatchObject({ code: 'signInFailed' });
  });

  it('names each invalid field with the spec messages', async () => {
    const response = await server.request<Body>('POST', '/api/auth/signin', {
      json: { email: '', password: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    const pattern = await server.request<Body>('POST', '/api/auth/signin', {
      json: { email: 'not-an-email', password: 'x' },
    });
    expect(pattern.body.fields?.email).toBe('Please enter a valid email address.');
  });

  it('refuses malformed JSON and other content types with 400 and 415, never 500', async () => {
    const malformed = await server.request('POST', '/api/auth/signin', {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The body is not valid JSON', code: 'jsonInvalid' });
    const form = await server.request('POST', '/api/auth/signin', {
      rawBody: 'email=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('slows repeated failures, then refuses them for a while, and forgets them later', async () => {
    const attempt = (password: string) =>
      server.request<Body>('POST', '/api/auth/signin', {
        json: { email: 'masteradmin@staydesk.test', password },
      });
    for (let i = 1; i < THROTTLE.slowAfter; i += 1)
      expect((await attempt('Wrong-password-1')).status).toBe(401);
    expect((await attempt('Wrong-password-1')).status).toBe(401);
    // The 5th failure imposes a wait: even the right password is refused until it passes.
    const slowed = await attempt(TEST_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    for (let failures = THROTTLE.slowAfter + 1; failures <= THROTTLE.blockAfter; failures += 1) {
      server.clock.advance(20_000);
      expect((await attempt('Wrong-password-1')).status).toBe(401);
    }
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.retryAfterSeconds).toBe(THROTTLE.blockMs / 1000);
    expect(blocked.body.message).toMatch(/Too many sign-in attempts/);
    server.clock.advance(THROTTLE.blockMs + 1000);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    // A success clears the count: the next failure is an ordinary 401 again.
    expect((await attempt('Wrong-password-1')).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
  });
});

describe('the session', () => {
  it('reports the current user, then jwtExpired once the access token expires', async () => {
    const session = await server.signIn('moderator');
    const me = await server.request<Body>('GET', '/api/auth/me', { token: session.token });
    expect(me.status).toBe(200);
    expect(me.body.userData).toMatchObject({
      email: 'moderator@staydesk.test',
      role: 'moderator',
      firstName: 'Oliver',
    });
    server.clock.advance(16 * 60 * 1000);
    const expired = await server.request<Body>('GET', '/api/auth/me', { token: session.token });
    expect(expired.status).toBe(401);
    expect(expired.body.jwtExpired).toBe(true);
  });

  it('refuses a missing or forged token without jwtExpired', async () => {
    const missing = await server.request<Body>('GET', '/api/auth/me');
    expect(missing.status).toBe(401);
    expect(missing.body.jwtExpired).toBeUndefined();
    const session = await server.signIn('user');
    const [header, payload] = session.token.split('.');
    const forged = await server.request<Body>('GET', '/api/auth/me', {
      token: `${header}.${payload}.AAAA`,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.jwtExpired).toBeUndefined();
  });

  it('refreshes with the cookie alone (no body), rotating the refresh token', async () => {
    const session = await server.signIn('admin');
    const first = await refresh({ cookie: session.cookie });
    expect(first.status).toBe(200);
    expect(first.body.data.token).toBeTruthy();
    expect(first.body.data.refreshToken).not.toBe(session.refreshToken);
    expect(first.headers.get('set-cookie')).toContain(
      `staydesk_refresh=${first.body.data.refreshToken}`,
    );
    const me = await server.request('GET', '/api/auth/me', { token: first.body.data.token });
    expect(me.status).toBe(200);
    // The stored refreshToken works too, as a JSON body or as a header.
    const second = await refresh({ refreshToken: first.body.data.refreshToken });
    expect(second.status).toBe(200);
    const third = await refresh({ headers: { 'x-refresh-token': second.body.data.refreshToken } });
    expect(third.status).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back after the grace window', async () => {
    const session = await server.signIn('admin');
    const rotated = await refresh({ refreshToken: session.refreshToken });
    expect(rotated.status).toBe(200);
    server.clock.advance(REFRESH_GRACE_MS + 1);
    const replay = await refresh({ refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    // The thief's replay also ends the rightful holder's session.
    expect((await refresh({ refreshToken: rotated.body.data.refreshToken })).status).toBe(401);
    const me = await server.request<Body>('GET', '/api/auth/me', {
      token: rotated.body.data.token,
    });
    expect(me.status).toBe(401);
    expect(me.body.jwtExpired).toBe(true);
  });

  it('keeps the session through 10 parallel refreshes with one token: one new pair, shared', async () => {
    const session = await server.signIn('user');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refresh({ refreshToken: session.refreshToken })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const successors = new Set(results.map((r) => r.body.data.refreshToken));
    expect(successors.size).toBe(1);
    // Exactly one refresh token was issued after the signed-in one.
    const sessionId = JSON.parse(
      Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ).sid;
    const rows = await server.db.query<{ total: number }>(
      'select count(*)::int as total from refresh_tokens where session_id = $1',
      [sessionId],
    );
    expect(rows.rows[0]?.total).toBe(2);
    const [successor] = successors;
    const me = await server.request('GET', '/api/auth/me', {
      token: results[9]?.body.data.token,
    });
    expect(me.status).toBe(200);
    // The session lives on: the shared successor refreshes again.
    expect((await refresh({ refreshToken: successor })).status).toBe(200);
  });

  it('gives a second tab the already-issued successor within the grace window', async () => {
    const session = await server.signIn('moderator');
    const first = await refresh({ refreshToken: session.refreshToken });
    server.clock.advance(REFRESH_GRACE_MS - 1_000);
    const second = await refresh({ refreshToken: session.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.data.refreshToken).toBe(first.body.data.refreshToken);
  });

  it('ends every session 24 hours after sign-in, however often it is refreshed', async () => {
    const session = await server.signIn('masteradmin', true);
    let refreshToken = session.refreshToken;
    for (let step = 0; step < 3; step += 1) {
      server.clock.advance(6 * 60 * 60 * 1000);
      const next = await refresh({ refreshToken });
      expect(next.status).toBe(200);
      refreshToken = next.body.data.refreshToken;
    }
    // 23 h 59 min after sign-in: still refreshed, but the new access token ends with the session.
    server.clock.advance(SESSION_MAX_AGE_MS - 18 * 60 * 60 * 1000 - 60_000);
    const late = await refresh({ refreshToken });
    expect(late.status).toBe(200);
    server.clock.advance(2 * 60_000);
    const afterCap = await refresh({ refreshToken: late.body.data.refreshToken });
    expect(afterCap.status).toBe(401);
    const me = await server.request<Body>('GET', '/api/auth/me', { token: late.body.data.token });
    expect(me.status).toBe(401);
    expect(me.body.jwtExpired).toBe(true);
  });

  it('logs out with 200, ending the session on the server and clearing the cookie', async () => {
    const session = await server.signIn('system_admin');
    const logout = await server.request<Body>('POST', '/api/auth/logout', {
      token: session.token,
      headers: { cookie: session.cookie },
    });
    expect(logout.status).toBe(200);
    expect(logout.body.message).toBe('You have been signed out');
    expect(logout.headers.get('set-cookie')).toMatch(/staydesk_refresh=;.*Max-Age=0/);
    const me = await server.request<Body>('GET', '/api/auth/me', { token: session.token });
    expect(me.status).toBe(401);
    expect((await refresh({ cookie: session.cookie })).status).toBe(401);
    // Logging out again, or with nothing, is still a 200.
    expect((await server.request('POST', '/api/auth/logout')).status).toBe(200);
  });

  it('accepts cookie-authenticated calls only from its own origins', async () => {
    const session = await server.signIn('user');
    const foreign = await refresh({
      cookie: session.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const form = await server.request('POST', '/api/auth/refresh', {
      headers: { cookie: session.cookie, 'content-type': 'text/plain' },
      rawBody: 'x',
    });
    expect(form.status).toBe(415);
    const own = await refresh({ cookie: session.cookie, headers: { origin: server.baseUrl } });
    expect(own.status).toBe(200);
  });
});

describe('password reset', () => {
  type Outbox = { to_address: string; text_body: string };
  const latestMail = async (to: string) =>
    (
      await server.db.query<Outbox>(
        'select to_address, text_body from mail_outbox where to_address = $1 order by created_at desc limit 1',
        [to],
      )
    ).rows[0];

  it('gives an unknown email the same answer and sends nothing', async () => {
    const known = await server.request('POST', '/api/auth/send-reset-email', {
      json: { email: emailOf('user') },
    });
    const unknown = await server.request('POST', '/api/auth/send-reset-email', {
      json: { email: 'ghost@staydesk.test' },
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await latestMail('ghost@staydesk.test')).toBeUndefined();
  });

  it('resets through the link in the outbox, once, ending the old sessions', async () => {
    const before = await server.signIn('moderator');
    await server.request('POST', '/api/auth/send-reset-email', {
      json: { email: emailOf('moderator') },
    });
    const mail = await latestMail(emailOf('moderator'));
    const link = mail?.text_body.match(/\/new-password\/(\S+)/);
    expect(link?.[0]).toContain(`${server.baseUrl}/new-password/`.replace(server.baseUrl, ''));
    expect(mail?.text_body).toContain(server.baseUrl);
    const resetToken = decodeURIComponent(link?.[1] ?? '');
    const weak = await server.request<Body>('POST', '/api/auth/reset-password', {
      json: { resetToken, password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields?.password).toBe(
      'Password must be at least 10 characters long and include uppercase and lowercase letters, and numbers.',
    );
    const newPassword = 'Fresh-Start-2027';
    const reset = await server.request('POST', '/api/auth/reset-password', {
      json: { resetToken, password: newPassword },
    });
    expect(reset.status).toBe(200);
    const again = await server.request<Body>('POST', '/api/auth/reset-password', {
      json: { resetToken, password: 'Another-One-2027' },
    });
    expect(again.status).toBe(400);
    expect(again.body.fields?.resetToken).toMatch(/invalid or has expired/);
    expect((await server.request('GET', '/api/auth/me', { token: before.token })).status).toBe(401);
    const old = await server.request('POST', '/api/auth/signin', {
      json: { email: emailOf('moderator'), password: TEST_PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await server.request('POST', '/api/auth/signin', {
      json: { email: emailOf('moderator'), password: newPassword },
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses a reset token after an hour', async () => {
    await server.request('POST', '/api/auth/send-reset-email', {
      json: { email: emailOf('admin') },
    });
    const mail = await latestMail(emailOf('admin'));
    const resetToken = decodeURIComponent(
      mail?.text_body.match(/\/new-password\/(\S+)/)?.[1] ?? '',
    );
    server.clock.advance(61 * 60 * 1000);
    const late = await server.request('POST', '/api/auth/reset-password', {
      json: { resetToken, password: 'Too-Late-2027x' },
    });
    expect(late.status).toBe(400);
  });
});

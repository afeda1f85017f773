import {
  apiMessage,
  currentUserResponseSchema,
  resetPasswordSchema,
  sendResetEmailSchema,
  signInSchema,
  TEXT_LIMITS,
} from '@staydesk/domain';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod/mini';
import { clientAddress, clientNetwork, isHttps } from '../../http/client.js';
import type { AppDeps, AppEnv } from '../../http/context.js';
import {
  enforceRateLimit,
  PUBLIC_WRITE_LIMITS,
  passwordHashBudget,
  RateLimiter,
  spendPasswordHash,
} from '../../http/rate-limit.js';
import { PUBLIC, type RouteSpec, route, SIGNED_IN } from '../../http/route.js';
import {
  messageSchema,
  mutationSchema,
  refreshDataSchema,
  signInDataSchema,
} from '../../http/schemas.js';
import { notFound, refusal, success } from '../../lib/errors.js';
import { findUserById, toUser } from '../users/repository.js';
import { createResetService } from './reset.js';
import { bearerToken, createSessionService, type IssuedTokens } from './sessions.js';

export const REFRESH_COOKIE = 'staydesk_refresh';
const COOKIE_PATH = '/api/auth';

/** The refresh token may come as the cookie, a JSON body field or a header. */
const refreshBodySchema = z.object({
  refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.token))),
});

function setRefreshCookie(c: Context<AppEnv>, tokens: IssuedTokens, now: Date): void {
  setCookie(c, REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    secure: isHttps(c),
    // Without Remember Me the cookie lasts as long as the browser session; either way the
    // server ends the session 24 h after sign-in.
    ...(tokens.rememberMe
      ? { maxAge: Math.max(1, Math.floor((tokens.expiresAt.getTime() - now.getTime()) / 1000)) }
      : {}),
  });
}

function presentedRefreshToken(c: Context<AppEnv>, body: { refreshToken?: string | undefined }) {
  return getCookie(c, REFRESH_COOKIE) ?? body.refreshToken ?? c.req.header('x-refresh-token');
}

export function authRoutes(deps: AppDeps) {
  const sessions = createSessionService(deps);
  const resets = createResetService(deps, sessions);
  const hashBudget = passwordHashBudget(deps);
  const resetEmailLimiter = new RateLimiter(
    PUBLIC_WRITE_LIMITS.resetEmails,
    deps.clock,
    deps.db,
    'resetEmails',
  );

  const routes: RouteSpec[] = [
    route({
      method: 'post',
      path: '/api/auth/signin',
      tag: 'Auth',
      summary: 'Sign in with email and password',
      description:
        'Answers the tokens and the user, and sets the refresh token as an HttpOnly, SameSite=Strict cookie on /api/auth. An unknown email and a wrong password get the same 401. Repeated failures are slowed, then refused with 429 for 15 minutes.',
      access: PUBLIC,
      body: { type: 'json', schema: signInSchema },
      response: mutationSchema(signInDataSchema),
      rateLimited: `Repeated failed sign-ins for one email from one address; more than ${PUBLIC_WRITE_LIMITS.passwordHashes.limit} failed sign-ins, sign-ups and resets from one address in ${PUBLIC_WRITE_LIMITS.passwordHashes.windowMs / 60_000} minutes, whatever the emails; or the server hashing too many passwords at once.`,
      handler: async ({ c, body }) => {
        const { tokens, user } = await sessions.signIn(body, {
          address: clientAddress(c),
          userAgent: c.req.header('user-agent'),
        });
        setRefreshCookie(c, tokens, deps.clock.now());
        return {
          ...success('welcomeBack', { name: user.fullName.split(' ')[0] ?? '' }),
          data: {
            token: tokens.token,
            refreshToken: tokens.refreshToken,
            userId: user.id,
            user: toUser(user, c.get('urls')),
          },
        };
      },
    }),
    route({
      method: 'post',
      path: '/api/auth/refresh',
      tag: 'Auth',
      summary: 'Exchange the refresh token for new tokens',
      description:
        'No body is needed: the refresh token is read from the cookie, else from an optional JSON body `{ refreshToken }` or the `x-refresh-token` header. Each refresh token works once; presenting a used one ends the whole session.',
      access: PUBLIC,
      cookieAuthenticated: true,
      body: { type: 'json', schema: refreshBodySchema, optional: true },
      response: mutationSchema(refreshDataSchema),
      handler: async ({ c, body }) => {
        const presented = presentedRefreshToken(c, body);
        if (!presented) {
          throw refusal(401, apiMessage('sessionEnded'));
        }
        try {
          const tokens = await sessions.refresh(presented);
          setRefreshCookie(c, tokens, deps.clock.now());
          return {
            ...success('sessionRefreshed'),
            data: { token: tokens.token, refreshToken: tokens.refreshToken },
          };
        } catch (error) {
          deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
          throw error;
        }
      },
    }),
    route({
      method: 'post',
      path: '/api/auth/logout',
      tag: 'Auth',
      summary: 'Sign out: end the session on the server',
      description:
        'Ends the session named by the refresh cookie (or body/header token) or the bearer token, even an expired one, and clears the cookie. Always 200.',
      access: PUBLIC,
      cookieAuthenticated: true,
      body: { type: 'json', schema: refreshBodySchema, optional: true },
      response: messageSchema,
      handler: async ({ c, body }) => {
        const sessionId = await sessions.sessionOf({
          refreshToken: presentedRefreshToken(c, body),
          accessToken: bearerToken(c),
        });
        if (sessionId) await sessions.revokeSession(sessionId, 'logout');
        deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, secure: isHttps(c) });
        return success('signedOut');
      },
    }),
    route({
      method: 'post',
      path: '/api/auth/send-reset-email',
      tag: 'Auth',
      summary: 'Email a password-reset link',
      description:
        'Always answers the same 200, whether or not the email belongs to an account. The link goes to the mail outbox (and the log), and by SMTP when SMTP_URL is set.',
      access: PUBLIC,
      body: { type: 'json', schema: sendResetEmailSchema },
      response: messageSchema,
      rateLimited: `More than ${PUBLIC_WRITE_LIMITS.resetEmails.limit} requests with a valid body from one address in ${PUBLIC_WRITE_LIMITS.resetEmails.windowMs / 60_000} minutes, whatever the email; nothing is sent.`,
      handler: async ({ c, body }) => {
        await enforceRateLimit(resetEmailLimiter, c, 'resetEmails');
        // The same answer at once for any address: the lookup and the mail happen after it.
        const clientUrl = c.get('urls').client;
        deps.background.run('reset email', () => resets.sendResetEmail(body.email, clientUrl));
        return success('resetEmailSent');
      },
    }),
    route({
      method: 'post',
      path: '/api/auth/reset-password',
      tag: 'Auth',
      summary: 'Set a new password with a reset token',
      description:
        'The token works once and for one hour. Success ends every session of the account.',
      access: PUBLIC,
      rateLimited: `A valid token, when the address has spent its budget of ${PUBLIC_WRITE_LIMITS.passwordHashes.limit} password hashes (failed sign-ins, sign-ups and resets) in ${PUBLIC_WRITE_LIMITS.passwordHashes.windowMs / 60_000} minutes; or when the server is hashing too many passwords at once. A made-up token is refused (400) before any hash.`,
      body: { type: 'json', schema: resetPasswordSchema },
      response: messageSchema,
      handler: async ({ c, body }) => {
        await resets.resetPassword(
          body.resetToken,
          body.password,
          () => spendPasswordHash(hashBudget, c),
          clientNetwork(clientAddress(c)),
        );
        return success('passwordResetDone');
      },
    }),
    route({
      method: 'get',
      path: '/api/auth/me',
      tag: 'Auth',
      summary: 'The signed-in user (start-up call)',
      access: SIGNED_IN,
      response: currentUserResponseSchema,
      handler: async ({ c, user }) => {
        const row = await deps.db.read((orm) => findUserById(orm, user.id));
        if (!row) throw notFound('User');
        return { userData: toUser(row, c.get('urls')), roleGrants: user.grants };
      },
    }),
  ];
  return { routes, sessions };
}

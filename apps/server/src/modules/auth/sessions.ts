import { apiMessage, SESSION_MAX_AGE_MS } from '@staydesk/domain';
import type { Context } from 'hono';
import type { Transaction } from '../../db/database.js';
import { clientNetwork } from '../../http/client.js';
import type { AppDeps, AppEnv, AuthUser } from '../../http/context.js';
import { passwordHashBudget } from '../../http/rate-limit.js';
import { type Coded, refusal, tooManyRequests, unauthorised } from '../../lib/errors.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/password.js';
import {
  hashToken,
  openSealed,
  randomToken,
  sealFor,
  signAccessToken,
  verifyAccessToken,
} from '../../lib/tokens.js';
import { grantsOf, ROLE_GRANTS_KEY } from '../settings/role-grants.js';
import { findUserByEmail, type UserRow } from '../users/repository.js';
import { assertNotThrottled, clearFailures, recordFailure, throttleKey } from './throttle.js';

export const SIGN_IN_FAILED = 'Incorrect email or password';
/**
 * How long a rotated refresh token still opens its successor (two tabs refreshing at once, a
 * retried request): within it the second presenter gets the same new token; after it, a
 * presented used token is reuse and ends the session.
 */
export const REFRESH_GRACE_MS = 10_000;

/** An access token or a session that is no longer valid: the client refreshes, then signs in. */
const expired = (coded: Coded = apiMessage('accessTokenExpired')) =>
  refusal(401, coded, { jwtExpired: true });

export interface IssuedTokens {
  token: string;
  refreshToken: string;
  sessionId: string;
  expiresAt: Date;
  rememberMe: boolean;
}

interface SessionUserRow {
  session_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  user_id: string;
  email: string;
  full_name: string;
  role: AuthUser['role'];
  deleted: boolean;
  is_active: boolean;
  experiments: AuthUser['experiments'] | null;
  grants: unknown;
}

/**
 * Sessions (docs/api.md, "Sessions and security"): a 15-minute access token; a refresh token stored only as a
 * keyed hash and replaced on every use; reuse of a replaced one revokes the whole session; every
 * session ends 24 h after sign-in whatever happens in between.
 */
export function createSessionService(deps: AppDeps) {
  const { db, clock, config } = deps;
  const hash = (token: string) => hashToken(token, config.refreshTokenSecret);
  const hashBudget = passwordHashBudget(deps);

  function accessToken(userId: string, sessionId: string, expiresAt: Date): Promise<string> {
    const now = clock.now().getTime();
    const exp = Math.min(now + config.accessTokenTtlMs, expiresAt.getTime());
    return signAccessToken(
      { sub: userId, sid: sessionId, iat: Math.floor(now / 1000), exp: Math.floor(exp / 1000) },
      config.accessTokenSecret,
    );
  }

  async function signIn(
    input: { email: string; password: string; rememberMe: boolean },
    client: { address: string; userAgent: string | undefined },
  ): Promise<{ tokens: IssuedTokens; user: UserRow }> {
    const key = throttleKey(input.email, client.address);
    await assertNotThrottled(db, key, clock.now());
    // Failed sign-ins from one address, whatever the emails, share one budget of hashes.
    const network = clientNetwork(client.address);
    const standing = await hashBudget.check(network);
    if (!standing.allowed) throw tooManyRequests('signInAttempts', standing.retryAfterSeconds);
    const user = await db.read((orm) => findUserByEmail(orm, input.email));
    const usable = user && !user.deleted && user.isActive;
    // The client network's share of the hash workers: a flood from one source waits behind
    // itself, never in front of everyone else.
    const passwordOk = usable
      ? await verifyPassword(input.password, user.passwordHash, network)
      : await burnPasswordCheck(input.password, network).then(() => false);
    if (!usable || !passwordOk) {
      await recordFailure(db, key, clock.now());
      await hashBudget.take(network);
      throw refusal(401, apiMessage('signInFailed'));
    }
    await clearFailures(db, input.email);
    // A self sign-up signs in only once confirmed and approved; only the right password learns it.
    if (user.approval !== 'approved') {
      const unverified = user.emailVerifiedAt === null;
      throw refusal(403, apiMessage(unverified ? 'emailUnverified' : 'awaitingApproval'), {
        accountPending: unverified ? 'emailUnverified' : 'approval',
      });
    }
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
    const refreshToken = randomToken();
    const sessionId = await db.transaction(async (tx) => {
      const session = await tx.query<{ id: string }>(
        `insert into sessions (user_id, remember_me, created_at, expires_at, user_agent)
         values ($1, $2, $3, $4, $5) returning id`,
        [user.id, input.rememberMe, now, expiresAt, client.userAgent?.slice(0, 300) ?? null],
      );
      const id = session.rows[0]?.id as string;
      await tx.query(
        'insert into refresh_tokens (token_hash, session_id, created_at) values ($1, $2, $3)',
        [hash(refreshToken), id, now],
      );
      await tx.query('update users set last_sign_in_at = $2 where id = $1', [user.id, now]);
      return id;
    });
    return {
      tokens: {
        token: await accessToken(user.id, sessionId, expiresAt),
        refreshToken,
        sessionId,
        expiresAt,
        rememberMe: input.rememberMe,
      },
      user: { ...user, lastSignInAt: now },
    };
  }

  /**
   * Exactly one of several concurrent refreshes with one token wins: the conditional UPDATE
   * marks it used atomically and stores its successor sealed for holders of the old token. A
   * loser within REFRESH_GRACE_MS (two tabs, a retry) gets that same successor, so exactly one
   * new refresh token exists; a used token presented after the window revokes the session,
   * because a replayed refresh token means it has leaked.
   */
  async function refresh(refreshToken: string): Promise<IssuedTokens> {
    const now = clock.now();
    const tokenHash = hash(refreshToken);
    const outcome = await db.transaction(async (tx) => {
      const claimed = await tx.query<{ session_id: string }>(
        `update refresh_tokens set used_at = $2
         where token_hash = $1 and used_at is null returning session_id`,
        [tokenHash, now],
      );
      const claimedRow = claimed.rows[0];
      if (!claimedRow) {
        const known = await tx.query<{
          session_id: string;
          used_at: Date | null;
          successor_sealed: string | null;
        }>(
          'select session_id, used_at, successor_sealed from refresh_tokens where token_hash = $1',
          [tokenHash],
        );
        const reused = known.rows[0];
        if (!reused) return { kind: 'unknown' as const };
        // Another tab of the same session rotated this token a moment ago: it gets the same
        // successor (sealed for holders of this token) instead of ending the session.
        const usedMsAgo = reused.used_at ? now.getTime() - new Date(reused.used_at).getTime() : 0;
        const successor =
          reused.successor_sealed && usedMsAgo <= REFRESH_GRACE_MS
            ? openSealed(refreshToken, reused.successor_sealed, config.refreshTokenSecret)
            : undefined;
        if (successor) {
          const live = await liveSession(tx, reused.session_id, now);
          if (!live) return { kind: 'ended' as const };
          return { kind: 'ok' as const, tokens: await issued(live, successor) };
        }
        // True reuse after the window: the token has leaked; the whole session ends.
        await tx.query(
          `update sessions set revoked_at = $2, revoked_reason = 'refresh token reused'
           where id = $1 and revoked_at is null`,
          [reused.session_id, now],
        );
        return { kind: 'reused' as const };
      }
      const live = await liveSession(tx, claimedRow.session_id, now);
      if (!live) return { kind: 'ended' as const };
      const next = randomToken();
      await tx.query(
        'insert into refresh_tokens (token_hash, session_id, created_at) values ($1, $2, $3)',
        [hash(next), live.id, now],
      );
      await tx.query('update refresh_tokens set successor_sealed = $2 where token_hash = $1', [
        tokenHash,
        sealFor(refreshToken, next, config.refreshTokenSecret),
      ]);
      return { kind: 'ok' as const, tokens: await issued(live, next) };
    });
    if (outcome.kind !== 'ok') throw refusal(401, apiMessage('sessionEnded'));
    return outcome.tokens;
  }

  async function issued(
    live: { id: string; user_id: string; expires_at: Date; remember_me: boolean },
    refreshToken: string,
  ): Promise<IssuedTokens> {
    return {
      token: await accessToken(live.user_id, live.id, new Date(live.expires_at)),
      refreshToken,
      sessionId: live.id,
      expiresAt: new Date(live.expires_at),
      rememberMe: live.remember_me,
    };
  }

  /** The session if it may still refresh: not revoked, not past its 24 h, its user usable. */
  async function liveSession(tx: Transaction, sessionId: string, now: Date) {
    const session = await tx.query<{
      id: string;
      user_id: string;
      expires_at: Date;
      revoked_at: Date | null;
      remember_me: boolean;
      deleted: boolean;
      is_active: boolean;
    }>(
      `select s.id, s.user_id, s.expires_at, s.revoked_at, s.remember_me, u.deleted, u.is_active
       from sessions s join users u on u.id = s.user_id where s.id = $1`,
      [sessionId],
    );
    const row = session.rows[0];
    if (
      !row ||
      row.revoked_at ||
      new Date(row.expires_at).getTime() <= now.getTime() ||
      row.deleted ||
      !row.is_active
    ) {
      return undefined;
    }
    return row;
  }

  async function revokeSession(sessionId: string, reason: string): Promise<void> {
    await db.query(
      'update sessions set revoked_at = $2, revoked_reason = $3 where id = $1 and revoked_at is null',
      [sessionId, clock.now(), reason],
    );
  }

  async function revokeUserSessions(userId: string, reason: string): Promise<void> {
    await db.query(
      'update sessions set revoked_at = $2, revoked_reason = $3 where user_id = $1 and revoked_at is null',
      [userId, clock.now(), reason],
    );
  }

  /** The session a logout names, by its refresh token or by a (possibly expired) access token. */
  async function sessionOf(input: {
    refreshToken: string | undefined;
    accessToken: string | undefined;
  }): Promise<string | undefined> {
    if (input.refreshToken) {
      const found = await db.query<{ session_id: string }>(
        'select session_id from refresh_tokens where token_hash = $1',
        [hash(input.refreshToken)],
      );
      if (found.rows[0]) return found.rows[0].session_id;
    }
    if (input.accessToken) {
      // Signature checked with a clock at 0, so an expired token still names its session.
      const check = await verifyAccessToken(
        input.accessToken,
        config.accessTokenSecret,
        new Date(0),
      );
      if (check.status === 'valid') return check.claims.sid;
    }
    return undefined;
  }

  async function authenticate(c: Context<AppEnv>): Promise<AuthUser> {
    const token = bearerToken(c);
    if (!token) throw unauthorised();
    const check = await verifyAccessToken(token, config.accessTokenSecret, clock.now());
    if (check.status === 'expired') throw expired();
    if (check.status === 'invalid') throw refusal(401, apiMessage('accessTokenInvalid'));
    const result = await db.query<SessionUserRow>(
      `select s.id as session_id, s.expires_at, s.revoked_at, u.id as user_id, u.email,
              u.full_name, u.role, u.deleted, u.is_active, u.experiments,
              (select value from settings where key = '${ROLE_GRANTS_KEY}') as grants
       from sessions s join users u on u.id = s.user_id
       where s.id = $1 and u.id = $2`,
      [check.claims.sid, check.claims.sub],
    );
    const row = result.rows[0];
    if (
      !row ||
      row.revoked_at ||
      new Date(row.expires_at).getTime() <= clock.now().getTime() ||
      row.deleted ||
      !row.is_active
    ) {
      throw expired(apiMessage('sessionEnded'));
    }
    return {
      id: row.user_id,
      email: row.email,
      fullName: row.full_name,
      role: row.role,
      sessionId: row.session_id,
      experiments: row.experiments ?? [],
      grants: grantsOf(row.grants),
    };
  }

  return { signIn, refresh, revokeSession, revokeUserSessions, sessionOf, authenticate };
}

export type SessionService = ReturnType<typeof createSessionService>;

export function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

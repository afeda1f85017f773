import {
  type AccountDecision,
  accountDecisionSchema,
  apiMessage,
  messageResponseSchema,
  PAGE_SIZE,
  type PendingAccount,
  pendingAccountListSchema,
  type SignUp,
  userSchema,
  verifyEmailSchema,
} from '@staydesk/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { isUniqueViolation } from '../../db/database.js';
import { auditSnapshot, updateRecord } from '../../db/records.js';
import { users } from '../../db/schema.js';
import type { AppDeps } from '../../http/context.js';
import { needs, PUBLIC, type RouteSpec, route } from '../../http/route.js';
import { idParams, mutationSchema, pageParam } from '../../http/schemas.js';
import { fieldMessages, type HttpError, refusal, success } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { pageOf } from '../../lib/sql.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { diff, writeAudit } from '../../services/audit.js';
import { LINK_MARK } from '../../services/mail.js';
import { findUserByEmail, toUser, type UserValues, userKind } from './repository.js';

/** How long a confirmation link works. */
export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const VERIFICATION_INVALID =
  'This confirmation link is invalid or has expired. Sign up again to get a new one.';

/**
 * Self sign-up: the anonymous `POST /account` answers at once, the same for a new
 * and an existing address; the work happens after the answer (deps.background). A new address
 * gets a pending account and a confirmation link; an existing one gets a mail telling its owner
 * (a pending, unconfirmed account gets a fresh link instead). The account signs in only once the
 * address is confirmed AND an ACCOUNT_DATA holder approved it.
 */
export function createSignUpService(deps: AppDeps) {
  const { db, clock, config, mailer } = deps;
  const hash = (token: string) => hashToken(token, config.refreshTokenSecret);

  async function sendConfirmation(user: { id: string; email: string; fullName: string }) {
    const token = randomToken();
    const now = clock.now();
    await db.query(
      `insert into email_verifications (token_hash, user_id, created_at, expires_at)
       values ($1, $2, $3, $4)`,
      [hash(token), user.id, now, new Date(now.getTime() + VERIFICATION_TTL_MS)],
    );
    await mailer.send({
      to: user.email,
      subject: 'Confirm your Staydesk email address',
      link: `${config.clientUrl}/verify-email/${encodeURIComponent(token)}`,
      text: [
        `Hello ${user.fullName},`,
        '',
        'To confirm this is your email address, open this link within 48 hours:',
        LINK_MARK,
        '',
        'An administrator then reviews your account; we will write when you can sign in.',
        'If you did not sign up for Staydesk, ignore this email.',
      ].join('\n'),
    });
  }

  /** The work behind a sign-up, done after the answer: the caller learns nothing from it. */
  /** `source`: the caller's client network, whose share of the hash workers the hash takes. */
  async function process(body: SignUp, source: string): Promise<void> {
    const existing = await db.read((orm) => findUserByEmail(orm, body.email));
    // Hash in both cases, so the server's load says nothing either.
    const passwordHash = await hashPassword(body.password, source);
    if (existing) {
      if (existing.approval === 'pending' && !existing.emailVerifiedAt && !existing.deleted) {
        await sendConfirmation(existing);
        return;
      }
      await mailer.send({
        to: existing.email,
        subject: 'Someone tried to sign up with your email address',
        text: [
          `Hello ${existing.fullName},`,
          '',
          'Someone, perhaps you, tried to sign up for Staydesk with this email address, which already has an account.',
          `To use it, sign in at ${config.clientUrl}, or choose a new password there with "Forgot password".`,
          'If it was not you, you can ignore this email: nothing has changed.',
        ].join('\n'),
      });
      return;
    }
    const now = clock.now();
    try {
      const created = await db.transaction(async (tx) => {
        const row = await userKind.insert(tx, {
          email: body.email,
          fullName: body.fullName,
          role: 'user',
          passwordHash,
          approval: 'pending',
          createdBy: null,
        });
        await writeAudit(tx, {
          actorId: row.id,
          action: 'signUp',
          recordType: userKind.recordType,
          recordId: row.id,
          recordName: userKind.nameOf(row),
          changes: diff(null, auditSnapshot(row)),
          at: now,
        });
        return row;
      });
      await sendConfirmation(created);
    } catch (error) {
      // Two sign-ups with one address at once: the second is the "existing" case, silently.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async function verifyEmail(token: string): Promise<void> {
    const now = clock.now();
    const verified = await db.transaction(async (tx) => {
      const claimed = await tx.query<{ user_id: string }>(
        `update email_verifications set used_at = $2
         where token_hash = $1 and used_at is null and expires_at > $2 returning user_id`,
        [hash(token), now],
      );
      const row = claimed.rows[0];
      if (!row) return false;
      // A refused (deleted) sign-up's link confirms nothing: the account is gone for its owner.
      const confirmed = await tx.query(
        `update users set email_verified_at = coalesce(email_verified_at, $2)
         where id = $1 and deleted = false returning id`,
        [row.user_id, now],
      );
      return confirmed.rowCount > 0;
    });
    if (!verified) {
      const invalidLink = apiMessage('verificationInvalid');
      throw refusal(400, invalidLink, fieldMessages({ token: invalidLink }));
    }
  }

  async function listPending(page: number) {
    const where = and(eq(users.approval, 'pending'), eq(users.deleted, false));
    return db.read(async (orm) => {
      const [counted] = await orm.select({ total: count() }).from(users).where(where);
      const total = counted?.total ?? 0;
      const paging = pageOf(total, page, PAGE_SIZE);
      const rows = await orm
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(PAGE_SIZE)
        .offset(paging.offset);
      const items: PendingAccount[] = rows.map((row) => ({
        id: row.id,
        email: row.email,
        fullName: row.fullName,
        createdAt: row.createdAt.toISOString(),
        emailVerified: row.emailVerifiedAt !== null,
        version: row.version,
      }));
      return {
        items,
        total,
        page: paging.page,
        pageCount: paging.pageCount,
        pageSize: PAGE_SIZE,
      };
    });
  }

  function notPending(): HttpError {
    return refusal(409, apiMessage('notAwaitingApproval'));
  }

  async function decide(
    id: string,
    input: AccountDecision,
    actor: { id: string },
    decision: 'approve' | 'refuse',
  ) {
    const at = clock.now();
    const row = await db.transaction((tx) =>
      updateRecord(
        tx,
        userKind,
        { id, version: input.version },
        (before): Partial<UserValues> => {
          if (before.approval !== 'pending' || before.deleted) throw notPending();
          if (decision === 'refuse') return { approval: 'refused', isActive: false };
          if (!before.emailVerifiedAt) {
            throw refusal(409, apiMessage('emailNotConfirmedYet'));
          }
          return { approval: 'approved' };
        },
        { actor, at },
        decision === 'refuse' ? { action: 'refuse', deleted: true } : { action: 'approve' },
      ),
    );
    if (decision === 'approve') {
      deps.background.run('approval mail', () =>
        mailer.send({
          to: row.email,
          subject: 'Your Staydesk account is approved',
          text: [
            `Hello ${row.fullName},`,
            '',
            `Your account has been approved. You can now sign in at ${config.clientUrl}.`,
          ].join('\n'),
        }),
      );
    }
    return row;
  }

  return { process, verifyEmail, listPending, decide };
}

export type SignUpService = ReturnType<typeof createSignUpService>;

/**
 * The endpoints around a sign-up: confirming the address (public, from the mailed link) and the
 * pending-approval list with approve/refuse (ACCOUNT_DATA, spec §6 account management).
 */
export function signUpRoutes(signUps: SignUpService): RouteSpec[] {
  const access = needs('ACCOUNT_DATA');
  const tag = 'Accounts';
  return [
    route({
      method: 'post',
      path: '/api/auth/verify-email',
      tag: 'Auth',
      summary: 'Confirm a signed-up email address',
      description:
        'The token of the link `CLIENT_URL/verify-email/<token>` mailed at sign-up; it works once, for 48 hours. The account still needs an administrator’s approval before it can sign in.',
      access: PUBLIC,
      body: { type: 'json', schema: verifyEmailSchema },
      response: messageResponseSchema,
      handler: async ({ body }) => {
        await signUps.verifyEmail(body.token);
        return {
          ...success('emailConfirmed'),
        };
      },
    }),
    route({
      method: 'get',
      path: '/api/v1/accounts/pending',
      tag,
      summary: 'Self-signed-up accounts awaiting approval, oldest first, 29 a page',
      description:
        '`emailVerified` says whether the person confirmed the address; only a confirmed account can be approved.',
      access,
      query: z.object({ page: pageParam }),
      response: pendingAccountListSchema,
      handler: ({ query }) => signUps.listPending(query.page),
    }),
    route({
      method: 'post',
      path: '/api/v1/accounts/:id/approve',
      tag,
      summary: 'Approve a self-signed-up account (it can then sign in)',
      description:
        '409 when the account is not pending, its email address is not confirmed yet, or `version` is stale. The person is told by mail.',
      access,
      params: idParams,
      body: { type: 'json', schema: accountDecisionSchema },
      response: mutationSchema(userSchema),
      handler: async ({ c, params, body, user }) => {
        const row = await signUps.decide(params.id, body, user, 'approve');
        return { ...success('accountApproved'), data: toUser(row, c.get('urls')) };
      },
    }),
    route({
      method: 'post',
      path: '/api/v1/accounts/:id/refuse',
      tag,
      summary: 'Refuse a self-signed-up account (it is deactivated and deleted)',
      description: '409 when the account is not pending or `version` is stale.',
      access,
      params: idParams,
      body: { type: 'json', schema: accountDecisionSchema },
      response: mutationSchema(userSchema),
      handler: async ({ c, params, body, user }) => {
        const row = await signUps.decide(params.id, body, user, 'refuse');
        return { ...success('signUpRefused'), data: toUser(row, c.get('urls')) };
      },
    }),
  ];
}

/** The anonymous answer of POST /account (202), whatever happens after it. */
export const signUpReceived = success('signUpReceived');

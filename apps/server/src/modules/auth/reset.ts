import { apiMessage } from '@staydesk/domain';
import type { AppDeps } from '../../http/context.js';
import { fieldMessages, refusal } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { writeAudit } from '../../services/audit.js';
import { LINK_MARK } from '../../services/mail.js';
import { findUserByEmail } from '../users/repository.js';
import type { SessionService } from './sessions.js';
import { clearFailures } from './throttle.js';

export const RESET_EMAIL_SENT =
  'If an account exists for that email, we have sent a link to reset the password.';
export const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

const resetInvalid = () =>
  refusal(
    400,
    apiMessage('resetInvalid'),
    fieldMessages({ resetToken: apiMessage('resetInvalid') }),
  );

/**
 * Password reset: a random single-use token, stored only as a keyed hash, valid for an hour.
 * An unknown email gets the same answer as a known one, and using a token ends every session.
 */
export function createResetService(deps: AppDeps, sessions: SessionService) {
  const { db, clock, config, mailer } = deps;
  const hash = (token: string) => hashToken(token, config.refreshTokenSecret);

  async function sendResetEmail(email: string, clientUrl: string): Promise<void> {
    const user = await db.read((orm) => findUserByEmail(orm, email));
    if (!user || user.deleted || !user.isActive) return;
    const token = randomToken();
    const now = clock.now();
    await db.query(
      `insert into password_resets (token_hash, user_id, created_at, expires_at)
       values ($1, $2, $3, $4)`,
      [hash(token), user.id, now, new Date(now.getTime() + config.resetTokenTtlMs)],
    );
    const link = `${clientUrl}/new-password/${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      link,
      subject: 'Reset your Staydesk password',
      text: [
        `Hello ${user.fullName},`,
        '',
        'Someone asked to reset the password of your Staydesk account.',
        `To choose a new password, open this link within the next hour:`,
        LINK_MARK,
        '',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  }

  /**
   * The token is checked before anything is hashed (a made-up token costs one indexed read);
   * a valid one spends a hash from the caller's address budget, then is claimed atomically.
   */
  async function resetPassword(
    resetToken: string,
    password: string,
    spendHash: () => Promise<void>,
    /** The caller's client network: whose share of the hash workers the new hash takes. */
    source: string,
  ): Promise<void> {
    const now = clock.now();
    const valid = await db.query(
      'select 1 from password_resets where token_hash = $1 and used_at is null and expires_at > $2',
      [hash(resetToken), now],
    );
    if (valid.rowCount === 0) {
      throw resetInvalid();
    }
    await spendHash();
    const passwordHash = await hashPassword(password, source);
    const userId = await db.transaction(async (tx) => {
      const claimed = await tx.query<{ user_id: string }>(
        `update password_resets set used_at = $2
         where token_hash = $1 and used_at is null and expires_at > $2
         returning user_id`,
        [hash(resetToken), now],
      );
      const row = claimed.rows[0];
      if (!row) return undefined;
      await tx.query(
        `update users set password_hash = $2, version = version + 1, updated_at = $3
         where id = $1 and deleted = false`,
        [row.user_id, passwordHash, now],
      );
      await writeAudit(tx, {
        actorId: row.user_id,
        action: 'passwordReset',
        recordType: 'user',
        recordId: row.user_id,
        changes: { password: { from: '(hidden)', to: '(changed)' } },
        at: now,
      });
      return row.user_id;
    });
    if (!userId) {
      throw resetInvalid();
    }
    await sessions.revokeUserSessions(userId, 'password reset');
    const user = await db.query<{ email: string }>('select email from users where id = $1', [
      userId,
    ]);
    if (user.rows[0]) await clearFailures(db, user.rows[0].email);
  }

  return { sendResetEmail, resetPassword };
}

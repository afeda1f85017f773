import { can, type UserUpdate } from '@staydesk/domain';
import { isUniqueViolation, type Transaction } from '../../db/database.js';
import type { AppDeps, AuthUser } from '../../http/context.js';
import { forbidden, HttpError, notFound, staleVersion } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { json } from '../../lib/sql.js';
import { diff, writeAudit } from '../../services/audit.js';
import { assertCanManage } from './policy.js';
import { lockUser, type UserRow, userSnapshot } from './repository.js';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Loads a live user for change, checking existence and the caller's right to manage it. */
async function lockManaged(tx: Transaction, actor: AuthUser, id: string): Promise<UserRow> {
  const row = await lockUser(tx, id);
  if (!row || row.deleted) throw notFound('User');
  assertCanManage(actor, row);
  return row;
}

function assertVersion(row: UserRow, version: number | undefined): void {
  if (version !== undefined && version !== row.version) throw staleVersion('This account');
}

export function createUserService(deps: AppDeps) {
  const { db, clock } = deps;

  /** Applies a change under a row lock, bumps the version and writes the audit event. */
  async function change(
    actor: AuthUser,
    id: string,
    action: string,
    version: number | undefined,
    apply: (tx: Transaction, row: UserRow) => Promise<void>,
  ): Promise<UserRow> {
    try {
      return await db.transaction(async (tx) => {
        const before = await lockManaged(tx, actor, id);
        assertVersion(before, version);
        await apply(tx, before);
        const updated = await tx.query<UserRow>(
          `update users set version = version + 1, updated_at = $2 where id = $1 returning *`,
          [id, clock.now()],
        );
        const after = updated.rows[0] as UserRow;
        await writeAudit(tx, {
          actorId: actor.id,
          action,
          recordType: 'user',
          recordId: id,
          changes: diff(userSnapshot(before), userSnapshot(after)),
          at: clock.now(),
        });
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new HttpError(409, EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
      }
      throw error;
    }
  }

  async function update(actor: AuthUser, id: string, patch: UserUpdate): Promise<UserRow> {
    const self = actor.id === id;
    if (patch.role !== undefined) {
      // Nobody changes their own role: it could only be used to raise it.
      if (self || !can(actor.role, 'ACCOUNT_ROLE')) throw forbidden();
    }
    if ((patch.email !== undefined || patch.isActive !== undefined) && self) {
      if (patch.isActive === false) throw forbidden();
      if (patch.email !== undefined && !can(actor.role, 'ACCOUNT_DATA')) throw forbidden();
    }
    return change(actor, id, 'update', patch.version, async (tx, row) => {
      const next = {
        email: patch.email ?? row.email,
        fullName: patch.fullName ?? row.full_name,
        role: patch.role ?? row.role,
        phone: patch.phone === undefined ? row.phone : patch.phone,
        isActive: patch.isActive ?? row.is_active,
      };
      await tx.query(
        `update users set email = $2, full_name = $3, role = $4, phone = $5, is_active = $6
         where id = $1`,
        [id, next.email, next.fullName, next.role, next.phone, next.isActive],
      );
    });
  }

  async function setPassword(actor: AuthUser, id: string, password: string): Promise<UserRow> {
    const passwordHash = await hashPassword(password);
    return change(actor, id, 'passwordChange', undefined, async (tx) => {
      await tx.query('update users set password_hash = $2 where id = $1', [id, passwordHash]);
      // Every other session of the account ends with the change, in its transaction: there is
      // no moment where the new password is stored and an old session still works. The
      // caller's own session stays signed in.
      await tx.query(
        `update sessions set revoked_at = $3, revoked_reason = 'password changed'
         where user_id = $1 and id <> $2 and revoked_at is null`,
        [id, actor.sessionId, clock.now()],
      );
    });
  }

  async function remove(
    actor: AuthUser,
    id: string,
    version: number | undefined,
  ): Promise<UserRow> {
    if (actor.id === id) {
      throw new HttpError(403, 'You cannot delete your own account', { permissionDenied: true });
    }
    if (!can(actor.role, 'ACCOUNT_DATA')) throw forbidden();
    return change(actor, id, 'delete', version, async (tx) => {
      await tx.query('update users set deleted = true where id = $1', [id]);
      await tx.query(
        `update sessions set revoked_at = $2, revoked_reason = 'account deleted'
         where user_id = $1 and revoked_at is null`,
        [id, clock.now()],
      );
    });
  }

  async function setExperiment(
    actor: AuthUser,
    id: string,
    experiment: { name: string; isAvailable: boolean },
  ): Promise<UserRow> {
    return change(actor, id, 'experimentSet', undefined, async (tx, row) => {
      const others = row.experiments.filter((item) => item.name !== experiment.name);
      await tx.query('update users set experiments = $2::text::jsonb where id = $1', [
        id,
        json([...others, experiment]),
      ]);
    });
  }

  async function removeExperiment(actor: AuthUser, id: string, name: string): Promise<UserRow> {
    return change(actor, id, 'experimentRemove', undefined, async (tx, row) => {
      if (!row.experiments.some((item) => item.name === name)) throw notFound('Experiment');
      await tx.query('update users set experiments = $2::text::jsonb where id = $1', [
        id,
        json(row.experiments.filter((item) => item.name !== name)),
      ]);
    });
  }

  async function setImage(
    actor: AuthUser,
    id: string,
    image: { key: string; name: string },
  ): Promise<{ row: UserRow; previousKey: string | null }> {
    let previousKey: string | null = null;
    const row = await change(actor, id, 'imageChange', undefined, async (tx, before) => {
      previousKey = before.image_key;
      await tx.query('update users set image_key = $2, image_name = $3 where id = $1', [
        id,
        image.key,
        image.name,
      ]);
    });
    return { row, previousKey };
  }

  return { update, setPassword, remove, setExperiment, removeExperiment, setImage };
}

import { apiMessage, can, type UserUpdate } from '@staydesk/domain';
import { isUniqueViolation, type Transaction } from '../../db/database.js';
import { updateRecord } from '../../db/records.js';
import type { AppDeps, AuthUser } from '../../http/context.js';
import { fieldMessages, forbidden, notFound, refusal } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { assertCanManage } from './policy.js';
import { type UserRow, type UserValues, userKind } from './repository.js';

export const EMAIL_TAKEN = 'An account with this email already exists';

export function createUserService(deps: AppDeps) {
  const { db, clock } = deps;

  /**
   * A change to an account through the shared record lifecycle (lock → 404 for a missing or
   * deleted account → stale version 409 → update → audit), after checking the caller may
   * manage it. `apply` returns the new values from the locked row, in the transaction.
   */
  async function change(
    actor: AuthUser,
    id: string,
    action: string,
    version: number | undefined,
    apply: (tx: Transaction, row: UserRow) => Partial<UserValues> | Promise<Partial<UserValues>>,
    deleted?: boolean,
  ): Promise<UserRow> {
    try {
      return await db.transaction((tx) =>
        updateRecord(
          tx,
          userKind,
          { id, version, live: true },
          (before) => {
            assertCanManage(actor, before);
            return apply(tx, before);
          },
          { actor, at: clock.now() },
          deleted === undefined ? { action } : { action, deleted },
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw refusal(
          409,
          apiMessage('emailTaken'),
          fieldMessages({ email: apiMessage('emailTaken') }),
        );
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
    const { version, ...changes } = patch;
    return change(actor, id, 'update', version, () => changes);
  }

  async function setPassword(actor: AuthUser, id: string, password: string): Promise<UserRow> {
    const passwordHash = await hashPassword(password);
    return change(actor, id, 'passwordChange', undefined, async (tx) => {
      // Every other session of the account ends with the change, in its transaction: there is
      // no moment where the new password is stored and an old session still works. The
      // caller's own session stays signed in.
      await tx.query(
        `update sessions set revoked_at = $3, revoked_reason = 'password changed'
         where user_id = $1 and id <> $2 and revoked_at is null`,
        [id, actor.sessionId, clock.now()],
      );
      return { passwordHash };
    });
  }

  async function remove(
    actor: AuthUser,
    id: string,
    version: number | undefined,
  ): Promise<UserRow> {
    if (actor.id === id) {
      throw refusal(403, apiMessage('ownAccountDelete'), { permissionDenied: true });
    }
    if (!can(actor.role, 'ACCOUNT_DATA')) throw forbidden();
    return change(
      actor,
      id,
      'delete',
      version,
      async (tx) => {
        await tx.query(
          `update sessions set revoked_at = $2, revoked_reason = 'account deleted'
         where user_id = $1 and revoked_at is null`,
          [id, clock.now()],
        );
        return {};
      },
      true,
    );
  }

  async function setExperiment(
    actor: AuthUser,
    id: string,
    experiment: { name: string; isAvailable: boolean },
  ): Promise<UserRow> {
    return change(actor, id, 'experimentSet', undefined, (_tx, row) => {
      const others = row.experiments.filter((item) => item.name !== experiment.name);
      return { experiments: [...others, experiment] };
    });
  }

  async function removeExperiment(actor: AuthUser, id: string, name: string): Promise<UserRow> {
    return change(actor, id, 'experimentRemove', undefined, (_tx, row) => {
      if (!row.experiments.some((item) => item.name === name)) throw notFound('Experiment');
      return { experiments: row.experiments.filter((item) => item.name !== name) };
    });
  }

  async function setImage(
    actor: AuthUser,
    id: string,
    image: { key: string; name: string },
  ): Promise<{ row: UserRow; previousKey: string | null }> {
    let previousKey: string | null = null;
    const row = await change(actor, id, 'imageChange', undefined, (_tx, before) => {
      previousKey = before.imageKey;
      return { imageKey: image.key, imageName: image.name };
    });
    return { row, previousKey };
  }

  return { update, setPassword, remove, setExperiment, removeExperiment, setImage };
}

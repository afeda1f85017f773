import { apiMessage } from '@staydesk/domain';
import { eq, lt } from 'drizzle-orm';
import type { Database, Orm, Transaction } from '../../db/database.js';
import { users } from '../../db/schema.js';
import type { AuthUser } from '../../http/context.js';
import type { Clock } from '../../lib/clock.js';
import { type Coded, fieldMessages, type HttpError, refusal } from '../../lib/errors.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { writeAudit } from '../../services/audit.js';
import { openCredentials, sealCredentials } from './accounting-credentials.js';
import { latestExport } from './accounting-history.js';
import {
  type AccountingProvider,
  AccountingProviderError,
  type AccountingTokens,
} from './accounting-providers.js';
import {
  ACCOUNTING_REDIRECT,
  type AccountingConnection,
  AUTH_STATE_TTL_MS,
} from './accounting-schemas.js';
import { accountingAuthStates, accountingConnections } from './accounting-table.js';

/**
 * The connection to the accounting provider: authorising it (a one-use state kept server-side,
 * then the code exchanged for tokens, stored sealed), forgetting it, the fresh tokens an export
 * sends, and what a provider's failure answers (a lost connection is removed and redirected).
 */

export interface ConnectionDeps {
  db: Database;
  clock: Clock;
  /** The server secret the tokens are sealed under. */
  secret: string;
  /** The provider in force, read at every request. */
  providerOf: () => AccountingProvider;
}

const readConnection = async (orm: Orm, provider: string) =>
  (
    await orm
      .select({
        credentials: accountingConnections.credentials,
        organisation: accountingConnections.organisation,
        connectedAt: accountingConnections.connectedAt,
        connectedBy: accountingConnections.connectedBy,
        connectedByName: users.fullName,
      })
      .from(accountingConnections)
      .leftJoin(users, eq(users.id, accountingConnections.connectedBy))
      .where(eq(accountingConnections.provider, provider))
  )[0] ?? null;

/** Removes the provider's connection; true when there was one. */
async function forget(tx: Transaction, provider: string): Promise<boolean> {
  const removed = await tx.orm
    .delete(accountingConnections)
    .where(eq(accountingConnections.provider, provider))
    .returning({ provider: accountingConnections.provider });
  return removed.length > 0;
}

const redirectUriOf = (client: string) =>
  `${client.replace(/\/+$/, '')}/dashboard/invoices/confirmation`;

export function accountingConnection({ db, clock, secret, providerOf }: ConnectionDeps) {
  const notConnected = (provider: AccountingProvider, why?: Coded) =>
    refusal(409, why ?? apiMessage('accountingNotConnected', { provider: provider.name }), {
      redirectTo: ACCOUNTING_REDIRECT,
    });

  /** A provider's failure as the API answers it; a lost connection is removed and redirected. */
  async function providerFailure(
    provider: AccountingProvider,
    error: unknown,
    actor: AuthUser | null,
  ): Promise<HttpError> {
    if (!(error instanceof AccountingProviderError)) throw error;
    if (error.reason === 'unreachable') return refusal(503, error.coded);
    if (error.reason === 'refused') return refusal(422, error.coded);
    await db.transaction(async (tx) => {
      if (await forget(tx, provider.id)) {
        await writeAudit(tx, {
          actorId: actor?.id ?? null,
          action: 'delete',
          recordType: 'accountingConnection',
          recordId: provider.id,
          recordName: `${provider.name} (refused by the provider)`,
          changes: { connected: { from: true, to: false } },
          at: clock.now(),
        });
      }
    });
    return notConnected(provider, error.coded);
  }

  async function view(): Promise<AccountingConnection> {
    const provider = providerOf();
    const row = provider.needsConnection
      ? await db.read((orm) => readConnection(orm, provider.id))
      : null;
    const last = await db.read(latestExport);
    return {
      provider: { id: provider.id, name: provider.name, needsConnection: provider.needsConnection },
      connected: row !== null,
      ready: !provider.needsConnection || row !== null,
      connectedAt: row ? row.connectedAt.toISOString() : null,
      connectedBy:
        row?.connectedBy != null
          ? { id: row.connectedBy, fullName: row.connectedByName ?? '' }
          : null,
      organisation: row ? row.organisation || null : null,
      lastExport: last,
    };
  }

  /** The tokens of the provider's connection, fresh; a redirect when there is none that works. */
  async function tokensFor(
    provider: AccountingProvider,
    user: AuthUser,
  ): Promise<AccountingTokens | null> {
    if (!provider.needsConnection) return null;
    const row = await db.read((orm) => readConnection(orm, provider.id));
    if (!row) throw notConnected(provider);
    const tokens = openCredentials(row.credentials, secret);
    if (!tokens) {
      throw await providerFailure(
        provider,
        new AccountingProviderError(
          'unauthorised',
          apiMessage('accountingConnectionUnreadable', { provider: provider.name }),
        ),
        user,
      );
    }
    let fresh: AccountingTokens;
    try {
      fresh = await provider.refreshIfNeeded(tokens, clock.now());
    } catch (error) {
      throw await providerFailure(provider, error, user);
    }
    if (fresh !== tokens) {
      await db.transaction((tx) =>
        tx.orm
          .update(accountingConnections)
          .set({ credentials: sealCredentials(fresh, secret) })
          .where(eq(accountingConnections.provider, provider.id)),
      );
    }
    return fresh;
  }

  /** Starts authorising: the address to send the browser to. 422 when none is needed. */
  async function start(
    user: AuthUser,
    client: string,
  ): Promise<{ provider: AccountingProvider; authorisationUrl: string }> {
    const provider = providerOf();
    if (!provider.needsConnection) {
      throw refusal(422, apiMessage('accountingNeedsNoConnection', { provider: provider.name }));
    }
    const state = randomToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.orm.delete(accountingAuthStates).where(lt(accountingAuthStates.expiresAt, now));
      await tx.orm.insert(accountingAuthStates).values({
        stateHash: hashToken(state, secret),
        provider: provider.id,
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + AUTH_STATE_TTL_MS),
      });
    });
    return {
      provider,
      authorisationUrl: provider.authorisationUrl({ state, redirectUri: redirectUriOf(client) }),
    };
  }

  /** Finishes authorising with the code and the one-use state the provider sent back. */
  async function confirm(
    answer: { code: string; state: string },
    user: AuthUser,
    client: string,
  ): Promise<AccountingProvider> {
    const provider = providerOf();
    const now = clock.now();
    const [used] = await db.transaction((tx) =>
      tx.orm
        .delete(accountingAuthStates)
        .where(eq(accountingAuthStates.stateHash, hashToken(answer.state, secret)))
        .returning({
          provider: accountingAuthStates.provider,
          userId: accountingAuthStates.userId,
          expiresAt: accountingAuthStates.expiresAt,
        }),
    );
    if (!used || used.provider !== provider.id || used.userId !== user.id) {
      throw refusal(
        400,
        apiMessage('accountingStateUnknown'),
        fieldMessages({ state: apiMessage('authorisationNotUnderWay') }),
      );
    }
    if (used.expiresAt.getTime() <= now.getTime()) {
      throw refusal(
        400,
        apiMessage('accountingStateExpired'),
        fieldMessages({ state: apiMessage('authorisationExpired') }),
      );
    }
    let tokens: AccountingTokens;
    try {
      tokens = await provider.exchangeCode({
        code: answer.code,
        redirectUri: redirectUriOf(client),
        now,
      });
    } catch (error) {
      if (error instanceof AccountingProviderError) {
        throw refusal(error.reason === 'unreachable' ? 503 : 422, error.coded);
      }
      throw error;
    }
    const connection = {
      credentials: sealCredentials(tokens, secret),
      organisation: tokens.organisation.slice(0, 200),
      connectedAt: now,
      connectedBy: user.id,
    };
    await db.transaction(async (tx) => {
      await tx.orm
        .insert(accountingConnections)
        .values({ provider: provider.id, ...connection })
        .onConflictDoUpdate({ target: accountingConnections.provider, set: connection });
      await writeAudit(tx, {
        actorId: user.id,
        action: 'create',
        recordType: 'accountingConnection',
        recordId: provider.id,
        recordName: provider.name,
        changes: { connected: { to: true }, organisation: { to: tokens.organisation } },
        at: now,
      });
    });
    return provider;
  }

  /** Forgets the provider's authorisation (audited when there was one). */
  async function disconnect(user: AuthUser): Promise<AccountingProvider> {
    const provider = providerOf();
    await db.transaction(async (tx) => {
      if (await forget(tx, provider.id)) {
        await writeAudit(tx, {
          actorId: user.id,
          action: 'delete',
          recordType: 'accountingConnection',
          recordId: provider.id,
          recordName: provider.name,
          changes: { connected: { from: true, to: false } },
          at: clock.now(),
        });
      }
    });
    return provider;
  }

  return { view, tokensFor, providerFailure, start, confirm, disconnect };
}

export type AccountingConnectionService = ReturnType<typeof accountingConnection>;

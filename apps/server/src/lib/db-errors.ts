import { apiMessage } from '@staydesk/domain';
import { BudgetSpent } from './budget.js';
import { type HttpError, refusal, timedOut, unavailable } from './errors.js';

/**
 * The SQLSTATE of a database error, wherever the driver put it: node-postgres and PGlite set
 * `code` on their error, Drizzle wraps it as the `cause` of its own.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}

/**
 * The connection was lost or could not be made (the server restarting, an administrator ending
 * sessions, a network fault): SQLSTATE class 08, admin/crash shutdown, the server starting up or
 * out of connection slots, and the errors node-postgres and the socket raise themselves.
 */
const CONNECTION_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

export function isConnectionLoss(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && (CONNECTION_STATES.test(code) || SOCKET_CODES.has(code)))
      return true;
    const message: unknown = Reflect.get(current, 'message');
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}

/** query_canceled: a statement timeout, or the request's budget cancelling its statement. */
export const isCancelled = (error: unknown): boolean => sqlState(error) === '57014';

/** Serialization failure and deadlock: the transaction did nothing and may simply run again. */
export const RETRYABLE_STATES = new Set(['40001', '40P01']);

export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE_STATES.has(state);
}

/** How often a transaction runs before a serialization failure or deadlock is answered 409. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs a whole transaction again after a serialization failure or a deadlock (PostgreSQL rolled
 * it all back), up to TRANSACTION_ATTEMPTS times with a short random pause; what still fails
 * reaches the HTTP layer as a 409. Safe because a transaction's work only touches the database
 * (mail and files are sent outside transactions).
 */
export async function withRetries<T>(once: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/**
 * A database error that reached the HTTP layer, as the answer it deserves: a
 * constraint the input broke is the caller's 4xx, a conflict that survived the retries is a 409.
 * Anything else stays a 500 (a bug), so this answers undefined for it.
 */
export function httpErrorForDatabase(error: unknown): HttpError | undefined {
  // Out of time or out of connection: the request did not complete, and may simply be sent again.
  if (error instanceof BudgetSpent || isCancelled(error)) return timedOut();
  if (isConnectionLoss(error)) return unavailable();
  const state = sqlState(error);
  if (state === undefined) return undefined;
  if (state === '23505') return refusal(409, apiMessage('duplicateRecord'));
  if (state === '23503') return refusal(400, apiMessage('missingReference'));
  if (state === '23514' || state === '23502') return refusal(400, apiMessage('valueNotAllowed'));
  if (RETRYABLE_STATES.has(state)) return refusal(409, apiMessage('concurrentChange'));
  // 22xxx: data exceptions (string too long 22001, invalid text 22P02, NUL 22021, out of range
  // 22003); 54000: program limit exceeded (an index row too large).
  if (state.startsWith('22') || state === '54000') return refusal(400, apiMessage('valueInvalid'));
  return undefined;
}

import { SESSION_MAX_AGE_MS } from '@staydesk/domain';
import { readItem, removeItem, type StorageArea, writeItem } from './storage';

/**
 * The session of spec §3/§4: token, refreshToken and userId, plus the sign-in time that bounds
 * it to 24 hours. 'Remember Me' keeps it in local storage; otherwise in session storage, so it
 * ends with the tab.
 */
export interface Session {
  token: string;
  refreshToken: string | null;
  userId: string;
  signedInAt: number;
}

const keys = ['token', 'refreshToken', 'userId', 'signedInAt'] as const;

type Listener = () => void;
const listeners = new Set<Listener>();

/** In-memory copy: the "session state" of spec §4, read first. */
let current: Session | null | undefined;

function readFrom(which: StorageArea): Session | null {
  const token = readItem(which, 'token');
  const userId = readItem(which, 'userId');
  if (!token || !userId) return null;
  const signedInAt = Number(readItem(which, 'signedInAt'));
  return {
    token,
    userId,
    refreshToken: readItem(which, 'refreshToken'),
    // A session stored without a time predates this rule: treat it as started now.
    signedInAt: Number.isFinite(signedInAt) && signedInAt > 0 ? signedInAt : Date.now(),
  };
}

function areaHolding(): StorageArea {
  return readItem('local', 'token') ? 'local' : 'session';
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (current === undefined) current = readFrom('session') ?? readFrom('local');
  return current;
}

export function isExpired(session: Session, now = Date.now()): boolean {
  return now - session.signedInAt >= SESSION_MAX_AGE_MS;
}

/** Signed in = a token in session state or local storage (spec §4), not past its 24 hours. */
export function isSignedIn(): boolean {
  const session = getSession();
  return session !== null && !isExpired(session);
}

export function startSession(
  input: { token: string; refreshToken?: string | null; userId: string },
  rememberMe: boolean,
): void {
  clearSession({ silent: true });
  removeItem('session', 'sessionEnded');
  const which: StorageArea = rememberMe ? 'local' : 'session';
  const session: Session = {
    token: input.token,
    refreshToken: input.refreshToken ?? null,
    userId: input.userId,
    signedInAt: Date.now(),
  };
  writeItem(which, 'token', session.token);
  writeItem(which, 'userId', session.userId);
  writeItem(which, 'signedInAt', String(session.signedInAt));
  if (session.refreshToken) writeItem(which, 'refreshToken', session.refreshToken);
  current = session;
  notify();
}

/** Stores the tokens a refresh returned, keeping where and when the session started. */
export function replaceTokens(token: string, refreshToken?: string | null): void {
  const session = getSession();
  if (!session) return;
  const which = areaHolding();
  writeItem(which, 'token', token);
  if (refreshToken) writeItem(which, 'refreshToken', refreshToken);
  current = { ...session, token, refreshToken: refreshToken ?? session.refreshToken };
  notify();
}

export function clearSession(options: { silent?: boolean } = {}): void {
  for (const which of ['local', 'session'] as const) {
    for (const key of keys) removeItem(which, key);
  }
  current = null;
  if (!options.silent) notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Milliseconds until the 24-hour limit, or 0 when already past it. */
export function msUntilExpiry(session: Session, now = Date.now()): number {
  return Math.max(0, session.signedInAt + SESSION_MAX_AGE_MS - now);
}

/** Marks that a session was ended by the server (not by Log Out), for the sign-in screen to say so. */
export function markSessionEnded(): void {
  writeItem('session', 'sessionEnded', '1');
}

/**
 * Whether the last session was ended by the server. The mark stays until the next sign-in, so
 * that the sign-in screen says it however many times it mounts on the way there.
 */
export function wasSessionEnded(): boolean {
  return readItem('session', 'sessionEnded') === '1';
}

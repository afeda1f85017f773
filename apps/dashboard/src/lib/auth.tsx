import {
  type Company,
  companySchema,
  currentUserResponseSchema,
  messageResponseSchema,
  type RoleGrants,
  type User,
  usersResponseSchema,
} from '@staydesk/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { paths } from '../config/paths';
import { api } from './api-client';
import { navigateTo } from './navigation';
import {
  clearSession,
  getSession,
  isExpired,
  isSignedIn,
  msUntilExpiry,
  type Session,
  subscribeSession,
} from './session';

/** Session, sign-in/out and the current-user context of spec §3/§4. */

/** GET /api/companies answers `{ companies }` with its paging (spec §7). */
export const companiesResponseSchema = z.object({ companies: z.array(companySchema) });

/** SWR keys of the three start-up calls; the key is the API path. */
export const sessionKeys = {
  currentUser: '/api/auth/me',
  // `all=true`: every active account on one page, as start-up and pickers need.
  users: '/api/v1/users?all=true',
  companies: '/api/companies',
} as const;

/** Logout of spec §4: on a 200 from the server, clear the session and go to /signin. */
export async function logOut(): Promise<void> {
  await api.post('/api/auth/logout', undefined, messageResponseSchema);
  clearSession();
  navigateTo(paths.signIn.href(), { replace: true });
}

function snapshot(): Session | null {
  return getSession();
}

/** The live session (token, refreshToken, userId, signedInAt), or null when signed out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot);
}

export function useIsSignedIn(): boolean {
  useSession();
  return isSignedIn();
}

/**
 * Ends the session 24 hours after sign-in (spec §4): checked at start-up and by a timer for a
 * tab left open.
 */
export function useSessionExpiry(): void {
  const session = useSession();
  useEffect(() => {
    if (!session) return;
    if (isExpired(session)) {
      clearSession();
      return;
    }
    const timer = setTimeout(() => {
      clearSession();
      navigateTo(paths.signIn.href(), { replace: true });
    }, msUntilExpiry(session));
    return () => clearTimeout(timer);
  }, [session]);
}

export interface CurrentUserContextValue {
  userData: User;
  /** The finance permissions Administration granted per role (useCan reads them). */
  roleGrants: RoleGrants;
  users: readonly User[];
  companies: readonly Company[];
}

const CurrentUserContext = createContext<CurrentUserContextValue | null>(null);

export function CurrentUserProvider({
  value,
  children,
}: {
  value: CurrentUserContextValue;
  children: ReactNode;
}) {
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

/** The signed-in user with the users and companies loaded at start-up (spec §3). */
export function useCurrentUser(): CurrentUserContextValue {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser is only available inside the dashboard layout');
  return value;
}

export type SessionData =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; value: CurrentUserContextValue };

/**
 * The three start-up calls. Three SWR hooks in one component start together, so the requests
 * run in parallel (no waterfall); the caller renders only when all three have succeeded.
 */
export function useSessionData(): SessionData {
  const me = useSWR(sessionKeys.currentUser, (key: string) =>
    api.get(key, currentUserResponseSchema),
  );
  const users = useSWR(sessionKeys.users, (key: string) => api.get(key, usersResponseSchema));
  const companies = useSWR(sessionKeys.companies, (key: string) =>
    api.get(key, companiesResponseSchema),
  );
  const retry = useCallback(() => {
    void me.mutate();
    void users.mutate();
    void companies.mutate();
  }, [me.mutate, users.mutate, companies.mutate]);

  if (me.data && users.data && companies.data) {
    return {
      status: 'ready',
      value: {
        userData: me.data.userData,
        roleGrants: me.data.roleGrants,
        users: users.data.users,
        companies: companies.data.companies,
      },
    };
  }
  const error = me.error ?? users.error ?? companies.error;
  if (error) return { status: 'error', error, retry };
  return { status: 'loading' };
}

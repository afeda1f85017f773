import { type ScreenHrefArgs, type ScreenName, screenHref } from '@staydesk/domain';

/**
 * The public routes of spec §2 (sign-in, public pages, errors): `path` is what the router
 * matches, `href` builds the address. Dashboard screens live in the domain's SCREENS (shared
 * with the server's links); link to them with `href('clientDetail', { clientId })`.
 */

/** The address of a dashboard screen, typed by its route parameters. */
export function href<N extends ScreenName>(name: N, ...args: ScreenHrefArgs<N>): string {
  return screenHref(name, ...args);
}

function withQuery(base: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export type ErrorType = 'timeout' | 'permissionDenied';

export const paths = {
  landing: { path: '/', href: () => '/' },
  signIn: {
    path: '/signin',
    href: (from?: string) => withQuery('/signin', { from }),
  },
  /** Sign-up: the spec leaves its route open; this one mirrors /signin. */
  signUp: { path: '/signup', href: () => '/signup' },
  publicProperty: {
    path: '/public/property/:propertyId',
    href: (propertyId: string) => `/public/property/${encodeURIComponent(propertyId)}`,
  },
  publicRequestProperty: {
    path: '/public/request-property',
    href: () => '/public/request-property',
  },
  publicRequestConfirmation: {
    path: '/public/request-property/confirmation',
    href: (reference?: string) => withQuery('/public/request-property/confirmation', { reference }),
  },
  recoverPassword: { path: '/recover-password', href: () => '/recover-password' },
  newPassword: {
    path: '/new-password/:resetToken',
    href: (resetToken: string) => `/new-password/${encodeURIComponent(resetToken)}`,
  },
  /** The link mailed at sign-up (the server's CLIENT_URL/verify-email/<token>). */
  verifyEmail: {
    path: '/verify-email/:token',
    href: (token: string) => `/verify-email/${encodeURIComponent(token)}`,
  },
  error: {
    path: '/error',
    href: (type?: ErrorType) => withQuery('/error', { type }),
  },
} as const;

import type { MiddlewareHandler } from 'hono';
import { isHttps } from './client.js';
import type { AppEnv } from './context.js';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Every powerful browser feature switched off. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/**
 * Security headers on every answer. The CSP suits the served dashboard: its own scripts and
 * styles, images from the file host, API calls to the global and scraper addresses.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const urls = c.get('urls');
    const connect = new Set(["'self'", originOf(urls.global), originOf(urls.scraper)]);
    const images = new Set(["'self'", 'data:', 'blob:', originOf(urls.files)]);
    connect.delete(undefined);
    images.delete(undefined);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The dashboard uses none of these powerful features; nothing it embeds may either.
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        // Inline style attributes are set by the UI library at run time.
        "style-src 'self' 'unsafe-inline'",
        `img-src ${[...images].join(' ')}`,
        `connect-src ${[...connect].join(' ')}`,
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    if (isHttps(c)) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/**
 * CORS for the client url only (with credentials, for the refresh cookie). Same-origin calls
 * need none; any other origin gets no CORS headers, so browsers refuse to read its answers.
 */
export function corsForClient(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && originOf(c.get('urls').client) === origin;
    if (c.req.method === 'OPTIONS' && origin) {
      if (!allowed) return c.body(null, 403);
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          c.req.header('access-control-request-headers') ??
          'authorization, content-type, x-refresh-token',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Vary', 'Origin', { append: true });
    }
  };
}

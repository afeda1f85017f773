import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.js';

/** The caller's address as the socket sees it (no proxy header is trusted by default). */
export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

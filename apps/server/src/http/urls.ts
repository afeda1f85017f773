import type { Context } from 'hono';
import type { Config } from '../config.js';
import type { AppEnv, PublicUrls } from './context.js';

/**
 * The client settings of spec §5 for this request. Each one set in the environment wins;
 * otherwise it follows the origin the request came to, so the same build works on any port —
 * except the client URL, which reset links and CORS trust: it comes from the configuration only
 * (CLIENT_URL, or `http://localhost:PORT` outside production), never from a request header.
 */
export function publicUrls(config: Config, c: Context<AppEnv>): PublicUrls {
  const forwardedProto = c.req.header('x-forwarded-proto');
  const url = new URL(c.req.url);
  const origin = `${forwardedProto === 'https' ? 'https:' : url.protocol}//${url.host}`;
  return {
    origin,
    global: config.urls.global ?? origin,
    client: config.clientUrl,
    scraper: config.urls.scraper ?? `${origin}/scraper`,
    files: config.urls.files ?? `${origin}/files`,
  };
}

import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { CONTENT_TYPES } from '../../services/images.js';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The longest file key (encoded) worth looking up: server-made keys are far shorter. */
const MAX_FILE_KEY_LENGTH = 300;

/** The client configuration of spec §5 for this request, for the built dashboard. */

export function clientConfig(deps: AppDeps, urls: AppEnv['Variables']['urls']) {
  return {
    NODE_ENV: deps.config.env,
    GLOBAL_URL: urls.global,
    CLIENT_URL: urls.client,
    SCRAPER_URL: urls.scraper,
    MAPS_KEY: deps.config.mapsKey,
    CLOUD_FILE_HOST_URL: urls.files,
    CHAT_LINK_URL: deps.config.chatLinkUrl,
    BRAND: deps.config.brand,
  };
}

const NOT_BUILT = `Staydesk's API is running, but the dashboard has not been built yet.

Build it with:   pnpm --filter @staydesk/dashboard build
(or start everything with:   npm start)

The API is at /api (documentation at /api/docs).
`;

/** Paths the dashboard fallback never answers: they belong to the API and its services. */
const RESERVED = /^\/(api|files|scraper)(\/|$)|^\/config\.js$/;

export function mountWeb(deps: AppDeps) {
  return (app: Hono<AppEnv>) => {
    app.get('/config.js', (c) => {
      const body = `window.__STAYDESK_CONFIG__ = ${JSON.stringify(clientConfig(deps, c.get('urls')))};\n`;
      return c.body(body, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    });

    app.get('/files/*', async (c) => {
      const raw = c.req.path.slice('/files/'.length);
      // Keys are server-made and short; a longer one cannot exist (and would be ENAMETOOLONG).
      if (raw.length > MAX_FILE_KEY_LENGTH) return c.json({ message: 'File not found' }, 404);
      const key = decodeURIComponent(raw);
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      const type = CONTENT_TYPES[extension];
      if (!type || !/^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/.test(key) || key.includes('..')) {
        return c.json({ message: 'File not found' }, 404);
      }
      const bytes = await deps.files.get(key);
      if (!bytes) return c.json({ message: 'File not found' }, 404);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': type,
        // Keys are never reused (a new upload gets a new key), so files can be cached for good.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    });

    const root = resolve(deps.config.dashboardDist);
    app.get('*', async (c, next) => {
      if (RESERVED.test(c.req.path)) return next();
      const indexPath = join(root, 'index.html');
      if (!existsSync(indexPath)) {
        return c.text(NOT_BUILT, 200, { 'Cache-Control': 'no-cache' });
      }
      const requested = resolve(join(root, decodeURIComponent(c.req.path)));
      if (requested.startsWith(root + sep) && extname(requested) !== '') {
        const info = await stat(requested).catch(() => undefined);
        if (info?.isFile()) {
          const hashed = c.req.path.startsWith('/assets/');
          return c.body(new Uint8Array(await readFile(requested)), 200, {
            'Content-Type': MIME[extname(requested).toLowerCase()] ?? 'application/octet-stream',
            'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          });
        }
        // A missing asset is a 404, not the app: a stale chunk must fail loudly.
        if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
      }
      return c.body(new Uint8Array(await readFile(indexPath)), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    });
  };
}

import { resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/context.js';
import { notFound } from '../../lib/errors.js';
import { CONTENT_TYPES } from '../../services/images.js';
import { IndexPages } from './preloads.js';
import {
  acceptedEncodings,
  DashboardFiles,
  pickEncoding,
  type StaticFile,
} from './static-files.js';

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
      const missing = () => {
        const refused = notFound('File');
        return c.json({ message: refused.message, ...refused.signals }, 404);
      };
      const raw = c.req.path.slice('/files/'.length);
      // Keys are server-made and short; a longer one cannot exist (and would be ENAMETOOLONG).
      if (raw.length > MAX_FILE_KEY_LENGTH) return missing();
      const key = decodeURIComponent(raw);
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      const type = CONTENT_TYPES[extension];
      if (!type || !/^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/.test(key) || key.includes('..')) {
        return missing();
      }
      const bytes = await deps.files.get(key);
      if (!bytes) return missing();
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': type,
        // Keys are never reused (a new upload gets a new key), so files can be cached for good.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    });

    const dashboard = new DashboardFiles(resolve(deps.config.dashboardDist));
    const indexPages = new IndexPages(deps.config.brand);
    // Load (and compress) the build while the server starts, not on the first visitor's time.
    void dashboard.current().catch(() => undefined);
    app.get('*', async (c, next) => {
      if (RESERVED.test(c.req.path)) return next();
      // Malformed percent-encoding throws here: answered 400 by the app's error handler.
      const path = decodeURIComponent(c.req.path);
      const bundle = await dashboard.current();
      if (!bundle) return c.text(NOT_BUILT, 200, { 'Cache-Control': 'no-cache' });
      const index = bundle.get('/index.html');
      // The map holds only the build's own files, so `..` or any other path outside it just misses.
      const file = path === '/' || path === '/index.html' ? undefined : bundle.get(path);
      if (file) {
        const hashed = path.startsWith('/assets/');
        return sendFile(c, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
      // A missing asset is a 404, not the app: a stale chunk must fail loudly.
      if (path.startsWith('/assets/') || !index) return c.text('Not found', 404);
      return sendFile(c, indexPages.for(bundle, index, path), 'no-cache');
    });
  };
}

/** Answers `file` in the smallest encoding the client accepts, from memory. */
function sendFile(c: Context<AppEnv>, file: StaticFile, cacheControl: string) {
  const { encoding, body } = pickEncoding(file, acceptedEncodings(c.req.header('accept-encoding')));
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    'Content-Length': String(body.byteLength),
    // Caches must key on the encoding: the same URL answers different bytes per client.
    Vary: 'Accept-Encoding',
  };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return c.body(body, 200, headers);
}

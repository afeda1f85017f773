import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { routePreloads } from './build/route-preloads.ts';

/** Every path the API server answers; the dev server forwards them so the app stays same-origin. */
const serverPaths = ['/api', '/account', '/files', '/config.js', '/scraper'];
const serverOrigin = process.env.STAYDESK_DEV_SERVER ?? 'http://localhost:3000';

/**
 * The client settings of spec §5. In development they may also come from the repository's `.env`
 * (read by Vite through these prefixes) when the API server does not answer `/config.js`.
 */
const clientSettingNames = [
  'GLOBAL_URL',
  'CLIENT_URL',
  'SCRAPER_URL',
  'MAPS_KEY',
  'CLOUD_FILE_HOST_URL',
  'CHAT_LINK_URL',
  'BRAND',
];

/**
 * React Router's package exports name only its development build, warnings included
 * (https://github.com/remix-run/react-router/issues/14102); a production build takes the
 * production build it ships beside it.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development([\\/])index\.m?js$/, 'production$1index.mjs');

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** Below this a compressed copy saves less than its headers cost (as the server judges). */
const MIN_COMPRESS_BYTES = 256;

/**
 * Two pages: the dashboard (index.html) and the sign-in page (signin.html, the first screen of
 * most visits), which loads React, the form and the sign-in call and none of the dashboard's
 * router, data layer or module table. The server answers signin.html at /signin.
 *
 * `vite build` imports @staydesk/ui and @staydesk/domain as published: their built `dist` (build
 * them first; `npm start` and the end-to-end script do). The dev server reads their TypeScript
 * through the workspace's private `@staydesk/source` export condition, so an edit shows at once.
 */
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria's strings in the two languages the dashboard speaks; other locales fall back
    // to en-US.
    optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] }),
    routePreloads({ signIn: 'signin.html' }),
    // `x.br` and `x.gz` beside every text file, at the best levels: the server sends them by
    // Accept-Encoding without compressing at start (apps/server/src/modules/web).
    compression({
      threshold: MIN_COMPRESS_BYTES,
      exclude: /\.map$/,
      algorithms: [
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
      ],
    }),
    // Source maps, fetched only by devtools: a quick brotli.
    compression({
      threshold: MIN_COMPRESS_BYTES,
      include: /\.map$/,
      algorithms: [
        defineAlgorithm('gzip', { level: 6 }),
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      ],
    }),
  ],
  envDir: '../..',
  envPrefix: ['VITE_', ...clientSettingNames],
  resolve:
    command === 'build'
      ? {
          alias: [{ find: /^react-router$/, replacement: reactRouterProduction }],
          conditions: [...defaultClientConditions],
        }
      : { conditions: ['@staydesk/source', ...defaultClientConditions] },
  server: {
    proxy: Object.fromEntries(
      // The Host header is kept, so /config.js answers this dev server's origin as GLOBAL_URL.
      serverPaths.map((path) => [path, { target: serverOrigin }]),
    ),
  },
  build: {
    // Read by build/route-preloads.ts and the bundle budget test (scripts/bundle-budget.mjs).
    manifest: true,
    sourcemap: true,
    // The polyfill fetches what `<link rel="modulepreload">` names in browsers without it (Safari
    // before 17), where the modules then load as their imports are found: slower, not broken.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: page('index.html'), signin: page('signin.html') },
      // Required by experimentalInlineCommonChunks; the pages' entries export nothing anyway.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Each route is a lazy chunk (lib/chunk.ts), and ~100 of them share code in so many
          // combinations that the default splitting gave the first list ~86 files, most under
          // 2 KiB, each a round trip on HTTP/1.1. Common chunks under 16 KiB are copied into the
          // chunks that read them instead (https://rolldown.rs/in-depth/inline-common-chunks):
          // 14 files and 8 KiB gzip less (bundle budget test).
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          groups: [
            // React changes rarely: one file both pages share, cached across releases.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
          ],
        },
      },
    },
  },
}));

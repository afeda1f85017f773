import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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

const require = createRequire(import.meta.url);

/**
 * Resolves `@staydesk/*` imports to the TypeScript their package.json `exports` name under the
 * `source` condition. The condition is applied to our packages only: react-aria-components and
 * @internationalized/* also publish `source` exports, pointing at files their tarballs lack, and a
 * global `resolve.conditions: ['source']` breaks the dev server on them.
 */
function workspaceSources(): Plugin {
  return {
    name: 'staydesk-workspace-sources',
    enforce: 'pre',
    resolveId(id) {
      const match = /^(@staydesk\/[^/]+)(\/.+)?$/.exec(id);
      if (!match?.[1]) return null;
      const manifestPath = require.resolve(`${match[1]}/package.json`);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        exports?: Record<string, unknown>;
      };
      const entry = manifest.exports?.[`.${match[2] ?? ''}`];
      const source =
        typeof entry === 'object' && entry !== null && 'source' in entry ? entry.source : null;
      return typeof source === 'string' ? resolve(dirname(manifestPath), source) : null;
    },
  };
}

export default defineConfig({
  plugins: [workspaceSources(), react(), vanillaExtractPlugin()],
  envDir: '../..',
  envPrefix: ['VITE_', ...clientSettingNames],
  resolve: {
    conditions: [...defaultClientConditions],
  },
  server: {
    proxy: Object.fromEntries(
      // The Host header is kept, so /config.js answers this dev server's origin as GLOBAL_URL.
      serverPaths.map((path) => [path, { target: serverOrigin }]),
    ),
  },
  build: {
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes rarely: a separate chunk stays cached across releases.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            {
              name: 'data',
              test: /[\\/]node_modules[\\/](swr|redaxios|zod)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

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
 * `vite build` imports @staydesk/ui and @staydesk/domain as published: their built `dist` (build
 * them first; `npm start` and the end-to-end script do), the style sheets included. The dev
 * server reads their TypeScript instead, through the workspace's private `@staydesk/source`
 * export condition, so an edit to a component shows at once; vanilla-extract then compiles each
 * component's `.css.ts`, and the exported style sheets resolve to an empty file.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  envDir: '../..',
  envPrefix: ['VITE_', ...clientSettingNames],
  resolve: {
    conditions:
      command === 'serve'
        ? ['@staydesk/source', ...defaultClientConditions]
        : [...defaultClientConditions],
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
}));

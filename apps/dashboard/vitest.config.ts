import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM, chromiumArgs } from '../../scripts/chromium.mjs';

/**
 * The dashboard's own tests, no server needed (its end-to-end tests are Playwright's,
 * scripts/e2e.mjs): `unit`, checks that need no browser; `components`, feature components
 * rendered in Chromium with their data as props and the network answered by the test. The
 * workspace packages are read from their source, so nothing needs building first.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['@staydesk/source', ...defaultServerConditions] },
        ssr: { resolve: { conditions: ['@staydesk/source', ...defaultServerConditions] } },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        resolve: { conditions: ['@staydesk/source', ...defaultClientConditions] },
        // Pre-bundled up front: a dependency found mid-run reloads the browser and fails the file.
        optimizeDeps: {
          include: [
            'react-dom/client',
            'react/jsx-dev-runtime',
            'vitest-browser-react',
            'react-router',
            'swr',
            'swr/mutation',
            'react-aria-components',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod/mini',
            'zod/locales',
            'redaxios',
            '@internationalized/date',
          ],
        },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          // One page for every file (a fresh one per file mostly reloads React and the design
          // system); each test still renders into a container of its own, cleaned before the next.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
            // A failure's message says what was expected; no picture is written beside the test.
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});

import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The dashboard's unit tests: checks that need no browser (its end-to-end tests are Playwright's,
 * scripts/e2e.mjs). The domain package is read from its source, so nothing needs building first.
 */
export default defineConfig({
  resolve: { conditions: ['@staydesk/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@staydesk/source', ...defaultServerConditions] } },
  test: { include: ['src/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node' },
});

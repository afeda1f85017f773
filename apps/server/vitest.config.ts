import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The server suite runs against a real HTTP server and a real database: PGlite by default
 * (each file loads a migrated, seeded template made once in the global setup), PostgreSQL when
 * DATABASE_URL is set (each file in a copy of a seeded template database, or in a schema of its
 * own when the role may not create databases).
 */
export default defineConfig({
  resolve: {
    // The global setup is loaded outside the conditions below, and a fresh clone has no built
    // domain package: point straight at its source, the root and each entity's entry.
    alias: [
      {
        find: /^@staydesk\/domain$/,
        replacement: fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
      },
      {
        find: /^@staydesk\/domain\/(.+)$/,
        replacement: `${fileURLToPath(new URL('../../packages/domain/src/entities/', import.meta.url))}$1.ts`,
      },
    ],
    conditions: ['@staydesk/source', ...defaultServerConditions],
  },
  ssr: { resolve: { conditions: ['@staydesk/source', ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // A PGlite instance takes about 1 GB while it opens: two at a time suit a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's module graph: each file still opens its own server and
    // database (harness.ts), and nothing in src keeps state between apps; what a fresh graph per
    // file cost was importing the server and compiling PGlite's WASM again 43 times (5.7 to
    // 3.1 minutes for the PGlite run on a 2-core machine).
    isolate: false,
    // Scrypt at 2^14 in tests (see src/lib/password.ts); the OWASP cost is checked on its own.
    env: { SCRYPT_TEST_COST: String(2 ** 14) },
    // Generous: other work may share the two cores.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});

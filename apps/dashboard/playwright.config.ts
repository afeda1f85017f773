import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, endToEndBrowserPath } from '../../scripts/chromium.mjs';
import { E2E_ACCESS_TOKEN_SECRET } from './e2e/support/secrets';

/**
 * End-to-end tests against the real, already built server (scripts/e2e.mjs builds it first),
 * driving Debian's Chromium. Each run gets a fresh data directory, so demo data is pristine.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// The config is evaluated again in every worker; they must share the server's directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'staydesk-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  // Generous: sign-in hashes with a memory-hard function, and the machine is shared.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // Three: with the headless shell and no trace per test, the two cores keep three tests busy
  // (the end-to-end run went from 22 to 7.5 minutes on a 2-core machine).
  workers: 3,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: endToEndBrowserPath,
      args: chromiumArgs,
    },
    // A trace recorded for every test (to keep the failures') cost a quarter of the run's time
    // on this machine: a failure keeps its screenshot, and `--trace on` records traces when
    // one is needed (README: end-to-end tests).
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `http://localhost:${port}/api/v1/global/settings`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    // Seeding the demo data takes about a minute on two idle cores and three on busy ones.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Known to the tests, so they can present an expired (but genuine) access token.
      ACCESS_TOKEN_SECRET: E2E_ACCESS_TOKEN_SECRET,
      // NODE_ENV=test (the server's mode for automated suites, see its README): production
      // refuses documented secrets and demo passwords, and ignores SCRYPT_TEST_COST.
      NODE_ENV: 'test',
      DEMO_DATA: '1',
      // The end-to-end server hashes at scrypt's lowest accepted test cost: sign-ins and account
      // creation would otherwise spend the 2-core machine on 128 MiB hashes (production keeps OWASP's).
      SCRYPT_TEST_COST: String(2 ** 14),
      // scripts/e2e.mjs builds into a private directory; without it, the usual dist/.
      ...(process.env.E2E_DASHBOARD_DIST ? { DASHBOARD_DIST: process.env.E2E_DASHBOARD_DIST } : {}),
    },
  },
});

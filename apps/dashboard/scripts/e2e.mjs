// `pnpm --filter @staydesk/dashboard test`: build the packages the dashboard imports, the
// dashboard and the server, then run the end-to-end tests against the built server
// (playwright.config.ts starts it on a fresh data directory). Extra arguments go to
// `playwright test`. The bundle budget (scripts/bundle-budget.mjs) is checked on that build
// first; over budget, the end-to-end tests still run and the command fails at the end. A run of
// chosen specs (arguments given) reports the budget but fails only on its tests: the budget is
// the whole build's, which the full run (the package's `test`, so `npm test`) judges.
//
// The dashboard is built into a private directory and the server is started on a free port:
// several people (or CI jobs) share one working tree, and a concurrent `vite build` into dist/
// or a second run on the same port must not pull the ground from under these tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm } from '../../../scripts/pnpm.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// The dashboard imports the built design system and domain packages: build them first.
pnpm(['--filter', '@staydesk/dashboard^...', 'run', 'build']);
const outDir = mkdtempSync(join(tmpdir(), 'staydesk-e2e-dist-'));
pnpm([
  '--filter',
  '@staydesk/dashboard',
  'exec',
  'vite',
  'build',
  '--outDir',
  outDir,
  '--emptyOutDir',
]);
const budget = spawnSync(
  process.execPath,
  [join(import.meta.dirname, 'bundle-budget.mjs'), outDir],
  { stdio: 'inherit' },
);
// The server (it bundles the domain package from its source).
pnpm(['--filter', '@staydesk/server', 'run', 'build']);
const port = process.env.E2E_PORT ?? String(await freePort());
const e2e = pnpm(
  ['--filter', '@staydesk/dashboard', 'exec', 'playwright', 'test', ...process.argv.slice(2)],
  { env: { E2E_DASHBOARD_DIST: outDir, E2E_PORT: port }, allowFailure: true },
);
const subset = process.argv.length > 2;
if (budget.status !== 0) {
  console.error(
    subset
      ? 'The bundle is over its budget (see the table above); a run of chosen specs does not fail on it.'
      : 'The bundle is over its budget (see the table above).',
  );
}
process.exit(e2e !== 0 || subset ? e2e : (budget.status ?? 1));

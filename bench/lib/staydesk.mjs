// The Staydesk side: the production build as apps/dashboard/scripts/e2e.mjs makes it (the
// packages the dashboard imports, then the dashboard into a private folder, then the server),
// and the built server started with demo data on a fresh data directory.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeLater, run, startProcess } from './process.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const pinnedPnpm = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

/** pnpm as scripts/pnpm.mjs runs it (the one running this script, else the pinned one). */
function pnpm(args, timeoutMs) {
  const execPath = process.env.npm_execpath;
  if (execPath?.includes('pnpm')) {
    return run(process.execPath, [execPath, ...args], { cwd: root, timeoutMs });
  }
  return run('npm', ['exec', '--yes', pinnedPnpm, '--', ...args], { cwd: root, timeoutMs });
}

/** The dashboard build's chunks (both pages): its Vite manifest. */
export function readManifests(outDir) {
  const path = join(outDir, '.vite', 'manifest.json');
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

/** Builds Staydesk for production; the dashboard goes to `outDir`. Returns its manifests. */
export async function buildStaydesk(outDir, { log, timeoutMs }) {
  log('staydesk: building the packages the dashboard imports');
  await pnpm(['--filter', '@staydesk/dashboard^...', 'run', 'build'], timeoutMs);
  log('staydesk: vite build of the dashboard');
  await pnpm(
    [
      '--filter',
      '@staydesk/dashboard',
      'exec',
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    timeoutMs,
  );
  return readManifests(outDir);
}

/**
 * Builds the server and returns the path of a private copy of its main.js (see copyServer);
 * when someone else's build cleaned apps/server/dist in between, builds again (3 tries).
 */
export async function buildServer({ log, timeoutMs }) {
  for (let attempt = 1; ; attempt++) {
    log('staydesk: building the server');
    await pnpm(['--filter', '@staydesk/server', 'run', 'build'], timeoutMs);
    try {
      return copyServer();
    } catch (error) {
      if (attempt === 3) throw error;
      log(`staydesk: ${error instanceof Error ? error.message : error}; building again`);
    }
  }
}

const serverDist = join(root, 'apps/server/dist');

/**
 * A private copy of the built server. Other people building in the same working tree clean
 * apps/server/dist (tsup `clean`) at any moment; the copy lives under apps/server/node_modules
 * so its npm dependencies still resolve, and is removed at the end.
 */
export function copyServer() {
  const missing = ['main.js', 'migrations'].filter((name) => !existsSync(join(serverDist, name)));
  if (missing.length > 0) {
    throw new Error(
      `apps/server/dist has no ${missing.join(', ')} (being rebuilt by someone else?)`,
    );
  }
  const parent = join(root, 'apps/server/node_modules/.staydesk-bench');
  mkdirSync(parent, { recursive: true });
  const copy = mkdtempSync(join(parent, 'server-'));
  cpSync(serverDist, copy, { recursive: true });
  removeLater(copy);
  if (!existsSync(join(copy, 'main.js'))) throw new Error('apps/server/dist changed while copied');
  return join(copy, 'main.js');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (`main`, from copyServer) on a free port with demo data, serving `siteDir` as its dashboard
 * build. Resolves with its base URL once the API answers.
 */
export async function startStaydesk({ main, siteDir, dataDir, timeoutMs }) {
  const port = await freePort();
  const server = startProcess(process.execPath, [main], {
    cwd: root,
    name: 'staydesk server',
    env: {
      NODE_ENV: 'test',
      DEMO_DATA: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DASHBOARD_DIST: siteDir,
      // The bench signs in once per app and then loads pages for minutes: an hour-long access
      // token keeps a token refresh (one more request for either app) out of the timed runs.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = server.failure();
    if (failure) throw new Error(failure);
    try {
      if ((await fetch(`${url}/api/v1/global/settings`)).ok) return url;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`The Staydesk server did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

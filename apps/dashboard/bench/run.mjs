// `pnpm --filter @staydesk/dashboard bench`: what each route costs.
// 1. JavaScript (gzip) each route loads, read from the built dist's Vite manifest.
// 2. Time to the sign-in form and to the first dashboard screen in headless Chromium with the
//    CPU throttled 4x (CDP Emulation.setCPUThrottlingRate), against a running server.
//    BENCH_URL points at one; otherwise the built server is started on a fresh data directory.
// Needs `pnpm --filter @staydesk/dashboard... build` (and the server built) first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { pollPage } from '../../../bench/lib/measure.mjs';
import { CHROMIUM, chromiumArgs } from '../../../scripts/chromium.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(appDir, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

if (!existsSync(manifestPath)) {
  console.error('No build found: run `pnpm --filter @staydesk/dashboard... build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The lazily loaded modules each route needs on top of the entry (see src/app/router.tsx). */
// The dashboard imports the built design system, so the brand theme is its dist entry.
const theme = '../../packages/ui/dist/themes/staydesk.js';
const routeModules = {
  '/signin': [theme, 'src/features/auth/sign-in-route.tsx'],
  '/public/request-property': [theme, 'src/features/public/routes.tsx'],
  '/error': [theme, 'src/features/errors/routes.tsx'],
  '/dashboard': [theme, 'src/features/layout/routes.tsx', 'src/features/home/routes.tsx'],
  '/dashboard/settings': [
    theme,
    'src/features/layout/routes.tsx',
    'src/features/settings/routes.tsx',
  ],
  '/dashboard/companies/list': [
    theme,
    'src/features/layout/routes.tsx',
    'src/features/companies/list-routes.tsx',
  ],
  '/dashboard/enquiries/list': [
    theme,
    'src/features/layout/routes.tsx',
    'src/features/enquiries/list-routes.tsx',
  ],
  '/dashboard/invoices/list': [
    theme,
    'src/features/layout/routes.tsx',
    'src/features/invoices/list-routes.tsx',
  ],
};

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
}

/** A manifest chunk and everything it imports statically, as file names (its style sheets too). */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no ${key}; update bench/run.mjs with the router.`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) files.add(sheet);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

function routeSizes() {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const rows = [];
  for (const [route, modules] of Object.entries(routeModules)) {
    const files = closure(entryKey);
    for (const module of modules) closure(module, files);
    const js = [...files].filter((file) => file.endsWith('.js'));
    const css = [...files].filter((file) => file.endsWith('.css'));
    const kilobytes = (list) => (list.reduce((sum, f) => sum + gzipSize(f), 0) / 1024).toFixed(1);
    rows.push({
      route,
      chunks: js.length,
      'JS gzip (kB)': kilobytes(js),
      'CSS gzip (kB)': kilobytes(css),
    });
  }
  return rows;
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/v1/global/settings`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server at ${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startServer() {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} };
  const port = Number(process.env.BENCH_PORT ?? 3199);
  const main = join(appDir, '..', 'server', 'dist', 'main.js');
  if (!existsSync(main))
    throw new Error('Build the server first: pnpm --filter @staydesk/server build');
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'staydesk-bench-')),
      DASHBOARD_DIST: dist,
      // The demo accounts sign in below; production refuses to start with their password and
      // the default token secrets (as scripts/profile-list.mjs and the root bench start it).
      NODE_ENV: 'test',
      DEMO_DATA: '1',
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await waitForServer(url, 120_000);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Milliseconds from navigation start until the page's `shown` expression holds, on a cold cache,
 * CPU slowed 4x. Asked through the DevTools protocol (bench/lib/measure.mjs pollPage): a
 * Playwright locator would inject Playwright's script into the load being timed.
 */
async function timeTo(browser, url, shown, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  const elapsed = await pollPage(cdp, `(${shown}) && performance.now()`, {
    intervalMs: 50,
    timeoutMs: 90_000,
    what: url,
  });
  await context.close();
  return elapsed;
}

/**
 * A visible button whose text matches `pattern` (a regular expression's source). Text, not the
 * accessible name: the greeting's avatar initials come first (`AHHi, Amelia!`).
 */
const buttonShown = (pattern) =>
  `[...document.querySelectorAll('button')].some((b) => /${pattern}/.test(b.textContent.trim()) && b.checkVisibility())`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timings(baseUrl) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: chromiumArgs,
  });
  try {
    const signInForm = buttonShown('^Sign In$');
    const firstScreen = `${buttonShown('Hi, .+!$')} && document.querySelector('main h1')?.checkVisibility() === true`;

    // One real sign-in (Remember Me keeps the token in local storage for the timed visits).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/signin`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('user@staydesk.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Staydesk-Demo-2026');
    await page.getByText('Remember Me').click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /^Hi, .+!$/ }).waitFor();
    const storageState = await context.storageState();
    await context.close();

    const signIn = [];
    const dashboard = [];
    for (let run = 0; run < RUNS; run++) {
      signIn.push(await timeTo(browser, `${baseUrl}/signin`, signInForm));
      dashboard.push(await timeTo(browser, `${baseUrl}/dashboard`, firstScreen, storageState));
    }
    return [
      {
        measure: 'time to sign-in form (ms)',
        median: Math.round(median(signIn)),
        runs: signIn.map(Math.round).join(' '),
      },
      {
        measure: 'time to first dashboard screen (ms)',
        median: Math.round(median(dashboard)),
        runs: dashboard.map(Math.round).join(' '),
      },
    ];
  } finally {
    await browser.close();
  }
}

console.log('JavaScript and CSS each route loads (gzip, from dist/.vite/manifest.json)');
console.table(routeSizes());
const server = await startServer();
try {
  console.log(
    `Load times in headless Chromium, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} cold runs, ${server.url}`,
  );
  console.table(await timings(server.url));
} finally {
  await server.stop();
}

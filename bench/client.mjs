// `pnpm bench:client`: Staydesk's dashboard and a minimal react-admin app, built for production
// and measured side by side in one run (see bench/README.md for what is measured and why it is
// fair). Prints a table with the ratios and writes bench/results.json. Exits non-zero only when
// the harness itself fails (a build, a server, a page that never shows); the numbers are not
// judged here.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CPU_SLOWDOWN, launchChromium, measureLoad, NETWORK, signInOnce } from './lib/measure.mjs';
import { cleanup, removeLater, run } from './lib/process.mjs';
import { buildReactAdmin } from './lib/react-admin.mjs';
import {
  buildServer,
  buildStaydesk,
  copyServer,
  readManifests,
  root,
  startStaydesk,
} from './lib/staydesk.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUILD_TIMEOUT_MS = 15 * 60_000;
const SERVER_TIMEOUT_MS = 180_000;
const DEMO_EMAIL = 'user@staydesk.test';
const DEMO_PASSWORD = 'Staydesk-Demo-2026';
const resultsPath = fileURLToPath(new URL('results.json', import.meta.url));

const started = Date.now();
function log(message) {
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}

/**
 * One site for both apps, served by the one Staydesk server: Staydesk's build as it is, and
 * react-admin's page as /ra.html with its hashed assets under /assets/ra/ (so they get the same
 * in-memory, precompressed, immutable delivery as Staydesk's /assets/).
 */
function composeSite(siteDir, staydeskDist, raDist) {
  cpSync(staydeskDist, siteDir, { recursive: true });
  const place = (from, to) => {
    if (existsSync(join(siteDir, to))) throw new Error(`Both builds have ${to}`);
    mkdirSync(join(siteDir, to, '..'), { recursive: true });
    cpSync(join(raDist, from), join(siteDir, to), { recursive: true });
  };
  place('assets/ra', 'assets/ra');
  place('index.html', 'ra.html');
  for (const file of ['favicon.ico', 'manifest.json']) {
    if (existsSync(join(raDist, file))) place(file, file);
  }
}

/** The first row of the companies list both apps show: page 1 of GET /api/companies. */
async function firstCompany(baseUrl) {
  const signIn = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`Demo sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { data } = await signIn.json();
  const list = await fetch(`${baseUrl}/api/companies?page=1`, {
    headers: { Authorization: `Bearer ${data.token}` },
  });
  if (!list.ok) throw new Error(`GET /api/companies failed: ${list.status}`);
  const page = await list.json();
  if (!Array.isArray(page.companies) || page.companies.length === 0) {
    throw new Error('GET /api/companies answered no companies: is DEMO_DATA seeding?');
  }
  return { name: page.companies[0].name, rows: page.companies.length, total: page.total };
}

/** How each app is signed in and where its screens are. */
function apps(baseUrl, rowText) {
  return [
    {
      key: 'staydesk',
      label: 'Staydesk',
      signInUrl: `${baseUrl}/signin`,
      listUrl: `${baseUrl}/dashboard/companies/list`,
      async signIn(page, timeout) {
        await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_EMAIL);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
        // Remember Me keeps the token in localStorage, so a new context starts signed in.
        await page.getByText('Remember Me').click();
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByRole('button', { name: /^Hi, .+!$/ }).waitFor({ timeout });
      },
    },
    {
      key: 'reactAdmin',
      label: 'react-admin',
      signInUrl: `${baseUrl}/ra.html`,
      listUrl: `${baseUrl}/ra.html#/companies`,
      async signIn(page, timeout) {
        await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_EMAIL);
        await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        const row = page.getByRole('row').filter({ hasText: rowText }).first();
        await row.waitFor({ timeout });
        // The edit screen works end to end through the dataProvider (getOne, then a PATCH of
        // the legal name, then the list again), so the app measured is a working one.
        await row.click();
        const legalName = page.getByRole('textbox', { name: 'Legal name' });
        await page
          .getByRole('textbox', { name: 'Name' })
          .and(page.locator(`[value=${JSON.stringify(rowText)}]`))
          .waitFor({ timeout });
        const checked = `${await legalName.inputValue()} (edited by the bench)`;
        await legalName.fill(checked);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('row').filter({ hasText: checked }).first().waitFor({ timeout });
      },
    },
  ];
}

/**
 * Waits (at most BENCH_QUIET_WAIT_S, 180 s) for the one-minute load average to fall to the
 * number of cores: on a shared machine other people's builds and tests slow both apps, and
 * unevenly. Goes on regardless after the wait; each run records the load it met.
 */
async function waitForQuietMachine() {
  const limit = Date.now() + Number(process.env.BENCH_QUIET_WAIT_S ?? 180) * 1000;
  const cores = cpus().length;
  while (loadavg()[0] > cores && Date.now() < limit) {
    log(`load average ${loadavg()[0].toFixed(1)} on ${cores} cores: waiting for a quieter machine`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  if (loadavg()[0] > cores) log(`measuring at load average ${loadavg()[0].toFixed(1)} regardless`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The run whose value is the median (for the file list behind a median byte count). */
const medianRun = (runs, pick) => {
  const target = median(runs.map(pick));
  return runs.reduce((best, run) =>
    Math.abs(pick(run) - target) < Math.abs(pick(best) - target) ? run : best,
  );
};

/**
 * Cross-check of the network log against the build: each JS file that arrived must be a chunk of
 * that app's Vite manifest, and gzip (level 9, as the server compresses) of the built file must
 * match the bytes that came over the wire. Scripts outside the build (Staydesk's /config.js,
 * written per request by the server) are counted as they came.
 */
function crossCheck(scripts, siteDir, manifest) {
  const chunks = new Set(Object.values(manifest).map((chunk) => chunk.file));
  let manifestBytes = 0;
  let brotliBytes = 0;
  const notInManifest = [];
  for (const script of scripts) {
    const file = script.path.slice(1);
    if (chunks.has(file)) {
      const built = readFileSync(join(siteDir, file));
      // As the server compresses (static-files.ts): nothing under 256 bytes, gzip 9, brotli 11.
      const small = built.byteLength < 256;
      manifestBytes += small
        ? built.byteLength
        : gzipSync(built, { level: constants.Z_BEST_COMPRESSION }).byteLength;
      brotliBytes += small
        ? built.byteLength
        : brotliCompressSync(built, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }).byteLength;
    } else {
      notInManifest.push(script.path);
      manifestBytes += script.bytes;
      brotliBytes += script.bytes;
    }
  }
  const notGzip = scripts
    .filter((script) => script.encoding !== 'gzip' && script.bytes >= 256)
    .map((script) => `${script.path} (${script.encoding})`);
  return { manifestBytes, brotliBytes, notInManifest, notGzip };
}

function summarise(runs, siteDir, manifest) {
  const summary = {};
  for (const screen of ['signIn', 'list']) {
    const loads = runs.map((run) => run[screen]);
    const typical = medianRun(loads, (load) => load.jsBytes);
    summary[screen] = {
      jsBytes: median(loads.map((load) => load.jsBytes)),
      jsBytesBySettle: median(loads.map((load) => load.jsBytesBySettle)),
      shownAtMs: median(loads.map((load) => load.shownAtMs)),
      longTaskCount: median(loads.map((load) => load.longTaskCount)),
      longestTaskMs: median(loads.map((load) => load.longestTaskMs)),
      blockingMs: median(loads.map((load) => load.blockingMs)),
      maxLongestTaskMs: Math.max(...loads.map((load) => load.longestTaskMs)),
      scripts: typical.scripts,
      ...crossCheck(typical.scripts, siteDir, manifest),
      runs: runs.map((run) => {
        const { scripts, ...rest } = run[screen];
        return { ...rest, scriptCount: scripts.length, loadAverage: run.load };
      }),
    };
  }
  return summary;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => Math.round(value).toLocaleString('en-GB');

function table(results) {
  const { staydesk, reactAdmin } = results.apps;
  const rows = [
    ['JS to show sign-in (KiB gzip, network)', (a) => a.signIn.jsBytes, kib],
    ['same files, gzip of the build (Vite manifest)', (a) => a.signIn.manifestBytes, kib],
    ['same files, brotli 11 (what browsers are sent)', (a) => a.signIn.brotliBytes, kib],
    ['JS to show the first list (KiB gzip, network)', (a) => a.list.jsBytes, kib],
    ['same files, gzip of the build (Vite manifest)', (a) => a.list.manifestBytes, kib],
    ['same files, brotli 11 (what browsers are sent)', (a) => a.list.brotliBytes, kib],
    ['JS arrived by 1 s after the list shows (KiB gzip)', (a) => a.list.jsBytesBySettle, kib],
    ['time to sign-in form (ms)', (a) => a.signIn.shownAtMs, ms, 'signIn', 'shownAtMs'],
    ['time to first list rows (ms)', (a) => a.list.shownAtMs, ms, 'list', 'shownAtMs'],
    ['long tasks > 50 ms, list load (count)', (a) => a.list.longTaskCount, String],
    ['longest task, list load (ms)', (a) => a.list.longestTaskMs, ms, 'list', 'longestTaskMs'],
    ['blocking time, list load (ms over 50 per task)', (a) => a.list.blockingMs, ms],
    ['longest task, sign-in load (ms)', (a) => a.signIn.longestTaskMs, ms],
  ];
  // Timings carry their spread (fastest–slowest run): the machine is shared, the bytes are exact.
  const cell = (app, pick, format, screen, field) => {
    if (!screen) return format(pick(app));
    const values = app[screen].runs.map((run) => run[field]);
    return `${format(pick(app))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
  };
  const body = rows.map(([label, pick, format, screen, field]) => {
    const ours = pick(staydesk);
    const theirs = pick(reactAdmin);
    const ratio = theirs > 0 ? (ours / theirs).toFixed(2) : '–';
    return {
      label,
      values: [
        cell(staydesk, pick, format, screen, field),
        cell(reactAdmin, pick, format, screen, field),
        ratio,
      ],
    };
  });
  const header = ['median of runs (fastest–slowest)', 'Staydesk', 'react-admin', 'ratio S/RA'];
  const cells = [header, ...body.map((row) => [row.label, ...row.values])];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  // Markdown, aligned as the READMEs' tables are: text to the left, numbers to the right.
  const line = (row) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, i) => (i === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}

/** The commit measured, and the built folders' uncommitted changes (the tree may be shared). */
function gitHead() {
  const git = (args) => execFileSync('git', args, { cwd: root }).toString();
  try {
    // Not trimmed: a porcelain line starts with its two status columns, the first often a space.
    const changed = git(['status', '--porcelain', '--', 'apps', 'packages'])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    return {
      commit: git(['rev-parse', '--short', 'HEAD']).trim(),
      uncommittedChanges: changed.length > 0,
      uncommittedPaths: changed.slice(0, 100),
    };
  } catch {
    return { commit: 'unknown', uncommittedChanges: true, uncommittedPaths: [] };
  }
}

async function main() {
  // BENCH_REUSE=<a folder kept by BENCH_KEEP=1>: measure its builds again without rebuilding
  // (for work on the harness itself; a recorded run always builds).
  // What is built: the working tree as it is now.
  const source = gitHead();
  const loadAtStart = loadavg();
  const reuse = process.env.BENCH_REUSE;
  const work = reuse ?? mkdtempSync(join(tmpdir(), 'staydesk-bench-client-'));
  if (!reuse) removeLater(work);

  const staydeskDist = join(work, 'staydesk-dist');
  const staydeskManifest = reuse
    ? readManifests(staydeskDist)
    : await buildStaydesk(staydeskDist, { log, timeoutMs: BUILD_TIMEOUT_MS });
  const serverMain = reuse ? copyServer() : await buildServer({ log, timeoutMs: BUILD_TIMEOUT_MS });
  const reactAdmin = reuse
    ? JSON.parse(readFileSync(join(work, 'react-admin', 'build.json'), 'utf8'))
    : await buildReactAdmin(join(work, 'react-admin'), { log, timeoutMs: BUILD_TIMEOUT_MS });
  const siteDir = join(work, 'site');
  if (!reuse) composeSite(siteDir, staydeskDist, reactAdmin.dist);

  log('starting the Staydesk server (demo data, fresh data directory)');
  const dataDir = mkdtempSync(join(tmpdir(), 'staydesk-bench-data-'));
  removeLater(dataDir);
  const baseUrl = await startStaydesk({
    main: serverMain,
    siteDir,
    dataDir,
    timeoutMs: SERVER_TIMEOUT_MS,
  });
  const first = await firstCompany(baseUrl);
  log(
    `server at ${baseUrl}; companies page 1: ${first.rows} rows of ${first.total}, first "${first.name}"`,
  );

  const browser = await launchChromium();
  try {
    const targets = apps(baseUrl, first.name);
    const manifests = { staydesk: staydeskManifest, reactAdmin: reactAdmin.manifest };
    const signedIn = {};
    for (const app of targets) {
      log(`${app.label}: one real sign-in through its form (untimed)`);
      signedIn[app.key] = await signInOnce(browser, app);
      // Untimed warm-up of the server side (static files in memory, the list query planned).
      await measureLoad(browser, {
        url: app.listUrl,
        marker: 'row',
        rowText: first.name,
        storageState: signedIn[app.key],
      });
    }
    await waitForQuietMachine();
    const runs = { staydesk: [], reactAdmin: [] };
    for (let index = 0; index < RUNS; index++) {
      // Alternate which app goes first, so drift on the shared machine falls on both.
      const order = index % 2 === 0 ? targets : [...targets].reverse();
      for (const app of order) {
        const signIn = await measureLoad(browser, { url: app.signInUrl, marker: 'signIn' });
        const list = await measureLoad(browser, {
          url: app.listUrl,
          marker: 'row',
          rowText: first.name,
          storageState: signedIn[app.key],
        });
        runs[app.key].push({ signIn, list, load: Number(loadavg()[0].toFixed(2)) });
        log(
          `run ${index + 1}/${RUNS} ${app.label}: sign-in ${ms(signIn.shownAtMs)} ms ${kib(signIn.jsBytes)} KiB, ` +
            `first rows ${ms(list.shownAtMs)} ms ${kib(list.jsBytes)} KiB, longest task ${ms(list.longestTaskMs)} ms` +
            ` (${list.longestTaskCause ?? 'not attributed'}); sign-in's ${ms(signIn.longestTaskMs)} ms (${signIn.longestTaskCause ?? 'not attributed'})`,
        );
      }
    }
    const results = {
      date: new Date().toISOString(),
      ...source,
      machine: {
        cpus: cpus().length,
        // 1, 5 and 15 minute load averages at start and end: other work on a shared machine.
        loadAverage: {
          start: loadAtStart.map((value) => Number(value.toFixed(2))),
          end: loadavg().map((value) => Number(value.toFixed(2))),
        },
        chromium: browser.version(),
        node: process.version,
      },
      settings: {
        runs: RUNS,
        cpuSlowdown: CPU_SLOWDOWN,
        network: NETWORK,
        encoding: 'gzip (Accept-Encoding: gzip)',
        cold: 'a new browser context per load: empty cache, new connections',
      },
      list: { firstRow: first.name, rowsOnPage: first.rows, total: first.total },
      versions: reactAdmin.versions,
      apps: {
        staydesk: summarise(runs.staydesk, siteDir, manifests.staydesk),
        reactAdmin: summarise(runs.reactAdmin, siteDir, manifests.reactAdmin),
      },
    };
    const { staydesk, reactAdmin: ra } = results.apps;
    results.ratios = {
      jsToSignIn: staydesk.signIn.jsBytes / ra.signIn.jsBytes,
      jsToFirstList: staydesk.list.jsBytes / ra.list.jsBytes,
      timeToFirstRows: staydesk.list.shownAtMs / ra.list.shownAtMs,
    };
    results.table = table(results);
    writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
    // In the workspace's own format, so `pnpm lint` stays clean with the file committed.
    await run(join(root, 'node_modules/.bin/biome'), ['format', '--write', resultsPath], {
      cwd: root,
      timeoutMs: 60_000,
    }).catch((error) => log(`results.json left unformatted: ${error.message}`));

    console.log(
      `\nStaydesk (${results.commit}${results.uncommittedChanges ? ' + uncommitted changes' : ''}) and react-admin ${results.versions['react-admin']}, ` +
        `${RUNS} cold runs each, CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.name}\n`,
    );
    console.log(results.table);
    const notes = new Set();
    for (const [key, summary] of Object.entries(results.apps)) {
      for (const screen of ['signIn', 'list']) {
        const { notInManifest, notGzip } = summary[screen];
        if (notInManifest.length) {
          notes.add(
            `${key} loaded JS outside its build (counted as sent): ${notInManifest.join(', ')}`,
          );
        }
        if (notGzip.length) notes.add(`${key} JS sent uncompressed: ${notGzip.join(', ')}`);
        const { jsBytes, manifestBytes } = summary[screen];
        if (Math.abs(jsBytes - manifestBytes) > jsBytes * 0.01) {
          notes.add(
            `${key} ${screen}: network ${kib(jsBytes)} KiB but the build's gzip of the same files ${kib(manifestBytes)} KiB`,
          );
        }
      }
    }
    for (const note of notes) console.log(`note: ${note}`);
    console.log(`\nwritten: ${resultsPath}`);
  } finally {
    await browser.close();
  }
}

try {
  await main();
  await cleanup();
} catch (error) {
  console.error(
    `\nbench:client failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  await cleanup();
  process.exit(1);
}

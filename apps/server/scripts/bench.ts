// `pnpm bench:server` (root) or `pnpm --filter @staydesk/server bench`: the list endpoints at
// 100,000 rows (issue #11). It builds the server (tsup, into node_modules/.bench-dist so the
// shared dist/ is left alone), seeds 100,000 companies and 100,000 guests into a fresh PGlite data
// directory and a fresh PostgreSQL database (INSERT … SELECT over generate_series: one statement
// per table), starts the built server on each, and measures with autocannon at 10 connections:
// page 1, a deep page, a search with thousands of hits and a by-id read, for the companies and
// the guests lists, then a by-id read while a slow search runs beside it. Prints one table.
//
// Settings: BENCH_ROWS (100000), BENCH_SECONDS per scenario (8), BENCH_DATABASES
// ('pglite,postgres'), DATABASE_URL (use that PostgreSQL instead of creating a database in the
// local Debian cluster, which needs root for `su postgres`).
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { COMPANY_WORDS, seedBench } from './bench-seed.js';
import { localPostgres, percentile, startBenchServer } from './bench-support.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(serverDir, 'node_modules', '.bench-dist');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** Untimed load before each scenario's timed seconds. */
const WARMUP_S = 2;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
// Production refuses the documented demo password (issue #10): the bench seeds its own.
const PASSWORD = `Bench-${randomBytes(6).toString('hex')}-A1`;
/** A page far from the first: OFFSET 57,971, as in the figures. */
const DEEP_PAGE = 2000;
/** One word of twenty in the first position of every company name: 5 % of them, 5,000 hits. */
const COMPANY_SEARCH = 'harbour';
/** One last name of twenty-five: 4 % of the guests, 4,000 hits. */
const GUEST_SEARCH = 'okafor';
/** Two-letter searches: no trigram index can serve them, so each reads the whole table. */
const SLOW_LETTERS = 'eaoinrstlhdcumgpbfywkvjxqz';

function build(): void {
  console.log('Building the server (tsup) into node_modules/.bench-dist');
  const result = spawnSync('npx', ['--no-install', 'tsup', '--out-dir', outDir], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The server build failed');
  // The migrator looks for its folders next to the bundle (what tsup.config.ts copies into dist/).
  cpSync(join(serverDir, 'src/db/migrations'), join(outDir, 'migrations'), { recursive: true });
  for (const name of readdirSync(join(serverDir, 'src/modules'))) {
    const own = join(serverDir, 'src/modules', name, 'migrations');
    if (existsSync(own)) cpSync(own, join(outDir, 'module-migrations', name), { recursive: true });
  }
}

interface Figures {
  database: string;
  scenario: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

function load(url: string, token: string, connections: number, duration = DURATION_S) {
  const times: number[] = [];
  let failures = 0;
  const done = new Promise<{ times: number[]; failures: number; requests: number }>(
    (resolve, reject) => {
      const instance = autocannon(
        {
          url,
          headers: { authorization: `Bearer ${token}` },
          connections,
          duration,
          timeout: 30,
        },
        (error, result) => {
          if (error) return reject(error);
          times.sort((a, b) => a - b);
          resolve({
            times,
            failures: failures + result.errors + result.timeouts,
            requests: result.requests.total,
          });
        },
      );
      instance.on('response', (_client, status, _bytes, ms) => {
        times.push(ms);
        if (status >= 400) failures += 1;
      });
    },
  );
  return done;
}

async function measure(
  database: string,
  scenario: string,
  url: string,
  token: string,
): Promise<Figures> {
  // Warm-up: the first request of a shape pays for planning and code loading, and the server's
  // first seconds under load for V8 compiling its hot paths; neither is what a list costs.
  const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!first.ok) throw new Error(`${scenario}: ${first.status} ${await first.text()}`);
  await load(url, token, CONNECTIONS, WARMUP_S);
  const { times, failures, requests } = await load(url, token, CONNECTIONS);
  return {
    database,
    scenario,
    requests,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures,
  };
}

async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@staydesk.test', password: PASSWORD, rememberMe: false }),
  });
  if (!answer.ok) throw new Error(`Sign-in failed: ${answer.status}`);
  const { data } = (await answer.json()) as { data: { token: string } };
  return data.token;
}

async function benchServer(database: string, env: Record<string, string>): Promise<Figures[]> {
  const server = await startBenchServer({
    cwd: serverDir,
    args: [join(outDir, 'main.js')],
    env: {
      ...env,
      DEMO_DATA: '',
      // The API only: no dashboard build is read into memory (or compressed) at start.
      DASHBOARD_DIST: join(env.DATA_DIR ?? tmpdir(), 'no-dashboard'),
    },
  });
  try {
    const token = await signIn(server.base);
    const company = `${server.base}/api/companies`;
    const guests = `${server.base}/api/v1/clients`;
    const someCompany = `${company}/${uuidOf('bench-company-', 12_345)}`;
    const someGuest = `${guests}/${uuidOf('bench-guest-', 54_321)}`;
    const scenarios: [string, string][] = [
      ['companies: page 1', `${company}?page=1`],
      [`companies: page ${DEEP_PAGE}`, `${company}?page=${DEEP_PAGE}`],
      [`companies: search "${COMPANY_SEARCH}"`, `${company}?search=${COMPANY_SEARCH}`],
      ['companies: by id', someCompany],
      ['guests: page 1', `${guests}?page=1`],
      [`guests: page ${DEEP_PAGE}`, `${guests}?page=${DEEP_PAGE}`],
      [`guests: search "${GUEST_SEARCH}"`, `${guests}?search=${GUEST_SEARCH}`],
      ['guests: by id', someGuest],
    ];
    const figures: Figures[] = [];
    for (const [scenario, url] of scenarios) {
      figures.push(await measure(database, scenario, url, token));
    }
    // First visits: pages and searches nobody asked for yet, one at a time, each different.
    const pages = Array.from({ length: 40 }, (_, index) => 1000 + ((index * 617) % 2400));
    figures.push(
      await oneAtATime(
        database,
        'companies: 40 other deep pages, one at a time',
        pages.map((page) => `${company}?page=${page}`),
        token,
      ),
    );
    const words = COMPANY_WORDS.map((word) => word.toLowerCase()).filter(
      (word) => word !== COMPANY_SEARCH,
    );
    figures.push(
      await oneAtATime(
        database,
        `companies: ${words.length} other searches, one at a time`,
        words.map((word) => `${company}?search=${word}`),
        token,
      ),
    );
    // Issue #11 item 2: a by-id read while one connection keeps slow searches running. Each is a
    // two-letter search never asked before (no trigram index serves it and nothing is remembered
    // for it), so every one reads the whole guests table.
    let measuring = true;
    const slowTimes: number[] = [];
    let slowFailures = 0;
    const slowLoop = (async () => {
      for (let index = 0; measuring; index++) {
        const term = `${SLOW_LETTERS[index % 26]}${SLOW_LETTERS[Math.floor(index / 26) % 26]}`;
        const started = performance.now();
        const answer = await fetch(`${guests}?search=${term}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await answer.arrayBuffer();
        slowTimes.push(performance.now() - started);
        if (!answer.ok) slowFailures += 1;
      }
    })();
    figures.push(await measure(database, 'guests: by id beside slow searches', someGuest, token));
    measuring = false;
    await slowLoop;
    slowTimes.sort((a, b) => a - b);
    figures.push({
      database,
      scenario: 'guests: the slow searches (2 letters, 1 at a time)',
      requests: slowTimes.length,
      p50: percentile(slowTimes, 50),
      p95: percentile(slowTimes, 95),
      p99: percentile(slowTimes, 99),
      failures: slowFailures,
    });
    return figures;
  } finally {
    await server.stop();
  }
}

/** Requests nobody made before (nothing remembered for them), one at a time. */
async function oneAtATime(
  database: string,
  scenario: string,
  urls: string[],
  token: string,
): Promise<Figures> {
  const times: number[] = [];
  let failures = 0;
  for (const url of urls) {
    const started = performance.now();
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (!answer.ok) failures += 1;
  }
  times.sort((a, b) => a - b);
  return {
    database,
    scenario,
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures,
  };
}

/** The uuid the bulk seed gives row `n` (bench-seed.ts `bench_id`: md5 shaped as a v4 uuid). */
function uuidOf(prefix: string, n: number): string {
  const md5 = createHash('md5').update(`${prefix}${n}`).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function benchPglite(): Promise<Figures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'staydesk-bench-'));
  try {
    console.log('PGlite: seeding a fresh data directory');
    const db = await PgliteDatabase.open(join(dataDir, 'db'));
    await seedBench(db, ROWS, PASSWORD);
    await db.close();
    return await benchServer('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<Figures[]> {
  const local = process.env.DATABASE_URL ? undefined : localPostgres('staydesk_bench');
  const url = process.env.DATABASE_URL ?? local?.url ?? '';
  const dataDir = mkdtempSync(join(tmpdir(), 'staydesk-bench-'));
  try {
    console.log('PostgreSQL: seeding a fresh database');
    const db = await PostgresDatabase.open({ connectionString: url });
    await seedBench(db, ROWS, PASSWORD);
    await db.close();
    return await benchServer('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    local?.drop();
  }
}

build();
/** The figures mean little on a busy machine: say how busy it was. */
const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${cpus().length} cores`;
console.log(
  `${ROWS} rows per table, ${CONNECTIONS} connections, ${DURATION_S} s per scenario, on loopback; ${machineLoad()}`,
);
const results: Figures[] = [];
if (DATABASES.includes('pglite')) results.push(...(await benchPglite()));
if (DATABASES.includes('postgres')) results.push(...(await benchPostgres()));

console.table(
  results.map((r) => ({
    database: r.database,
    scenario: r.scenario,
    requests: r.requests,
    'p50 ms': Number(r.p50.toFixed(1)),
    'p95 ms': Number(r.p95.toFixed(1)),
    'p99 ms': Number(r.p99.toFixed(1)),
    failures: r.failures,
  })),
);
console.log(`Finished; ${machineLoad()}`);
if (results.some((r) => r.failures > 0)) process.exitCode = 1;

// `pnpm bench:server` (root) or `pnpm --filter @staydesk/server bench`: what a user meets, on the
// built server over loopback HTTP.
//
// 1. Lists at scale: BENCH_ROWS (100,000) rows in each of companies, guests, properties (with
//    their landlords), enquiries (one offer line each), bookings and invoices, seeded with
//    INSERT … SELECT (scripts/bench-data.ts). Every list endpoint — page 1, a deep page, a
//    three-letter search and a tab — cold (the first request of that URL after the server
//    started) and warm (10 connections for BENCH_SECONDS), p50/p95, on PGlite and PostgreSQL.
//    The top bar's search (GET /api/v1/search, every kind at once) on the same rows: a reference,
//    three letters, a name, a postcode district and two words, cold and warm, p50/p95 (part
//    'search').
// 2. Writers on PostgreSQL: 1 and then 20 connections creating and updating bookings and
//    enquiries for BENCH_WRITE_SECONDS each; writes/s, deadlocks (pg_stat_database; under READ
//    COMMITTED the only state the server retries) and the average number of backends waiting on a
//    lock.
// 3. The reporting screen's call (GET /api/v1/reporting) at 10 connections on PostgreSQL.
// 4. A desk of twenty: on a fresh database with the demo data only, 20 connections of mixed reads
//    and writes for BENCH_MIXED_SECONDS (60), on each database: p50/p95 and errors.
//
// Prints tables and writes bench/server-results.json. Settings: BENCH_ROWS, BENCH_SECONDS (5),
// BENCH_WRITE_SECONDS (20), BENCH_MIXED_SECONDS (60), BENCH_DATABASES ('pglite,postgres'),
// BENCH_PARTS ('lists,search,writers,reporting,mixed'), BENCH_RESULTS (the JSON file), DATABASE_URL (else a database is made in the
// local Debian cluster, which needs root for `su postgres`).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrations.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { seedDemoData } from '../src/seed.js';
import { seedAllLists } from './bench-data.js';
import {
  localPostgres,
  percentile,
  type RunningServer,
  startBenchServer,
} from './bench-support.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(serverDir, 'node_modules', '.bench-dist');
const resultsFile = process.env.BENCH_RESULTS ?? join(serverDir, 'bench', 'server-results.json');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const WRITE_S = Number(process.env.BENCH_WRITE_SECONDS ?? 20);
const MIXED_S = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const CONNECTIONS = 10;
const WARMUP_S = 1;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'lists,search,writers,reporting,mixed').split(','),
);
// Production refuses the documented demo password: the bench seeds its own.
const PASSWORD = `Bench-${randomBytes(6).toString('hex')}-A1`;
const DEEP_PAGE = Math.max(2, Math.floor(ROWS / 2 / 29));

/** Each list: its path, a three-letter search that finds rows, and a tab other than the first. */
const LISTS: { name: string; path: string; search: string; tab: string }[] = [
  { name: 'companies', path: '/api/companies', search: 'har', tab: 'sub' },
  { name: 'guests', path: '/api/v1/clients', search: 'oka', tab: 'deleted' },
  { name: 'landlords', path: '/api/v1/landlords', search: 'lan', tab: 'deleted' },
  { name: 'properties', path: '/api/v1/properties', search: 'lee', tab: 'available' },
  { name: 'enquiries', path: '/api/v1/enquiries', search: '123', tab: 'pending' },
  { name: 'bookings', path: '/api/v1/bookings', search: 'har', tab: 'active' },
  { name: 'invoices', path: '/api/v1/invoices', search: '456', tab: 'paid' },
];

const machineLoad = () =>
  `load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${cpus().length} cores`;

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

interface Timing {
  p50: number;
  p95: number;
  requests: number;
  failures: number;
}

const timing = (times: number[], failures: number): Timing => {
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    requests: times.length,
    failures,
  };
};
const round = (value: number) => Math.round(value * 10) / 10;

function cannon(url: string, token: string, connections: number, duration: number) {
  const times: number[] = [];
  let failures = 0;
  return new Promise<Timing>((resolve, reject) => {
    const instance = autocannon(
      { url, headers: { authorization: `Bearer ${token}` }, connections, duration, timeout: 30 },
      (error, result) => {
        if (error) return reject(error);
        resolve(timing(times, failures + result.errors + result.timeouts));
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status >= 400) failures += 1;
    });
  });
}

async function timed(url: string, init: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const answer = await fetch(url, init);
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'masteradmin@staydesk.test',
      password: PASSWORD,
      rememberMe: false,
    }),
  });
  if (!answer.ok) throw new Error(`Sign-in failed: ${answer.status}`);
  const { data } = (await answer.json()) as { data: { token: string } };
  return data.token;
}

async function withServer<T>(
  env: Record<string, string>,
  work: (server: RunningServer, token: string) => Promise<T>,
): Promise<T> {
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
    return await work(server, await signIn(server.base));
  } finally {
    await server.stop();
  }
}

interface ListFigure {
  database: string;
  list: string;
  request: string;
  coldMs: number;
  warm: Timing;
}

async function benchLists(database: string, base: string, token: string): Promise<ListFigure[]> {
  const figures: ListFigure[] = [];
  const auth = { headers: { authorization: `Bearer ${token}` } };
  for (const list of LISTS) {
    const requests: [string, string][] = [
      ['page 1', 'page=1'],
      [`page ${DEEP_PAGE}`, `page=${DEEP_PAGE}`],
      [`search "${list.search}"`, `search=${list.search}`],
      [`tab ${list.tab}`, `tab=${list.tab}`],
    ];
    for (const [request, query] of requests) {
      const url = `${base}${list.path}?${query}`;
      const cold = await timed(url, auth);
      if (cold.status !== 200) throw new Error(`${list.path}?${query}: ${cold.status}`);
      await cannon(url, token, CONNECTIONS, WARMUP_S);
      const warm = await cannon(url, token, CONNECTIONS, DURATION_S);
      figures.push({ database, list: list.name, request, coldMs: round(cold.ms), warm });
      console.log(
        `  ${database} ${list.name} ${request}: cold ${round(cold.ms)} ms, p50 ${warm.p50} / p95 ${warm.p95} ms`,
      );
    }
  }
  return figures;
}

/** The top bar's searches: a reference (exact), three letters, a name, a district, two words. */
const SEARCHES = ['ENQ-10050', 'lee', 'smith', 'LS1', 'harbour lee'];

async function benchSearch(database: string, base: string, token: string): Promise<ListFigure[]> {
  const figures: ListFigure[] = [];
  const auth = { headers: { authorization: `Bearer ${token}` } };
  for (const text of SEARCHES) {
    const url = `${base}/api/v1/search?q=${encodeURIComponent(text)}`;
    const cold = await timed(url, auth);
    if (cold.status !== 200) throw new Error(`search "${text}": ${cold.status}`);
    await cannon(url, token, CONNECTIONS, WARMUP_S);
    const warm = await cannon(url, token, CONNECTIONS, DURATION_S);
    figures.push({
      database,
      list: 'search',
      request: `q "${text}"`,
      coldMs: round(cold.ms),
      warm,
    });
    // No answer within the run is no figure at all, not a p95 of 0 ms.
    const figure =
      warm.requests === 0
        ? `no answer within ${DURATION_S} s`
        : `p50 ${warm.p50} / p95 ${warm.p95} ms`;
    console.log(`  ${database} search "${text}": cold ${round(cold.ms)} ms, ${figure}`);
  }
  return figures;
}

/** What the writers need: live properties (one set per writer), a company, a guest, a manager. */
interface WriteRefs {
  properties: string[];
  companyId: string;
  guestId: string;
  managerId: string;
}

async function writeRefs(db: Database, properties: number): Promise<WriteRefs> {
  // Properties with no booking at all, so the writers' stays never meet an existing one.
  const free = await db.query<{ id: string }>(
    `select id from properties p where deleted = false and status = 'available'
        and not exists (select 1 from bookings b where b.property_id = p.id)
      order by id limit $1`,
    [properties],
  );
  const company = await db.query<{ id: string }>(
    `select id from companies where deleted = false and parent_id is null order by name limit 1`,
  );
  const guest = await db.query<{ id: string }>(
    `select id from clients where deleted = false order by id limit 1`,
  );
  const manager = await db.query<{ id: string }>(
    `select id from users where email = 'admin@staydesk.test'`,
  );
  return {
    properties: free.rows.map((row) => row.id),
    companyId: company.rows[0]?.id ?? '',
    guestId: guest.rows[0]?.id ?? '',
    managerId: manager.rows[0]?.id ?? '',
  };
}

const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const dayAfter = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One writer's work unit, four writes: create a booking, change it, create an enquiry, change it.
 * `slot` picks the property and the nights so that no two writers' stays ever meet.
 */
async function writeUnit(
  base: string,
  token: string,
  refs: WriteRefs,
  writer: number,
  iteration: number,
  record: (ms: number, status: number, label: string) => void,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const send = async (method: string, path: string, body: unknown) => {
    const started = performance.now();
    const answer = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
    const json = (await answer.json().catch(() => ({}))) as {
      data?: { id: string; version: number };
    };
    record(
      performance.now() - started,
      answer.status,
      `${method} ${path.replace(/[0-9a-f-]{36}/, '{id}')}`,
    );
    return json.data;
  };
  const propertyId = refs.properties[(writer * 7 + (iteration % 7)) % refs.properties.length];
  const checkIn = dayAfter('2031-01-01', Math.floor(iteration / 7) * 4 + (writer % 2) * 2000);
  const booking = await send('POST', '/api/v1/bookings', {
    propertyId,
    companyId: refs.companyId,
    accountManagerId: refs.managerId,
    checkIn,
    checkOut: dayAfter(checkIn, 3),
    sellingPricePerNight: gbp('150'),
    costPerNight: gbp('110'),
  });
  if (booking) {
    await send('PATCH', `/api/v1/bookings/${booking.id}`, {
      version: booking.version,
      notes: `Bench note ${iteration}`,
    });
  }
  const enquiry = await send('POST', '/api/v1/enquiries', {
    source: 'phone',
    receivedAt: new Date().toISOString(),
    companyId: refs.companyId,
    subcompanyId: null,
    billingCompanyId: null,
    agentId: null,
    booker: { name: 'Bench booker', email: 'bench@client.test', phone: '' },
    guestIds: [refs.guestId],
    checkIn,
    checkOut: dayAfter(checkIn, 14),
    location: {
      address: {
        street: '',
        city: 'Leeds',
        state: 'United Kingdom',
        zip: '',
        freeFormAddress: 'Leeds',
        position: null,
      },
      radiusMiles: 5,
    },
    adults: 2,
    children: 0,
    pets: 0,
    minBedrooms: 1,
    propertyTypes: [],
    parkingSpaces: 0,
    accessibilityNeeds: '',
    budget: { amount: gbp('150.00'), basis: 'perNight', approvedBy: '' },
    clientReference: `BENCHW-${writer}-${iteration}`,
    priority: 'normal',
    respondBy: null,
    notes: '',
  });
  if (enquiry) {
    await send('PATCH', `/api/v1/enquiries/${enquiry.id}`, {
      version: enquiry.version,
      adults: 3,
    });
  }
}

interface WriterFigure {
  database: string;
  writers: number;
  writes: number;
  writesPerSecond: number;
  p50: number;
  p95: number;
  errors: number;
  deadlocks: number;
  lockWaitersAverage: number;
}

async function benchWriters(
  db: PostgresDatabase,
  base: string,
  token: string,
  refs: WriteRefs,
): Promise<WriterFigure[]> {
  const figures: WriterFigure[] = [];
  for (const writers of [1, 20]) {
    const deadlocksOf = async () =>
      Number(
        (
          await db.query<{ deadlocks: string }>(
            'select deadlocks from pg_stat_database where datname = current_database()',
          )
        ).rows[0]?.deadlocks ?? 0,
      );
    const before = await deadlocksOf();
    const times: number[] = [];
    let errors = 0;
    const samples: number[] = [];
    const until = performance.now() + WRITE_S * 1000;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const waiting = await db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        samples.push(waiting.rows[0]?.n ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const record = (ms: number, status: number) => {
      times.push(ms);
      if (status >= 300) errors += 1;
    };
    const offset = figures.length * 1000;
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let iteration = 0; performance.now() < until; iteration++) {
          await writeUnit(base, token, refs, writer, offset + iteration, record);
        }
      }),
    );
    sampling = false;
    await sampler;
    const seconds = WRITE_S;
    const result = timing(times, errors);
    const figure: WriterFigure = {
      database: 'PostgreSQL',
      writers,
      writes: result.requests,
      writesPerSecond: round(result.requests / seconds),
      p50: result.p50,
      p95: result.p95,
      errors,
      deadlocks: (await deadlocksOf()) - before,
      lockWaitersAverage: round(samples.reduce((sum, n) => sum + n, 0) / (samples.length || 1)),
    };
    console.log(`  writers ${writers}: ${JSON.stringify(figure)}`);
    figures.push(figure);
  }
  return figures;
}

interface MixedFigure {
  database: string;
  /** p50/p95 of each request of the mix, slowest p95 first: what dominates the tail. */
  endpoints: (Timing & { endpoint: string })[];
  connections: number;
  seconds: number;
  requests: number;
  reads: Timing;
  writes: Timing;
  all: Timing;
  errors: number;
  refused: number;
}

/** 20 connections for MIXED_S: three reads (lists, a record, a report) to one write. */
async function benchMixed(
  database: string,
  base: string,
  token: string,
  refs: WriteRefs,
): Promise<MixedFigure> {
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const reads = [
    '/api/v1/bookings?page=1',
    '/api/v1/enquiries?page=1',
    '/api/v1/properties?page=1',
    '/api/v1/invoices?page=1',
    '/api/companies?page=1',
    '/api/v1/clients?search=smi',
    '/api/v1/tracker?page=1',
    '/api/v1/bookings?tab=active',
    '/api/v1/enquiries?search=lee',
    '/api/v1/reporting',
  ];
  const readTimes: number[] = [];
  const writeTimes: number[] = [];
  const byEndpoint = new Map<string, number[]>();
  const note = (endpoint: string, ms: number) => {
    const times = byEndpoint.get(endpoint) ?? [];
    times.push(ms);
    byEndpoint.set(endpoint, times);
  };
  let errors = 0;
  let refused = 0;
  const count = (status: number) => {
    if (status >= 500 || status === 0) errors += 1;
    else if (status >= 400) refused += 1;
  };
  const until = performance.now() + MIXED_S * 1000;
  await Promise.all(
    Array.from({ length: 20 }, async (_, connection) => {
      for (let step = 0; performance.now() < until; step++) {
        try {
          if (step % 4 === 3) {
            await writeUnit(base, token, refs, connection, 5000 + step, (ms, status, label) => {
              writeTimes.push(ms);
              note(label, ms);
              count(status);
            });
          } else {
            const path = reads[(connection + step) % reads.length] ?? '/api/v1/bookings';
            const { ms, status } = await timed(`${base}${path}`, auth);
            readTimes.push(ms);
            note(`GET ${path}`, ms);
            count(status);
          }
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const figure: MixedFigure = {
    database,
    endpoints: [...byEndpoint]
      .map(([endpoint, times]) => ({ endpoint, ...timing(times, 0) }))
      .sort((a, b) => b.p95 - a.p95),
    connections: 20,
    seconds: MIXED_S,
    requests: readTimes.length + writeTimes.length,
    reads: timing([...readTimes], 0),
    writes: timing([...writeTimes], 0),
    all: timing([...readTimes, ...writeTimes], errors),
    errors,
    refused,
  };
  console.log(`  mixed ${database}: ${JSON.stringify(figure)}`);
  return figure;
}

const results = {
  startedAt: new Date().toISOString(),
  rows: ROWS,
  loadAtStart: machineLoad(),
  loadAtEnd: '',
  seeding: [] as { database: string; seconds: number }[],
  lists: [] as ListFigure[],
  writers: [] as WriterFigure[],
  reporting: [] as (Timing & { database: string })[],
  mixed: [] as MixedFigure[],
};

async function atScale(database: 'PGlite' | 'PostgreSQL'): Promise<void> {
  if (
    !PARTS.has('lists') &&
    !PARTS.has('search') &&
    !(database === 'PostgreSQL' && (PARTS.has('writers') || PARTS.has('reporting')))
  )
    return;
  const dataDir = mkdtempSync(join(tmpdir(), 'staydesk-bench-'));
  const local =
    database === 'PostgreSQL' && !process.env.DATABASE_URL
      ? localPostgres('staydesk_bench')
      : undefined;
  const url = process.env.DATABASE_URL ?? local?.url ?? '';
  try {
    console.log(`${database}: seeding ${ROWS} rows in each list's table (${machineLoad()})`);
    const db =
      database === 'PGlite'
        ? await PgliteDatabase.open(join(dataDir, 'db'))
        : await PostgresDatabase.open({
            connectionString: url,
            readTimeoutMs: 3_600_000,
            statementTimeoutMs: 3_600_000,
          });
    const seconds = await seedAllLists(db, ROWS, PASSWORD);
    results.seeding.push({ database, seconds: round(seconds) });
    console.log(`  seeded in ${round(seconds)} s`);
    const refs = await writeRefs(db, 400);
    if (database === 'PGlite') await db.close();
    const env =
      database === 'PGlite'
        ? { DATA_DIR: dataDir, DATABASE_URL: '' }
        : { DATA_DIR: dataDir, DATABASE_URL: url };
    await withServer(env, async (server, token) => {
      if (PARTS.has('lists'))
        results.lists.push(...(await benchLists(database, server.base, token)));
      if (PARTS.has('search'))
        results.lists.push(...(await benchSearch(database, server.base, token)));
      if (database !== 'PostgreSQL' || !(db instanceof PostgresDatabase)) return;
      if (PARTS.has('reporting')) {
        const reportUrl = `${server.base}/api/v1/reporting`;
        await timed(reportUrl, { headers: { authorization: `Bearer ${token}` } });
        await cannon(reportUrl, token, CONNECTIONS, WARMUP_S);
        const report = await cannon(reportUrl, token, CONNECTIONS, DURATION_S * 2);
        results.reporting.push({ database, ...report });
        console.log(`  reporting: ${JSON.stringify(report)}`);
      }
      if (PARTS.has('writers'))
        results.writers.push(...(await benchWriters(db, server.base, token, refs)));
    });
    if (database === 'PostgreSQL') await db.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    local?.drop();
  }
}

async function demoSize(database: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'staydesk-bench-'));
  const local =
    database === 'PostgreSQL' && !process.env.DATABASE_URL
      ? localPostgres('staydesk_mixed')
      : undefined;
  const url = process.env.DATABASE_URL ?? local?.url ?? '';
  try {
    console.log(`${database}: the demo data, 20 connections of mixed reads and writes`);
    const db =
      database === 'PGlite'
        ? await PgliteDatabase.open(join(dataDir, 'db'))
        : await PostgresDatabase.open({
            connectionString: url,
            readTimeoutMs: 3_600_000,
            statementTimeoutMs: 3_600_000,
          });
    await migrate(db);
    await seedDemoData(db, PASSWORD);
    const refs = await writeRefs(db, 200);
    await db.close();
    const env =
      database === 'PGlite'
        ? { DATA_DIR: dataDir, DATABASE_URL: '' }
        : { DATA_DIR: dataDir, DATABASE_URL: url };
    await withServer(env, async (server, token) => {
      results.mixed.push(await benchMixed(database, server.base, token, refs));
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    local?.drop();
  }
}

build();
console.log(
  `${ROWS} rows per table, ${CONNECTIONS} connections, ${DURATION_S} s per list request; ${machineLoad()}`,
);
if (DATABASES.includes('pglite')) await atScale('PGlite');
if (DATABASES.includes('postgres')) await atScale('PostgreSQL');
if (PARTS.has('mixed')) {
  if (DATABASES.includes('pglite')) await demoSize('PGlite');
  if (DATABASES.includes('postgres')) await demoSize('PostgreSQL');
}
results.loadAtEnd = machineLoad();

console.log(`\nLists at ${ROWS} rows (cold: first request; warm: ${CONNECTIONS} connections)`);
console.table(
  results.lists.map((r) => ({
    database: r.database,
    list: r.list,
    request: r.request,
    'cold ms': r.coldMs,
    'p50 ms': r.warm.p50,
    'p95 ms': r.warm.p95,
    failures: r.warm.failures,
  })),
);
if (results.writers.length > 0) {
  console.log('Writers on PostgreSQL (create and update bookings and enquiries)');
  console.table(results.writers);
}
if (results.reporting.length > 0) {
  console.log(`GET /api/v1/reporting, ${CONNECTIONS} connections`);
  console.table(results.reporting);
}
if (results.mixed.length > 0) {
  console.log('Mixed load at the demo data size, 20 connections');
  console.table(
    results.mixed.map((r) => ({
      database: r.database,
      requests: r.requests,
      'p50 ms': r.all.p50,
      'p95 ms': r.all.p95,
      'reads p95': r.reads.p95,
      'writes p95': r.writes.p95,
      errors: r.errors,
      refused: r.refused,
    })),
  );
  for (const r of results.mixed) {
    console.log(`Mixed load on ${r.database}, each request of the mix (slowest p95 first)`);
    console.table(
      r.endpoints.map((e) => ({
        endpoint: e.endpoint,
        requests: e.requests,
        'p50 ms': e.p50,
        'p95 ms': e.p95,
      })),
    );
  }
}
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Wrote ${resultsFile}; ${machineLoad()}`);
const failed =
  results.lists.some((r) => r.warm.failures > 0) ||
  results.mixed.some((r) => r.errors > 0) ||
  results.writers.some((r) => r.errors > 0);
if (failed) process.exitCode = 1;

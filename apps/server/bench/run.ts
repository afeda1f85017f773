import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentile, startBenchServer } from '../scripts/bench-support.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// Production refuses the documented demo password: the bench seeds its own.
const PASSWORD = process.env.SEED_PASSWORD ?? `Bench-${randomBytes(6).toString('hex')}-A1`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Figures {
  database: string;
  scenario: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

function measure(
  database: string,
  scenario: string,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections: number;
  },
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let failures = 0;
    const instance = autocannon(
      { ...options, duration: DURATION_S, timeout: 30 },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          database,
          scenario,
          requests: result.requests.total,
          perSecond: result.requests.total / result.duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          failures: failures + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status >= 400) failures += 1;
    });
  });
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Figures[]> {
  const server = await startBenchServer({
    cwd: serverDir,
    args: ['--conditions=@staydesk/source', '--import', 'tsx', 'src/main.ts'],
    env: { ...env, DEMO_DATA: '1', SEED_PASSWORD: PASSWORD },
  });
  try {
    const signIn = JSON.stringify({
      email: 'user@staydesk.test',
      password: PASSWORD,
      rememberMe: false,
    });
    const json = { 'content-type': 'application/json' };
    const session = await fetch(`${server.base}/api/auth/signin`, {
      method: 'POST',
      headers: json,
      body: signIn,
    });
    const { data } = (await session.json()) as { data: { token: string } };
    // Warm-up, so the first figures do not include code loading.
    await fetch(`${server.base}/api/v1/users`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    // The list first: sign-in leaves scrypt work queued that would slow whatever follows it.
    const list = await measure(database, 'GET /api/v1/users', {
      url: `${server.base}/api/v1/users`,
      headers: { authorization: `Bearer ${data.token}` },
      connections: 10,
    });
    // Scrypt costs 128 MiB and a few hundred ms of CPU per sign-in: two at a time.
    const signInFigures = await measure(database, 'POST /api/auth/signin', {
      url: `${server.base}/api/auth/signin`,
      method: 'POST',
      headers: json,
      body: signIn,
      connections: 2,
    });
    return [list, signInFigures];
  } finally {
    await server.stop();
  }
}

const results: Figures[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'staydesk-bench-'));
try {
  console.log(`Benchmarking on loopback, ${DURATION_S} s per scenario…`);
  results.push(...(await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  if (process.env.DATABASE_URL) {
    results.push(
      ...(await benchDatabase('PostgreSQL', {
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.DATABASE_URL,
      })),
    );
  } else {
    console.log('PostgreSQL skipped: set DATABASE_URL to include it.');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(
  results.map((r) => ({
    database: r.database,
    scenario: r.scenario,
    requests: r.requests,
    'req/s': r.perSecond.toFixed(1),
    'p50 ms': r.p50.toFixed(1),
    'p95 ms': r.p95.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    failures: r.failures,
  })),
);

// What every bench script needs to run a server or a database of its own: a free loopback
// port, a server process started and waited for, a throw-away PostgreSQL database, percentiles.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not answer at ${url}`);
}

export interface RunningServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * Starts the server (`args` after node: a bundle, or tsx and the source) on a free loopback port
 * as production would run it — random token secrets, the client URL set, no logging — and
 * resolves once it answers.
 */
export async function startBenchServer(options: {
  cwd: string;
  args: string[];
  env: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex'),
      REFRESH_TOKEN_SECRET: randomBytes(32).toString('hex'),
      CLIENT_URL: base,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/scraper/health`, child);
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Runs SQL as the postgres superuser (stdin, so no shell quoting applies). */
function psql(sql: string): void {
  const result = spawnSync('su', ['postgres', '-c', 'psql -q -v ON_ERROR_STOP=1'], {
    cwd: '/tmp',
    input: sql,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`psql failed: ${sql}`);
}

/**
 * A fresh database in the local PostgreSQL 15 cluster (started if down), dropped afterwards
 * (and the cluster stopped again if this started it).
 */
export function localPostgres(prefix: string): { url: string; drop: () => void } {
  const clusters = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout ?? '';
  const cluster = clusters
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find(([version, name]) => version === '15' && name === 'main');
  if (!cluster) throw new Error('No PostgreSQL 15/main cluster (pg_lsclusters); set DATABASE_URL');
  const startedHere = cluster[3] !== 'online';
  if (startedHere && spawnSync('pg_ctlcluster', ['15', 'main', 'start']).status !== 0) {
    throw new Error('Could not start PostgreSQL 15/main');
  }
  const name = `${prefix}_${process.pid}`;
  const password = `b${randomBytes(8).toString('hex')}`;
  psql(`DROP ROLE IF EXISTS ${name}; CREATE ROLE ${name} WITH LOGIN PASSWORD '${password}';`);
  psql(`CREATE DATABASE ${name} OWNER ${name};`);
  return {
    url: `postgres://${name}:${password}@127.0.0.1:${cluster[2]}/${name}`,
    drop: () => {
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE); DROP ROLE IF EXISTS ${name};`);
      if (startedHere) spawnSync('pg_ctlcluster', ['15', 'main', 'stop']);
    },
  };
}

// Runs the server suite on real PostgreSQL. With DATABASE_URL set it uses that database (each
// test file works in its own schema). Otherwise it starts Debian's PostgreSQL 15 cluster if it
// is down, creates a role (which may create databases: the suite copies one seeded template
// database per test file) and a fresh database, runs the suite, then drops the database and
// stops the cluster again if this script started it. Needs root (or sudo) for `su postgres`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const VERSION = '15';
const CLUSTER = 'main';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function capture(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

// Arguments after the script's name reach Vitest: `node scripts/test-postgres.mjs test/foo.test.ts`.
const vitestArgs = process.argv.slice(2);

function vitest(env) {
  return run('npx', ['--no-install', 'vitest', 'run', ...vitestArgs], {
    cwd: serverDir,
    env: { ...process.env, ...env },
  });
}

/** Runs SQL as the postgres superuser; the SQL goes through stdin, so no shell quoting applies. */
function psql(sql) {
  const result = spawnSync('su', ['postgres', '-c', 'psql -q -v ON_ERROR_STOP=1'], {
    cwd: '/tmp',
    input: sql,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`psql failed: ${sql}`);
}

if (process.env.DATABASE_URL) {
  console.log('Server suite on PostgreSQL at DATABASE_URL');
  process.exit(vitest({}));
}

if (!existsSync(`/usr/lib/postgresql/${VERSION}/bin/postgres`)) {
  console.log(
    `Installing Debian's postgresql (${VERSION}) for the PostgreSQL run of the server suite`,
  );
  const apt = (...args) =>
    process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]);
  if (apt('install', '-y', '-qq', 'postgresql') !== 0) {
    apt('update', '-qq');
    if (apt('install', '-y', '-qq', 'postgresql') !== 0) {
      console.error('Could not install postgresql; set DATABASE_URL to run on an existing server.');
      process.exit(1);
    }
  }
}

const cluster = capture('pg_lsclusters', ['--no-header'])
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .find(([version, name]) => version === VERSION && name === CLUSTER);
if (!cluster) {
  console.error(`No PostgreSQL ${VERSION}/${CLUSTER} cluster found (pg_lsclusters).`);
  process.exit(1);
}
const port = cluster[2];
const startedHere = cluster[3] !== 'online';
if (startedHere) {
  console.log(`Starting PostgreSQL ${VERSION}/${CLUSTER} for the tests`);
  if (run('pg_ctlcluster', [VERSION, CLUSTER, 'start']) !== 0) process.exit(1);
}

// A role and a database of this run's own: two runs side by side (two checkouts, a developer and
// a helper) must not change each other's password or drop each other's data.
const role = `staydesk_test_${process.pid}`;
const password = `t${Math.random().toString(36).slice(2, 14)}`;
const database = `staydesk_test_${process.pid}`;
let status = 1;
try {
  psql(
    `DROP ROLE IF EXISTS ${role}; CREATE ROLE ${role} WITH LOGIN CREATEDB PASSWORD '${password}';`,
  );
  psql(`CREATE DATABASE ${database} OWNER ${role};`);
  const started = Date.now();
  console.log(`Server suite on PostgreSQL ${VERSION} (database ${database})`);
  status = vitest({ DATABASE_URL: `postgres://${role}:${password}@127.0.0.1:${port}/${database}` });
  console.log(`PostgreSQL run finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  try {
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE);`);
    // The template and the files' copies are the role's; a run stopped half-way leaves some.
    const left = spawnSync(
      'su',
      [
        'postgres',
        '-c',
        `psql -At -c "SELECT datname FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE r.rolname = '${role}'"`,
      ],
      { cwd: '/tmp', encoding: 'utf8' },
    );
    for (const name of (left.stdout ?? '').split('\n').filter(Boolean)) {
      psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE);`);
    }
    psql(`DROP ROLE IF EXISTS ${role};`);
  } catch (error) {
    console.error(String(error));
  }
  if (startedHere) {
    console.log(`Stopping PostgreSQL ${VERSION}/${CLUSTER} again`);
    run('pg_ctlcluster', [VERSION, CLUSTER, 'stop']);
  }
}
process.exit(status);

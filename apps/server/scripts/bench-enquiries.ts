// `pnpm --filter @staydesk/server bench:enquiries`: the enquiries list with its tab counts at
// 100,000 enquiries (p95 under 30 ms on PostgreSQL), on PGlite and on PostgreSQL. Each
// database is fresh: migrated, the demo data seeded (600 enquiries and their offer lines), then
// BENCH_ROWS (100,000) bench enquiries added by seedEnquiryBench (INSERT … SELECT over
// generate_series). Then the list query the dashboard sends — page 1 to 3 of every tab each role
// may see, sorted newest first, every fifth one searched by a company name — runs BENCH_RUNS (300)
// times as the five demo roles in turn, timed in process (the query, not HTTP). Two figures:
// "as served" (the kit keeps tab counts while the table is unchanged) and "after a write" (one
// enquiry is touched before each timed query, so every query counts its tabs again: the worst case).
// Prints p50, p95 and max per database and the EXPLAIN ANALYZE of the statements of one query.
//
// `… bench:enquiries seed` adds the bench rows to the configured database (DATABASE_URL or
// DATA_DIR) instead: the bench seed command.
//
// Settings: BENCH_ROWS, BENCH_RUNS, BENCH_DATABASES ('pglite,postgres'), DATABASE_URL (use that
// PostgreSQL instead of a database made in the local Debian cluster, which needs `su postgres`).
import { randomBytes } from 'node:crypto';
import {
  type EnquiryListQuery,
  enquiryListQuerySchema,
  enquiryTabsFor,
  type Role,
} from '@staydesk/domain';
import { loadDotEnv, readConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrations.js';
import { openDatabase } from '../src/db/open.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { captureQueries } from '../src/db/query-log.js';
import { seedEnquiryBench } from '../src/modules/enquiries/bench-seed.js';
import { listEnquiries } from '../src/modules/enquiries/repository.js';
import { seedDemoData } from '../src/seed.js';
import { localPostgres, percentile } from './bench-support.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PASSWORD = `Bench-${randomBytes(6).toString('hex')}-A1`;
const ROLES: Role[] = ['user', 'moderator', 'admin', 'masteradmin', 'system_admin'];

interface Caller {
  id: string;
  role: Role;
}

function queryFor(run: number, caller: Caller, companies: string[]): EnquiryListQuery {
  const tabs = enquiryTabsFor(caller.role);
  const tab = tabs[run % tabs.length];
  const search = run % 5 === 4 ? companies[run % companies.length] : undefined;
  return enquiryListQuerySchema.parse({
    tab,
    page: String(1 + (run % 3)),
    ...(search ? { search } : {}),
  });
}

async function bench(label: string, db: Database): Promise<{ rows: string[]; plans: string }> {
  const started = performance.now();
  await migrate(db);
  await seedDemoData(db, PASSWORD);
  await seedEnquiryBench(db, ROWS);
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);
  const staff = await db.query<{ id: string; role: Role }>(
    `select distinct on (role) id, role from users where deleted = false and approval = 'approved' order by role, email`,
  );
  const callers = ROLES.map((role) => staff.rows.find((row) => row.role === role)).filter(
    (caller): caller is Caller => caller !== undefined,
  );
  const names = await db.query<{ name: string }>(
    'select name from companies where deleted = false and parent_id is null order by name limit 20',
  );
  const companies = names.rows.map((row) => row.name.split(' ')[0] ?? row.name);
  const total = await db.query<{ n: number }>('select count(*)::int as n from enquiries');
  const run = (index: number) => {
    const caller = callers[index % callers.length] as Caller;
    const query = queryFor(index, caller, companies);
    return db.read((orm) => listEnquiries(orm, query, caller));
  };
  const rows: string[] = [];
  for (const mode of ['as served', 'after a write'] as const) {
    for (let index = 0; index < 20; index++) await run(index); // warm-up
    const times: number[] = [];
    for (let index = 0; index < RUNS; index++) {
      if (mode === 'after a write') {
        await db.query(
          `update enquiries set updated_at = updated_at
            where id = (select id from enquiries order by reference_number offset $1 limit 1)`,
          [index % 500],
        );
      }
      const t0 = performance.now();
      await run(index);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(1);
    rows.push(
      `| ${label} | ${(total.rows[0]?.n ?? 0).toLocaleString('en-GB')} | ${seededIn} s | ${mode} | ${RUNS} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times[times.length - 1] ?? 0)} |`,
    );
    console.log(rows[rows.length - 1]);
  }
  // The plans of every statement of one list query (counts, the page's ids, the page's rows).
  await db.query('update enquiries set updated_at = updated_at where reference_number = 10001');
  const admin = callers.find((caller) => caller.role === 'admin') ?? callers[0];
  const query = enquiryListQuerySchema.parse({ tab: 'pending', page: '2' });
  const { queries } = await captureQueries(() =>
    db.read((orm) => listEnquiries(orm, query, admin as Caller)),
  );
  const plans: string[] = [];
  for (const statement of queries) {
    const explained = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) ${statement.sql}`,
      statement.params,
    );
    plans.push(explained.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return { rows, plans: plans.join('\n\n') };
}

if (process.argv[2] === 'seed') {
  loadDotEnv();
  const config = readConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const t0 = performance.now();
    await seedEnquiryBench(db, ROWS);
    console.log(
      `Added ${ROWS.toLocaleString('en-GB')} bench enquiries to the ${db.kind} database in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
} else {
  console.log(
    '| Database | Enquiries | Seeded in | Tab counts | Queries | p50 ms | p95 ms | max ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const plans: string[] = [];
  if (DATABASES.includes('pglite')) {
    const db = await PgliteDatabase.open(undefined);
    try {
      plans.push(`PGlite:\n${(await bench('PGlite', db)).plans}`);
    } finally {
      await db.close();
    }
  }
  if (DATABASES.includes('postgres')) {
    const local = process.env.DATABASE_URL ? undefined : localPostgres('staydesk_enquiry_bench');
    const db = await PostgresDatabase.open({
      connectionString: process.env.DATABASE_URL ?? local?.url ?? '',
    });
    try {
      plans.push(`PostgreSQL:\n${(await bench('PostgreSQL', db)).plans}`);
    } finally {
      await db.close();
      if (process.env.BENCH_KEEP === '1') console.log(`Kept: ${local?.url ?? 'DATABASE_URL'}`);
      else local?.drop();
    }
  }
  console.log(`\n${plans.join('\n\n')}`);
}

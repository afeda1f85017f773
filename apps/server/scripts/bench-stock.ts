import { randomBytes } from 'node:crypto';
import { propertyListQuerySchema } from '@staydesk/domain';
import { loadDotEnv, readConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrations.js';
import { openDatabase } from '../src/db/open.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { captureQueries } from '../src/db/query-log.js';
import { seedStockBench } from '../src/modules/properties/bench-seed.js';
import { UK_TOWNS } from '../src/modules/properties/gazetteer.js';
import { listProperties } from '../src/modules/properties/repository.js';
import { seedDemoData } from '../src/seed.js';
import { localPostgres, percentile } from './bench-support.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PASSWORD = `Bench-${randomBytes(6).toString('hex')}-A1`;

function queryFor(run: number) {
  const town = UK_TOWNS[run % UK_TOWNS.length] ?? UK_TOWNS[0];
  if (!town) throw new Error('No towns');
  const start = new Date(Date.now() + ((run * 11) % 120) * 86_400_000);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  return propertyListQuerySchema.parse({
    lng: String(town.lng),
    lat: String(town.lat),
    radiusMiles: '10',
    availableFrom: start.toISOString().slice(0, 10),
    availableTo: end.toISOString().slice(0, 10),
  });
}

async function bench(label: string, db: Database) {
  const started = performance.now();
  await migrate(db);
  await seedDemoData(db, PASSWORD);
  await seedStockBench(db, ROWS);
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);
  const context = { now: new Date(), freshnessDays: 14 };
  // Warm-up: plans cached, pages in memory.
  for (let run = 0; run < 10; run++)
    await db.read((orm) => listProperties(orm, queryFor(run), context));
  const times: number[] = [];
  let hits = 0;
  for (let run = 0; run < RUNS; run++) {
    const query = queryFor(run);
    const t0 = performance.now();
    const page = await db.read((orm) => listProperties(orm, query, context));
    times.push(performance.now() - t0);
    hits += page.total;
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `| ${label} | ${ROWS.toLocaleString('en-GB')} | ${seededIn} s | ${RUNS} | ${Math.round(hits / RUNS)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times[times.length - 1] ?? 0)} |`,
  );
  // The plans of every statement one search sends (counts, the page's ids, the page's rows),
  // captured as Drizzle sent them.
  const query = queryFor(3);
  const { queries } = await captureQueries(() =>
    db.read((orm) => listProperties(orm, query, context)),
  );
  const plans: string[] = [];
  for (const statement of queries) {
    const explained = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) ${statement.sql}`,
      statement.params,
    );
    plans.push(explained.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

if (process.argv[2] === 'seed') {
  loadDotEnv();
  const config = readConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const t0 = performance.now();
    await seedStockBench(db, ROWS);
    console.log(
      `Added ${ROWS.toLocaleString('en-GB')} bench properties to the ${db.kind} database in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
} else {
  console.log(
    '| Database | Properties | Seeded in | Searches | Hits (avg) | p50 ms | p95 ms | max ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const plans: string[] = [];
  if (DATABASES.includes('pglite')) {
    const db = await PgliteDatabase.open(undefined);
    try {
      plans.push(`PGlite:\n${await bench('PGlite', db)}`);
    } finally {
      await db.close();
    }
  }
  if (DATABASES.includes('postgres')) {
    const local = process.env.DATABASE_URL ? undefined : localPostgres('staydesk_stock_bench');
    const db = await PostgresDatabase.open({
      connectionString: process.env.DATABASE_URL ?? local?.url ?? '',
    });
    try {
      plans.push(`PostgreSQL:\n${await bench('PostgreSQL', db)}`);
    } finally {
      await db.close();
      // BENCH_KEEP=1 leaves the database for a look with psql (its address is printed).
      if (process.env.BENCH_KEEP === '1') console.log(`Kept: ${local?.url ?? 'DATABASE_URL'}`);
      else local?.drop();
    }
  }
  console.log(`\n${plans.join('\n\n')}`);
}

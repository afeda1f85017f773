// `pnpm --filter @staydesk/server bench:reporting`: the reporting screen's whole answer
// (GET /api/v1/reporting: every figure of the period and of the period before, by month, lost
// reasons, top companies and agents, aged debt) at BENCH_ROWS (100,000) enquiries and as many
// bookings, with a third as many invoices and their payments. Each database is fresh: migrated,
// the demo data seeded, then the bench rows added with INSERT … SELECT over generate_series
// (enquiries through the enquiries bench seed; bookings and invoices here, spread over three
// years back and one ahead). Then, for the default 12 months and a custom three-year
// period (today less three years to today: part months at both ends), the answer is timed in
// process (the queries, not HTTP) BENCH_RUNS (200) times by BENCH_CONNECTIONS (10) callers at
// once — as the screen counts it (`reporting()`: each table read once) and, with
// BENCH_DIRECT_RUNS (20) answers, by one plain statement per figure (`reportingDirect()`). Prints
// p50, p95, p99 and max per database, period and way, the answers compared, and the EXPLAIN
// ANALYZE of every statement of one 12-month answer both ways.
//
// Settings: BENCH_ROWS, BENCH_RUNS, BENCH_DIRECT_RUNS, BENCH_CONNECTIONS, BENCH_DATABASES
// ('pglite,postgres' by default; PostgreSQL: DATABASE_URL, else a database made in the local
// Debian cluster, which needs `su postgres`), BENCH_PLANS=0 to skip the plans.
import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrations.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { seedEnquiryBench } from '../src/modules/enquiries/bench-seed.js';
import {
  REPORTING_DIRECT_STATEMENTS,
  REPORTING_STATEMENTS,
  type ReportingContext,
  reporting,
  reportingDirect,
} from '../src/modules/reporting/queries.js';
import type { ReportingQuery } from '../src/modules/reporting/schemas.js';
import { seedDemoData } from '../src/seed.js';
import { localPostgres, percentile } from './bench-support.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DIRECT_RUNS = Number(process.env.BENCH_DIRECT_RUNS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PLANS = process.env.BENCH_PLANS !== '0';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const PASSWORD = `Bench-${randomBytes(6).toString('hex')}-A1`;
const ZONE = 'Europe/London';

/** Bench bookings and invoices, deterministic from the row number. */
async function seedReportingBench(db: Database, rows: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `with
         pr as (select array_agg(id order by id) as ids from properties where deleted = false),
         co as (select array_agg(id order by id) as ids from companies where deleted = false and parent_id is null),
         ag as (select coalesce(array_agg(id order by id), '{}') as ids from agents where deleted = false)
       insert into bookings (property_id, company_id, agent_id, check_in, check_out, original_check_out,
         selling_price_per_night, cost_per_night, currency, status, deleted, extensions)
       select pr.ids[1 + g % cardinality(pr.ids)],
              co.ids[1 + g % cardinality(co.ids)],
              case when g % 3 = 0 and cardinality(ag.ids) > 0 then ag.ids[1 + g % cardinality(ag.ids)] end,
              d.check_in,
              d.check_in + d.nights + case when g % 10 = 0 then 7 else 0 end,
              d.check_in + d.nights,
              (90 + g % 160)::numeric, (60 + g % 110)::numeric, 'GBP',
              (array['booked', 'complete', 'complete', 'cancelled'])[1 + g % 4],
              g % 101 = 0,
              case when g % 10 = 0 then jsonb_build_array(jsonb_build_object(
                'from', (d.check_in + d.nights)::text, 'to', (d.check_in + d.nights + 7)::text,
                'sellingPricePerNight', jsonb_build_object('amount', '150', 'currency', 'GBP'),
                'costPerNight', jsonb_build_object('amount', '100', 'currency', 'GBP')))
              else '[]'::jsonb end
         from generate_series(1, $1::int) g
         cross join pr cross join co cross join ag
         cross join lateral (select current_date - 1095 + ((g::bigint * 7919) % 1460)::int as check_in,
                                    1 + (g * 13) % 45 as nights) d
       -- A live booking sharing a night with one already written is left out (no double booking).
       on conflict do nothing`,
      [rows],
    );
    await tx.query(
      `with bc as (select array_agg(id order by id) as ids from billing_companies where deleted = false),
            s as (select coalesce(max(sequence), 0) as base from invoices)
       insert into invoices (billing_company_id, number, sequence, status, currency, issue_date, due_date,
         bill_to, net, gross, amount_paid, amount_credited)
       select bc.ids[1 + g % cardinality(bc.ids)], 'BENCH-' || g, s.base + 1000000 + g, t.status, 'GBP',
              d.issued, d.issued + 30, '{}'::jsonb, (200 + g % 3000)::numeric, (240 + g % 3600)::numeric,
              case t.status when 'paid' then (240 + g % 3600)::numeric
                            when 'partPaid' then round((240 + g % 3600)::numeric / 3, 2) else 0 end,
              0
         from generate_series(1, $1::int) g cross join bc cross join s
         cross join lateral (select (array['issued', 'partPaid', 'paid', 'paid', 'paid', 'void'])[1 + g % 6] as status) t
         cross join lateral (select current_date - 1095 + ((g::bigint * 104729) % 1200)::int as issued) d`,
      [Math.floor(rows / 3)],
    );
    await tx.query(
      `insert into invoice_payments (invoice_id, amount, paid_on, method)
       select id, amount_paid, issue_date + 20, 'bankTransfer'
         from invoices where number like 'BENCH-%' and amount_paid > 0`,
    );
  });
  for (const table of ['bookings', 'invoices', 'invoice_payments']) {
    await db.exec(`vacuum analyze ${table}`);
  }
}

type Answer = typeof reporting;

/**
 * `runs` answers by `connections` callers at once (each starts its next answer when its last one
 * is back); the time of each answer.
 */
async function load(
  answer: Answer,
  db: Database,
  query: ReportingQuery,
  context: ReportingContext,
  runs: number,
  connections: number,
): Promise<number[]> {
  const times: number[] = [];
  let started = 0;
  const caller = async () => {
    while (started < runs) {
      started += 1;
      const t0 = performance.now();
      await answer(db, query, context);
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, runs) }, caller));
  return times.sort((a, b) => a - b);
}

const ms = (value: number) => value.toFixed(0);

async function plansOf(
  db: Database,
  statements: Record<string, { sql: string; today?: boolean }>,
  from: string,
  today: string,
): Promise<string> {
  const lines: string[] = [];
  for (const [name, statement] of Object.entries(statements)) {
    const params: unknown[] = [from, today, 'GBP', ZONE];
    if (statement.today) params.push(today);
    await db.query(statement.sql, params);
    const t0 = performance.now();
    await db.query(statement.sql, params);
    const took = performance.now() - t0;
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) ${statement.sql}`,
      params,
    );
    lines.push(
      `-- ${name}: ${took.toFixed(1)} ms\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
  return lines.join('\n\n');
}

async function bench(label: string, db: Database): Promise<string> {
  const started = performance.now();
  await migrate(db);
  await seedDemoData(db, PASSWORD);
  await seedEnquiryBench(db, ROWS);
  await seedReportingBench(db, ROWS);
  const seededIn = ((performance.now() - started) / 1000).toFixed(1);
  const counts = await db.query<{ enquiries: number; bookings: number; invoices: number }>(
    `select (select count(*)::int from enquiries) as enquiries, (select count(*)::int from bookings) as bookings,
            (select count(*)::int from invoices) as invoices`,
  );
  const n = counts.rows[0];
  const rows = `${n?.enquiries.toLocaleString('en-GB')} / ${n?.bookings.toLocaleString('en-GB')} / ${n?.invoices.toLocaleString('en-GB')}`;
  const today = new Date().toISOString().slice(0, 10);
  const context = { today, timeZone: ZONE };
  const threeYearsAgo = new Date(Date.parse(`${today}T00:00:00Z`));
  threeYearsAgo.setUTCFullYear(threeYearsAgo.getUTCFullYear() - 3);
  threeYearsAgo.setUTCDate(threeYearsAgo.getUTCDate() + 1);
  const periods: [string, ReportingQuery][] = [
    ['last 12 months (default)', { currency: 'GBP' }],
    [
      `three years (${threeYearsAgo.toISOString().slice(0, 10)} to ${today})`,
      { from: threeYearsAgo.toISOString().slice(0, 10), to: today, currency: 'GBP' },
    ],
  ];
  for (const [name, query] of periods) {
    const screen = await reporting(db, query, context, null);
    const direct = await reportingDirect(db, query, context, null);
    const same = JSON.stringify(screen) === JSON.stringify(direct);
    if (!same) process.exitCode = 1;
    for (const [way, answer, runs] of [
      ['screen', reporting, RUNS],
      ['plain statements', reportingDirect, DIRECT_RUNS],
    ] as const) {
      for (let run = 0; run < 2; run++) await answer(db, query, context); // warm-up
      const alone = await load(answer, db, query, context, Math.min(runs, 20), 1);
      const times = await load(answer, db, query, context, runs, CONNECTIONS);
      console.log(
        `| ${label} | ${rows} | ${seededIn} s | ${name} | ${way} | ${ms(percentile(alone, 50))} | ${CONNECTIONS} × ${runs} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${ms(times[times.length - 1] ?? 0)} | ${same ? 'equal' : 'DIFFERENT'} |`,
      );
    }
  }
  if (!PLANS) return '';
  const from = `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}-01`;
  return `As the screen counts:\n${await plansOf(db, REPORTING_STATEMENTS, from, today)}\n\nOne plain statement per figure:\n${await plansOf(db, REPORTING_DIRECT_STATEMENTS, from, today)}`;
}

console.log(
  '| Database | Enquiries / bookings / invoices | Seeded in | Period | Read from | Alone p50 ms | Callers × answers | p50 ms | p95 ms | p99 ms | max ms | Answers |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
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
  const local = process.env.DATABASE_URL ? undefined : localPostgres('staydesk_reporting_bench');
  const db = await PostgresDatabase.open({
    connectionString: process.env.DATABASE_URL ?? local?.url ?? '',
  });
  try {
    plans.push(`PostgreSQL:\n${await bench('PostgreSQL', db)}`);
  } finally {
    await db.close();
    local?.drop();
  }
}
console.log(`\n${plans.join('\n\n')}`);

// `pnpm --filter @staydesk/server bench:reporting`: the reporting screen's whole answer
// (GET /api/v1/reporting: every figure of the period and of the period before, by month, lost
// reasons, top companies and agents, aged debt) at BENCH_ROWS (100,000) enquiries and as many
// bookings, with a third as many invoices and their payments. Each database is fresh: migrated,
// the demo data seeded, then the bench rows added with INSERT … SELECT over generate_series
// (enquiries through the enquiries bench seed; bookings and invoices here, spread over three
// years back and one ahead). Then `reporting()` runs BENCH_RUNS (30) times for each of three
// periods — the default 12 months, this quarter, and three years — timed in process (the queries,
// not HTTP). Prints p50, p95 and max per database and period, and the EXPLAIN ANALYZE of the
// statements of one 12-month answer.
//
// Settings: BENCH_ROWS, BENCH_RUNS, BENCH_DATABASES ('pglite' by default; 'pglite,postgres' also
// runs on PostgreSQL: DATABASE_URL, else a database made in the local Debian cluster).
import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrations.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { seedEnquiryBench } from '../src/modules/enquiries/bench-seed.js';
import { REPORTING_STATEMENTS, reporting } from '../src/modules/reporting/queries.js';
import { seedDemoData } from '../src/seed.js';
import { localPostgres, percentile } from './bench-support.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite').split(',');
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
                                    1 + (g * 13) % 45 as nights) d`,
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
  await db.exec('vacuum analyze bookings');
  await db.exec('vacuum analyze invoices');
  await db.exec('vacuum analyze invoice_payments');
}

function quarterOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) - 1 - ((Number(day.slice(5, 7)) - 1) % 3);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    from: iso(new Date(Date.UTC(year, first, 1))),
    to: iso(new Date(Date.UTC(year, first + 3, 0))),
  };
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
  const today = new Date().toISOString().slice(0, 10);
  const context = { today, timeZone: ZONE };
  const threeYears = {
    from: `${Number(today.slice(0, 4)) - 2}-${today.slice(5, 7)}-01`,
    to: today,
  };
  const periods = {
    'last 12 months (default)': {},
    'this quarter': quarterOf(today),
    'three years': threeYears,
  } as const;
  for (const [name, period] of Object.entries(periods)) {
    const query = { ...period, currency: 'GBP' };
    for (let run = 0; run < 3; run++) await reporting(db, query, context); // warm-up
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await reporting(db, query, context);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(0);
    console.log(
      `| ${label} | ${n?.enquiries.toLocaleString('en-GB')} / ${n?.bookings.toLocaleString('en-GB')} / ${n?.invoices.toLocaleString('en-GB')} | ${seededIn} s | ${name} | ${RUNS} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times[times.length - 1] ?? 0)} |`,
    );
  }
  // Each statement of a 12-month answer on its own, with its plan.
  const from = `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}-01`;
  const lines: string[] = [];
  for (const [name, statement] of Object.entries(REPORTING_STATEMENTS)) {
    const params: unknown[] = [from, today, 'GBP', ZONE];
    if (statement.today) params.push(today);
    const t0 = performance.now();
    await db.query(statement.sql, params);
    const took = performance.now() - t0;
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off) ${statement.sql}`,
      params,
    );
    lines.push(
      `-- ${name}: ${took.toFixed(0)} ms\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
  return lines.join('\n\n');
}

console.log(
  '| Database | Enquiries / bookings / invoices | Seeded in | Period | Runs | p50 ms | p95 ms | max ms |',
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

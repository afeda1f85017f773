// The bench's data (scripts/bench.ts): 100,000 companies and 100,000 guests in one INSERT … SELECT
// over generate_series per table, with names the bench's searches find in known numbers. Also
// used on its own to make a scratch database for EXPLAIN work:
// `tsx --conditions=@staydesk/source scripts/bench-seed.ts <pglite dir | postgres url>`.
import type { Database } from '../src/db/database.js';
import { maintainTables, migrate } from '../src/db/migrations.js';
import { PgliteDatabase } from '../src/db/pglite.js';
import { PostgresDatabase } from '../src/db/postgres.js';
import { seedDemoData } from '../src/seed.js';

export const COMPANY_WORDS = [
  'Harbour',
  'Summit',
  'Cedar',
  'Meridian',
  'Atlas',
  'Beacon',
  'Crescent',
  'Falcon',
  'Granite',
  'Horizon',
  'Juniper',
  'Lantern',
  'Maple',
  'Northwind',
  'Orchard',
  'Pioneer',
  'Quarry',
  'Riverside',
  'Sterling',
  'Willow',
];
const COMPANY_KINDS = [
  'Lettings',
  'Estates',
  'Homes',
  'Stays',
  'Residences',
  'Suites',
  'Apartments',
  'Lodging',
  'Properties',
  'Rentals',
  'Living',
  'Quarters',
  'Villas',
  'Retreats',
  'Housing',
  'Dwellings',
  'Havens',
];
const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chloé',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kemi',
  'Lucas',
  'Mei',
  'Nils',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
];
const LAST_NAMES = [
  'Okafor',
  'Schmidt',
  'Dubois',
  'Rossi',
  'Novak',
  'Silva',
  'Kowalski',
  'Jensen',
  'Murphy',
  'Haddad',
  'Tanaka',
  'Moreau',
  'Fischer',
  'Bianchi',
  'Lindqvist',
  'Horvat',
  'Costa',
  'Nguyen',
  'Petrov',
  'Walsh',
  'Yilmaz',
  'Andersen',
  'Garcia',
  'Keller',
  'Laurent',
];

const sqlArray = (words: string[]) =>
  `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * 100,000 companies (every fifth one a subcompany of the top-level company three rows before it,
 * one in fifty deleted) and 100,000 guests (one in three belonging to a company), with ids derived
 * from the row number so the bench can name them.
 */
export function bulkSeedSql(rows: number): string {
  return `
-- md5 of a label, shaped as a version-4 uuid (the API's id check wants the version and variant).
create function pg_temp.bench_id(label text) returns uuid language sql immutable as
  $$ select overlay(overlay(md5(label) placing '4' from 13) placing '8' from 17)::uuid $$;
insert into companies (id, name, legal_name, parent_id, deleted, created_at, updated_at)
select pg_temp.bench_id('bench-company-' || i),
       w.first[1 + i % 20] || ' ' || w.kind[1 + (i / 20) % 17] || ' ' || lpad(i::text, 6, '0'),
       w.first[1 + i % 20] || ' ' || w.kind[1 + (i / 20) % 17] || ' Ltd ' || i,
       case when i % 5 = 4 then pg_temp.bench_id('bench-company-' || (i - 3)) end,
       i % 50 = 7,
       now() - make_interval(mins => i),
       now() - make_interval(mins => i)
  from generate_series(1, ${rows}) as i,
       (select ${sqlArray(COMPANY_WORDS)} as first, ${sqlArray(COMPANY_KINDS)} as kind) as w;
insert into clients (id, first_name, last_name, email, phone, company_id, deleted, created_at, updated_at)
select pg_temp.bench_id('bench-guest-' || i),
       w.first[1 + i % 20],
       w.last[1 + (i / 20) % 25],
       'guest' || i || '@example.test',
       '+44 7700 ' || lpad(i::text, 6, '0'),
       case when i % 3 = 0 then pg_temp.bench_id('bench-company-' || (1 + i % ${rows})) end,
       i % 50 = 7,
       now() - make_interval(mins => i),
       now() - make_interval(mins => i)
  from generate_series(1, ${rows}) as i,
       (select ${sqlArray(FIRST_NAMES)} as first, ${sqlArray(LAST_NAMES)} as last) as w;
`;
}

/** Migrations, the demo staff (to sign in), the bulk rows, then what the server does after seeding. */
export async function seedBench(db: Database, rows: number, password: string): Promise<void> {
  await migrate(db);
  await seedDemoData(db, password);
  const started = Date.now();
  await db.exec(bulkSeedSql(rows));
  // What the server's maintenance (PGlite) or autovacuum (PostgreSQL) does after a bulk write.
  await maintainTables(db, { vacuum: true });
  console.log(`  seeded ${rows} companies and ${rows} guests in ${Date.now() - started} ms`);
}

/** `bench-seed.ts <target> [rows]`: a PostgreSQL URL or a PGlite data directory. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2] ?? '';
  const rows = Number(process.argv[3] ?? 100_000);
  const db = target.startsWith('postgres')
    ? await PostgresDatabase.open({ connectionString: target })
    : await PgliteDatabase.open(target);
  await seedBench(db, rows, process.env.SEED_PASSWORD ?? 'Scratch-Bench-2026-A1');
  await db.close();
}

import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { keptFor } from '../lib/maps.js';
import { rowsOf } from '../lib/sql.js';
import type { Orm } from './database.js';
import { planNodes, planOfRows } from './plans.js';
import { withPurpose } from './query-log.js';

/**
 * A list statement that reads a whole large table, read in block ranges on a database with one
 * connection (issue 11, item 2).
 *
 * PGlite runs one statement at a time (pglite.ts), so a statement that reads a whole table makes
 * every request behind it wait for all of it. A search of one or two letters has no trigram to
 * find and reads every row: at 100,000 guests its count took ~160 ms of PGlite and its page as
 * long, and a by-id read beside a stream of such searches waited 178 ms p50, 333 p95. Run as
 * statements over block ranges of the table (`ctid`, each a TID range scan of 2 MB, ~25 ms), each
 * waits its own turn and other requests' statements run between them; the caller combines their
 * results. On PostgreSQL (a pool) the statement runs whole.
 *
 * The slices see as many snapshots: a write between two of them can be counted in one and not the
 * other. Callers check the table's change stamp across the slices (counts) or read the found rows
 * again in one statement (pages), and the stamp makes the next request read afresh.
 */
export interface SliceSettings {
  /** Table blocks (8 KiB) per statement. */
  readonly blocksPerSlice: number;
}

const DEFAULT_SETTINGS: SliceSettings = { blocksPerSlice: 256 };

/** The databases whose list statements are read in slices, with their settings. */
const slicedDatabases = new WeakMap<Orm, SliceSettings>();

/** Reads this Drizzle instance's whole-table list statements in slices (PGlite's `read`). */
export function sliceWholeTableScans(orm: Orm, settings: SliceSettings = DEFAULT_SETTINGS): void {
  slicedDatabases.set(orm, settings);
}

/** What the size of a table was last read as, per database: blocks, and when (ms). */
const knownSizes = new WeakMap<Orm, Map<string, { blocks: number; at: number }>>();
/** A table grows by a few blocks a minute at most; its last slice is open-ended anyway. */
const SIZE_FRESH_MS = 60_000;

async function blocksOf(orm: Orm, table: string): Promise<number> {
  const sizes = keptFor(knownSizes, orm, () => new Map<string, { blocks: number; at: number }>());
  const known = sizes.get(table);
  const now = Date.now();
  if (known && now - known.at < SIZE_FRESH_MS) return known.blocks;
  const result = await withPurpose('plan check', () =>
    orm.execute(
      sql`select pg_relation_size(to_regclass(${table})) / current_setting('block_size')::bigint as blocks`,
    ),
  );
  const blocks = Number(rowsOf<{ blocks: unknown }>(result)[0]?.blocks ?? 0);
  sizes.set(table, { blocks, at: now });
  return blocks;
}

/**
 * The conditions that split `statement`'s read of `table` into block ranges, when it would read
 * the whole table (a sequential scan in its plan) and the table is large (two slices or more) on
 * a database registered with `sliceWholeTableScans`; otherwise undefined, and it runs whole. The
 * last range is open-ended, so blocks added since the size was read are read too.
 */
export async function scanSlices(
  orm: Orm,
  table: string,
  statement: SQLWrapper,
): Promise<SQL[] | undefined> {
  const settings = slicedDatabases.get(orm);
  if (!settings) return undefined;
  const blocks = await blocksOf(orm, table);
  if (blocks < 2 * settings.blocksPerSlice) return undefined;
  const plan = planOfRows(
    rowsOf(
      await withPurpose('plan check', () => orm.execute(sql`explain (format json) ${statement}`)),
    ),
  );
  const wholeTable =
    plan !== undefined &&
    planNodes(plan).some(
      (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table,
    );
  if (!wholeTable) return undefined;
  const ctid = sql`${sql.identifier(table)}.ctid`;
  const slices: SQL[] = [];
  for (let start = 0; start < blocks; start += settings.blocksPerSlice) {
    const end = start + settings.blocksPerSlice;
    slices.push(
      end >= blocks
        ? sql`${ctid} >= ${`(${start},0)`}::tid`
        : sql`${ctid} >= ${`(${start},0)`}::tid and ${ctid} < ${`(${end},0)`}::tid`,
    );
  }
  return slices;
}

import { PAGE_SIZE, type Paged, type SortParam, sortOrderOf } from '@staydesk/domain';
import { and, asc, desc, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { keptFor } from '../lib/maps.js';
import { pageOf, rowsOf } from '../lib/sql.js';
import type { Orm } from './database.js';
import { type CapturedQuery, captureQueries, withPurpose } from './query-log.js';
import { scanSlices } from './scan-slices.js';

/**
 * The kit's list query (issue 11): one page of a list with the count of every tab, built so a
 * list stays fast at 100,000 rows and more.
 *
 * - **Counts** are one statement (`count(*) filter (where …)` per tab), read with the table's
 *   change stamp in the same snapshot (migration 0007: a statement trigger raises the stamp in the
 *   writing transaction). They are kept by statement text and parameters and reused while the stamp
 *   has not moved, so they stay exact: an unfiltered list — the one every screen opens on, whose
 *   count reads the whole table — costs a one-row stamp read per page instead of a count, and so
 *   does the next page of the same search. Any write to the table makes the next request count
 *   again (through the trigram and foreign-key indexes when searched or filtered).
 * - **Pages**, when the module gives its `order` (`listOrder`), find their ids first: an index-only
 *   walk of the covering list index, then the module's `fetch` reads just those rows with its
 *   joins. Where a page starts is remembered with the stamp too (the sort key of its first row), so
 *   the next page, the previous one and any page asked for again are a keyset read from there
 *   (`(key, id) >= (…)`) instead of an OFFSET walk from the first row; a page never visited walks
 *   from the nearest known start before it.
 * - **Whole pages**, for a module whose `fetch` depends on nothing but the rows (`rememberPages`),
 *   are kept with the stamps of every table the page's statements read (learnt from the statements
 *   Drizzle sent): a page asked for again while none of them changed costs one statement, the read
 *   of those stamps, which come before anything else is read, so a write in between only makes the
 *   next request read again.
 * - **Whole-table reads on PGlite** (one statement at a time): a count, or the first rows of a
 *   searched page, whose plan reads the whole of a large table runs in block ranges, each its own
 *   turn, so other requests wait for one range rather than the table (scan-slices.ts).
 *
 * Tables opt in to the stamp with `select track_list_changes('table');` in a migration; without
 * it nothing is cached and every page counts and walks, as before.
 */

/** A list's order: its sort key expressions, then the id, all in one direction. */
export interface ListOrder {
  /** The sort key expressions followed by the id column. They must never be null (keyset reads compare them). */
  keys: (AnyPgColumn | SQL)[];
  direction: 'asc' | 'desc';
  /** For the module's `orderBy(...order.by)`. */
  by: SQL[];
}

/**
 * The order of a whitelisted sort parameter: the key's expressions in the asked direction, then
 * the id in the same direction, so rows with equal keys keep one order across pages.
 */
export function listOrder<K extends string>(
  sort: SortParam<K>,
  keys: Record<K, (AnyPgColumn | SQL)[]>,
  id: AnyPgColumn,
): ListOrder {
  const { key, direction } = sortOrderOf(sort);
  const all = [...keys[key], id];
  const order = direction === 'asc' ? asc : desc;
  return { keys: all, direction, by: all.map((expression) => order(expression)) };
}

/** ORDER BY for a whitelisted sort parameter (`listOrder(…).by`). */
export function orderFor<K extends string>(
  sort: SortParam<K>,
  keys: Record<K, (AnyPgColumn | SQL)[]>,
  id: AnyPgColumn,
): SQL[] {
  return listOrder(sort, keys, id).by;
}

/** A list order's id column: its last key. */
const idOf = (order: ListOrder): AnyPgColumn | SQL => order.keys.at(-1) ?? sql`id`;

export interface ListSpec<Tab extends string, Item> {
  orm: Orm;
  /** The table the tabs partition (counted without joins). */
  table: PgTable;
  /** Search and filters: they apply to the page and to every tab count alike. */
  filters: (SQL | undefined)[];
  /** Each tab the caller may see, with the condition that puts a row in it. */
  tabs: Record<Tab, SQL>;
  tab: Tab;
  page: number;
  /**
   * Fetches one page of the chosen tab (the module's select with its joins and order). With
   * `order` given, `where` is `id in (the page's ids)` and `offset` is 0.
   */
  fetch(where: SQL | undefined, limit: number, offset: number): Promise<Item[]>;
  /**
   * The page's order (`listOrder` of the same sort the fetch uses), with the table's `id` column
   * last. Given, pages are found by id first and deep pages read from remembered page starts.
   */
  order?: ListOrder;
  /**
   * Set when `fetch` answers from its arguments and the rows it reads alone: no clock (an
   * "overdue" worked out from today), no caller, no setting. The page is then remembered with the
   * change stamps of every table its statements read (learnt from the statements themselves), and
   * asked for again while none of those tables changed it is answered from memory after one stamp
   * read. Only when every such table is tracked; needs `order`.
   */
  rememberPages?: boolean;
}

export type ListAnswer<Tab extends string, Item> = Paged<Item> & {
  tabCounts: Record<Tab, number>;
};

/** What is remembered of one table in one database, valid while the stamp is unchanged. */
interface TableMemory {
  tracked: boolean;
  counts: Map<string, { stamp: number; counts: Record<string, number> }>;
  /** By list (condition + order): the stamp and the sort keys (as text) of each known page start. */
  starts: Map<string, { stamp: number; pages: Map<number, string[]> }>;
  /** By list and page (`rememberPages`): the tables its fetch read and, once exact, its items. */
  pages: Map<string, RememberedPage>;
}

interface RememberedPage {
  /** Every table the page's statements read, the list's own first. */
  tables: string[];
  /** The items with the stamps (in `tables` order) read before they were fetched. */
  answer?: { stamps: number[]; items: unknown[] };
}

/** Bounds, so a long-running server with many searches keeps a small memory. */
const MAX_COUNTED_LISTS = 256;
const MAX_PAGED_LISTS = 256;
const MAX_PAGE_STARTS = 4096;
/** Pages of items kept (`rememberPages`): 29 rows each, a few MB at most. */
const MAX_REMEMBERED_PAGES = 512;
/**
 * A search or filter with at least this many rows reads its next page by walking the list index
 * from a remembered page start rather than sorting all its rows: about PAGE_SIZE × (rows of the
 * tab ÷ hits) index entries, under 1,500 at 100,000 rows.
 */
const WALK_FROM_START_HITS = 2000;
/**
 * A fenced page read in block ranges (scan-slices.ts) takes this many rows at most from each:
 * the page's rows and all before it. Deeper pages of such a search run whole.
 */
const SLICED_PAGE_ROWS = 600;

/** Per Drizzle instance (one per database, or per schema in tests), then per table. */
const memories = new WeakMap<Orm, Map<string, TableMemory>>();

function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  // A Map iterates in insertion order: the first key is the least recently stored.
  if (map.size > max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}

/** The text of a statement with its parameters: the key of what is remembered for it. */
function keyOf(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql: text, params } = query.toSQL();
  return `${text}\u0000${JSON.stringify(params)}`;
}

async function tableMemory(orm: Orm, table: string): Promise<TableMemory> {
  const tables = keptFor(memories, orm, () => new Map<string, TableMemory>());
  const known = tables.get(table);
  if (known) return known;
  const [row] = rowsOf<{ tracked: boolean }>(
    await orm.execute(
      sql`select exists (select 1 from pg_trigger where tgrelid = to_regclass(${table}) and tgname = 'list_stamp') as tracked`,
    ),
  );
  const memory: TableMemory = {
    tracked: row?.tracked === true,
    counts: new Map(),
    starts: new Map(),
    pages: new Map(),
  };
  tables.set(table, memory);
  return memory;
}

/** The table's change stamp (0 before its first write), as a scalar subquery. */
const stampOf = (table: string) =>
  sql<number>`coalesce((select stamp from list_stamps where name = ${table}), 0)`.mapWith(Number);

/** The change stamps of tracked tables (0 for one never written), in one statement. */
async function readStamps(orm: Orm, tables: readonly string[]): Promise<Map<string, number>> {
  const rows = rowsOf<{ name: string; stamp: unknown }>(
    await orm.execute(
      sql`select name, stamp from list_stamps where name in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})`,
    ),
  );
  const stamps = new Map(tables.map((table) => [table, 0]));
  for (const row of rows) stamps.set(row.name, Number(row.stamp));
  return stamps;
}

/**
 * The tables a statement reads: Drizzle quotes every table it names after `from` and `join`,
 * subqueries included.
 */
function tablesRead(statements: readonly { sql: string }[]): string[] {
  const names = new Set<string>();
  for (const { sql: text } of statements) {
    for (const match of text.matchAll(/\b(?:from|join)\s+"([^"]+)"/gi)) names.add(match[1] ?? '');
  }
  return [...names].sort();
}

export interface TabCountSpec<Tab extends string> {
  orm: Orm;
  table: PgTable;
  filters: (SQL | undefined)[];
  tabs: Record<Tab, SQL>;
}

/**
 * The count of every tab for the same search and filters, in one statement, and the table's
 * change stamp read in the same snapshot (undefined when the table is not tracked). The counts of
 * a tracked table are reused, for the same statement and parameters, while the stamp is unchanged.
 */
export async function countTabs<Tab extends string>(
  spec: TabCountSpec<Tab>,
  /** The table's stamp when the caller has just read it (`readStamps`): not read again. */
  stampRead?: number,
): Promise<{ counts: Record<Tab, number>; stamp: number | undefined }> {
  const table = getTableName(spec.table);
  const memory = await tableMemory(spec.orm, table);
  const filter = and(...spec.filters);
  const tabNames = Object.keys(spec.tabs) as Tab[];
  const counters: Record<string, SQL.Aliased<number>> = Object.fromEntries(
    tabNames.map((tab) => [
      tab,
      sql<number>`count(*) filter (where ${spec.tabs[tab]})`.mapWith(Number).as(tab),
    ]),
  );
  const countOf = (where: SQL | undefined) =>
    spec.orm
      .select(memory.tracked ? { ...counters, stamp__: stampOf(table).as('stamp__') } : counters)
      .from(spec.table)
      .where(where);
  const countQuery = countOf(filter);

  let stamp: number | undefined;
  if (memory.tracked) {
    const known = memory.counts.get(keyOf(countQuery));
    if (known) {
      stamp = stampRead ?? (await readStamps(spec.orm, [table])).get(table) ?? 0;
      if (known.stamp === stamp) return { counts: known.counts as Record<Tab, number>, stamp };
    }
  }
  const unfiltered = spec.filters.every((part) => part === undefined);
  const run = (query: typeof countQuery) =>
    unfiltered ? withPurpose('whole-table count', () => query.execute()) : query.execute();
  type Counted = Awaited<typeof countQuery>[number];
  // A count that would read the whole table, on PGlite: one statement per block range, summed
  // (scan-slices.ts). Exact when every slice read the same stamp; else it is counted again whole.
  const slices = await scanSlices(spec.orm, table, countQuery);
  let parts: Counted[] | undefined;
  if (slices) {
    parts = [];
    for (const range of slices) {
      const [part] = await run(countOf(and(filter, range)));
      if (part) parts.push(part);
    }
    const stamps = new Set(parts.map((part) => Number(part.stamp__ ?? 0)));
    if (memory.tracked && stamps.size > 1) parts = undefined;
  }
  parts ??= await run(countQuery);
  const counts = Object.fromEntries(
    tabNames.map((tab) => [tab, parts.reduce((sum, part) => sum + Number(part[tab] ?? 0), 0)]),
  ) as Record<Tab, number>;
  if (memory.tracked) {
    // The stamp read with the counts is the one they are exact for.
    stamp = Number(parts[0]?.stamp__ ?? 0);
    remember(memory.counts, keyOf(countQuery), { stamp, counts }, MAX_COUNTED_LISTS);
  }
  return { counts, stamp };
}

/**
 * The ids of one page, by keyset from the nearest remembered page start at or before it, and the
 * starts of this page and the next one remembered for later.
 *
 * Without search or filters the statement walks the list index in order and stops after the page.
 * With them it is fenced (`offset 0` in a subquery, which PostgreSQL never flattens): the matching
 * rows are found through their own indexes (trigram, foreign key) and only they are sorted. Left to
 * itself the planner would walk the list index and filter, betting that matches are spread evenly;
 * a search whose hits sort together far from the start ("harbour" among 100,000 names) then reads
 * tens of thousands of rows before the first hit. The walk is right in one case: from a remembered
 * page start of a search with many hits (`WALK_FROM_START_HITS`), where the next hits are near and
 * sorting all of them would cost more. Either way the statement asks for no more rows than the
 * exact count says are left, so a walk never runs on past the last hit.
 */
async function pageIds(
  spec: {
    orm: Orm;
    table: PgTable;
    where: SQL | undefined;
    filtered: boolean;
    /** The exact number of rows of the list (the tab's count). */
    total: number;
    order: ListOrder;
    page: number;
    listKey: string;
  },
  memory: TableMemory,
  stamp: number | undefined,
): Promise<string[]> {
  const { orm, order, listKey } = spec;
  const id = idOf(order);
  let starts = stamp === undefined ? undefined : memory.starts.get(listKey);
  if (stamp !== undefined && starts?.stamp !== stamp) starts = { stamp, pages: new Map() };
  let from: { page: number; keys: string[] } | undefined;
  for (const [page, keys] of starts?.pages ?? []) {
    if (page <= spec.page && (!from || page > from.page)) from = { page, keys };
  }
  // `(key, …, id) >= (…)` (or <= descending): the btree reads from there, in order.
  const after = from
    ? sql`(${sql.join(order.keys, sql`, `)}) ${order.direction === 'asc' ? sql.raw('>=') : sql.raw('<=')} (${sql.join(
        from.keys.map((value) => sql`${value}`),
        sql`, `,
      )})`
    : undefined;
  const where = and(spec.where, after) ?? sql`true`;
  const skip = (spec.page - (from?.page ?? 1)) * PAGE_SIZE;
  const direction = sql.raw(order.direction);
  // The sort keys come back as text: passed back as parameters they compare exactly (a Date
  // would lose the microseconds of a timestamptz).
  // The rows wanted after `from`: up to the page's end plus one (where the next page starts),
  // never more than are left.
  const wanted = Math.min(PAGE_SIZE + 1, spec.total - (spec.page - 1) * PAGE_SIZE);
  const fenced = spec.filtered && !(from && spec.total >= WALK_FROM_START_HITS);
  // The fenced read of a search that reads the whole table, on PGlite: each block range's first
  // rows in the list's order, then the page from those alone (scan-slices.ts).
  const tableName = getTableName(spec.table);
  const slices =
    fenced && skip + wanted <= SLICED_PAGE_ROWS
      ? await scanSlices(orm, tableName, sql`select ${id} from ${spec.table} where ${where}`)
      : undefined;
  let hitsWhere = where;
  if (slices) {
    const found = new Set<string>();
    for (const range of slices) {
      const rows = rowsOf<{ id: unknown }>(
        await orm.execute(
          sql`select ${id} as id from ${spec.table} where ${where} and ${range} order by ${sql.join(order.by, sql`, `)} limit ${skip + wanted}`,
        ),
      );
      for (const row of rows) found.add(String(row.id));
    }
    hitsWhere = found.size > 0 ? inArray(sql`${id}`, [...found]) : sql`false`;
  }
  const statement = fenced
    ? sql`select hits.id, ${sql.join(
        order.keys.map((_, index) => sql.raw(`hits.k${index}::text as t${index}`)),
        sql`, `,
      )} from (select ${id} as id, ${sql.join(
        order.keys.map((key, index) => sql`${key} as ${sql.raw(`k${index}`)}`),
        sql`, `,
      )} from ${spec.table} where ${hitsWhere} offset 0) as hits order by ${sql.join(
        order.keys.map((_, index) => sql`${sql.raw(`hits.k${index}`)} ${direction}`),
        sql`, `,
      )} limit ${wanted} offset ${skip}`
    : sql`select ${id} as id, ${sql.join(
        order.keys.map((key, index) => sql`(${key})::text as ${sql.raw(`t${index}`)}`),
        sql`, `,
      )} from ${spec.table} where ${where} order by ${sql.join(order.by, sql`, `)} limit ${wanted} offset ${skip}`;
  // One row past the page: where the next page starts.
  const rows = rowsOf<Record<string, string>>(await orm.execute(statement));
  if (starts) {
    const keysOf = (row: Record<string, string>) =>
      order.keys.map((_, index) => String(row[`t${index}`]));
    const first = rows[0];
    const next = rows[PAGE_SIZE];
    if (first) starts.pages.set(spec.page, keysOf(first));
    if (next) starts.pages.set(spec.page + 1, keysOf(next));
    if (starts.pages.size > MAX_PAGE_STARTS) {
      starts.pages = new Map([...starts.pages].slice(-MAX_PAGE_STARTS / 2));
    }
    remember(memory.starts, listKey, starts, MAX_PAGED_LISTS);
  }
  return rows.slice(0, PAGE_SIZE).map((row) => String(row.id));
}

/**
 * One page of a list in the domain's paged shape, with the count of every tab for the same
 * search and filters (see the top of this file for what is counted, walked and remembered).
 */
export async function listPage<Tab extends string, Item>(
  spec: ListSpec<Tab, Item>,
): Promise<ListAnswer<Tab, Item>> {
  const table = getTableName(spec.table);
  const memory = await tableMemory(spec.orm, table);
  const where = and(...spec.filters, spec.tabs[spec.tab]);
  const order = spec.order;
  // The list (its condition and order) the page belongs to: the key of its remembered starts.
  const listKey =
    order &&
    keyOf(
      spec.orm
        .select({ id: sql`${idOf(order)}` })
        .from(spec.table)
        .where(where)
        .orderBy(...order.by),
    );
  const pageKey =
    listKey !== undefined && spec.rememberPages && memory.tracked
      ? `${listKey}\u0000${spec.page}`
      : undefined;
  const remembered = pageKey === undefined ? undefined : memory.pages.get(pageKey);
  // The stamps of every table the page reads, before anything else is read: a write after this
  // makes the next request miss, never serves an older page.
  const tables = remembered?.tables ?? [table];
  const stamps = pageKey === undefined ? undefined : await readStamps(spec.orm, tables);
  const { counts: tabCounts, stamp } = await countTabs(spec, stamps?.get(table));
  const paging = pageOf(tabCounts[spec.tab], spec.page, PAGE_SIZE);
  let items: Item[] = [];
  if (paging.offset < paging.total) {
    if (order && listKey !== undefined) {
      const stampsNow = tables.map((name) => stamps?.get(name) ?? 0);
      const answer = remembered?.answer;
      if (answer?.stamps.every((value, index) => value === stampsNow[index])) {
        items = answer.items as Item[];
      } else {
        const filtered = spec.filters.some((part) => part !== undefined);
        const readPage = async () => {
          const ids = await pageIds(
            { ...spec, where, filtered, total: paging.total, order, listKey },
            memory,
            stamp,
          );
          return ids.length > 0
            ? await spec.fetch(inArray(sql`${idOf(order)}`, ids), PAGE_SIZE, 0)
            : [];
        };
        if (pageKey === undefined) {
          items = await readPage();
        } else {
          // Captured only to learn which tables the page read (rememberPage).
          const read = await captureQueries(readPage);
          items = read.result;
          await rememberPage(spec.orm, memory, pageKey, tables, stampsNow, read, table);
        }
      }
    } else {
      items = await spec.fetch(where, PAGE_SIZE, paging.offset);
    }
  }
  return {
    items,
    total: paging.total,
    page: paging.page,
    pageCount: paging.pageCount,
    pageSize: PAGE_SIZE,
    tabCounts,
  };
}

/**
 * Keeps a page's items when the tables its statements read are the ones whose stamps were read
 * before them and every one is tracked; otherwise keeps the tables it read, so the next request
 * reads their stamps first and can keep the page then.
 */
async function rememberPage(
  orm: Orm,
  memory: TableMemory,
  pageKey: string,
  stampedTables: string[],
  stamps: number[],
  read: { result: unknown[]; queries: CapturedQuery[] },
  table: string,
): Promise<void> {
  const others = tablesRead(read.queries).filter((name) => name !== table);
  const tables = [table, ...others];
  const tracked = await Promise.all(
    others.map(async (name) => (await tableMemory(orm, name)).tracked),
  );
  if (!tracked.every(Boolean)) return;
  const same =
    tables.length === stampedTables.length &&
    tables.every((name, index) => name === stampedTables[index]);
  remember(
    memory.pages,
    pageKey,
    same ? { tables, answer: { stamps, items: read.result } } : { tables },
    MAX_REMEMBERED_PAGES,
  );
}

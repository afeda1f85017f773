import { PAGE_SIZE, type Paged, type SortParam, sortOrderOf } from '@staydesk/domain';
import { and, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pageOf, rowsOf } from '../lib/sql.js';
import type { Orm } from './database.js';
import { withPurpose } from './query-log.js';

/**
 * The kit's list query: one page of a list with the count of every tab. Plain indexed SQL, nothing
 * remembered between requests, so every server behind a load balancer answers alike and a write
 * costs nothing more than its own rows and indexes.
 *
 * - **Counts**: one statement, `count(*) filter (where …)` per tab, read from the table's indexes
 *   (the list index for an unfiltered list, the trigram or foreign-key index for a search or a
 *   filter).
 * - **Pages**, when the module gives its `order` (`listOrder`): the page's ids first, an OFFSET
 *   walk of the covering list index (the sort key and the id tie-break) that reads no table row,
 *   then the module's `fetch` reads just those rows with its joins. A searched or filtered page
 *   finds its matching rows through their own index and sorts only those.
 */

/** A list's order: its sort key expressions, then the id, all in one direction. */
export interface ListOrder {
  /** The sort key expressions followed by the id column. */
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
   * last. Given, the page's ids are found first from the list index alone.
   */
  order?: ListOrder;
}

export type ListAnswer<Tab extends string, Item> = Paged<Item> & {
  tabCounts: Record<Tab, number>;
};

export interface TabCountSpec<Tab extends string> {
  orm: Orm;
  table: PgTable;
  filters: (SQL | undefined)[];
  tabs: Record<Tab, SQL>;
}

/** The count of every tab for the same search and filters, in one statement. */
export async function countTabs<Tab extends string>(
  spec: TabCountSpec<Tab>,
): Promise<{ counts: Record<Tab, number> }> {
  const tabNames = Object.keys(spec.tabs) as Tab[];
  const counters: Record<string, SQL.Aliased<number>> = Object.fromEntries(
    tabNames.map((tab) => [
      tab,
      sql<number>`count(*) filter (where ${spec.tabs[tab]})`.mapWith(Number).as(tab),
    ]),
  );
  const query = spec.orm
    .select(counters)
    .from(spec.table)
    .where(and(...spec.filters));
  const unfiltered = spec.filters.every((part) => part === undefined);
  // An unfiltered count reads every entry of the tab's index; the EXPLAIN test knows it by this.
  const [row] = unfiltered
    ? await withPurpose('whole-table count', () => query.execute())
    : await query.execute();
  const counts = Object.fromEntries(
    tabNames.map((tab) => [tab, Number(row?.[tab] ?? 0)]),
  ) as Record<Tab, number>;
  return { counts };
}

/**
 * The ids of one page. Without search or filters the statement walks the list index in order and
 * stops after the page. With them it is fenced (`offset 0` in a subquery, which PostgreSQL never
 * flattens): the matching rows are found through their own indexes (trigram, foreign key) and only
 * they are sorted. Left to itself the planner would walk the list index and filter, betting that
 * matches are spread evenly; a search whose hits sort together far from the start then reads tens
 * of thousands of rows before the first hit.
 */
async function pageIds(
  orm: Orm,
  table: PgTable,
  where: SQL | undefined,
  filtered: boolean,
  order: ListOrder,
  offset: number,
): Promise<string[]> {
  const id = idOf(order);
  const condition = where ?? sql`true`;
  const direction = sql.raw(order.direction);
  const statement = filtered
    ? sql`select hits.id from (select ${id} as id, ${sql.join(
        order.keys.map((key, index) => sql`${key} as ${sql.raw(`k${index}`)}`),
        sql`, `,
      )} from ${table} where ${condition} offset 0) as hits order by ${sql.join(
        order.keys.map((_, index) => sql`${sql.raw(`hits.k${index}`)} ${direction}`),
        sql`, `,
      )} limit ${PAGE_SIZE} offset ${offset}`
    : sql`select ${id} as id from ${table} where ${condition} order by ${sql.join(order.by, sql`, `)} limit ${PAGE_SIZE} offset ${offset}`;
  return rowsOf<{ id: unknown }>(await orm.execute(statement)).map((row) => String(row.id));
}

/** One page of a list in the domain's paged shape, with the count of every tab. */
export async function listPage<Tab extends string, Item>(
  spec: ListSpec<Tab, Item>,
): Promise<ListAnswer<Tab, Item>> {
  const where = and(...spec.filters, spec.tabs[spec.tab]);
  const order = spec.order;
  const filtered = spec.filters.some((part) => part !== undefined);
  const offset = (spec.page - 1) * PAGE_SIZE;
  // The count and the page's ids are independent: on PostgreSQL they run on two pooled
  // connections at once.
  const [{ counts: tabCounts }, ids] = await Promise.all([
    countTabs(spec),
    order ? pageIds(spec.orm, spec.table, where, filtered, order, offset) : undefined,
  ]);
  const paging = pageOf(tabCounts[spec.tab], spec.page, PAGE_SIZE);
  let items: Item[] = [];
  if (ids && order) {
    // A row written between the two statements may shift the page by one; the next read sees it.
    items = ids.length > 0 ? await spec.fetch(inArray(sql`${idOf(order)}`, ids), PAGE_SIZE, 0) : [];
  } else if (paging.offset < paging.total) {
    items = await spec.fetch(where, PAGE_SIZE, paging.offset);
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

import { PAGE_SIZE } from '@staydesk/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../lib/sql.js';
import type { ListOrder, ListSpec } from './lists.js';

/**
 * Every row of a list, in batches, for its CSV export: the list's own search, filters, tab and
 * order (its `ListSpec`, the one its page is read with), walked by keyset rather than OFFSET, so
 * the 100,000th row costs what the first did and no more than one batch is held at a time.
 *
 * The position between batches is the last row's id. Its sort keys are read again in the next
 * statement (a derived table of that one row, joined in), so no key value makes the round trip
 * through JavaScript: a timestamp keeps its microseconds, a numeric its digits, whatever the
 * driver. The comparison is written out key by key (not as a row comparison) because a key may be
 * null, which PostgreSQL sorts last ascending and first descending.
 */

/** Rows read per statement. */
export const EXPORT_BATCH = 500;

/**
 * A list's query without its page: what its page and its export are both read from. Its order is
 * required (the export's keyset is made of it).
 */
export type ListSource<Tab extends string, Item> = Omit<ListSpec<Tab, Item>, 'page' | 'order'> & {
  order: ListOrder;
};

/** `key` comes after `cursor` in the order's direction, nulls where PostgreSQL puts them. */
function beyond(key: SQL, cursor: SQL, direction: 'asc' | 'desc'): SQL {
  return direction === 'asc'
    ? sql`(${key} > ${cursor} or (${key} is null and ${cursor} is not null))`
    : sql`(${key} < ${cursor} or (${key} is not null and ${cursor} is null))`;
}

/** The rows after the cursor row: equal on the first keys, beyond on the next one. */
function after(keys: SQL[], cursors: SQL[], direction: 'asc' | 'desc'): SQL {
  const terms = keys.map((key, index) => {
    const cursor = cursors[index] ?? sql`null`;
    const equal = keys
      .slice(0, index)
      .map((earlier, at) => sql`${earlier} is not distinct from ${cursors[at] ?? sql`null`}`);
    return sql`(${sql.join([...equal, beyond(key, cursor, direction)], sql` and `)})`;
  });
  return sql`(${sql.join(terms, sql` or `)})`;
}

/** The ids of the next batch, after the row `lastId` (from the start without it). */
async function nextIds<Tab extends string, Item>(
  spec: ListSource<Tab, Item>,
  lastId: string | undefined,
  size: number,
): Promise<string[]> {
  const keys = spec.order.keys.map((key) => sql`${key}`);
  const id = keys.at(-1) ?? sql`id`;
  const where = and(...spec.filters, spec.tabs[spec.tab]) ?? sql`true`;
  const statement =
    lastId === undefined
      ? sql`select ${id} as id from ${spec.table} where ${where} order by ${sql.join(spec.order.by, sql`, `)} limit ${size}`
      : sql`select ${id} as id from ${spec.table}, (select ${sql.join(
          keys.map((key, index) => sql`${key} as ${sql.raw(`c${index}`)}`),
          sql`, `,
        )} from ${spec.table} where ${id} = ${lastId}::uuid) as export_cursor where ${where} and ${after(
          keys,
          keys.map((_, index) => sql.raw(`export_cursor.c${index}`)),
          spec.order.direction,
        )} order by ${sql.join(spec.order.by, sql`, `)} limit ${size}`;
  return rowsOf<{ id: unknown }>(await spec.orm.execute(statement)).map((row) => String(row.id));
}

/**
 * The list's rows, batch after batch, in the list's order. A row written meanwhile may or may not
 * be in the file, as with paging; a row moved by an edit is not repeated.
 */
export async function* exportBatches<Tab extends string, Item>(
  spec: ListSource<Tab, Item>,
  size: number = EXPORT_BATCH,
): AsyncGenerator<Item[]> {
  let lastId: string | undefined;
  for (;;) {
    const ids = await nextIds(spec, lastId, size);
    if (ids.length === 0) return;
    const id = spec.order.keys.at(-1) ?? sql`id`;
    // The batch's rows are read a page's worth of ids at a time, as a list page reads its own:
    // for hundreds of ids at once PostgreSQL would rather scan the whole table than its index.
    const items: Item[] = [];
    for (let start = 0; start < ids.length; start += PAGE_SIZE) {
      const part = ids.slice(start, start + PAGE_SIZE);
      items.push(...(await spec.fetch(inArray(sql`${id}`, part), part.length, 0)));
    }
    yield items;
    if (ids.length < size) return;
    lastId = ids.at(-1);
  }
}

import type { Transaction } from '../../db/database.js';

/**
 * Document numbers: each series (an invoice series per billing company, the credit notes') runs
 * without gaps, because its counter row stays locked until the issuing transaction ends.
 */

/** The next number of a series, the counter row locked until the caller's transaction ends. */
export async function nextInSeries(tx: Transaction, series: string): Promise<number> {
  const result = await tx.query<{ last_number: number }>(
    `insert into document_number_series as s (series, last_number) values ($1, 1)
       on conflict (series) do update set last_number = s.last_number + 1
     returning last_number`,
    [series],
  );
  const next = result.rows[0]?.last_number;
  if (next === undefined) throw new Error('The number series answered nothing');
  return next;
}

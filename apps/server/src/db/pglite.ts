import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database.js';

function normalise<Row>(result: { rows: Row[]; affectedRows?: number }): QueryResult<Row> {
  // PGlite reports 0 affected rows for a SELECT; count the rows it returned instead.
  return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
}

/**
 * PGlite has one connection. Its own mutex already keeps a query from running inside another
 * caller's open transaction, so concurrent requests queue rather than interleave.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  private constructor(private readonly db: PGlite) {}

  /** Opens (or creates) the database in `dataDir`; `undefined` keeps it in memory. */
  static async open(dataDir: string | undefined): Promise<PgliteDatabase> {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create(dataDir ?? 'memory://');
    return new PgliteDatabase(db);
  }

  /** Opens an in-memory copy of a dump made by `dump()` (tests start from a seeded template). */
  static async fromDump(dump: Blob): Promise<PgliteDatabase> {
    return new PgliteDatabase(await PGlite.create({ loadDataDir: dump }));
  }

  /** The whole data directory as an uncompressed tarball. */
  async dump(): Promise<Blob> {
    return this.db.dumpDataDir('none');
  }

  async query<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
  ): Promise<QueryResult<Row>> {
    return normalise(await this.db.query<Row>(sql, params));
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) =>
      work({
        query: async <Row>(sql: string, params: unknown[] = []) =>
          normalise(await tx.query<Row>(sql, params)),
      }),
    );
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}

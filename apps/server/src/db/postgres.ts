import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { withRetries } from '../lib/db-errors.js';
import { type Database, type Orm, type QueryResult, Transaction } from './database.js';
import { queryLogger } from './query-log.js';
import * as schema from './schema.js';
import { ORM_CASING } from './schema.js';

// int8 (counts, sums) as JS numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface PostgresOptions {
  connectionString: string;
  /** Tests isolate each file in its own schema. */
  searchPath?: string;
  max?: number;
  /** Told when a connection waiting in the pool is closed by the server (it is replaced). */
  onIdleError?: (error: Error) => void;
}

function rowsOf<Row>(result: pg.QueryResult): QueryResult<Row> {
  return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
}

/** `drizzle-orm/node-postgres` over the pool, and over the pooled client of each transaction. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly orm: Orm;

  private constructor(private readonly pool: pg.Pool) {
    this.orm = drizzle({ client: pool, schema, casing: ORM_CASING, logger: queryLogger });
  }

  static async open(options: PostgresOptions): Promise<PostgresDatabase> {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.max ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
      // No JIT: it pays off for long analytic scans, not for our short queries. The planner's
      // default guess of 1000 rows for a set-returning function (generate_series,
      // jsonb_array_elements) lifts the bookings report's cost over jit_above_cost, and compiling
      // then took 480 ms of a 510 ms query, per query. Set per connection, not as a startup
      // option, so that poolers that refuse startup options (PgBouncer, hosted proxies) still
      // work; in `onConnect`, which the pool awaits before it hands the client out, so the SET
      // never overlaps the client's first query (pg 8.19 warns of that; pg 9 refuses it).
      onConnect: async (client) => {
        await client.query('set jit = off').catch(() => undefined);
      },
    });
    // A connection the server closes while it waits in the pool (a restart, an administrator's
    // pg_terminate_backend, a dropped database) is an 'error' event on the pool, and an event
    // nobody listens to ends the Node process. pg has already dropped that connection; the next
    // query opens a new one.
    pool.on('error', (error) => options.onIdleError?.(error));
    // Fail at start-up, not on the first request, when the database is unreachable.
    const client = await pool.connect();
    client.release();
    return new PostgresDatabase(pool);
  }

  async query<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
  ): Promise<QueryResult<Row>> {
    return rowsOf<Row>(await this.pool.query(sql, params));
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  read<T>(work: (orm: Orm) => Promise<T>): Promise<T> {
    return work(this.orm);
  }

  /** Runs `work` in one transaction, again after a serialization failure or deadlock (withRetries). */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return withRetries(() => this.transactionOnce(work));
  }

  private async transactionOnce<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx = new Transaction(
      async <Row>(sql: string, params: unknown[] = []) =>
        rowsOf<Row>(await client.query(sql, params)),
      async (sql) => {
        await client.query(sql);
      },
      drizzle({ client, schema, casing: ORM_CASING, logger: queryLogger }),
    );
    try {
      await client.query('BEGIN');
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      tx.end();
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

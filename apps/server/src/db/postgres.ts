import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.js';

// int8 (counts, sums) as JS numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface PostgresOptions {
  connectionString: string;
  /** Tests isolate each file in its own schema. */
  searchPath?: string;
  max?: number;
}

export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;

  private constructor(private readonly pool: pg.Pool) {}

  static async open(options: PostgresOptions): Promise<PostgresDatabase> {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.max ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // Fail at start-up, not on the first request, when the database is unreachable.
    const client = await pool.connect();
    client.release();
    return new PostgresDatabase(pool);
  }

  async query<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
  ): Promise<QueryResult<Row>> {
    const result = await this.pool.query(sql, params);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <Row>(sql: string, params: unknown[] = []) => {
          const r = await client.query(sql, params);
          return { rows: r.rows as Row[], rowCount: r.rowCount ?? r.rows.length };
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

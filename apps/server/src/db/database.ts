import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The only database surface the services see: parameterised SQL and transactions. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

/**
 * Drizzle over either driver (`drizzle-orm/pglite` or `drizzle-orm/node-postgres`), with the
 * tables of schema.ts: row types come from the table definitions, camelCase in TypeScript and
 * snake_case in SQL.
 */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

type RunQuery = <Row>(sql: string, params?: unknown[]) => Promise<QueryResult<Row>>;

/**
 * A handle on one open transaction. It is a class with an ES private field, so TypeScript treats
 * it nominally: the pool (a `Database`) cannot be passed where a `Transaction` is required. That
 * matters on PGlite, whose single connection is held by the open transaction (a query on the
 * pool would wait for it forever), and on PostgreSQL, where it would run outside the transaction.
 */
export class Transaction implements Queryable {
  #open = true;

  constructor(
    private readonly run: RunQuery,
    private readonly runScript: (sql: string) => Promise<void>,
    /** Drizzle bound to this transaction's connection. */
    readonly orm: Orm,
  ) {}

  /** Called by the database once the transaction has committed or rolled back. */
  end(): void {
    this.#open = false;
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
    this.assertOpen();
    return this.run<Row>(sql, params);
  }

  /** Runs a script of several statements without parameters (a migration file, whole). */
  exec(sql: string): Promise<void> {
    this.assertOpen();
    return this.runScript(sql);
  }

  /** A handle kept past its transaction (a forgotten await) would write outside it: refuse. */
  private assertOpen(): void {
    if (!this.#open) throw new Error('This transaction has already ended');
  }
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` inside one transaction; it commits when `work` resolves and rolls back otherwise. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs reads with Drizzle outside a transaction. Each statement runs on its own (on PGlite it
   * waits its turn in the one connection's queue, never inside another caller's transaction), so
   * two statements of one read may see two snapshots, as with a pool on PostgreSQL.
   */
  read<T>(work: (orm: Orm) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The SQLSTATE of a driver error (PGlite and node-postgres both set `code`). */
function sqlState(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  // Drizzle wraps driver errors in DrizzleQueryError, with the original as `cause`.
  return 'cause' in error ? sqlState(error.cause) : undefined;
}

/** Thrown by repositories for a unique-constraint clash, so routes can answer 409. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * An exclusion constraint refused the row: it overlaps one already there (two live bookings of one
 * property sharing a night), so routes can answer 409.
 */
export function isExclusionViolation(error: unknown): boolean {
  return sqlState(error) === '23P01';
}

/** A foreign key pointing at no row (a reference changed under a concurrent delete). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}

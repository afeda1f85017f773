import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_READ_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from '../config.js';
import { type Budget, currentBudget } from '../lib/budget.js';
import { isConnectionLoss, withRetries } from '../lib/db-errors.js';
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
  /** Told when a connection is lost under a statement or a transaction (it is discarded). */
  onConnectionLoss?: (error: Error) => void;
  /** The longest a statement outside a transaction (a read) may run. */
  readTimeoutMs?: number;
  /** The longest a statement inside a transaction may run. */
  statementTimeoutMs?: number;
}

function rowsOf<Row>(result: pg.QueryResult): QueryResult<Row> {
  return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
}

/** How long the pool waits for a connection (a free one, or a new one) before failing. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A transaction left open and idle (its process stalled) is ended by the server after this. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** The pauses before each new attempt after a lost connection: about 1.3 s in all. */
const RECONNECT_DELAYS_MS = [100, 300, 900];
/** Only a read may run again after its connection dropped under it: a write may have happened. */
const READ_STATEMENT = /^\s*\(?\s*select\b/i;

/**
 * The connection dropped after the statement was sent (a write, or COMMIT): whether it took
 * effect is unknown, so it is never sent again. The request answers 503 (nothing acknowledged).
 */
class OutcomeInDoubt extends Error {
  constructor(cause: unknown) {
    super('The database connection was lost before the outcome was known', { cause });
    this.name = 'OutcomeInDoubt';
  }
}

/** The connection could not be made: nothing was sent, so anything may be tried again. */
class ConnectFailed extends Error {
  constructor(cause: unknown) {
    super('Could not connect to the database', { cause });
    this.name = 'ConnectFailed';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One connection taken from the pool, with what happened to it while it was out. */
interface Checkout {
  client: pg.PoolClient;
  /** The connection failed (an 'error' event or a failed statement): the pool must not keep it. */
  broken: Error | undefined;
  /** A cancel was sent to its server process: the pool must not hand it to anyone else. */
  cancelled: boolean;
  /** Back to the pool, or discarded when broken or cancelled. */
  release(): void;
}

/** `drizzle-orm/node-postgres` over the pool, and over the pooled client of each transaction. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly orm: Orm;
  /** Each connection's server process id, for cancelling its statement. */
  private readonly pids = new WeakMap<pg.ClientBase, number>();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresOptions,
  ) {
    // Drizzle's node-postgres session only calls `query` for a statement: through `pooled`, each
    // statement of a read is bounded by the request's time and survives a dropped connection.
    const query = (config: pg.QueryConfig, values?: unknown[]) =>
      this.withReconnect(
        currentBudget(),
        () => this.pooled(currentBudget(), (client) => client.query(config, values)),
        READ_STATEMENT.test(config.text),
      );
    const client = new Proxy(pool, {
      get: (target, property, receiver) =>
        property === 'query' ? query : Reflect.get(target, property, receiver),
    });
    this.orm = drizzle({ client, schema, casing: ORM_CASING, logger: queryLogger });
  }

  static async open(options: PostgresOptions): Promise<PostgresDatabase> {
    const readTimeout = options.readTimeoutMs ?? DEFAULT_READ_TIMEOUT_MS;
    let database: PostgresDatabase | undefined;
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.max ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
      // Without it a pool whose server stopped answering (not refusing) waits for ever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      // Set per connection, not as a startup option, so that poolers that refuse startup options
      // (PgBouncer, hosted proxies) still work; in `onConnect`, which the pool awaits before it
      // hands the client out, so the SET never overlaps the client's first query (pg 8.19 warns
      // of that; pg 9 refuses it).
      onConnect: async (client) => {
        // No JIT: it pays off for long analytic scans, not for our short queries. The planner's
        // default guess of 1000 rows for a set-returning function (generate_series,
        // jsonb_array_elements) lifts the bookings report's cost over jit_above_cost, and
        // compiling then took 480 ms of a 510 ms query, per query.
        await client.query('set jit = off').catch(() => undefined);
        // No statement runs for ever: one slow read cannot hold a connection, its locks or the
        // server's CPU past the read timeout (a transaction sets its own bound, see transaction).
        const settings = await client.query<{ pid: number }>(
          `select pg_backend_pid() as pid,
                  set_config('statement_timeout', $1, false),
                  set_config('idle_in_transaction_session_timeout', $2, false)`,
          [String(readTimeout), String(IDLE_IN_TRANSACTION_TIMEOUT_MS)],
        );
        const pid = settings.rows[0]?.pid;
        if (pid !== undefined) database?.pids.set(client, pid);
      },
    });
    // A connection the server closes while it waits in the pool (a restart, an administrator's
    // pg_terminate_backend, a dropped database) is an 'error' event on the pool, and an event
    // nobody listens to ends the Node process. pg has already dropped that connection; the next
    // query opens a new one.
    pool.on('error', (error) => options.onIdleError?.(error));
    database = new PostgresDatabase(pool, options);
    // Fail at start-up, not on the first request, when the database is unreachable.
    const client = await pool.connect();
    client.release();
    return database;
  }

  private get statementTimeoutMs(): number {
    return this.options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  }

  /**
   * Takes a connection for the request whose budget this is. A connection taken out of the pool
   * has no 'error' listener of the pool's: one dropped while it is out (between two statements
   * of a transaction) would be an unhandled 'error' event and end the process, so it gets one.
   */
  private async checkout(budget: Budget | undefined): Promise<Checkout> {
    budget?.check();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw isConnectionLoss(error) ? new ConnectFailed(error) : error;
    }
    const onError = (error: Error) => {
      checkout.broken ??= error;
      this.options.onConnectionLoss?.(error);
    };
    const checkout: Checkout = {
      client,
      broken: undefined,
      cancelled: false,
      release: () => {
        // Released first: the pool puts its own listener back before this one goes.
        client.release(checkout.broken ?? checkout.cancelled);
        client.removeListener('error', onError);
      },
    };
    client.on('error', onError);
    if (budget?.spent) {
      checkout.release();
      budget.check();
    }
    return checkout;
  }

  /**
   * Runs one statement on a checked-out connection: refused once the budget is spent, and
   * cancelled on the server if the budget ends while it runs (time-out, shutdown).
   */
  private async statement<T>(
    checkout: Checkout,
    budget: Budget | undefined,
    send: () => Promise<T>,
  ): Promise<T> {
    budget?.check();
    const stop = budget?.onAbort(() => this.cancel(checkout));
    try {
      return await send();
    } catch (error) {
      if (isConnectionLoss(error)) checkout.broken ??= error instanceof Error ? error : undefined;
      throw error;
    } finally {
      stop?.();
    }
  }

  /** One statement on a connection of its own, outside any transaction. */
  private async pooled<T>(
    budget: Budget | undefined,
    send: (client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    const checkout = await this.checkout(budget);
    try {
      return await this.statement(checkout, budget, () => send(checkout.client));
    } finally {
      checkout.release();
    }
  }

  /**
   * Runs `once` again after a lost connection, with a growing pause, while the request has time
   * left: the pool opens a new connection for the next attempt. A statement whose outcome is in
   * doubt (a write, COMMIT) is never sent twice; `resendable` says a failed statement may be.
   */
  private async withReconnect<T>(
    budget: Budget | undefined,
    once: () => Promise<T>,
    resendable: boolean,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once();
      } catch (error) {
        const delay = RECONNECT_DELAYS_MS[attempt];
        if (!isConnectionLoss(error) || error instanceof OutcomeInDoubt || delay === undefined)
          throw error;
        if (!resendable && !(error instanceof ConnectFailed)) throw new OutcomeInDoubt(error);
        if (budget && budget.remainingMs < delay) throw error;
        await pause(delay);
      }
    }
  }

  /**
   * Asks the server to cancel what the connection is running, from a connection of its own (the
   * pool may be full). The connection is then discarded rather than reused, so a cancel that
   * arrives late cannot stop another request's statement.
   */
  private cancel(checkout: Checkout): void {
    const pid = this.pids.get(checkout.client);
    if (pid === undefined) return;
    checkout.cancelled = true;
    const canceller = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    canceller.on('error', () => undefined);
    canceller
      .connect()
      .then(() => canceller.query('select pg_cancel_backend($1)', [pid]))
      .catch((error: unknown) =>
        this.options.onConnectionLoss?.(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => canceller.end().catch(() => undefined));
  }

  async query<Row = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
  ): Promise<QueryResult<Row>> {
    const budget = currentBudget();
    const result = await this.withReconnect(
      budget,
      () => this.pooled(budget, (client) => client.query(sql, params)),
      READ_STATEMENT.test(sql),
    );
    return rowsOf<Row>(result);
  }

  async exec(sql: string): Promise<void> {
    const budget = currentBudget();
    await this.withReconnect(
      budget,
      () => this.pooled(budget, (client) => client.query(sql)),
      false,
    );
  }

  read<T>(work: (orm: Orm) => Promise<T>): Promise<T> {
    return work(this.orm);
  }

  /**
   * Runs `work` in one transaction, again after a serialization failure or deadlock (withRetries)
   * and after a connection lost before COMMIT was sent (the server rolled it back).
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const budget = currentBudget();
    return this.withReconnect(
      budget,
      () => withRetries(() => this.transactionOnce(work, budget)),
      true,
    );
  }

  private async transactionOnce<T>(
    work: (tx: Transaction) => Promise<T>,
    budget: Budget | undefined,
  ): Promise<T> {
    const checkout = await this.checkout(budget);
    const { client } = checkout;
    const run = <R>(send: () => Promise<R>) => this.statement(checkout, budget, send);
    // Drizzle's session only calls `query`: each of its statements is bounded like the raw ones.
    const query = (config: pg.QueryConfig, values?: unknown[]) =>
      run(() => client.query(config, values));
    const guarded = new Proxy(client, {
      get: (target, property, receiver) =>
        property === 'query' ? query : Reflect.get(target, property, receiver),
    });
    const tx = new Transaction(
      async <Row>(sql: string, params: unknown[] = []) =>
        rowsOf<Row>(await run(() => client.query(sql, params))),
      async (sql) => {
        await run(() => client.query(sql));
      },
      drizzle({ client: guarded, schema, casing: ORM_CASING, logger: queryLogger }),
    );
    try {
      // Every statement of the transaction ends by the request's deadline at the latest: the
      // server cancels it, and the transaction rolls back below.
      const timeout = Math.max(
        1,
        Math.min(
          this.statementTimeoutMs,
          Math.ceil(budget?.remainingMs ?? Number.POSITIVE_INFINITY),
        ),
      );
      await run(() => client.query(`begin; set local statement_timeout = ${timeout}`));
      const result = await work(tx);
      try {
        await run(() => client.query('COMMIT'));
      } catch (error) {
        // Lost during COMMIT: the server may have committed. Never run the work again.
        throw isConnectionLoss(error) ? new OutcomeInDoubt(error) : error;
      }
      return result;
    } catch (error) {
      if (!checkout.broken) {
        await client.query('ROLLBACK').catch((rollbackFailed: unknown) => {
          checkout.broken =
            rollbackFailed instanceof Error ? rollbackFailed : new Error('rollback');
        });
      }
      throw error;
    } finally {
      tx.end();
      checkout.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

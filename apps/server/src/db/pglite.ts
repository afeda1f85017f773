import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { currentBudget } from '../lib/budget.js';
import { type Database, type Orm, type QueryResult, Transaction } from './database.js';
import { queryLogger } from './query-log.js';
import * as schema from './schema.js';
import { ORM_CASING } from './schema.js';

/**
 * The extensions the migrations use (pg_trgm: the search indexes of 0006; btree_gist: the
 * bookings' no-double-booking constraint of 0037). A data directory that holds them can only be
 * opened with them loaded, so every `PGlite.create` passes this.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

function normalise<Row>(result: { rows: Row[]; affectedRows?: number }): QueryResult<Row> {
  // PGlite reports 0 affected rows for a SELECT; count the rows it returned instead.
  return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
}

/**
 * Resolves after the event loop's next poll phase: the requests and callbacks that piled up while
 * a statement held the (synchronous) WASM call get to queue their own statements before the next
 * one in line starts. Without it a caller whose next statement follows in a microtask (a slow
 * list's count, then its page) kept the connection turn after turn, and a by-id read that arrived
 * meanwhile waited through one slow search after another: 5 s and more.
 */
const nextPoll = () =>
  new Promise<void>((resolve) => setImmediate(() => setImmediate(() => resolve())));

/**
 * PGlite has one connection, so this class serialises its callers itself: every query, read and
 * transaction waits its turn in one queue. A transaction is `begin … commit` on that connection
 * while it holds the queue, which lets the raw queries and Drizzle (`drizzle-orm/pglite` over the
 * same PGlite instance) of one transaction share it, and keeps anyone else's statements out.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly orm: Orm;
  /** Drizzle for `read`: each of its statements waits its own turn in the queue. */
  private readonly readOrm: Orm;
  /** The tail of the queue: the next caller starts when it settles. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly db: PGlite) {
    // A transaction's Drizzle statements run on the connection it holds, each refused once the
    // request's time is spent (the transaction then rolls back).
    const bounded: PGlite['query'] = (query, params, options) => {
      currentBudget()?.check();
      return db.query(query, params, options);
    };
    this.orm = drizzle({
      client: new Proxy(db, {
        get: (target, property, receiver) =>
          property === 'query' ? bounded : Reflect.get(target, property, receiver),
      }),
      schema,
      casing: ORM_CASING,
      logger: queryLogger,
    });
    // The same PGlite whose `query` queues (Drizzle's PGlite session only calls `query` for a
    // statement): a read of several statements lets other callers' statements run between its
    // own, as a pool does on PostgreSQL, instead of holding the connection from first to last.
    const queued: PGlite['query'] = (query, params, options) =>
      this.exclusive(() => db.query(query, params, options));
    const client = new Proxy(db, {
      get: (target, property, receiver) =>
        property === 'query' ? queued : Reflect.get(target, property, receiver),
    });
    this.readOrm = drizzle({ client, schema, casing: ORM_CASING, logger: queryLogger });
  }

  /** Opens (or creates) the database in `dataDir`; `undefined` keeps it in memory. */
  static async open(dataDir: string | undefined): Promise<PgliteDatabase> {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create(dataDir ?? 'memory://', { extensions: PGLITE_EXTENSIONS });
    return new PgliteDatabase(db);
  }

  /** Opens an in-memory copy of a dump made by `dump()` (tests start from a seeded template). */
  static async fromDump(dump: Blob): Promise<PgliteDatabase> {
    return new PgliteDatabase(
      await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS }),
    );
  }

  /** The whole data directory as an uncompressed tarball. */
  async dump(): Promise<Blob> {
    return this.exclusive(() => this.db.dumpDataDir('none'));
  }

  /**
   * Runs `work` when every earlier caller has finished, alone on the connection. A request whose
   * time ran out while it waited is dropped here without running: a statement, once started,
   * cannot be interrupted (PGlite accepts statement_timeout but never fires it, and the WASM call
   * holds the event loop until the statement ends).
   */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const budget = currentBudget();
    const start = () =>
      nextPoll().then(() => {
        budget?.check();
        return work();
      });
    const turn = this.queue.then(start, start);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async raw<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
    return normalise(await this.db.query<Row>(sql, params));
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
    return this.exclusive(() => this.raw<Row>(sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.exclusive(async () => {
      await this.db.exec(sql);
    });
  }

  /**
   * Reads outside a transaction. Each statement takes its turn in the queue (never inside another
   * caller's transaction), and other callers' statements may run between them: a list of three
   * statements delays a by-id read by one statement at most, not by the three. Like a
   * pool on PostgreSQL, two statements of one read see two snapshots.
   */
  read<T>(work: (orm: Orm) => Promise<T>): Promise<T> {
    return work(this.readOrm);
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      // Between two statements is the only place a transaction can be stopped: one whose
      // request's time is spent goes no further and rolls back.
      const tx = new Transaction(
        (sql, params) => {
          currentBudget()?.check();
          return this.raw(sql, params);
        },
        async (sql) => {
          currentBudget()?.check();
          await this.db.exec(sql);
        },
        this.orm,
      );
      await this.db.exec('begin');
      try {
        const result = await work(tx);
        currentBudget()?.check();
        await this.db.exec('commit');
        return result;
      } catch (error) {
        await this.db.exec('rollback');
        throw error;
      } finally {
        tx.end();
      }
    });
  }

  async close(): Promise<void> {
    await this.exclusive(async () => {
      if (!this.db.closed) await this.db.close();
    });
  }
}

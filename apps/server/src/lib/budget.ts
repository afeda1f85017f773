import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Thrown by the database layer instead of running a statement for a request whose time is up:
 * its answer has gone (or is going) as a 503, so its work stops at the next statement and its
 * transaction rolls back, rather than running on for nobody while others wait.
 */
export class BudgetSpent extends Error {
  constructor() {
    super('The request ran out of time; its database work was stopped');
    this.name = 'BudgetSpent';
  }
}

/**
 * The time one request may spend. The database layer reads it (currentBudget) to refuse
 * statements once it is spent, to bound each statement of a transaction by what is left
 * (PostgreSQL `SET LOCAL statement_timeout`), and to cancel what is still running when it ends
 * early (`abort`, on time-out or at shutdown).
 */
export class Budget {
  readonly deadline: number;
  #aborted = false;
  #finished = false;
  readonly #cancellers = new Set<() => void>();

  constructor(ms: number) {
    this.deadline = Date.now() + ms;
  }

  /**
   * Once the answer has gone without running out of time, work the request left behind (a
   * promise nobody awaited) is no longer held to the request's deadline: the statement timeouts
   * still bound it.
   */
  get bounding(): boolean {
    return !this.#finished || this.#aborted;
  }

  get spent(): boolean {
    return this.bounding && (this.#aborted || Date.now() >= this.deadline);
  }

  /** Milliseconds left; Infinity for a finished budget. */
  get remainingMs(): number {
    if (!this.bounding) return Number.POSITIVE_INFINITY;
    return this.#aborted ? 0 : Math.max(0, this.deadline - Date.now());
  }

  /** Throws BudgetSpent when no time is left. */
  check(): void {
    if (this.spent) throw new BudgetSpent();
  }

  /**
   * Registers a way to stop work that is running now (cancel a statement); the returned function
   * unregisters it once that work is done. Called at once when the budget is already aborted.
   */
  onAbort(cancel: () => void): () => void {
    if (this.#aborted) {
      cancel();
      return () => undefined;
    }
    this.#cancellers.add(cancel);
    return () => this.#cancellers.delete(cancel);
  }

  abort(): void {
    if (this.#aborted) return;
    this.#aborted = true;
    const cancellers = [...this.#cancellers];
    this.#cancellers.clear();
    for (const cancel of cancellers) cancel();
  }

  finish(): void {
    this.#finished = true;
    this.#cancellers.clear();
  }
}

const storage = new AsyncLocalStorage<Budget>();

/** The budget of the request this code runs for, if any. */
export function currentBudget(): Budget | undefined {
  return storage.getStore();
}

/** Runs `work` (and everything it starts) under `budget`. */
export function withinBudget<T>(budget: Budget, work: () => T): T {
  return storage.run(budget, work);
}

/** Runs `work` outside any request's budget: work that outlives the answer on purpose. */
export function outsideBudget<T>(work: () => T): T {
  return storage.exit(work);
}

/** The budgets of the requests in flight, so shutdown can wait for them, then stop them. */
export interface RequestBudgets {
  start(ms: number): Budget;
  end(budget: Budget): void;
  /** How many requests are in flight. */
  readonly size: number;
  /** Resolves when no request is in flight. */
  idle(): Promise<void>;
  /** Stops every request in flight: their statements are cancelled, their transactions roll back. */
  abortAll(): void;
  /** The server is shutting down: new requests are refused (and /ready says so). */
  readonly draining: boolean;
  drain(): void;
}

export function createRequestBudgets(): RequestBudgets {
  const live = new Set<Budget>();
  let waiters: (() => void)[] = [];
  let draining = false;
  return {
    start(ms) {
      const budget = new Budget(ms);
      live.add(budget);
      return budget;
    },
    end(budget) {
      budget.finish();
      live.delete(budget);
      if (live.size === 0) {
        for (const wake of waiters) wake();
        waiters = [];
      }
    },
    get size() {
      return live.size;
    },
    idle() {
      if (live.size === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    abortAll() {
      for (const budget of live) budget.abort();
    },
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

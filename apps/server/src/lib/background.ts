import { outsideBudget } from './budget.js';
import type { Logger } from './logger.js';

/**
 * Work done after the answer has gone: send-reset-email and sign-up answer at once,
 * the same for a known and an unknown address, and the lookup, hashing and mail happen here, so
 * the answer's timing says nothing about who has an account. A failure is logged, never thrown
 * at a client that has already been answered. `idle()` lets tests and shutdown wait for it.
 */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackground(log: Logger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      // Outside the request that started it: its work is meant to outlive the answer, so the
      // request's deadline does not stop it.
      const done = outsideBudget(() => Promise.resolve().then(task))
        .catch((error: unknown) => {
          log.error('background work failed', {
            name,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
        })
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/**
 * Resolves in a task of its own: what follows the `await` runs after the browser has had the
 * chance to paint and to handle input (issue #11: no long task). A timer: a promise already
 * resolved would continue in the same task. A posted message (as React's scheduler yields) was
 * tried too: the cold load's longest task measured ~50 ms longer with it (ten loads each).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

import { useDeferredValue } from 'react';
import type { SWRResponse } from 'swr';

/**
 * An answer whose first data the screen draws in a transition. SWR hands new data to
 * React through its store, which React renders at once and in one piece: the first page of rows,
 * with the compiling of their code and, on a cold load, the shell around them, was one long task.
 * Deferred, they are drawn in slices between which the browser stays responsive; meanwhile the
 * screen shows its loader. Later answers (another page, tab, sort or search, a revalidation)
 * replace rows already drawn, with their code compiled: those render at once, in one short task,
 * where a deferred value drew the screen twice (the last page again, then the new one in slices).
 * Lists use it; a form's record does not (it must not show an older copy).
 */
export function useDeferredData<Data, Failure>(
  response: SWRResponse<Data, Failure>,
): SWRResponse<Data, Failure> {
  // Only whether there is data is deferred: the value stays `true` from one answer to the next,
  // so React schedules no second render for them.
  const drawn = useDeferredValue(response.data !== undefined);
  return {
    get data() {
      return drawn ? response.data : undefined;
    },
    get error() {
      return response.error;
    },
    get isLoading() {
      return response.isLoading;
    },
    get isValidating() {
      return response.isValidating;
    },
    mutate: response.mutate,
  };
}

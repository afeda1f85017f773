import { useDeferredValue } from 'react';
import type { SWRResponse } from 'swr';

/**
 * An answer whose data the screen draws in a transition (issue #11). SWR hands new data to React
 * through its store, which React renders at once and in one piece: a page of rows, with the
 * compiling of their code the first time, was one long task. Deferred, the rows are drawn in
 * slices between which the browser stays responsive; meanwhile the screen shows what it showed
 * (the loader, or the last page's rows). Lists use it; a form's record does not (it must not
 * show an older copy).
 */
export function useDeferredData<Data, Failure>(
  response: SWRResponse<Data, Failure>,
): SWRResponse<Data, Failure> {
  const data = useDeferredValue(response.data);
  return {
    get data() {
      return data;
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

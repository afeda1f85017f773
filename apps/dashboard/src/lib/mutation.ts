import { useCallback, useId } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { errorMessage, isHandled, successMessage } from './api-error';
import { toast } from './toast';

export interface MutationOptions<Result> {
  /** SWR keys (or a key matcher) this mutation makes stale. */
  revalidate?: readonly string[] | ((key: unknown) => boolean);
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
}

/**
 * Runs a mutation (SWR's useSWRMutation) with the behaviour of spec §4/§8: on success clear the
 * toasts, show the response's message (its code's text in the user's language) and revalidate what it made stale before `trigger`
 * resolves; on failure toast the server's message, else the error's own. The error is re-thrown
 * so forms can map field errors.
 */
export function useMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  options: MutationOptions<Result> = {},
) {
  const { mutate } = useSWRConfig();
  const { revalidate, onSuccess, onError } = options;
  // A write here makes other keys stale, never its own: the key only names the hook's mutation.
  const key = `mutation:${useId()}`;
  const { trigger, isMutating, error } = useSWRMutation<Result, unknown, string, { input: Input }>(
    key,
    async (_key, { arg }) => {
      try {
        const result = await mutationFn(arg.input);
        toast.clear();
        const message = successMessage(result);
        if (message) toast.success(message);
        if (typeof revalidate === 'function') await mutate(revalidate);
        else if (revalidate) await Promise.all(revalidate.map((stale) => mutate(stale)));
        return result;
      } catch (thrown) {
        if (!isHandled(thrown)) {
          const text = errorMessage(thrown);
          if (text) toast.error(text);
        }
        throw thrown;
      }
    },
    {
      populateCache: false,
      revalidate: false,
      onSuccess: (result) => onSuccess?.(result),
      onError: (thrown) => onError?.(thrown),
    },
  );

  // The input travels wrapped, so SWR's trigger has one signature whatever Input is.
  const run = useCallback((input: Input): Promise<Result> => trigger({ input }), [trigger]);
  return { trigger: run, isPending: isMutating, error: error ?? null };
}

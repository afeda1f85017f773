import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage, isHandled } from './api-error';
import { toast } from './toast';

export interface MutationOptions<Result> {
  /** SWR keys (or a key matcher) this mutation makes stale. */
  revalidate?: readonly string[] | ((key: unknown) => boolean);
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
}

/** Reads the `message` a mutation answered with ({ message, data }), if any. */
function messageOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('message' in result)) return undefined;
  const { message } = result;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * Runs a mutation with the behaviour of spec §4/§8: on success clear the toasts and show the
 * response's message; on failure toast the server's message, else the error's own. The error is
 * re-thrown so forms can map field errors.
 */
export function useMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  options: MutationOptions<Result> = {},
) {
  const { mutate } = useSWRConfig();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { revalidate, onSuccess, onError } = options;

  const trigger = useCallback(
    async (input: Input): Promise<Result> => {
      setPending(true);
      setError(null);
      try {
        const result = await mutationFn(input);
        toast.clear();
        const message = messageOf(result);
        if (message) toast.success(message);
        if (typeof revalidate === 'function') await mutate(revalidate);
        else if (revalidate) await Promise.all(revalidate.map((key) => mutate(key)));
        onSuccess?.(result);
        return result;
      } catch (thrown) {
        setError(thrown);
        if (!isHandled(thrown)) {
          const text = errorMessage(thrown);
          if (text) toast.error(text);
        }
        onError?.(thrown);
        throw thrown;
      } finally {
        setPending(false);
      }
    },
    [mutationFn, mutate, revalidate, onSuccess, onError],
  );

  return { trigger, isPending, error };
}

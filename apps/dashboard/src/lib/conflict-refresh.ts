import { useSWRConfig } from 'swr';
import { ApiError } from './api-error';

/**
 * After a refused action (409 stale version or clash, 422 no longer allowed) the toast already
 * shows the server's message; this reloads what `shows` matches (the record, its activity and
 * its lists), so the page shows the state that won. Answers whether the error was such a refusal.
 */
export function useConflictRefresh(shows: (key: unknown) => boolean) {
  const { mutate } = useSWRConfig();
  return (error: unknown): boolean => {
    if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
      void mutate(shows);
      return true;
    }
    return false;
  };
}

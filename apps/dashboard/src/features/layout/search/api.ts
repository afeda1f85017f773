import { searchResponseSchema } from '@staydesk/domain/search';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

/** The shortest text sent to the server: a single character finds too much to be worth a call. */
export const SEARCH_MIN_CHARS = 2;

/** GET /api/v1/search: the records the signed-in user may open, ranked (null text: no call). */
export function useGlobalSearch(text: string | null) {
  return useSWR(
    text === null ? null : `/api/v1/search?q=${encodeURIComponent(text)}`,
    async (key: string) => (await api.get(key, searchResponseSchema)).data,
    // The last answer stays while the next one loads, so the rows do not flash away as one types.
    { keepPreviousData: true, revalidateOnFocus: false, dedupingInterval: 30_000 },
  );
}

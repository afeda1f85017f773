import { placeListSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';

const placesResponseSchema = z.object({ data: placeListSchema });

/** GET /api/v1/places?search=: up to 10 places (gazetteer towns, or a maps provider's addresses). */
export function usePlaces(search: string) {
  const text = search.trim();
  const key = text ? `/api/v1/places?${new URLSearchParams({ search: text })}` : null;
  return useSWR(key, async (url: string) => (await api.get(url, placesResponseSchema)).data, {
    keepPreviousData: true,
  });
}

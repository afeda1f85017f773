import { pagedSchema, trafficLightSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';

/**
 * The landlords a property can be given: only what the picker shows, read from the landlords
 * list (features do not import each other; the landlords module owns its own screens).
 */
export const landlordOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  trafficLightSystem: trafficLightSchema,
  company: z.optional(z.nullable(z.object({ name: z.string() }))),
});
export type LandlordOption = z.infer<typeof landlordOptionSchema>;

const landlordOptionsSchema = pagedSchema(landlordOptionSchema);

export function useLandlordOptions(search: string) {
  const params = new URLSearchParams({ tab: 'active' });
  if (search.trim()) params.set('search', search.trim());
  return useSWR(
    `/api/v1/landlords?${params}`,
    async (url: string) => (await api.get(url, landlordOptionsSchema)).items,
    { keepPreviousData: true },
  );
}

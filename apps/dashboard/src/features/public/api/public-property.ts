import useSWR from 'swr';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** What the public property page shows; the server may send more, which is ignored here. */
export const publicPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string().optional(),
  description: z.string().optional(),
  city: z.string().optional(),
  bedrooms: z.number().optional(),
  maxGuests: z.number().optional(),
  images: z.array(z.object({ url: z.string().optional(), name: z.string().optional() })).optional(),
});
export type PublicProperty = z.infer<typeof publicPropertySchema>;

const responseSchema = z.object({ data: z.object({ property: publicPropertySchema }) });

export const publicPropertyKey = (propertyId: string) =>
  `/api/v1/public/properties/${encodeURIComponent(propertyId)}`;

/** GET /api/v1/public/properties/:id; a 404 is the page's not-found state, not a toast. */
export function usePublicProperty(propertyId: string) {
  return useSWR(
    publicPropertyKey(propertyId),
    async (key: string) => (await api.get(key, responseSchema)).data.property,
    { onError: () => undefined, shouldRetryOnError: false },
  );
}

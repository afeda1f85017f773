import { publicPropertySchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';

/** The fields of a property the public may see (no costs, no landlord), as the domain names them. */
const responseSchema = z.object({ data: publicPropertySchema });

export const publicPropertyKey = (propertyId: string) =>
  `/api/v1/public/properties/${encodeURIComponent(propertyId)}`;

/**
 * GET /api/v1/public/properties/:id; a 404 is the page's not-found state, not a toast. No id
 * (a request form opened without a property) asks for nothing.
 */
export function usePublicProperty(propertyId: string | null) {
  return useSWR(
    propertyId === null ? null : publicPropertyKey(propertyId),
    async (key: string) => (await api.get(key, responseSchema)).data,
    { onError: () => undefined, shouldRetryOnError: false },
  );
}

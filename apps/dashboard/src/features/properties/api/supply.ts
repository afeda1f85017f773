import { mutationResponseSchema, type SupplyUpdate, supplySchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { propertyKeys } from './properties';

const supplyResponseSchema = z.object({ data: supplySchema });
const supplyMutationSchema = mutationResponseSchema(supplySchema);

export const supplyKey = (propertyId: string) => `${propertyKeys.detail(propertyId)}/supply`;

/** GET /api/v1/properties/:id/supply: ranges, price changes (who and when), last confirmation. */
export function useSupply(propertyId: string) {
  return useSWR(
    supplyKey(propertyId),
    async (url: string) => (await api.get(url, supplyResponseSchema)).data,
  );
}

export function updateSupply(input: { propertyId: string; update: SupplyUpdate }) {
  return api.post(supplyKey(input.propertyId), input.update, supplyMutationSchema);
}

/** Saving supply changes the property's version, price and freshness: every view of it reloads. */
export const useUpdateSupply = () =>
  useMutation(updateSupply, { revalidate: (key) => propertyKeys.shows(key) });

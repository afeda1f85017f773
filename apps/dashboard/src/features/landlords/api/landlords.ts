import {
  type LandlordCreate,
  type LandlordMessageTemplate,
  type LandlordSync,
  type LandlordUpdate,
  landlordMessageTemplateSchema,
  landlordSyncResultSchema,
  landlordViewSchema,
  mutationResponseSchema,
  propertyViewSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import { resourceKeys, usePagedList, useRecord, useResourceMutation } from '../../../lib/resource';
import { LANDLORDS_BASE } from './keys';

/**
 * The landlords resource (/api/v1/landlords): keys, reads and writes in one place. Every write
 * revalidates every landlords list and landlord record.
 */
export const landlordKeys = resourceKeys(LANDLORDS_BASE);

/** The stored message template lives beside the records (not one of them: no id). */
export const messageTemplateKey = `${landlordKeys.base}/message-template`;

export const useLandlords = (query: ListQuery) =>
  usePagedList(landlordKeys.list(query), landlordViewSchema);
export const useLandlord = (id: string | null) =>
  useRecord(id === null ? null : landlordKeys.detail(id), landlordViewSchema);

/** How many of the landlord's properties the landlord page lists (one page of the API). */
export const LANDLORD_PROPERTIES_SHOWN = 29;

/** The landlord's properties: GET /api/v1/properties?landlordId= (first page, by title). */
export const useLandlordProperties = (landlordId: string) =>
  usePagedList(
    `/api/v1/properties?${new URLSearchParams({ landlordId, sort: 'title' }).toString()}`,
    propertyViewSchema,
  );

const landlordMutationSchema = mutationResponseSchema(landlordViewSchema);

export function createLandlord(input: LandlordCreate) {
  return api.post(landlordKeys.base, input, landlordMutationSchema);
}

/** PATCH with the version read; a stale version answers 409. */
export function updateLandlord(input: { id: string; changes: LandlordUpdate }) {
  return api.patch(landlordKeys.detail(input.id), input.changes, landlordMutationSchema);
}

export function deleteLandlord(input: { id: string; version: number }) {
  return api.delete(landlordKeys.detail(input.id), landlordMutationSchema, {
    params: { version: input.version },
  });
}

export function restoreLandlord(input: { id: string; version: number }) {
  return api.post(
    `${landlordKeys.detail(input.id)}/restore`,
    { version: input.version },
    landlordMutationSchema,
  );
}

/** Reads the landlord's external profile through the scraper and applies what differs. */
export function syncLandlord(input: { id: string; body: LandlordSync }) {
  return api.post(
    `${landlordKeys.detail(input.id)}/sync`,
    input.body,
    mutationResponseSchema(landlordSyncResultSchema),
  );
}

export const useCreateLandlord = () => useResourceMutation(landlordKeys, createLandlord);
export const useUpdateLandlord = () => useResourceMutation(landlordKeys, updateLandlord);
export const useDeleteLandlord = () => useResourceMutation(landlordKeys, deleteLandlord);
export const useRestoreLandlord = () => useResourceMutation(landlordKeys, restoreLandlord);
export const useSyncLandlord = () => useResourceMutation(landlordKeys, syncLandlord);

const templateResponseSchema = z.object({ data: landlordMessageTemplateSchema });

export function useMessageTemplate() {
  return useSWR(
    messageTemplateKey,
    async (key: string) => (await api.get(key, templateResponseSchema)).data,
  );
}

export function saveMessageTemplate(input: LandlordMessageTemplate) {
  return api.put(messageTemplateKey, input, mutationResponseSchema(landlordMessageTemplateSchema));
}

export const useSaveMessageTemplate = () =>
  useResourceMutation(landlordKeys, saveMessageTemplate, (key) => key === messageTemplateKey);

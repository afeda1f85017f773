import {
  fileRefSchema,
  mutationResponseSchema,
  type PropertyCreate,
  type PropertyUpdate,
  propertyViewSchema,
} from '@staydesk/domain';
import { api } from '../../../lib/api-client';
import { type ListQuery, listUrl } from '../../../lib/list';
import { resourceKeys, usePagedList, useRecord, useResourceMutation } from '../../../lib/resource';

/**
 * The properties resource (/api/v1/properties): keys, reads and writes in one place. Every write
 * revalidates every properties list, record, supply and report.
 */
export const propertyKeys = resourceKeys('/api/v1/properties');

/** Filters the address bar keeps for the screen only (the place's name): never sent to the API. */
const SCREEN_ONLY_FILTERS = new Set(['placeName']);

export function propertyListKey(query: ListQuery): string {
  const filters = Object.fromEntries(
    Object.entries(query.filters).filter(([name]) => !SCREEN_ONLY_FILTERS.has(name)),
  );
  return listUrl(propertyKeys.base, { ...query, filters });
}

export const useProperties = (query: ListQuery) =>
  usePagedList(propertyListKey(query), propertyViewSchema);
/** One property; nothing is asked for without an id (null). */
export const useProperty = (id: string | null) =>
  useRecord(id === null ? null : propertyKeys.detail(id), propertyViewSchema);

const propertyMutationSchema = mutationResponseSchema(propertyViewSchema);

export function createProperty(input: PropertyCreate) {
  return api.post(propertyKeys.base, input, propertyMutationSchema);
}

/** PATCH with the version read; a stale version answers 409. */
export function updateProperty(input: { id: string; changes: PropertyUpdate }) {
  return api.patch(propertyKeys.detail(input.id), input.changes, propertyMutationSchema);
}

export function deleteProperty(input: { id: string; version: number }) {
  return api.delete(propertyKeys.detail(input.id), propertyMutationSchema, {
    params: { version: input.version },
  });
}

export function restoreProperty(input: { id: string; version: number }) {
  return api.post(
    `${propertyKeys.detail(input.id)}/restore`,
    { version: input.version },
    propertyMutationSchema,
  );
}

export const useCreateProperty = () => useResourceMutation(propertyKeys, createProperty);
export const useUpdateProperty = () => useResourceMutation(propertyKeys, updateProperty);
export const useDeleteProperty = () => useResourceMutation(propertyKeys, deleteProperty);
export const useRestoreProperty = () => useResourceMutation(propertyKeys, restoreProperty);

const photoResponseSchema = mutationResponseSchema(fileRefSchema);

/** POST /api/v1/properties/photos: one image (multipart `photo`), stored by the file store. */
export async function uploadPhoto(file: File) {
  const body = new FormData();
  body.append('photo', file, file.name);
  return (await api.post(`${propertyKeys.base}/photos`, body, photoResponseSchema)).data;
}

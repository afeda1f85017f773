import {
  type ClientCreate,
  type ClientUpdate,
  clientViewSchema,
  mutationResponseSchema,
} from '@staydesk/domain';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import { resourceKeys, usePagedList, useRecord, useResourceMutation } from '../../../lib/resource';
import { CLIENTS_BASE } from './list-key';

/**
 * The guests resource (/api/v1/clients): its keys, reads and writes in one place. Every write
 * revalidates every guests list and guest record (resourceKeys.shows).
 */
export const clientKeys = resourceKeys(CLIENTS_BASE);

export const useClients = (query: ListQuery) =>
  usePagedList(clientKeys.list(query), clientViewSchema);
export const useClient = (id: string) => useRecord(clientKeys.detail(id), clientViewSchema);

const clientMutationSchema = mutationResponseSchema(clientViewSchema);

/** POST /api/v1/clients → 201 { message: 'Guest created', data }. */
export function createClient(input: ClientCreate) {
  return api.post(clientKeys.base, input, clientMutationSchema);
}

/** PATCH /api/v1/clients/:id with the version read; a stale version answers 409. */
export function updateClient(input: { id: string; changes: ClientUpdate }) {
  return api.patch(clientKeys.detail(input.id), input.changes, clientMutationSchema);
}

/** DELETE /api/v1/clients/:id?version=N: a soft delete (the Deleted tab). */
export function deleteClient(input: { id: string; version: number }) {
  return api.delete(clientKeys.detail(input.id), clientMutationSchema, {
    params: { version: input.version },
  });
}

/** POST /api/v1/clients/:id/restore with the version. */
export function restoreClient(input: { id: string; version: number }) {
  return api.post(
    `${clientKeys.detail(input.id)}/restore`,
    { version: input.version },
    clientMutationSchema,
  );
}

export const useCreateClient = () => useResourceMutation(clientKeys, createClient);
export const useUpdateClient = () => useResourceMutation(clientKeys, updateClient);
export const useDeleteClient = () => useResourceMutation(clientKeys, deleteClient);
export const useRestoreClient = () => useResourceMutation(clientKeys, restoreClient);

import {
  type AgentCreate,
  type AgentUpdate,
  agentViewSchema,
  mutationResponseSchema,
} from '@staydesk/domain';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import { resourceKeys, usePagedList, useRecord, useResourceMutation } from '../../../lib/resource';
import { AGENTS_BASE } from './list-key';

/**
 * The agents resource (/api/v1/agents): keys, reads and writes in one place. Every write
 * revalidates every agents list and agent record.
 */
export const agentKeys = resourceKeys(AGENTS_BASE);

export const useAgents = (query: ListQuery) => usePagedList(agentKeys.list(query), agentViewSchema);
export const useAgent = (id: string) => useRecord(agentKeys.detail(id), agentViewSchema);

const agentMutationSchema = mutationResponseSchema(agentViewSchema);

export function createAgent(input: AgentCreate) {
  return api.post(agentKeys.base, input, agentMutationSchema);
}

/** PATCH with the version read; a stale version answers 409. */
export function updateAgent(input: { id: string; changes: AgentUpdate }) {
  return api.patch(agentKeys.detail(input.id), input.changes, agentMutationSchema);
}

export function deleteAgent(input: { id: string; version: number }) {
  return api.delete(agentKeys.detail(input.id), agentMutationSchema, {
    params: { version: input.version },
  });
}

export function restoreAgent(input: { id: string; version: number }) {
  return api.post(
    `${agentKeys.detail(input.id)}/restore`,
    { version: input.version },
    agentMutationSchema,
  );
}

export const useCreateAgent = () => useResourceMutation(agentKeys, createAgent);
export const useUpdateAgent = () => useResourceMutation(agentKeys, updateAgent);
export const useDeleteAgent = () => useResourceMutation(agentKeys, deleteAgent);
export const useRestoreAgent = () => useResourceMutation(agentKeys, restoreAgent);

import {
  mutationResponseSchema,
  type TaskCreate,
  type TaskUpdate,
  taskListItemSchema,
  taskViewSchema,
} from '@staydesk/domain';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import { resourceKeys, usePagedList, useRecord, useResourceMutation } from '../../../lib/resource';
import { TASKS_BASE } from './list-key';

/**
 * The tasks resource (/api/v1/tasks): keys, reads and writes in one place. Every write
 * revalidates every tasks list and task.
 */
export const taskKeys = resourceKeys(TASKS_BASE);

export const useTasks = (query: ListQuery) =>
  usePagedList(taskKeys.list(query), taskListItemSchema);
export const useTask = (id: string | null) =>
  useRecord(id === null ? null : taskKeys.detail(id), taskViewSchema);

const taskMutationSchema = mutationResponseSchema(taskViewSchema);

export function createTask(input: TaskCreate) {
  return api.post(taskKeys.base, input, taskMutationSchema);
}

/** PATCH with the version read; a stale version answers 409. */
export function updateTask(input: { id: string; changes: TaskUpdate }) {
  return api.patch(taskKeys.detail(input.id), input.changes, taskMutationSchema);
}

/** Done, recording who and when (the server's clock). */
export function completeTask(input: { id: string; version: number }) {
  return api.post(
    `${taskKeys.detail(input.id)}/complete`,
    { version: input.version },
    taskMutationSchema,
  );
}

export function reopenTask(input: { id: string; version: number }) {
  return api.post(
    `${taskKeys.detail(input.id)}/reopen`,
    { version: input.version },
    taskMutationSchema,
  );
}

export function tickChecklistItem(input: {
  id: string;
  index: number;
  done: boolean;
  version: number;
}) {
  return api.patch(
    `${taskKeys.detail(input.id)}/checklist/${input.index}`,
    { done: input.done, version: input.version },
    taskMutationSchema,
  );
}

export function deleteTask(input: { id: string; version: number }) {
  return api.delete(taskKeys.detail(input.id), taskMutationSchema, {
    params: { version: input.version },
  });
}

export function restoreTask(input: { id: string; version: number }) {
  return api.post(
    `${taskKeys.detail(input.id)}/restore`,
    { version: input.version },
    taskMutationSchema,
  );
}

export const useCreateTask = () => useResourceMutation(taskKeys, createTask);
export const useUpdateTask = () => useResourceMutation(taskKeys, updateTask);
export const useCompleteTask = () => useResourceMutation(taskKeys, completeTask);
export const useReopenTask = () => useResourceMutation(taskKeys, reopenTask);
export const useTickChecklistItem = () => useResourceMutation(taskKeys, tickChecklistItem);
export const useDeleteTask = () => useResourceMutation(taskKeys, deleteTask);
export const useRestoreTask = () => useResourceMutation(taskKeys, restoreTask);

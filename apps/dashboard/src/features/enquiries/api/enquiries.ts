import {
  type EnquiryCreate,
  type EnquiryUpdate,
  enquiryActivitySchema,
  enquiryAssigneesSchema,
  enquiryListSchema,
  enquiryViewSchema,
  mutationResponseSchema,
  type WorkflowStatus,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import { resourceKeys, useRecord, useResourceMutation } from '../../../lib/resource';
import {
  ENQUIRIES_BASE,
  ENQUIRY_ASSIGNEES_KEY,
  enquiryActivityKey,
  enquiryKey,
  enquiryListKey,
} from './keys';

/**
 * The enquiries resource (/api/v1/enquiries): reads and writes in one place. Every write
 * revalidates every enquiries list, record, activity and offer key (all start with the base).
 */
export const enquiryKeys = resourceKeys(ENQUIRIES_BASE);

export const useEnquiries = (query: ListQuery) =>
  useSWR(enquiryListKey(query), (url: string) => api.get(url, enquiryListSchema), {
    keepPreviousData: true,
  });

export const useEnquiry = (id: string | null) =>
  useRecord(id === null ? null : enquiryKey(id), enquiryViewSchema);

export function useEnquiryActivity(id: string) {
  return useSWR(
    enquiryActivityKey(id),
    async (url: string) => (await api.get(url, enquiryActivitySchema)).data,
  );
}

/** Staff who can be given an enquiry (GET /enquiries/assignees); only asked when needed. */
export function useAssignees(enabled = true) {
  return useSWR(
    enabled ? ENQUIRY_ASSIGNEES_KEY : null,
    async (url: string) => (await api.get(url, enquiryAssigneesSchema)).data,
  );
}

const enquiryMutationSchema = mutationResponseSchema(enquiryViewSchema);

export function createEnquiry(input: EnquiryCreate) {
  return api.post(ENQUIRIES_BASE, input, enquiryMutationSchema);
}

export function updateEnquiry(input: { id: string; changes: EnquiryUpdate }) {
  return api.patch(enquiryKey(input.id), input.changes, enquiryMutationSchema);
}

export function changeStatus(input: {
  id: string;
  status: WorkflowStatus;
  reason?: string;
  version: number;
}) {
  const { id, ...body } = input;
  return api.post(`${enquiryKey(id)}/status`, body, enquiryMutationSchema);
}

export function assignEnquiry(input: { id: string; assigneeId: string | null; version: number }) {
  const { id, ...body } = input;
  return api.post(`${enquiryKey(id)}/assign`, body, enquiryMutationSchema);
}

export function resetEnquiry(input: { id: string; version: number }) {
  return api.post(
    `${enquiryKey(input.id)}/reset`,
    { version: input.version },
    enquiryMutationSchema,
  );
}

export function saveNote(input: { id: string; notes: string; version: number }) {
  const { id, ...body } = input;
  return api.put(`${enquiryKey(id)}/note`, body, enquiryMutationSchema);
}

export function deleteEnquiry(input: { id: string; version: number }) {
  return api.delete(enquiryKey(input.id), enquiryMutationSchema, {
    params: { version: input.version },
  });
}

export function restoreEnquiry(input: { id: string; version: number }) {
  return api.post(
    `${enquiryKey(input.id)}/restore`,
    { version: input.version },
    enquiryMutationSchema,
  );
}

export function deleteEnquiryPermanently(input: { id: string; version: number }) {
  return api.delete(`${enquiryKey(input.id)}/permanent`, z.partial(enquiryMutationSchema), {
    params: { version: input.version },
  });
}

export const useCreateEnquiry = () => useResourceMutation(enquiryKeys, createEnquiry);
export const useUpdateEnquiry = () => useResourceMutation(enquiryKeys, updateEnquiry);
export const useChangeStatus = () => useResourceMutation(enquiryKeys, changeStatus);
export const useAssignEnquiry = () => useResourceMutation(enquiryKeys, assignEnquiry);
export const useResetEnquiry = () => useResourceMutation(enquiryKeys, resetEnquiry);
export const useSaveNote = () => useResourceMutation(enquiryKeys, saveNote);
export const useDeleteEnquiry = () => useResourceMutation(enquiryKeys, deleteEnquiry);
export const useRestoreEnquiry = () => useResourceMutation(enquiryKeys, restoreEnquiry);
export const useDeleteEnquiryPermanently = () =>
  useResourceMutation(enquiryKeys, deleteEnquiryPermanently);

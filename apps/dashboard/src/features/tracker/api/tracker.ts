import {
  mutationResponseSchema,
  type TrackerBulkDone,
  type TrackerEntryCreateInput,
  type TrackerEntryUpdate,
  trackerBulkDoneResultSchema,
  trackerEntrySchema,
  trackerListSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import { resourceKeys, useRecord, useResourceMutation } from '../../../lib/resource';
import { TRACKER_BASE, trackerListUrl } from './list-key';

/**
 * The tracker resource (/api/v1/tracker). The board stays current without a reload by polling
 * with revalidation (README "Tracker: live updates"): every 15 s while the page is visible, at
 * once when the window regains focus or the network returns, and after every write of ours.
 */
export const trackerKeys = resourceKeys(TRACKER_BASE);
export const TRACKER_REFRESH_MS = 15_000;

export const useTrackerList = (query: ListQuery) =>
  useSWR(trackerListUrl(query), (url: string) => api.get(url, trackerListSchema), {
    refreshInterval: TRACKER_REFRESH_MS,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    keepPreviousData: true,
  });

export const useTrackerEntry = (id: string | null) =>
  useRecord(id === null ? null : trackerKeys.detail(id), trackerEntrySchema);

const entryMutation = mutationResponseSchema(trackerEntrySchema);

export function createEntry(input: TrackerEntryCreateInput) {
  return api.post(trackerKeys.base, input, entryMutation);
}

export function updateEntry(input: { id: string; changes: TrackerEntryUpdate }) {
  return api.patch(trackerKeys.detail(input.id), input.changes, entryMutation);
}

export function applyEntry(input: { id: string; version: number }) {
  return api.post(
    `${trackerKeys.detail(input.id)}/apply`,
    { version: input.version },
    entryMutation,
  );
}

export function bulkDone(input: TrackerBulkDone) {
  return api.post(
    `${trackerKeys.base}/bulk-done`,
    input,
    mutationResponseSchema(trackerBulkDoneResultSchema),
  );
}

export const useCreateEntry = () => useResourceMutation(trackerKeys, createEntry);
export const useUpdateEntry = () => useResourceMutation(trackerKeys, updateEntry);
export const useApplyEntry = () => useResourceMutation(trackerKeys, applyEntry);
export const useBulkDone = () => useResourceMutation(trackerKeys, bulkDone);

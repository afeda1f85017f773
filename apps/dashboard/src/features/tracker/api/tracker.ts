import {
  mutationResponseSchema,
  type TrackerBulkDone,
  type TrackerEntryCreateInput,
  type TrackerEntryUpdate,
  type TrackerSubjectKind,
  trackerBulkDoneResultSchema,
  trackerEntrySchema,
  trackerListSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import type { OptionSource } from '../../../lib/options';
import { resourceKeys, useRecord, useResourceMutation } from '../../../lib/resource';
import { TRACKER_BASE, trackerListUrl } from './list-key';

/**
 * The tracker resource (/api/v1/tracker). The board stays current without a reload by polling
 * with revalidation (docs/tracker.md "Live updates"): every 15 s while the page is visible, at
 * once when the window regains focus or the network returns, and after every write of ours.
 */
export const trackerKeys = resourceKeys(TRACKER_BASE);
export const TRACKER_REFRESH_MS = 15_000;

/**
 * The bell's key (GET /api/v1/notifications, the layout's): a write here can add or remove an
 * entry due for the user, so it is revalidated with the tracker's own keys.
 */
const BELL_KEY = '/api/v1/notifications';
const showsBell = (key: unknown) => key === BELL_KEY;

export const useTrackerList = (query: ListQuery) =>
  useSWR(trackerListUrl(query), (url: string) => api.get(url, trackerListSchema), {
    refreshInterval: TRACKER_REFRESH_MS,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    keepPreviousData: true,
    // The app's dedupe window is 5 minutes (spec §9's cache time), and SWR's polling and focus
    // revalidation are deduplicated: under it a poll reuses the last answer and fetches nothing,
    // so the board stood still for 5 minutes. A window shorter than the poll lets each one fetch.
    dedupingInterval: 2_000,
    focusThrottleInterval: 5_000,
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

export function confirmArrival(input: { id: string; version: number }) {
  return api.post(
    `${trackerKeys.detail(input.id)}/confirm-arrival`,
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

export const useCreateEntry = () => useResourceMutation(trackerKeys, createEntry, showsBell);
export const useUpdateEntry = () => useResourceMutation(trackerKeys, updateEntry, showsBell);
export const useApplyEntry = () => useResourceMutation(trackerKeys, applyEntry, showsBell);
export const useBulkDone = () => useResourceMutation(trackerKeys, bulkDone, showsBell);
/** Confirming an arrival writes the booking too: its pages and the bookings lists revalidate. */
export const useConfirmArrival = () =>
  useResourceMutation(
    trackerKeys,
    confirmArrival,
    (key) => showsBell(key) || (typeof key === 'string' && key.startsWith('/api/v1/bookings')),
  );

const subjectsSchema = z.object({
  data: z.array(z.object({ id: z.string(), label: z.string(), detail: z.string() })),
});

/** The entry dialog's picker: GET /api/v1/tracker/subjects for one kind of record. */
export function subjectSource(kind: TrackerSubjectKind): OptionSource {
  return {
    url: (search) => {
      const params = new URLSearchParams({ kind });
      if (search) params.set('search', search);
      return `${trackerKeys.base}/subjects?${params.toString()}`;
    },
    read: (body) =>
      subjectsSchema.parse(body).data.map((row) => ({
        id: row.id,
        name: row.label,
        ...(row.detail ? { detail: row.detail } : {}),
      })),
  };
}

import {
  enquiryViewSchema,
  mutationResponseSchema,
  PROPERTY_REQUEST_STATUSES,
  type PropertyRequestStatus,
  propertyRequestSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { type ListQuery, listUrl } from '../../../lib/list';
import { useMutation } from '../../../lib/mutation';

export const PROPERTY_REQUESTS_BASE = '/api/v1/property-requests';

/** The list's tabs are the request statuses; the server counts each for the same search. */
export const requestsListConfig = { tabs: PROPERTY_REQUEST_STATUSES } as const;

// The API answers its rows under `propertyRequests`, the page fields and tab counts beside them.
const requestsPageSchema = z.object({
  propertyRequests: z.array(propertyRequestSchema),
  tabCounts: z.record(z.string(), z.number()),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
  pageSize: z.number(),
});

/** One page of requests, shaped as the list view reads a page (`items`). */
export function usePropertyRequests(query: ListQuery<PropertyRequestStatus>) {
  const key = listUrl(PROPERTY_REQUESTS_BASE, {
    ...query,
    tab: undefined,
    filters: query.tab ? { status: query.tab } : {},
  });
  return useSWR(key, async (url: string) => {
    const { propertyRequests, ...page } = await api.get(url, requestsPageSchema);
    return { ...page, items: propertyRequests };
  });
}

const convertSchema = mutationResponseSchema(enquiryViewSchema);

/**
 * Converts a request into an enquiry (its data kept); the lists of requests and enquiries are
 * then stale.
 */
export const useConvertRequest = () =>
  useMutation(
    (request: { id: string; version: number }) =>
      api.post(
        `${PROPERTY_REQUESTS_BASE}/${encodeURIComponent(request.id)}/convert`,
        { version: request.version },
        convertSchema,
      ),
    {
      revalidate: (key) =>
        typeof key === 'string' &&
        (key.startsWith(PROPERTY_REQUESTS_BASE) || key.startsWith('/api/v1/enquiries')),
    },
  );

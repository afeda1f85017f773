import { DASHBOARD_HREF_PATTERN } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { homeKeys } from './keys';

/** One counter of what needs attention, with the screen where it is worked on. */
export const summaryItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().check(z.int(), z.nonnegative()),
  href: z.string().check(z.regex(DASHBOARD_HREF_PATTERN)),
  tone: z.enum(['attention', 'info']),
});
export type SummaryItem = z.infer<typeof summaryItemSchema>;

const summaryResponseSchema = z.object({
  data: z.object({
    generatedAt: z.iso.datetime({ offset: true }),
    items: z.array(summaryItemSchema),
  }),
});

/** GET /api/v1/home/summary: only the counters the caller's role may open. */
export function useHomeSummary() {
  return useSWR(homeKeys.summary, async (key: string) => {
    const response = await api.get(key, summaryResponseSchema);
    return response.data;
  });
}

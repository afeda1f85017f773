import { DASHBOARD_HREF_PATTERN } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { homeKeys } from './keys';

const countSchema = z.number().check(z.int(), z.nonnegative());

/**
 * One card of home: `queue` (what the signed-in person does today) or `kpi` (a figure at a
 * glance), with the list that shows exactly what it counts.
 */
export const summaryItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  section: z.enum(['queue', 'kpi']),
  count: countSchema,
  href: z.string().check(z.regex(DASHBOARD_HREF_PATTERN)),
  severity: z.enum(['neutral', 'good', 'warning', 'critical']),
  previous: z.nullable(z.object({ count: countSchema, days: countSchema })),
  reasons: z.array(z.object({ key: z.string(), label: z.string(), count: countSchema })),
});
export type SummaryItem = z.infer<typeof summaryItemSchema>;

const summaryResponseSchema = z.object({
  data: z.object({
    generatedAt: z.iso.datetime({ offset: true }),
    today: z.iso.date(),
    items: z.array(summaryItemSchema),
  }),
});

/** GET /api/v1/home/summary: only the cards the caller's role may open. */
export function useHomeSummary() {
  return useSWR(homeKeys.summary, async (key: string) => {
    const response = await api.get(key, summaryResponseSchema);
    return response.data;
  });
}

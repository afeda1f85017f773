import { auditEventSchema, PAGE_SIZE } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { administrationKeys } from './keys';

/** An audit event as GET /api/v1/audit sends it, with the record's readable name. */
export const auditEntrySchema = auditEventSchema;
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/v1/audit: newest first, 29 a page. */
const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.gte(1)),
  pageCount: z.number().check(z.int(), z.nonnegative()),
  pageSize: z.literal(PAGE_SIZE),
});

export function useAuditEvents(page: number) {
  return useSWR(administrationKeys.audit(page), (key: string) => api.get(key, auditPageSchema));
}

const companyNameSchema = z.object({ data: z.object({ id: z.string(), name: z.string() }) });

/**
 * Names of the companies an audit page refers to that the start-up list does not hold (a
 * subcompany, a company past the first page, a deleted one): one request per id, together.
 * A company that no longer answers keeps no name; its failure is not the page's, so it is
 * settled here rather than toasted.
 */
export function useCompanyNames(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return useSWR(sorted.length > 0 ? administrationKeys.companyNames(sorted) : null, async () => {
    const answers = await Promise.allSettled(
      sorted.map((id) => api.get(`/api/companies/${encodeURIComponent(id)}`, companyNameSchema)),
    );
    const names = new Map<string, string>();
    for (const answer of answers) {
      if (answer.status === 'fulfilled') names.set(answer.value.data.id, answer.value.data.name);
    }
    return names;
  });
}

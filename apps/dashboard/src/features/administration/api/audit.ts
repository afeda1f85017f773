import { auditEventSchema, PAGE_SIZE } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { administrationKeys } from './keys';

/** GET /api/v1/audit: newest first, 29 a page. */
const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
  pageSize: z.literal(PAGE_SIZE),
});

export function useAuditEvents(page: number) {
  return useSWR(administrationKeys.audit(page), (key: string) => api.get(key, auditPageSchema));
}

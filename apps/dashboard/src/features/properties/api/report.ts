import { propertyReportSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './properties';

const reportResponseSchema = z.object({ data: propertyReportSchema });

/** GET /api/v1/properties/report?<filters>: stock by type, city, status; averages; freshness. */
export function usePropertyReport(filters: URLSearchParams) {
  const query = filters.toString();
  return useSWR(
    `${propertyKeys.base}/report${query ? `?${query}` : ''}`,
    async (url: string) => (await api.get(url, reportResponseSchema)).data,
  );
}

/** GET /api/v1/properties/export.csv?<filters>: the filtered list as CSV text. */
export async function exportPropertiesCsv(filters: URLSearchParams): Promise<string> {
  const query = filters.toString();
  return api.get(`${propertyKeys.base}/export.csv${query ? `?${query}` : ''}`, z.string(), {
    headers: { Accept: 'text/csv' },
  });
}

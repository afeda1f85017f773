import { enquiryReportSchema, type ReportTable } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { ENQUIRIES_BASE } from '../api/keys';

// The enquiries report's reads, apart from the offer lines' (the report needs none of their
// writes or schemas).

/** The period: days, both included. */
export interface ReportRange {
  readonly from: string;
  readonly to: string;
}

export const reportKey = (range: ReportRange) =>
  `${ENQUIRIES_BASE}/report?${new URLSearchParams({ from: range.from, to: range.to })}`;
export const reportCsvKey = (range: ReportRange, table: ReportTable) =>
  `${ENQUIRIES_BASE}/report.csv?${new URLSearchParams({ from: range.from, to: range.to, table })}`;

const reportResponse = z.object({ data: enquiryReportSchema });

/** GET /enquiries/report?from&to (ENQUIRIES_REPORT). */
export function useEnquiryReport(range: ReportRange | null) {
  return useSWR(
    range ? reportKey(range) : null,
    async (url: string) => (await api.get(url, reportResponse)).data,
    { keepPreviousData: true },
  );
}

/** GET /enquiries/report.csv?from&to&table as text. */
export function fetchReportCsv(range: ReportRange, table: ReportTable): Promise<string> {
  return api.get(reportCsvKey(range, table), z.string(), { headers: { Accept: 'text/csv' } });
}

import type { ReportTable } from '@staydesk/domain';
import { presetPeriod } from '../../../components/report/period';
import { ReportPage } from '../../../components/report/ReportPage';
import { ReportPeriod } from '../../../components/report/ReportPeriod';
import { useReportParams } from '../../../components/report/useReportParams';
import { useFormat, useMessages } from '../../../i18n';
import { fetchReportCsv, useEnquiryReport } from './api';
import { EnquiryReportFigures } from './EnquiryReportFigures';
import { enquiryReportMessages } from './messages';

/** The longest period the server reports. */
const MAX_YEARS = 10;

/**
 * enquiries/report (ENQUIRIES_REPORT): volume by source, company and agent, the funnel by status,
 * time to first offer, win rate by assignee and lost reasons for a period, as charts with their
 * tables on demand and a CSV of each table.
 */
export function EnquiriesReportRoute() {
  const m = useMessages(enquiryReportMessages);
  const f = useFormat();
  const [value, setValue] = useReportParams();
  const range = value.period ?? presetPeriod('last12');
  const { data, error, mutate } = useEnquiryReport(range);
  const titles: Record<ReportTable, string> = {
    byMonth: m.stats.received,
    funnel: m.funnel,
    bySource: m.bySource,
    byCompany: m.byCompany,
    byAgent: m.byAgent,
    winRate: m.winRateByAssignee,
    lostReasons: m.lostReasons,
  };
  const order: ReportTable[] = [
    'byMonth',
    'funnel',
    'bySource',
    'byCompany',
    'byAgent',
    'winRate',
    'lostReasons',
  ];
  return (
    <ReportPage
      title={m.title}
      description={`${m.description} ${f.dayRange(range.from, range.to)}`}
      csv={order.map((table) => ({
        id: table,
        label: titles[table],
        fileName: `enquiries-${table}-${range.from}-${range.to}.csv`,
        fetchCsv: () => fetchReportCsv(range, table),
      }))}
      controls={<ReportPeriod value={value} onChange={setValue} maxYears={MAX_YEARS} />}
      state={
        data
          ? data.total === 0
            ? { kind: 'empty', title: m.empty }
            : { kind: 'ready' }
          : error
            ? {
                kind: 'error',
                message: m.loadError,
                retryLabel: m.retry,
                retry: () => void mutate(),
              }
            : { kind: 'loading', label: m.loading }
      }
    >
      {data ? <EnquiryReportFigures report={data} /> : null}
    </ReportPage>
  );
}

import { ReportPage } from '../../../components/report/ReportPage';
import { ReportPeriod } from '../../../components/report/ReportPeriod';
import { useReportParams } from '../../../components/report/useReportParams';
import { useFormat, useMessages } from '../../../i18n';
import {
  fetchReportingCsv,
  REPORTING_TABLES,
  type ReportingRange,
  type ReportingTable,
  useReporting,
} from '../api';
import { ReportingFigures } from '../components/ReportingFigures';
import { reportingMessages } from '../messages';

/** The longest period the server reports. */
const MAX_YEARS = 3;

/**
 * reporting (REPORTING): the business's numbers for a period beside the period before — key
 * figures, charts with their tables on demand, a CSV of each table, and how each is counted.
 */
export function ReportingScreen() {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const [value, setValue] = useReportParams();
  const range: ReportingRange = { ...value.period, currency: value.currency };
  const { data, error, mutate } = useReporting(range);
  const shown: ReportingRange = data ? { ...range, currency: data.currency } : range;
  const tables = REPORTING_TABLES.filter((table) => table !== 'lost-reasons' || data?.lostReasons);
  const titles: Record<ReportingTable, string> = {
    summary: m.sections.summary,
    months: m.sections.months,
    'lost-reasons': m.sections.lostReasons,
    companies: m.sections.companies,
    agents: m.sections.agents,
    debt: m.sections.debt,
  };
  return (
    <ReportPage
      title={m.title}
      description={
        data
          ? f.message(m.description, {
              from: f.day(data.current.from),
              to: f.day(data.current.to),
              previousFrom: f.day(data.previous.from),
              previousTo: f.day(data.previous.to),
            })
          : undefined
      }
      csv={tables.map((table) => ({
        id: table,
        label: titles[table],
        fileName: `reporting-${table}.csv`,
        fetchCsv: () => fetchReportingCsv(shown, table),
      }))}
      controls={
        <ReportPeriod
          value={{ period: value.period, currency: shown.currency }}
          onChange={setValue}
          maxYears={MAX_YEARS}
          currencies={data?.currencies ?? []}
        />
      }
      state={
        data
          ? { kind: 'ready' }
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
      {data ? <ReportingFigures report={data} /> : null}
    </ReportPage>
  );
}

import type { EnquiryReport } from '@staydesk/domain';
import { type ChartDatum, ChartFigure, Grid, Stack, StatCard } from '@staydesk/ui';
import { lazy } from 'react';
import { LazyChartData as ChartData } from '../../../components/report/lazy-tables';
import { reportMessages } from '../../../components/report/messages';
import { RateHint } from '../../../components/report/RateLabel';
import { ReportSection } from '../../../components/report/ReportSection';
import { useFormat, useMessages } from '../../../i18n';
import { enquiriesMessages } from '../messages';
import { enquiryReportMessages } from './messages';
import type { WinRow } from './WinRateTable';

const WinRateTable = lazy(() =>
  import('./WinRateTable').then((m) => ({ default: m.WinRateTable })),
);

/** A breakdown of counts: bars, and their table on demand. */
function CountSection({
  title,
  name,
  data,
}: {
  title: string;
  /** What each row is (a source, a company, a status). */
  name: string;
  data: readonly ChartDatum[];
}) {
  const m = useMessages(enquiryReportMessages);
  const f = useFormat();
  const count = (value: number) => f.number(value);
  return (
    <ReportSection
      title={title}
      data={
        <ChartData
          label={title}
          nameLabel={name}
          valueLabel={m.columns.count}
          data={data}
          format={count}
        />
      }
    >
      <ChartFigure
        kind="bars"
        label={title}
        valueLabel={m.columns.count}
        data={data}
        format={count}
      />
    </ReportSection>
  );
}

/** Chart rows of counted keys; `none` names the rows without a key (no company, no agent). */
const rowsOf = (
  rows: readonly { key: string | null; label: string; count: number }[],
  none?: string,
): ChartDatum[] =>
  rows.map((row, index) => ({
    id: row.key ?? `none-${index}`,
    label: row.key === null && none !== undefined ? none : row.label,
    value: row.count,
  }));

/** The win rate over every assignee: booked of the decided enquiries. */
export function winRateOf(report: EnquiryReport): {
  won: number;
  decided: number;
  percent: number | null;
} {
  const won = report.winRate.reduce((sum, row) => sum + row.won, 0);
  const decided = report.winRate.reduce((sum, row) => sum + row.decided, 0);
  return { won, decided, percent: decided === 0 ? null : (won / decided) * 100 };
}

/** The enquiries report's figures for one period (the answer of GET /enquiries/report). */
export function EnquiryReportFigures({ report }: { report: EnquiryReport }) {
  const m = useMessages(enquiryReportMessages);
  const shared = useMessages(reportMessages);
  // The statuses and sources in the user's language (the server names them in English).
  const { statuses, sources } = useMessages(enquiriesMessages);
  const f = useFormat();
  const count = (value: number) => f.number(value);
  const win = winRateOf(report);
  const hours = report.timeToFirstOffer.medianHours;
  const months = report.byMonth.map((entry) => ({
    id: entry.month,
    label: f.month(entry.month),
    value: entry.received,
  }));
  const assignees: WinRow[] = report.winRate.map((row, index) => ({
    ...row,
    id: row.key ?? `none-${index}`,
  }));
  return (
    <Stack space="large">
      <Grid columns={[2, 2, 4]} space="medium">
        <StatCard label={m.stats.received} value={count(report.total)} />
        <StatCard label={m.stats.booked} value={count(report.stages.booked)} />
        <StatCard
          label={shared.rates.winRate}
          value={win.percent === null ? m.none : f.percent(win.percent, 1)}
          hint={
            <RateHint rate="winRate">
              {f.message(m.decided, { won: count(win.won), decided: count(win.decided) })}
            </RateHint>
          }
        />
        <StatCard
          label={m.stats.firstOffer}
          value={
            hours === null ? m.none : f.message(m.hours, { count: Math.round(hours * 10) / 10 })
          }
          hint={f.message(m.stats.firstOfferCount, { count: report.timeToFirstOffer.count })}
        />
      </Grid>
      <ReportSection
        title={m.stats.received}
        data={
          <ChartData
            label={m.stats.received}
            nameLabel={m.columns.month}
            valueLabel={m.columns.count}
            data={months}
            format={count}
          />
        }
      >
        <ChartFigure
          kind="columns"
          label={m.stats.received}
          valueLabel={m.columns.count}
          data={months}
          format={count}
        />
      </ReportSection>
      <Grid columns={[1, 1, 2]} space="large">
        <CountSection
          title={m.funnel}
          name={m.columns.status}
          data={report.funnel.map((entry) => ({
            id: entry.status,
            label: statuses[entry.status] ?? entry.label,
            value: entry.count,
          }))}
        />
        <CountSection
          title={m.bySource}
          name={m.columns.source}
          data={report.bySource.map((row, index) => ({
            id: row.key ?? `none-${index}`,
            label:
              (row.key === null ? undefined : sources[row.key as keyof typeof sources]) ??
              row.label,
            value: row.count,
          }))}
        />
        <CountSection
          title={m.byCompany}
          name={m.columns.company}
          data={rowsOf(report.byCompany, m.noCompany)}
        />
        <CountSection
          title={m.byAgent}
          name={m.columns.agent}
          data={rowsOf(report.byAgent, m.noAgent)}
        />
        <ReportSection
          title={m.winRateByAssignee}
          data={assignees.length > 0 ? <WinRateTable rows={assignees} /> : undefined}
        >
          {assignees.length === 0 ? (
            m.none
          ) : (
            <ChartFigure
              kind="bars"
              label={m.winRateByAssignee}
              valueLabel={shared.rates.winRate}
              data={assignees.map((row) => ({
                id: row.id,
                label: row.key === null ? m.unassigned : row.label,
                value: row.ratePercent ?? 0,
              }))}
              format={(value) => f.percent(value, 1)}
            />
          )}
        </ReportSection>
        {report.lostReasons.length === 0 ? (
          <ReportSection title={m.lostReasons}>{m.none}</ReportSection>
        ) : (
          <CountSection
            title={m.lostReasons}
            name={m.columns.reason}
            data={rowsOf(report.lostReasons)}
          />
        )}
      </Grid>
    </Stack>
  );
}

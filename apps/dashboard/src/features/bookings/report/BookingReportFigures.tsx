import type { BookingReport, BookingReportGroup } from '@staydesk/domain';
import { ChartFigure, Grid, Stack, StatCard, Text } from '@staydesk/ui';
import { lazy } from 'react';
import { useReportFormat } from '../../../components/report/format';
import { ReportSection } from '../../../components/report/ReportSection';
import { useFormat, useMessages } from '../../../i18n';
import type { FigureRow } from './BookingReportTables';
import { bookingReportMessages } from './messages';

const FiguresTable = lazy(() =>
  import('./BookingReportTables').then((m) => ({ default: m.FiguresTable })),
);

/** Bars drawn in the company and city charts (the tables list more). */
const CHART_BARS = 10;

/** The bookings report's figures for one period (the answer of GET /bookings/report). */
export function BookingReportFigures({ report }: { report: BookingReport }) {
  const m = useMessages(bookingReportMessages);
  const f = useFormat();
  const { totals, currency } = report;
  const r = useReportFormat(currency);
  const total: FigureRow = { ...totals, id: 'total', label: m.total, total: true };
  const months: FigureRow[] = report.byMonth.map((row) => ({
    ...row,
    id: row.month,
    label: f.month(row.month),
  }));
  const group = (rows: BookingReportGroup[], none: string): FigureRow[] =>
    rows.map((row) => ({ ...row, id: row.key ?? '-', label: row.key === null ? none : row.label }));
  const companies = group(report.byCompany, m.noCompany);
  const cities = group(report.byCity, m.noCity);
  const bars = (rows: FigureRow[]) =>
    rows.slice(0, CHART_BARS).map((row) => ({
      id: row.id,
      label: row.label,
      value: Number(row.revenue.amount),
    }));
  const topNote = (rows: FigureRow[]) =>
    rows.length >= 25 ? (
      <Text size="small" tone="secondary">
        {f.message(m.topOnly, { count: rows.length })}
      </Text>
    ) : null;
  const groupSection = (title: string, chart: string, name: string, rows: FigureRow[]) => (
    <ReportSection
      title={title}
      data={
        <Stack space="small">
          <FiguresTable label={title} name={name} rows={rows} currency={currency} />
          {topNote(rows)}
        </Stack>
      }
    >
      <ChartFigure
        kind="bars"
        label={chart}
        valueLabel={m.columns.revenue}
        data={bars(rows)}
        format={r.short}
      />
    </ReportSection>
  );
  return (
    <Stack space="large">
      <Grid columns={[2, 3, 6]} space="medium">
        <StatCard
          label={m.stats.nights}
          value={r.count(totals.nights)}
          hint={f.message(m.stats.nightsHint, { count: totals.bookings })}
        />
        <StatCard
          label={m.stats.revenue}
          value={r.short(totals.revenue.amount)}
          hint={f.message(m.stats.revenueHint, { cost: r.short(totals.cost.amount) })}
        />
        <StatCard
          label={m.stats.margin}
          value={r.short(totals.margin.amount)}
          hint={
            totals.marginPercent === null
              ? m.none
              : f.message(m.stats.marginHint, {
                  percent: f.percent(Number(totals.marginPercent), 1),
                })
          }
        />
        <StatCard
          label={m.stats.averageStay}
          value={
            totals.averageStayNights === null
              ? m.none
              : f.number(totals.averageStayNights, { maximumFractionDigits: 1 })
          }
          hint={m.stats.averageStayHint}
        />
        <StatCard
          label={m.stats.extensions}
          value={
            totals.extensionsRatePercent === null
              ? m.none
              : f.percent(totals.extensionsRatePercent, 1)
          }
          hint={f.message(m.stats.extensionsHint, {
            extended: totals.extended,
            count: totals.bookings,
          })}
        />
        <StatCard
          label={m.stats.nightlyRate}
          value={
            totals.nights === 0 ? m.none : r.short(Number(totals.revenue.amount) / totals.nights)
          }
          hint={m.stats.nightlyRateHint}
        />
      </Grid>
      <ReportSection
        title={m.sections.byMonth}
        data={
          <FiguresTable
            label={m.sections.byMonth}
            name={m.columns.month}
            rows={[...months, total]}
            currency={currency}
            full
          />
        }
      >
        <Grid columns={[1, 1, 2]} space="large">
          <Stack space="small">
            <Text weight="strong">{m.charts.nightsByMonth}</Text>
            <ChartFigure
              kind="columns"
              label={m.charts.nightsByMonth}
              valueLabel={m.columns.nights}
              data={months.map((row) => ({ id: row.id, label: row.label, value: row.nights }))}
              format={r.count}
            />
          </Stack>
          <Stack space="small">
            <Text weight="strong">{m.charts.revenueByMonth}</Text>
            <ChartFigure
              kind="line"
              label={m.charts.revenueByMonth}
              valueLabel={m.columns.revenue}
              data={months.map((row) => ({
                id: row.id,
                label: row.label,
                value: Number(row.revenue.amount),
              }))}
              format={r.short}
            />
          </Stack>
        </Grid>
      </ReportSection>
      <Grid columns={[1, 1, 2]} space="large">
        {groupSection(
          m.sections.byCompany,
          m.charts.revenueByCompany,
          m.columns.company,
          companies,
        )}
        {groupSection(m.sections.byCity, m.charts.revenueByCity, m.columns.city, cities)}
      </Grid>
    </Stack>
  );
}

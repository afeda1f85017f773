import type { PropertyReport } from '@staydesk/domain';
import { Box, type ChartDatum, ChartFigure, Grid, Inline, Stack, StatCard } from '@staydesk/ui';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useReportFormat } from '../../../components/report/format';
import { LazyChartData as ChartData } from '../../../components/report/lazy-tables';
import { ReportPage } from '../../../components/report/ReportPage';
import { ReportSection } from '../../../components/report/ReportSection';
import { useFormat, useMessages, useT } from '../../../i18n';
import { exportPropertiesCsv, usePropertyReport } from '../api/report';
import { labelOf } from '../components/options';
import { propertiesMessages } from '../messages';

const PropertyFilters = lazy(() =>
  import('../components/PropertyFilters').then((m) => ({ default: m.PropertyFilters })),
);

/** The address bar's filters as the report and the export take them (no page, sort or names). */
function reportFilters(params: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams(params);
  for (const name of ['page', 'sort', 'placeName', 'landlordName']) filters.delete(name);
  return filters;
}

/** A breakdown of the stock: bars, and their table on demand. */
function CountSection({
  title,
  name,
  kind = 'bars',
  data,
}: {
  title: string;
  name: string;
  kind?: 'bars' | 'columns';
  data: readonly ChartDatum[];
}) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const count = (value: number) => f.number(value);
  return (
    <ReportSection
      title={title}
      data={
        <ChartData
          label={title}
          nameLabel={name}
          valueLabel={m.report.total}
          data={data}
          format={count}
        />
      }
    >
      <ChartFigure
        kind={kind}
        label={title}
        valueLabel={m.report.total}
        data={data}
        format={count}
      />
    </ReportSection>
  );
}

/** The property report's figures (the answer of GET /properties/report for the filters). */
export function PropertyReportFigures({ report }: { report: PropertyReport }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const r = useReportFormat(report.averageNightlyRate?.currency ?? 'GBP');
  const count = (value: number) => f.number(value);
  return (
    <Stack space="large">
      <Grid columns={[2, 2, 4]} space="medium">
        <StatCard label={m.report.total} value={count(report.total)} />
        <StatCard
          label={m.report.averageNightlyRate}
          value={
            report.averageNightlyRate ? r.short(report.averageNightlyRate.amount) : m.detail.none
          }
        />
        <StatCard
          label={m.report.averageMargin}
          value={
            report.averageMargin === null
              ? m.detail.none
              : f.percent(Number(report.averageMargin), 1)
          }
        />
        <StatCard
          label={m.report.fresh}
          value={count(report.freshness.fresh)}
          hint={`${m.report.stale} ${count(report.freshness.stale)} · ${m.report.never} ${count(report.freshness.never)}`}
        />
      </Grid>
      <CountSection
        title={m.report.chartLabel}
        name={m.report.columns.month}
        kind="columns"
        data={report.addedPerMonth.map((entry) => ({
          id: entry.month,
          label: f.month(entry.month),
          value: entry.count,
        }))}
      />
      <Grid columns={[1, 1, 2]} space="large">
        <CountSection
          title={m.report.byType}
          name={m.report.columns.type}
          data={report.byType.map((entry) => ({
            id: entry.type,
            label: labelOf(m.options.type, entry.type),
            value: entry.count,
          }))}
        />
        <CountSection
          title={m.report.byStatus}
          name={m.report.columns.status}
          data={report.byStatus.map((entry) => ({
            id: entry.status,
            label: m.options.status[entry.status],
            value: entry.count,
          }))}
        />
        <CountSection
          title={m.report.byCity}
          name={m.report.columns.city}
          data={report.byCity.map((entry) => ({
            id: entry.city || '-',
            label: entry.city || m.report.unknownCity,
            value: entry.count,
          }))}
        />
        <CountSection
          title={m.report.freshness}
          name={m.report.columns.state}
          data={[
            { id: 'fresh', label: m.report.fresh, value: report.freshness.fresh },
            { id: 'stale', label: m.report.stale, value: report.freshness.stale },
            { id: 'never', label: m.report.never, value: report.freshness.never },
          ]}
        />
      </Grid>
    </Stack>
  );
}

/**
 * properties/report: the stock as it stands today for the list's filters (which stand where the
 * other reports have their period): by type, city and status, average nightly rate and margin,
 * how fresh availability is and properties added per month; the filtered list as CSV.
 */
export function PropertiesReportScreen() {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const [params] = useSearchParams();
  const filters = reportFilters(params);
  const { data } = usePropertyReport(filters);
  return (
    <ReportPage
      title={m.report.title}
      description={m.report.description}
      csv={[
        {
          id: 'properties',
          label: m.report.total,
          fileName: 'properties.csv',
          fetchCsv: () => exportPropertiesCsv(filters),
        },
      ]}
      controls={
        <Box as="section" aria-label={m.report.filters}>
          <Inline space="small" alignY="flex-end">
            <Suspense fallback={null}>
              <PropertyFilters />
            </Suspense>
          </Inline>
        </Box>
      }
      state={
        data === undefined
          ? { kind: 'loading', label: t.common.loading }
          : data.total === 0
            ? { kind: 'empty', title: m.report.noData }
            : { kind: 'ready' }
      }
    >
      {data ? <PropertyReportFigures report={data} /> : null}
    </ReportPage>
  );
}

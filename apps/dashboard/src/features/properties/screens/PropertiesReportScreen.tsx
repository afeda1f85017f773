import type { PropertyReport } from '@staydesk/domain';
import {
  Box,
  Button,
  Chart,
  EmptyState,
  Grid,
  Inline,
  Loader,
  PageHeader,
  RecordSection,
  Stack,
  StatCard,
} from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadCsv } from '../../../components/CsvButton';
import { useFormat, useMessages, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
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

function Figures({ report }: { report: PropertyReport }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const count = (value: number) => f.number(value);
  const months = report.addedPerMonth.map((entry) => ({
    id: entry.month,
    label: f.month(entry.month),
    value: entry.count,
  }));
  return (
    <Stack space="large">
      <Grid columns={[1, 2, 4]} space="medium">
        <StatCard label={m.report.total} value={count(report.total)} />
        <StatCard
          label={m.report.averageNightlyRate}
          value={
            report.averageNightlyRate
              ? f.money(
                  Number(report.averageNightlyRate.amount),
                  report.averageNightlyRate.currency,
                )
              : m.detail.none
          }
        />
        <StatCard
          label={m.report.averageMargin}
          value={
            report.averageMargin === null ? m.detail.none : f.percent(Number(report.averageMargin))
          }
        />
        <StatCard
          label={m.report.fresh}
          value={count(report.freshness.fresh)}
          hint={`${m.report.stale}: ${count(report.freshness.stale)} · ${m.report.never}: ${count(report.freshness.never)}`}
        />
      </Grid>
      <RecordSection title={m.report.addedPerMonth}>
        <Chart
          kind="columns"
          label={m.report.chartLabel}
          valueLabel={m.report.total}
          data={months}
          format={count}
        />
      </RecordSection>
      <Grid columns={[1, 1, 2]} space="large">
        <RecordSection title={m.report.byType}>
          <Chart
            kind="bars"
            label={m.report.byType}
            valueLabel={m.report.total}
            format={count}
            data={report.byType.map((entry) => ({
              id: entry.type,
              label: labelOf(m.options.type, entry.type),
              value: entry.count,
            }))}
          />
        </RecordSection>
        <RecordSection title={m.report.byStatus}>
          <Chart
            kind="bars"
            label={m.report.byStatus}
            valueLabel={m.report.total}
            format={count}
            data={report.byStatus.map((entry) => ({
              id: entry.status,
              label: m.options.status[entry.status],
              value: entry.count,
            }))}
          />
        </RecordSection>
        <RecordSection title={m.report.byCity}>
          <Chart
            kind="bars"
            label={m.report.byCity}
            valueLabel={m.report.total}
            format={count}
            data={report.byCity.map((entry) => ({
              id: entry.city || '-',
              label: entry.city || m.report.unknownCity,
              value: entry.count,
            }))}
          />
        </RecordSection>
        <RecordSection title={m.report.freshness}>
          <Chart
            kind="bars"
            label={m.report.freshness}
            valueLabel={m.report.total}
            format={count}
            data={[
              { id: 'fresh', label: m.report.fresh, value: report.freshness.fresh },
              { id: 'stale', label: m.report.stale, value: report.freshness.stale },
              { id: 'never', label: m.report.never, value: report.freshness.never },
            ]}
          />
        </RecordSection>
      </Grid>
    </Stack>
  );
}

/**
 * properties/report: stock by type, city and status, average nightly rate and margin, how fresh
 * availability is and properties added per month, for the list's filters; CSV export of the
 * filtered list. Each chart (the ui Chart) has its table.
 */
export function PropertiesReportScreen() {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const [params] = useSearchParams();
  const filters = reportFilters(params);
  const { data } = usePropertyReport(filters);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(await exportPropertiesCsv(filters), 'properties.csv');
    } catch (error) {
      const text = errorMessage(error);
      if (text) toast.error(text);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader
          title={m.report.title}
          actions={
            <Button variant="secondary" isPending={exporting} onPress={() => void exportCsv()}>
              {m.report.export}
            </Button>
          }
        />
        <Inline space="small" alignY="flex-end">
          <Suspense fallback={null}>
            <PropertyFilters />
          </Suspense>
        </Inline>
        {data === undefined ? <Loader label={t.common.loading} /> : null}
        {data && data.total === 0 ? <EmptyState title={m.report.noData} /> : null}
        {data && data.total > 0 ? <Figures report={data} /> : null}
      </Stack>
    </Box>
  );
}

import { ChartFigure, Grid, Stack, Text } from '@staydesk/ui';
import { lazy } from 'react';
import { useReportFormat } from '../../../components/report/format';
import { ReportSection } from '../../../components/report/ReportSection';
import { useFormat, useMessages } from '../../../i18n';
import type { Reporting } from '../api';
import { reportingMessages } from '../messages';

const MonthsTable = lazy(() => import('./MonthsTable').then((m) => ({ default: m.MonthsTable })));

/** Revenue and margin, and enquiries received, month by month; the months' table on demand. */
export function MonthsSection({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const r = useReportFormat(report.currency);
  return (
    <ReportSection title={m.sections.months} data={<MonthsTable report={report} />}>
      <Grid columns={[1, 1, 2]} space="large">
        <Stack space="small">
          <Text weight="strong">{m.charts.revenue}</Text>
          <ChartFigure
            kind="line"
            label={m.charts.revenue}
            valueLabel={m.columns.revenue}
            comparisonLabel={m.columns.margin}
            data={report.months.map((row) => ({
              id: row.month,
              label: f.month(row.month),
              value: Number(row.revenue.amount),
              comparison: Number(row.margin.amount),
            }))}
            format={r.short}
          />
        </Stack>
        <Stack space="small">
          <Text weight="strong">{m.charts.enquiries}</Text>
          <ChartFigure
            kind="columns"
            label={m.charts.enquiries}
            valueLabel={m.columns.received}
            data={report.months.map((row) => ({
              id: row.month,
              label: f.month(row.month),
              value: row.received,
            }))}
            format={r.count}
          />
        </Stack>
      </Grid>
    </ReportSection>
  );
}

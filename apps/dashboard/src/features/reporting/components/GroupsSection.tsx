import { ChartFigure, Text } from '@staydesk/ui';
import { lazy } from 'react';
import { useReportFormat } from '../../../components/report/format';
import { ReportSection } from '../../../components/report/ReportSection';
import { useMessages } from '../../../i18n';
import type { ReportingGroup } from '../api';
import { reportingMessages } from '../messages';

const GroupsTable = lazy(() => import('./GroupsTable').then((m) => ({ default: m.GroupsTable })));

/** The top client companies or agents by revenue: bars, and their figures on demand. */
export function GroupsSection({
  title,
  chartLabel,
  name,
  rows,
  currency,
}: {
  title: string;
  chartLabel: string;
  /** The first column's header: Company, Agent. */
  name: string;
  rows: readonly ReportingGroup[];
  currency: string;
}) {
  const m = useMessages(reportingMessages);
  const r = useReportFormat(currency);
  if (rows.length === 0) {
    return (
      <ReportSection title={title}>
        <Text tone="secondary">{m.emptyTable}</Text>
      </ReportSection>
    );
  }
  return (
    <ReportSection
      title={title}
      data={<GroupsTable label={title} name={name} rows={rows} currency={currency} />}
    >
      <ChartFigure
        kind="bars"
        label={chartLabel}
        valueLabel={m.columns.revenue}
        data={rows.map((row) => ({
          id: row.key,
          label: row.label,
          value: Number(row.revenue.amount),
        }))}
        format={r.short}
      />
    </ReportSection>
  );
}

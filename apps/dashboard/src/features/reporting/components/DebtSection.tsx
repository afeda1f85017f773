import { ChartFigure, Stack, Text } from '@staydesk/ui';
import { lazy } from 'react';
import { useReportFormat } from '../../../components/report/format';
import { ReportSection } from '../../../components/report/ReportSection';
import { useFormat, useMessages } from '../../../i18n';
import type { Reporting } from '../api';
import { reportingMessages } from '../messages';

const DebtTable = lazy(() => import('./DebtTable').then((m) => ({ default: m.DebtTable })));

/** Today's balances owed, aged by days past due: bars, and the buckets' table on demand. */
export function DebtSection({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const r = useReportFormat(report.currency);
  return (
    <ReportSection title={m.sections.debt} data={<DebtTable report={report} />}>
      <Stack space="medium">
        <Text tone="secondary">
          {f.message(m.debtAsOf, {
            date: f.day(report.debt.asOf),
            amount: r.money(report.debt.outstanding.amount),
            count: report.debt.invoices,
          })}
        </Text>
        <ChartFigure
          kind="bars"
          label={m.charts.debt}
          valueLabel={m.columns.balance}
          data={report.debt.buckets.map((row) => ({
            id: row.bucket,
            label: m.buckets[row.bucket],
            value: Number(row.amount.amount),
          }))}
          format={r.short}
        />
      </Stack>
    </ReportSection>
  );
}

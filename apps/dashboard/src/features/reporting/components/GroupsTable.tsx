import { PlainTable, Stack, type TableColumn, Text } from '@staydesk/ui';
import { useReportFormat } from '../../../components/report/format';
import { useFormat, useMessages } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import type { ReportingGroup } from '../api';
import { reportingMessages } from '../messages';

type GroupRow = ReportingGroup & { id: string };

/** The groups' figures (behind "Show data"). */
export function GroupsTable({
  label,
  name,
  rows,
  currency,
}: {
  label: string;
  name: string;
  rows: readonly ReportingGroup[];
  currency: string;
}) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const r = useReportFormat(currency);
  const count = { align: 'end' as const, role: 'number' as const };
  const money = { align: 'end' as const, role: 'money' as const };
  const columns: TableColumn<GroupRow>[] = [
    { id: 'label', name, role: 'name', isRowHeader: true, renderCell: (row) => row.label },
    {
      id: 'enquiries',
      name: m.columns.enquiries,
      ...count,
      renderCell: (row) => r.count(row.enquiries),
    },
    {
      id: 'bookings',
      name: m.columns.bookings,
      ...count,
      renderCell: (row) => r.count(row.bookings),
    },
    { id: 'nights', name: m.columns.nights, ...count, renderCell: (row) => r.count(row.nights) },
    {
      id: 'revenue',
      name: m.columns.revenue,
      ...money,
      renderCell: (row) => r.money(row.revenue.amount),
    },
    {
      id: 'margin',
      name: m.columns.margin,
      ...money,
      renderCell: (row) => r.money(row.margin.amount),
    },
    {
      id: 'marginPercent',
      name: m.columns.marginPercent,
      ...count,
      renderCell: (row) =>
        row.marginPercent === null ? m.none : f.percent(Number(row.marginPercent), 1),
    },
  ];
  const shown = usePhoneColumns(columns, ['label', 'enquiries', 'revenue']);
  return (
    <Stack space="small">
      <PlainTable
        aria-label={label}
        columns={shown}
        items={rows.map((row) => ({ ...row, id: row.key }))}
        density="compact"
      />
      {rows.length >= 10 ? (
        <Text size="small" tone="secondary">
          {f.message(m.topOnly, { count: rows.length })}
        </Text>
      ) : null}
    </Stack>
  );
}

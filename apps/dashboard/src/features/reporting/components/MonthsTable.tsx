import { PlainTable, type TableColumn } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useReportFormat } from '../../../components/report/format';
import { useFormat, useMessages } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import type { Reporting } from '../api';
import { reportingMessages } from '../messages';

interface MonthRow {
  id: string;
  label: string;
  received: number;
  booked: number;
  nights: number;
  revenue: string;
  cost: string;
  margin: string;
  invoiced: string;
  total?: boolean;
}

/** The months of the period with their figures and the total (behind "Show data"). */
export function MonthsTable({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const r = useReportFormat(report.currency);
  const { current: c } = report;
  const rows: MonthRow[] = report.months.map((row) => ({
    id: row.month,
    label: f.month(row.month),
    received: row.received,
    booked: row.booked,
    nights: row.nights,
    revenue: row.revenue.amount,
    cost: row.cost.amount,
    margin: row.margin.amount,
    invoiced: row.invoiced.amount,
  }));
  rows.push({
    id: 'total',
    label: m.total,
    received: c.enquiries.received,
    booked: c.enquiries.booked,
    nights: c.bookings.nights,
    revenue: c.bookings.revenue.amount,
    cost: c.bookings.cost.amount,
    margin: c.bookings.margin.amount,
    invoiced: c.invoices.issuedAmount.amount,
    total: true,
  });
  const strong = (row: MonthRow, text: string): ReactNode =>
    row.total ? <strong>{text}</strong> : text;
  const count = (id: keyof MonthRow & string, name: string): TableColumn<MonthRow> => ({
    id,
    name,
    align: 'end',
    role: 'number',
    renderCell: (row) => strong(row, r.count(Number(row[id]))),
  });
  const money = (id: keyof MonthRow & string, name: string): TableColumn<MonthRow> => ({
    id,
    name,
    align: 'end',
    role: 'money',
    renderCell: (row) => strong(row, r.money(String(row[id]))),
  });
  const columns: TableColumn<MonthRow>[] = [
    {
      id: 'label',
      name: m.columns.month,
      role: 'date',
      isRowHeader: true,
      renderCell: (row) => strong(row, row.label),
    },
    count('received', m.columns.received),
    count('booked', m.columns.booked),
    count('nights', m.columns.nights),
    money('revenue', m.columns.revenue),
    money('cost', m.columns.cost),
    money('margin', m.columns.margin),
    money('invoiced', m.columns.invoiced),
  ];
  const shown = usePhoneColumns(columns, ['label', 'received', 'revenue']);
  return (
    <PlainTable aria-label={m.sections.months} columns={shown} items={rows} density="compact" />
  );
}

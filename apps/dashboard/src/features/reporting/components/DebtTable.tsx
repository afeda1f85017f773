import { PlainTable, type TableColumn } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useReportFormat } from '../../../components/report/format';
import { useMessages } from '../../../i18n';
import type { Reporting } from '../api';
import { reportingMessages } from '../messages';

type Row = { id: string; label: string; invoices: number; amount: string; total?: boolean };

/** The balances owed by age, with the total (behind "Show data"). */
export function DebtTable({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const r = useReportFormat(report.currency);
  const rows: Row[] = [
    ...report.debt.buckets.map((row) => ({
      id: row.bucket,
      label: m.buckets[row.bucket],
      invoices: row.invoices,
      amount: row.amount.amount,
    })),
    {
      id: 'total',
      label: m.total,
      invoices: report.debt.invoices,
      amount: report.debt.outstanding.amount,
      total: true,
    },
  ];
  const strong = (row: Row, text: string): ReactNode =>
    row.total ? <strong>{text}</strong> : text;
  const columns: TableColumn<Row>[] = [
    {
      id: 'label',
      name: m.columns.age,
      role: 'name',
      isRowHeader: true,
      renderCell: (row) => strong(row, row.label),
    },
    {
      id: 'invoices',
      name: m.columns.invoices,
      align: 'end',
      role: 'number',
      renderCell: (row) => strong(row, r.count(row.invoices)),
    },
    {
      id: 'amount',
      name: m.columns.balance,
      align: 'end',
      role: 'money',
      renderCell: (row) => strong(row, r.money(row.amount)),
    },
  ];
  return (
    <PlainTable aria-label={m.sections.debt} columns={columns} items={rows} density="compact" />
  );
}

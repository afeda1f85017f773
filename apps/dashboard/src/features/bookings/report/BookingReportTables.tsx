import type { BookingReportMonth } from '@staydesk/domain';
import { PlainTable, type TableColumn } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { type ReportFormat, useReportFormat } from '../../../components/report/format';
import { type Formatters, useFormat, useMessages } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import { bookingReportMessages } from './messages';

type Messages = ReturnType<typeof useMessages<typeof bookingReportMessages.en>>;

/** A row of a figures table: a month, a company or a city, or the total. */
export type FigureRow = Pick<
  BookingReportMonth,
  'nights' | 'bookings' | 'revenue' | 'cost' | 'margin' | 'marginPercent'
> & { id: string; label: string; total?: boolean };

function figureColumns(
  m: Messages,
  f: Formatters,
  r: ReportFormat,
  name: string,
  full: boolean,
): TableColumn<FigureRow>[] {
  const strong = (row: FigureRow, text: string): ReactNode =>
    row.total ? <strong>{text}</strong> : text;
  const count = { align: 'end' as const, role: 'number' as const };
  const money = { align: 'end' as const, role: 'money' as const };
  const columns: (TableColumn<FigureRow> | null)[] = [
    {
      id: 'label',
      name,
      role: 'name',
      isRowHeader: true,
      renderCell: (row) => strong(row, row.label),
    },
    {
      id: 'nights',
      name: m.columns.nights,
      ...count,
      renderCell: (row) => strong(row, r.count(row.nights)),
    },
    full
      ? {
          id: 'bookings',
          name: m.columns.bookings,
          ...count,
          renderCell: (row) => strong(row, r.count(row.bookings)),
        }
      : null,
    {
      id: 'revenue',
      name: m.columns.revenue,
      ...money,
      renderCell: (row) => strong(row, r.money(row.revenue.amount)),
    },
    full
      ? {
          id: 'cost',
          name: m.columns.cost,
          ...money,
          renderCell: (row) => strong(row, r.money(row.cost.amount)),
        }
      : null,
    {
      id: 'margin',
      name: m.columns.margin,
      ...money,
      renderCell: (row) => strong(row, r.money(row.margin.amount)),
    },
    {
      id: 'marginPercent',
      name: m.columns.marginPercent,
      ...count,
      renderCell: (row) =>
        strong(row, row.marginPercent === null ? m.none : f.percent(Number(row.marginPercent), 1)),
    },
  ];
  return columns.filter((column): column is TableColumn<FigureRow> => column !== null);
}

/** A figures table (behind "Show data"). */
export function FiguresTable({
  label,
  name,
  rows,
  currency,
  full = false,
}: {
  label: string;
  name: string;
  rows: FigureRow[];
  currency: string;
  full?: boolean;
}) {
  const m = useMessages(bookingReportMessages);
  const f = useFormat();
  const r = useReportFormat(currency);
  const columns = usePhoneColumns(figureColumns(m, f, r, name, full), [
    'label',
    'nights',
    'revenue',
  ]);
  return <PlainTable aria-label={label} columns={columns} items={rows} density="compact" />;
}

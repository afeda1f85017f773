import { PlainTable, type TableColumn } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { type ReportFormat, useReportFormat } from '../../../components/report/format';
import { RateLabel } from '../../../components/report/RateLabel';
import { type Formatters, useFormat, useMessages } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import type { Reporting, ReportingFigures } from '../api';
import { type ReportingMessages, reportingMessages } from '../messages';

interface SummaryRow {
  id: string;
  label: ReactNode;
  current: string;
  previous: string;
  change: string;
}

function summaryRows(
  m: ReportingMessages,
  f: Formatters,
  r: ReportFormat,
  report: Reporting,
): SummaryRow[] {
  const { current: c, previous: p } = report;
  const pct = (value: number | null) => (value === null ? m.none : f.percent(value, 1));
  const digits = { maximumFractionDigits: 1, minimumFractionDigits: 1 } as const;
  const change = (a: number | null, b: number | null, points = false) => {
    if (a === null || b === null) return m.none;
    if (points) {
      return f.message(m.pointsChange, {
        change: f.number(a - b, { ...digits, signDisplay: 'exceptZero' }),
      });
    }
    if (b === 0) return m.none;
    return f.number((a - b) / Math.abs(b), {
      ...digits,
      style: 'percent',
      signDisplay: 'exceptZero',
    });
  };
  const count = (id: string, label: ReactNode, pick: (x: ReportingFigures) => number) => ({
    id,
    label,
    current: r.count(pick(c)),
    previous: r.count(pick(p)),
    change: change(pick(c), pick(p)),
  });
  const amount = (
    id: string,
    label: ReactNode,
    pick: (x: ReportingFigures) => { amount: string },
  ) => ({
    id,
    label,
    current: r.money(pick(c).amount),
    previous: r.money(pick(p).amount),
    change: change(Number(pick(c).amount), Number(pick(p).amount)),
  });
  const percent = (id: string, label: ReactNode, pick: (x: ReportingFigures) => number | null) => ({
    id,
    label,
    current: pct(pick(c)),
    previous: pct(pick(p)),
    change: change(pick(c), pick(p), true),
  });
  const margin = (x: ReportingFigures) =>
    x.bookings.marginPercent === null ? null : Number(x.bookings.marginPercent);
  return [
    count('received', m.tiles.received, (x) => x.enquiries.received),
    count('booked', m.columns.booked, (x) => x.enquiries.booked),
    percent('conversion', <RateLabel rate="conversion" />, (x) => x.enquiries.conversionPercent),
    count('bookings', m.tiles.bookings, (x) => x.bookings.bookings),
    count('nights', m.columns.nights, (x) => x.bookings.nights),
    percent('occupancy', m.tiles.occupancy, (x) => x.occupancy.percent),
    amount('revenue', m.tiles.revenue, (x) => x.bookings.revenue),
    amount('cost', m.columns.cost, (x) => x.bookings.cost),
    amount('margin', m.tiles.margin, (x) => x.bookings.margin),
    percent('marginPercent', m.columns.marginPercent, margin),
    amount('invoiced', m.tiles.invoiced, (x) => x.invoices.issuedAmount),
    amount('paid', m.tiles.received2, (x) => x.invoices.paidAmount),
  ];
}

/** Each figure of the period beside the period before's and the change. */
export function SummaryTable({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const r = useReportFormat(report.currency);
  const end = { align: 'end' as const, role: 'number' as const };
  const columns: TableColumn<SummaryRow>[] = [
    {
      id: 'label',
      name: m.columns.figure,
      role: 'name',
      isRowHeader: true,
      renderCell: (row) => row.label,
    },
    { id: 'current', name: m.columns.period, ...end, renderCell: (row) => row.current },
    { id: 'previous', name: m.columns.previous, ...end, renderCell: (row) => row.previous },
    { id: 'change', name: m.columns.change, ...end, renderCell: (row) => row.change },
  ];
  const shown = usePhoneColumns(columns, ['label', 'current', 'change']);
  return (
    <PlainTable
      aria-label={m.sections.summary}
      columns={shown}
      items={summaryRows(m, f, r, report)}
      density="compact"
    />
  );
}

import type { Money } from '@staydesk/domain';
import { type CsvCell, toCsv } from '../../lib/csv.js';
import type { Reporting, ReportingFigures, ReportingGroup, ReportingTable } from './schemas.js';

/**
 * One table of the reporting screen as CSV: UTF-8 with a BOM, formula-safe cells (lib/csv.ts),
 * amounts as plain numbers with the currency in its own column.
 */
type Cell = CsvCell;
const amount = (value: Money) => Number(value.amount);

const change = (current: number | null, previous: number | null): Cell =>
  current === null || previous === null || previous === 0
    ? null
    : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;

function summaryRows(report: Reporting): Cell[][] {
  const { current: c, previous: p } = report;
  const line = (
    label: string,
    pick: (figures: ReportingFigures) => number | null,
    unit = '',
  ): Cell[] => [label, pick(c), pick(p), change(pick(c), pick(p)), unit];
  const cur = report.currency;
  return [
    ['Figure', `${c.from} to ${c.to}`, `${p.from} to ${p.to}`, 'Change %', 'Unit'],
    line('Enquiries received', (f) => f.enquiries.received),
    line('Enquiries booked', (f) => f.enquiries.booked),
    line('Enquiries lost', (f) => f.enquiries.lost),
    line('Conversion', (f) => f.enquiries.conversionPercent, '%'),
    line('Bookings', (f) => f.bookings.bookings),
    line('Nights', (f) => f.bookings.nights),
    line('Occupancy', (f) => f.occupancy.percent, '%'),
    line('Revenue', (f) => amount(f.bookings.revenue), cur),
    line('Cost', (f) => amount(f.bookings.cost), cur),
    line('Margin', (f) => amount(f.bookings.margin), cur),
    line(
      'Margin %',
      (f) => (f.bookings.marginPercent === null ? null : Number(f.bookings.marginPercent)),
      '%',
    ),
    line('Invoices issued', (f) => f.invoices.issued),
    line('Invoiced', (f) => amount(f.invoices.issuedAmount), cur),
    line('Invoices paid', (f) => f.invoices.paid),
    line('Received', (f) => amount(f.invoices.paidAmount), cur),
  ];
}

const BUCKET_LABELS = {
  current: 'Current (not yet due)',
  days1to30: '1-30 days past due',
  days31to60: '31-60 days past due',
  days61to90: '61-90 days past due',
  over90: 'Over 90 days past due',
} as const;

function groupRows(heading: string, rows: ReportingGroup[], currency: string): Cell[][] {
  return [
    [heading, 'Enquiries', 'Bookings', 'Nights', 'Revenue', 'Margin', 'Margin %', 'Currency'],
    ...rows.map((row) => [
      row.label,
      row.enquiries,
      row.bookings,
      row.nights,
      amount(row.revenue),
      amount(row.margin),
      row.marginPercent === null ? null : Number(row.marginPercent),
      currency,
    ]),
  ];
}

export function reportingCsv(report: Reporting, table: ReportingTable): string {
  const rows: Cell[][] = (() => {
    switch (table) {
      case 'summary':
        return summaryRows(report);
      case 'months':
        return [
          [
            'Month',
            'Enquiries received',
            'Enquiries booked',
            'Nights',
            'Revenue',
            'Cost',
            'Margin',
            'Invoiced',
            'Currency',
          ],
          ...report.months.map((row) => [
            row.month,
            row.received,
            row.booked,
            row.nights,
            amount(row.revenue),
            amount(row.cost),
            amount(row.margin),
            amount(row.invoiced),
            report.currency,
          ]),
        ];
      case 'lost-reasons':
        return [
          ['Reason', 'Enquiries'],
          ...(report.lostReasons ?? []).map((row) => [
            row.reason === '' ? 'No reason' : row.reason,
            row.enquiries,
          ]),
        ];
      case 'companies':
        return groupRows('Company', report.companies, report.currency);
      case 'agents':
        return groupRows('Agent', report.agents, report.currency);
      case 'debt':
        return [
          ['Age', 'Invoices', 'Balance', 'Currency'],
          ...report.debt.buckets.map((row) => [
            BUCKET_LABELS[row.bucket],
            row.invoices,
            amount(row.amount),
            report.currency,
          ]),
          ['Total', report.debt.invoices, amount(report.debt.outstanding), report.currency],
        ];
    }
  })();
  return toCsv(rows);
}

import type { EnquiryReport } from '@staydesk/domain';
import { PlainTable, type TableColumn } from '@staydesk/ui';
import { reportMessages } from '../../../components/report/messages';
import { useFormat, useMessages } from '../../../i18n';
import { enquiryReportMessages } from './messages';

export type WinRow = EnquiryReport['winRate'][number] & { id: string };

/** Each assignee's decided, booked and win rate (behind "Show data"). */
export function WinRateTable({ rows }: { rows: readonly WinRow[] }) {
  const m = useMessages(enquiryReportMessages);
  const shared = useMessages(reportMessages);
  const f = useFormat();
  const columns: TableColumn<WinRow>[] = [
    {
      id: 'name',
      name: m.columns.name,
      role: 'name',
      isRowHeader: true,
      renderCell: (row) => (row.key === null ? m.unassigned : row.label),
    },
    {
      id: 'decided',
      name: m.columns.decided,
      align: 'end',
      role: 'number',
      renderCell: (row) => f.number(row.decided),
    },
    {
      id: 'won',
      name: m.columns.won,
      align: 'end',
      role: 'number',
      renderCell: (row) => f.number(row.won),
    },
    {
      id: 'rate',
      name: shared.rates.winRate,
      align: 'end',
      role: 'number',
      renderCell: (row) => (row.ratePercent === null ? m.none : f.percent(row.ratePercent, 1)),
    },
  ];
  return (
    <PlainTable aria-label={m.winRateByAssignee} columns={columns} items={rows} density="compact" />
  );
}

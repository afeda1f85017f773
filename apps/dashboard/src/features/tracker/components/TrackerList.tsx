import { isTrackerEntryDue, type TrackerEntry } from '@staydesk/domain';
import { PlainLink, Stack, Table, type TableColumn, Text } from '@staydesk/ui';
import type { Selection } from 'react-aria-components';
import { DueText, SubjectLink } from '../../../components/board/work';
import type { Formatters } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import { StatusBadge, type TrackerText } from './tracker-bits';

function columnsOf(
  m: TrackerText,
  f: Formatters,
  now: Date,
  openHref: (id: string) => string,
): TableColumn<TrackerEntry>[] {
  return [
    {
      id: 'summary',
      name: m.columns.summary,
      isRowHeader: true,
      renderCell: (entry) => (
        <Stack space="xxsmall">
          <PlainLink href={openHref(entry.id)} weight="strong">
            {entry.summary}
          </PlainLink>
          <Text size="small" tone="secondary">
            {entry.trigger ? m.triggers[entry.trigger] : m.kinds[entry.kind]}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      role: 'status',
      name: m.columns.status,
      renderCell: (entry) => <StatusBadge status={entry.status} m={m} />,
    },
    {
      id: 'dueAt',
      role: 'date',
      name: m.columns.dueAt,
      renderCell: (entry) => (
        <DueText
          dueAt={entry.dueAt}
          overdue={isTrackerEntryDue(entry, now)}
          f={f}
          noDueText={m.noDueTime}
          overdueText={m.overdue}
        />
      ),
    },
    {
      id: 'assignee',
      role: 'name',
      name: m.columns.assignee,
      renderCell: (entry) => entry.assignee?.fullName ?? m.unassigned,
    },
    {
      id: 'record',
      name: m.columns.record,
      renderCell: (entry) =>
        entry.subject ? (
          <SubjectLink
            subject={entry.subject}
            label={entry.subjectLabel}
            kindName={m.subjects[entry.subject.kind]}
          />
        ) : (
          <Text tone="secondary">—</Text>
        ),
    },
  ];
}

/**
 * The tracker as a list: a row per entry of the page (its summary opens the entry's dialog),
 * rows selectable for the bulk 'Mark done'.
 */
export function TrackerList({
  entries,
  m,
  f,
  now,
  openHref,
  selected,
  onSelectionChange,
}: {
  entries: readonly TrackerEntry[];
  m: TrackerText;
  f: Formatters;
  now: Date;
  openHref: (id: string) => string;
  selected: ReadonlySet<string>;
  onSelectionChange: (selected: ReadonlySet<string>) => void;
}) {
  const columns = usePhoneColumns(columnsOf(m, f, now, openHref), ['summary', 'dueAt']);
  return (
    <Table
      aria-label={m.title}
      columns={columns}
      items={entries}
      selectionMode="multiple"
      selectedKeys={new Set(selected)}
      onSelectionChange={(keys: Selection) =>
        onSelectionChange(
          new Set(keys === 'all' ? entries.map((entry) => entry.id) : [...keys].map(String)),
        )
      }
    />
  );
}

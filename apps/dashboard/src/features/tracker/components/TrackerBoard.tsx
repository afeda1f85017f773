import { TRACKER_KINDS, type TrackerEntry, type TrackerKind } from '@staydesk/domain';
import { Box, Card, Checkbox, Inline, Link, Stack, Text } from '@staydesk/ui';
import { Board, type BoardColumn } from '../../../components/Board';
import type { Formatters } from '../../../i18n';
import { DueText, StatusBadge, SubjectLink, type TrackerText } from './tracker-bits';

export type BoardView = 'kind' | 'day';

/** The calendar day (local) an entry is due, or '' when it has no due time. */
function dueDay(entry: TrackerEntry): string {
  if (entry.dueAt === null) return '';
  const at = new Date(entry.dueAt);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

function columnsOf(
  entries: readonly TrackerEntry[],
  view: BoardView,
  m: TrackerText,
  f: Formatters,
): BoardColumn<TrackerEntry>[] {
  if (view === 'kind') {
    const kinds = TRACKER_KINDS.map((kind) => kind.value).filter(
      (kind: TrackerKind) => kind === 'other' || entries.some((entry) => entry.kind === kind),
    );
    return kinds.map((kind) => ({
      id: kind,
      title: m.kinds[kind],
      items: entries.filter((entry) => entry.kind === kind),
    }));
  }
  const days = [...new Set(entries.map(dueDay))].sort((a, b) =>
    a === '' ? 1 : b === '' ? -1 : a.localeCompare(b),
  );
  return days.map((day) => ({
    id: day || 'none',
    title: day === '' ? m.noDay : f.date(`${day}T12:00:00`),
    items: entries.filter((entry) => dueDay(entry) === day),
  }));
}

function EntryCard({
  entry,
  m,
  f,
  now,
  openHref,
  selected,
  onSelect,
}: {
  entry: TrackerEntry;
  m: TrackerText;
  f: Formatters;
  now: Date;
  openHref: (id: string) => string;
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
}) {
  const chased = entry.status === 'open' || entry.status === 'waiting';
  return (
    <Card padding="small" elevation="flat">
      <Stack space="small">
        <Inline space="small" alignY="flex-start" noWrap>
          {chased ? (
            <Checkbox
              aria-label={f.message(m.board.select, { summary: entry.summary })}
              isSelected={selected}
              onChange={(value) => onSelect(entry.id, value)}
            />
          ) : null}
          <Box flexGrow="1">
            <Stack space="xxsmall">
              <Link href={openHref(entry.id)} weight="strong">
                {entry.summary}
              </Link>
              <Text size="small" tone="secondary">
                {entry.trigger ? m.triggers[entry.trigger] : m.kinds[entry.kind]}
              </Text>
            </Stack>
          </Box>
          <StatusBadge status={entry.status} m={m} />
        </Inline>
        <DueText entry={entry} f={f} m={m} now={now} />
        {entry.subject ? (
          <Text size="small">
            <SubjectLink entry={entry} m={m} />
          </Text>
        ) : null}
        <Text size="small" tone="secondary">
          {entry.assignee?.fullName ?? m.unassigned}
        </Text>
        {entry.outcome ? (
          <Text size="small" tone="secondary">
            {entry.outcome}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The board: one column per kind or per due day, the page's entries as cards; each entry still
 * chased has a checkbox for the bulk 'Mark done'.
 */
export function TrackerBoard({
  entries,
  view,
  m,
  f,
  now,
  openHref,
  selected,
  onSelect,
}: {
  entries: readonly TrackerEntry[];
  view: BoardView;
  m: TrackerText;
  f: Formatters;
  now: Date;
  openHref: (id: string) => string;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
}) {
  return (
    <Board
      label={m.board.label}
      layout={[1, 2, 3]}
      emptyText={m.board.empty}
      f={f}
      columns={columnsOf(entries, view, m, f)}
      renderCard={(entry) => (
        <EntryCard
          entry={entry}
          m={m}
          f={f}
          now={now}
          openHref={openHref}
          selected={selected.has(entry.id)}
          onSelect={onSelect}
        />
      )}
    />
  );
}

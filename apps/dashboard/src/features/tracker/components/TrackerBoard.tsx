import {
  isTrackerEntryDue,
  TRACKER_STATUSES,
  type TrackerEntry,
  type TrackerStatus,
  type TrackerTab,
} from '@staydesk/domain';
import { Board } from '../../../components/board/Board';
import type { Formatters } from '../../../i18n';
import type { TrackerText } from './tracker-bits';

const STATUSES = TRACKER_STATUSES.map((status) => status.value);

/** The statuses each tab shows: the board's columns (a card moves to any status). */
const TAB_STATUSES: Record<TrackerTab, readonly TrackerStatus[]> = {
  active: ['open', 'waiting'],
  open: ['open'],
  waiting: ['waiting'],
  done: ['done'],
  dropped: ['dropped'],
  all: STATUSES,
};

/** One line under an entry's title: the automatic reason or the kind, then its record. */
function metaOf(entry: TrackerEntry, m: TrackerText): string {
  const what = entry.trigger ? m.triggers[entry.trigger] : m.kinds[entry.kind];
  // An automatic entry's summary already names its record (its reference and name).
  const record =
    entry.subject && !entry.summary.includes(entry.subjectLabel)
      ? `${m.subjects[entry.subject.kind]} ${entry.subjectLabel}`
      : '';
  return record ? `${what} · ${record}` : what;
}

/**
 * The tracker as a board: a column per status of the tab, the page's entries as cards; a card
 * opens the entry's dialog and moves to another status by its menu.
 */
export function TrackerBoard({
  entries,
  tab,
  m,
  f,
  now,
  onOpen,
  onMove,
}: {
  entries: readonly TrackerEntry[];
  tab: TrackerTab;
  m: TrackerText;
  f: Formatters;
  now: Date;
  onOpen: (entry: TrackerEntry) => void;
  onMove: (entry: TrackerEntry, status: TrackerStatus) => void;
}) {
  return (
    <Board
      label={m.board.label}
      columns={TAB_STATUSES[tab].map((status) => ({
        id: status,
        title: m.statuses[status],
        items: entries.filter((entry) => entry.status === status),
      }))}
      places={STATUSES.map((status) => ({ id: status, title: m.statuses[status] }))}
      placeOf={(entry) => entry.status}
      card={(entry) => ({
        title: entry.summary,
        meta: metaOf(entry, m),
        due: entry.dueAt ? { at: entry.dueAt, overdue: isTrackerEntryDue(entry, now) } : null,
        owner: entry.assignee?.fullName ?? null,
      })}
      onOpen={onOpen}
      onMove={(entry, place) => {
        const status = STATUSES.find((value) => value === place);
        if (status) onMove(entry, status);
      }}
      texts={{
        empty: m.board.empty,
        open: m.board.open,
        actions: m.board.actions,
        moveTo: m.board.moveTo,
        overdue: m.overdue,
        unassigned: m.unassigned,
      }}
      f={f}
    />
  );
}

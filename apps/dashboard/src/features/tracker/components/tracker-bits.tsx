import { isTrackerEntryDue, type TrackerEntry, type TrackerStatus } from '@staydesk/domain';
import { type BadgeTone, StatusBadge as Status } from '@staydesk/ui';
import {
  DueText as BoardDueText,
  SubjectLink as BoardSubjectLink,
} from '../../../components/Board';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { trackerMessages } from '../messages';

export type TrackerText = Widen<(typeof trackerMessages)['en']>;

export function useTrackerTexts() {
  return { m: useMessages(trackerMessages), f: useFormat() };
}

const STATUS_TONES: Record<TrackerStatus, BadgeTone> = {
  open: 'info',
  waiting: 'caution',
  done: 'positive',
  dropped: 'neutral',
};

export function StatusBadge({ status, m }: { status: TrackerStatus; m: TrackerText }) {
  return <Status tone={STATUS_TONES[status]} status={status} label={m.statuses[status]} />;
}

/** The linked record: its kind and its name ('Booking BKG-20001'), linked to its page. */
export function SubjectLink({
  entry,
  m,
}: {
  entry: Pick<TrackerEntry, 'subject' | 'subjectLabel'>;
  m: TrackerText;
}) {
  if (!entry.subject) return null;
  return (
    <BoardSubjectLink
      subject={entry.subject}
      label={entry.subjectLabel}
      kindName={m.subjects[entry.subject.kind]}
    />
  );
}

/** When an entry is due, with 'Overdue' beside it while it is still chased. */
export function DueText({
  entry,
  f,
  m,
  now,
}: {
  entry: Pick<TrackerEntry, 'dueAt' | 'status'>;
  f: Formatters;
  m: TrackerText;
  now: Date;
}) {
  return (
    <BoardDueText
      dueAt={entry.dueAt}
      overdue={isTrackerEntryDue(entry, now)}
      f={f}
      noDueText={m.noDueTime}
      overdueText={m.overdue}
      size="small"
    />
  );
}

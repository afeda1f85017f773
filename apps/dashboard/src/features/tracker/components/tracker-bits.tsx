import {
  isTrackerEntryDue,
  type TrackerEntry,
  type TrackerStatus,
  type TrackerSubject,
} from '@staydesk/domain';
import { Badge, type BadgeTone, Inline, Link, Text } from '@staydesk/ui';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { trackerMessages } from '../messages';

export type TrackerText = Widen<(typeof trackerMessages)['en']>;

export function useTrackerTexts() {
  return { m: useMessages(trackerMessages), f: useFormat() };
}

/** The page of the record an entry concerns. */
export function subjectHref(subject: TrackerSubject): string {
  switch (subject.kind) {
    case 'booking':
      return href('bookingDetail', { bookingId: subject.id });
    case 'enquiry':
      return href('enquiryDetail', { enquiryId: subject.id });
    case 'property':
      return href('propertyDetail', { propertyId: subject.id });
    case 'landlord':
      return href('landlordDetail', { landlordId: subject.id });
    case 'invoice':
      return href('invoiceDetail', { invoiceId: subject.id });
  }
}

const STATUS_TONES: Record<TrackerStatus, BadgeTone> = {
  open: 'info',
  waiting: 'caution',
  done: 'positive',
  dropped: 'neutral',
};

export function StatusBadge({ status, m }: { status: TrackerStatus; m: TrackerText }) {
  return <Badge tone={STATUS_TONES[status]}>{m.statuses[status]}</Badge>;
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
  const kind = m.subjects[entry.subject.kind];
  return (
    <Link href={subjectHref(entry.subject)}>
      {entry.subjectLabel ? `${kind} ${entry.subjectLabel}` : kind}
    </Link>
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
  if (entry.dueAt === null)
    return (
      <Text size="small" tone="secondary">
        {m.noDueTime}
      </Text>
    );
  const due = isTrackerEntryDue(entry, now);
  return (
    <Inline space="xsmall" alignY="center">
      <Text size="small" tone={due ? 'critical' : 'secondary'} weight={due ? 'medium' : 'regular'}>
        {f.dateTime(entry.dueAt)}
      </Text>
      {due ? <Badge tone="critical">{m.overdue}</Badge> : null}
    </Inline>
  );
}

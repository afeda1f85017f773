import type { BookingActivityEntry, BookingView, WorkflowStatus } from '@staydesk/domain';
import { Box, EmptyState, Loader, RecordSection, Stack, Text } from '@staydesk/ui';
import { type Formatters, useFormat, useMessages, useT, type Widen } from '../../../i18n';
import { bookingsMessages } from '../messages';
import { useBookingActivity } from './api';
import { type BookingRecordMessagesEn, bookingRecordMessages } from './messages';

type RecordTexts = Widen<BookingRecordMessagesEn>;
type Statuses = Record<WorkflowStatus, string>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** One entry in the user's language, read from its action and its fields before and after. */
export function activityText(
  entry: BookingActivityEntry,
  m: RecordTexts,
  statuses: Statuses,
  f: Formatters,
): string {
  const { changes } = entry;
  const day = (value: string) => f.date(`${value}T12:00:00`);
  switch (entry.action) {
    case 'create': {
      const enquiry = text(changes.enquiryReference?.to);
      return enquiry
        ? f.message(m.activity.createdFrom, { reference: enquiry })
        : m.activity.create;
    }
    case 'status': {
      const from = text(changes.status?.from);
      const to = text(changes.status?.to);
      const name = (value: string | null) =>
        value && value in statuses ? statuses[value as WorkflowStatus] : (value ?? '');
      return f.message(m.activity.status, { from: name(from), to: name(to) });
    }
    case 'extend': {
      const to = text(changes.checkOut?.to);
      return to ? f.message(m.activity.extend, { date: day(to) }) : m.activity.updateBare;
    }
    case 'landlordConfirmation':
      return changes.landlordConfirmedAt?.to
        ? m.activity.landlordConfirmed
        : m.activity.landlordUnconfirmed;
    case 'depositReturn':
      return changes.depositReturnedAt?.to
        ? m.activity.depositReturned
        : m.activity.depositNotReturned;
    case 'delete':
      return m.activity.delete;
    case 'restore':
      return m.activity.restore;
    case 'update': {
      const issue = changes.issue;
      if (
        issue &&
        Object.keys(changes).every((key) => key === 'issue' || key === 'issueFlaggedAt')
      ) {
        const flagged = text(issue.to);
        return flagged
          ? f.message(m.activity.issueFlagged, { issue: flagged })
          : m.activity.issueCleared;
      }
      const names = m.activity.fieldNames as Record<string, string>;
      const fields = Object.keys(changes)
        .map((key) => names[key])
        .filter((name): name is string => Boolean(name));
      return fields.length > 0
        ? f.message(m.activity.update, { fields: fields.join(', ') })
        : m.activity.updateBare;
    }
    default:
      return f.message(m.activity.other, { action: entry.action });
  }
}

function ActivityEntry({ entry }: { entry: BookingActivityEntry }) {
  const m = useMessages(bookingRecordMessages);
  const list = useMessages(bookingsMessages);
  const f = useFormat();
  return (
    <Box as="li" paddingY="small" data-action={entry.action}>
      <Stack space="xxsmall">
        <Text>{activityText(entry, m, list.statuses, f)}</Text>
        {entry.reason ? (
          <Text size="small">{f.message(m.activity.reason, { reason: entry.reason })}</Text>
        ) : null}
        <Text size="small" tone="secondary">
          <time dateTime={entry.at} title={f.dateTime(entry.at)}>
            {f.message(m.activity.by, {
              who: entry.actor?.fullName || m.activity.system,
              when: f.relative(entry.at),
            })}
          </time>
        </Text>
      </Stack>
    </Box>
  );
}

/** Every change to the booking, newest first: what, why (a status change), who and when. */
export function ActivitySection({ booking }: { booking: BookingView }) {
  const m = useMessages(bookingRecordMessages);
  const t = useT();
  const { data, error } = useBookingActivity(booking.id);
  return (
    <RecordSection title={m.sections.activity}>
      {!data && !error ? <Loader label={t.common.loading} /> : null}
      {data && data.length === 0 ? <EmptyState title={m.activity.empty} text="" /> : null}
      {data && data.length > 0 ? (
        <Stack space="none" as="ol" aria-label={m.sections.activity}>
          {data.map((entry) => (
            <ActivityEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      ) : null}
    </RecordSection>
  );
}

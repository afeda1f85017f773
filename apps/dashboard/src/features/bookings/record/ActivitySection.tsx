import type { BookingActivityEntry, BookingView, WorkflowStatus } from '@staydesk/domain';
import { ActivitySection as SharedActivitySection } from '../../../components/ActivitySection';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
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

/** Every change to the booking, newest first: what, why (a status change), who and when. */
export function ActivitySection({ booking }: { booking: BookingView }) {
  const m = useMessages(bookingRecordMessages);
  const list = useMessages(bookingsMessages);
  const f = useFormat();
  const { data, error } = useBookingActivity(booking.id);
  return (
    <SharedActivitySection<BookingActivityEntry>
      texts={{
        title: m.sections.activity,
        empty: m.activity.empty,
        by: m.activity.by,
        system: m.activity.system,
      }}
      entries={data}
      error={error && !data ? (errorMessage(error) ?? null) : null}
      textOf={(entry) => activityText(entry, m, list.statuses, f)}
      detail={(entry) =>
        entry.reason ? f.message(m.activity.reason, { reason: entry.reason }) : null
      }
      actionOf={(entry) => entry.action}
    />
  );
}

import type { TaskSubject } from '@staydesk/domain';
import { Badge, Inline, Link, Text } from '@staydesk/ui';
import { href } from '../../config/paths';
import { type Formatters, type Language, LOCALES } from '../../i18n';
import { due as dueClass } from './Board.css';

// What a piece of work shows wherever it is listed (a board's card, a list's row, its dialog):
// the record it concerns, linked, and when it is due.

/** A record a piece of work concerns (a task's kinds include every tracker entry's). */
export type WorkSubject = TaskSubject;

/** The page of the record a task or a tracker entry concerns. */
export function subjectHref(subject: WorkSubject): string {
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
    case 'client':
      return href('clientDetail', { clientId: subject.id });
    case 'company':
      return href('companyDetail', { companyId: subject.id });
    case 'agent':
      return href('agentDetail', { agentId: subject.id });
  }
}

/** The record, linked to its page: its kind and its name ('Booking BKG-20001'). */
export function SubjectLink({
  subject,
  label,
  kindName,
}: {
  subject: WorkSubject;
  /** The record's name, when the server gave one. */
  label: string | null;
  /** The kind in the user's language ('Booking'). */
  kindName: string;
}) {
  return <Link href={subjectHref(subject)}>{label ? `${kindName} ${label}` : kindName}</Link>;
}

const dueFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A due time as a person reads it at a glance, in their language: the day, the month and the
 * time to the minute ('3 Dec, 09:30' / '3 déc., 09:30'), the year only when it is not this one.
 */
export function formatDue(language: Language, at: string, now = new Date()): string {
  const date = new Date(at);
  const withYear = date.getFullYear() !== now.getFullYear();
  const key = `${language}|${withYear}`;
  let format = dueFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
    });
    dueFormats.set(key, format);
  }
  return format.format(date);
}

/** When the work is due, with 'Overdue' beside it when it is. */
export function DueText({
  dueAt,
  overdue,
  f,
  noDueText,
  overdueText,
}: {
  dueAt: string | null;
  overdue: boolean;
  f: Formatters;
  noDueText: string;
  overdueText: string;
}) {
  if (dueAt === null)
    return (
      <Text size="small" tone="secondary">
        {noDueText}
      </Text>
    );
  return (
    <Inline space="xsmall" alignY="center" noWrap>
      <time className={dueClass} dateTime={dueAt} data-overdue={overdue || undefined}>
        {formatDue(f.language, dueAt)}
      </time>
      {overdue ? <Badge tone="critical">{overdueText}</Badge> : null}
    </Inline>
  );
}

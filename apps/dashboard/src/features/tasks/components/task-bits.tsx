import type { Priority, TaskListItem, TaskStatus, TaskSubject } from '@staydesk/domain';
import { Badge, type BadgeTone, Inline, Link, Text } from '@staydesk/ui';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { tasksMessages } from '../messages';

export type TasksText = Widen<(typeof tasksMessages)['en']>;

/** The page of the record a task concerns. */
export function subjectHref(subject: TaskSubject): string {
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

const PRIORITY_TONES: Record<Priority, BadgeTone> = {
  low: 'neutral',
  normal: 'info',
  high: 'caution',
  urgent: 'critical',
};

const STATUS_TONES: Record<TaskStatus, BadgeTone> = {
  open: 'info',
  inProgress: 'brandAccent',
  done: 'positive',
  cancelled: 'neutral',
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  const m = useMessages(tasksMessages);
  return <Badge tone={PRIORITY_TONES[priority]}>{m.priorities[priority]}</Badge>;
}

export function StatusBadge({ status }: { status: TaskStatus }) {
  const m = useMessages(tasksMessages);
  return <Badge tone={STATUS_TONES[status]}>{m.statuses[status]}</Badge>;
}

/** The record a task concerns, linked: its kind and its name ('Booking BKG-20001'). */
export function SubjectLink({ task }: { task: Pick<TaskListItem, 'subject' | 'subjectLabel'> }) {
  const m = useMessages(tasksMessages);
  if (!task.subject) return <Text tone="secondary">—</Text>;
  const kind = m.subjects[task.subject.kind];
  return (
    <Link href={subjectHref(task.subject)}>
      {task.subjectLabel ? `${kind} ${task.subjectLabel}` : kind}
    </Link>
  );
}

/** When a task is due, with 'Overdue' beside it when it is. */
export function DueText({
  task,
  f,
  m,
}: {
  task: Pick<TaskListItem, 'dueAt' | 'isOverdue'>;
  f: Formatters;
  m: TasksText;
}) {
  if (task.dueAt === null) return <Text tone="secondary">{m.noDueTime}</Text>;
  return (
    <Inline space="xsmall" alignY="center">
      <Text
        tone={task.isOverdue ? 'critical' : 'neutral'}
        weight={task.isOverdue ? 'medium' : 'regular'}
      >
        {f.dateTime(task.dueAt)}
      </Text>
      {task.isOverdue ? <Badge tone="critical">{m.overdue}</Badge> : null}
    </Inline>
  );
}

export function useTaskTexts() {
  return { m: useMessages(tasksMessages), f: useFormat() };
}

import type { Priority, TaskListItem, TaskStatus } from '@staydesk/domain';
import { Badge, type BadgeTone, StatusBadge as Status, Text } from '@staydesk/ui';
import {
  DueText as BoardDueText,
  SubjectLink as BoardSubjectLink,
} from '../../../components/Board';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { tasksMessages } from '../messages';

export type TasksText = Widen<(typeof tasksMessages)['en']>;

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
  return <Status tone={STATUS_TONES[status]} status={status} label={m.statuses[status]} />;
}

/** The record a task concerns, linked: its kind and its name ('Booking BKG-20001'). */
export function SubjectLink({ task }: { task: Pick<TaskListItem, 'subject' | 'subjectLabel'> }) {
  const m = useMessages(tasksMessages);
  if (!task.subject) return <Text tone="secondary">—</Text>;
  return (
    <BoardSubjectLink
      subject={task.subject}
      label={task.subjectLabel}
      kindName={m.subjects[task.subject.kind]}
    />
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
  return (
    <BoardDueText
      dueAt={task.dueAt}
      overdue={task.isOverdue}
      f={f}
      noDueText={m.noDueTime}
      overdueText={m.overdue}
    />
  );
}

export function useTaskTexts() {
  return { m: useMessages(tasksMessages), f: useFormat() };
}

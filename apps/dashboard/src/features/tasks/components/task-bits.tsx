import type { Priority, TaskStatus } from '@staydesk/domain';
import { Badge, type BadgeTone, StatusBadge as Status } from '@staydesk/ui';
import { useFormat, useMessages, type Widen } from '../../../i18n';
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

export function useTaskTexts() {
  return { m: useMessages(tasksMessages), f: useFormat() };
}

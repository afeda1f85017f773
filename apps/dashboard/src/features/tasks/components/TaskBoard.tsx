import { TASK_STATUSES, type TaskListItem, type TaskStatus, type TaskTab } from '@staydesk/domain';
import { Board } from '../../../components/board/Board';
import type { Formatters } from '../../../i18n';
import { PriorityBadge, type TasksText } from './task-bits';

/** What a card's menu asks for: open the task, or move it to another status. */
export type BoardAction = { kind: 'open' } | { kind: 'move'; status: TaskStatus };

const STATUSES = TASK_STATUSES.map((status) => status.value);

/** The statuses each tab shows: the board's columns (a card moves to any status). */
const TAB_STATUSES: Record<TaskTab, readonly TaskStatus[]> = {
  open: ['open', 'inProgress'],
  mine: ['open', 'inProgress'],
  overdue: ['open', 'inProgress'],
  done: ['done'],
  all: STATUSES,
  deleted: STATUSES,
};

/**
 * The tasks as a board: a column per status of the tab, the page's tasks as cards; a card opens
 * the task and moves to another status by its menu.
 */
export function TaskBoard({
  tasks,
  tab,
  m,
  f,
  onAction,
}: {
  tasks: readonly TaskListItem[];
  tab: TaskTab;
  m: TasksText;
  f: Formatters;
  onAction: (task: TaskListItem, action: BoardAction) => void;
}) {
  return (
    <Board
      label={m.board.label}
      columns={TAB_STATUSES[tab].map((status) => ({
        id: status,
        title: m.statuses[status],
        items: tasks.filter((task) => task.status === status),
      }))}
      places={STATUSES.map((status) => ({ id: status, title: m.statuses[status] }))}
      placeOf={(task) => task.status}
      canMove={(task) => !task.deleted}
      card={(task) => ({
        title: task.title,
        meta: [
          m.types[task.type],
          task.checklistTotal > 0
            ? f.message(m.checklistCount, { done: task.checklistDone, total: task.checklistTotal })
            : '',
          task.subject
            ? `${m.subjects[task.subject.kind]}${task.subjectLabel ? ` ${task.subjectLabel}` : ''}`
            : '',
        ]
          .filter((part) => part !== '')
          .join(' · '),
        facts: task.priority === 'normal' ? null : <PriorityBadge priority={task.priority} />,
        due: task.dueAt ? { at: task.dueAt, overdue: task.isOverdue } : null,
        owner: task.assigneeName,
      })}
      onOpen={(task) => onAction(task, { kind: 'open' })}
      onMove={(task, place) => {
        const status = STATUSES.find((value) => value === place);
        if (status) onAction(task, { kind: 'move', status });
      }}
      texts={{
        empty: m.board.empty,
        open: m.board.edit,
        actions: m.board.actions,
        moveTo: m.board.moveTo,
        overdue: m.overdue,
        unassigned: m.unassigned,
      }}
      f={f}
    />
  );
}

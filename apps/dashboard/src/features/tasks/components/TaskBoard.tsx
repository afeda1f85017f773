import { TASK_STATUSES, type TaskListItem, type TaskStatus } from '@staydesk/domain';
import {
  Box,
  Button,
  Card,
  Icon,
  Inline,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Stack,
  Text,
} from '@staydesk/ui';
import { Board } from '../../../components/Board';
import type { Formatters } from '../../../i18n';
import { DueText, PriorityBadge, SubjectLink, type TasksText } from './task-bits';

/** What a card's menu asks for: open the task, or move it to another status. */
export type BoardAction = { kind: 'open' } | { kind: 'move'; status: TaskStatus };

const STATUSES = TASK_STATUSES.map((status) => status.value);

function TaskCard({
  task,
  m,
  f,
  openHref,
  onAction,
}: {
  task: TaskListItem;
  m: TasksText;
  f: Formatters;
  openHref: (id: string) => string;
  onAction: (task: TaskListItem, action: BoardAction) => void;
}) {
  const actionsLabel = f.message(m.board.actions, { title: task.title });
  return (
    <Card padding="small" elevation={task.isOverdue ? 'raised' : 'flat'}>
      <Stack space="small">
        <Inline space="small" alignY="flex-start" noWrap>
          <Box flexGrow="1">
            <Link href={openHref(task.id)} weight="strong">
              {task.title}
            </Link>
          </Box>
          <MenuTrigger>
            <Button variant="ghost" size="small" aria-label={actionsLabel}>
              <Icon name="chevron-down" size="small" />
            </Button>
            <Menu
              aria-label={actionsLabel}
              onAction={(key) => {
                const text = String(key);
                if (text === 'open') onAction(task, { kind: 'open' });
                const status = STATUSES.find((value) => `move-${value}` === text);
                if (status) onAction(task, { kind: 'move', status });
              }}
            >
              <MenuItem id="open">{m.board.edit}</MenuItem>
              {STATUSES.filter((status) => status !== task.status).map((status) => (
                <MenuItem key={status} id={`move-${status}`}>
                  {f.message(m.board.moveTo, { status: m.statuses[status] })}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        </Inline>
        <DueText task={task} f={f} m={m} />
        <Inline space="small" alignY="center">
          <PriorityBadge priority={task.priority} />
          <Text size="small" tone="secondary">
            {m.types[task.type]}
          </Text>
          {task.checklistTotal > 0 ? (
            <Text size="small" tone="secondary">
              {f.message(m.checklistLabel, {
                done: task.checklistDone,
                total: task.checklistTotal,
              })}
            </Text>
          ) : null}
        </Inline>
        <Text size="small" tone="secondary">
          {task.assigneeName ?? m.unassigned}
        </Text>
        {task.subject ? (
          <Text size="small">
            <SubjectLink task={task} />
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The board: one column per status, the page's tasks as cards. A card moves by its menu
 * ('Move to Done'), reachable by keyboard; there is no drag to miss.
 */
export function TaskBoard({
  tasks,
  m,
  f,
  openHref,
  onAction,
}: {
  tasks: readonly TaskListItem[];
  m: TasksText;
  f: Formatters;
  openHref: (id: string) => string;
  onAction: (task: TaskListItem, action: BoardAction) => void;
}) {
  return (
    <Board
      label={m.board.label}
      layout={[1, 2, 4]}
      emptyText={m.board.empty}
      f={f}
      columns={STATUSES.map((status) => ({
        id: status,
        title: m.statuses[status],
        items: tasks.filter((task) => task.status === status),
      }))}
      renderCard={(task) => (
        <TaskCard task={task} m={m} f={f} openHref={openHref} onAction={onAction} />
      )}
    />
  );
}

import {
  PRIORITIES,
  TASK_STATUSES,
  TASK_TABS,
  TASK_TYPES,
  type TaskListItem,
  type TaskSort,
} from '@staydesk/domain';
import {
  Box,
  Button,
  EmptyState,
  Inline,
  ListPage,
  Loader,
  Menu,
  MenuItem,
  MenuTrigger,
  PageHeader,
  PlainLink,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import {
  hrefWith,
  OwnerFilter,
  useWorkView,
  ViewSwitch,
} from '../../../components/board/BoardControls';
import { DueText, SubjectLink } from '../../../components/board/work';
import { SelectFilter, useFilterParams } from '../../../components/filter-params';
import { PaginationBar } from '../../../components/PaginationBar';
import { useT } from '../../../i18n';
import { type SortValue, useListState } from '../../../lib/list';
import { usePhoneColumns } from '../../../lib/media';
import { tasksListConfig } from '../api/list-key';
import { useCompleteTask, useReopenTask, useTasks, useUpdateTask } from '../api/tasks';
import type { BoardAction } from '../components/TaskBoard';
import { PriorityBadge, StatusBadge, type TasksText, useTaskTexts } from '../components/task-bits';

// The task modal is its own chunk, fetched when it first opens (spec §2: modals load on demand).
const TaskModal = lazy(() => import('../modals/TaskModal').then((m) => ({ default: m.TaskModal })));
// The board is a chunk of its own too, fetched when the board is first shown.
const TaskBoard = lazy(() =>
  import('../components/TaskBoard').then((m) => ({ default: m.TaskBoard })),
);

/**
 * tasks (spec §2, admin-only): the tasks as a list or a board by status, tabs Open / My tasks /
 * Overdue / Done / All / Deleted with counts, search, filters; the task modal (?task=new or an
 * id) creates and edits. Overdue tasks are marked in red with an 'Overdue' badge.
 */
export function TasksScreen() {
  const t = useT();
  const { m, f } = useTaskTexts();
  const [params, setParams] = useSearchParams();
  const state = useListState(tasksListConfig);
  const list = useTasks(state.query);
  const filters = useFilterParams({});
  const complete = useCompleteTask();
  const reopen = useReopenTask();
  const update = useUpdateTask();
  const { view, hrefOf } = useWorkView('list');
  const openTask = params.get('task');
  const openHref = (id: string) => hrefWith(params, 'task', id);
  const closeModal = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('task');
      return next;
    });

  const act = (task: TaskListItem, action: BoardAction) => {
    if (action.kind === 'open') {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('task', task.id);
        return next;
      });
      return;
    }
    const target = { id: task.id, version: task.version };
    if (action.status === 'done') void complete.trigger(target).catch(() => undefined);
    else if (task.status === 'done' && action.status === 'open')
      void reopen.trigger(target).catch(() => undefined);
    else
      void update
        .trigger({ id: task.id, changes: { status: action.status, version: task.version } })
        .catch(() => undefined);
  };

  const columns = usePhoneColumns(taskColumns(m, f, openHref, act), ['title', 'dueAt']);
  const page = list.data;
  const sort = state.query.sort;
  const sortDescriptor = sort
    ? {
        column: sort.startsWith('-') ? sort.slice(1) : sort,
        direction: sort.startsWith('-') ? ('descending' as const) : ('ascending' as const),
      }
    : undefined;
  const option = <V extends string>(values: readonly { value: V }[], labels: Record<V, string>) =>
    values.map(({ value }) => ({ id: value, label: labels[value] }));

  return (
    <Box as="section">
      <ListPage
        header={
          <PageHeader
            title={m.title}
            actions={
              <Inline space="small" alignY="center">
                <ViewSwitch
                  label={m.views.label}
                  view={view}
                  hrefOf={hrefOf}
                  names={{ board: m.views.board, list: m.views.list }}
                />
                <Button
                  onPress={() =>
                    setParams((previous) => {
                      const next = new URLSearchParams(previous);
                      next.set('task', 'new');
                      return next;
                    })
                  }
                >
                  {m.createTask}
                </Button>
              </Inline>
            }
          />
        }
        searchValue={state.searchText}
        onSearchChange={state.setSearchText}
        searchLabel={m.searchLabel}
        searchPlaceholder={m.searchPlaceholder}
        filters={
          <>
            <OwnerFilter
              label={m.filters.assignee}
              anyLabel={m.filters.any}
              value={state.query.filters.assigneeId}
              onChange={(value) => filters.set({ assigneeId: value })}
            />
            <SelectFilter
              label={m.filters.status}
              anyLabel={m.filters.any}
              value={state.query.filters.status}
              options={option(TASK_STATUSES, m.statuses)}
              onChange={(value) => filters.set({ status: value })}
            />
            <SelectFilter
              label={m.filters.type}
              anyLabel={m.filters.any}
              value={state.query.filters.type}
              options={option(TASK_TYPES, m.types)}
              onChange={(value) => filters.set({ type: value })}
            />
            <SelectFilter
              label={m.filters.priority}
              anyLabel={m.filters.any}
              value={state.query.filters.priority}
              options={option(PRIORITIES, m.priorities)}
              onChange={(value) => filters.set({ priority: value })}
            />
          </>
        }
        tabs={TASK_TABS.map((tab) => {
          const count = page?.tabCounts?.[tab];
          return {
            id: tab,
            label: m.tabs[tab],
            href: state.tabHref(tab),
            ...(count === undefined ? {} : { count }),
          };
        })}
        selectedTab={state.query.tab ?? 'open'}
        tabsLabel={m.tabsLabel}
        isEmpty={page !== undefined && page.items.length === 0}
        emptyState={
          <Stack space="medium">
            <Text tone="secondary">{f.message(m.total, { count: 0 })}</Text>
            <EmptyState title={m.emptyTitle} text={m.emptyText} />
          </Stack>
        }
        {...(page
          ? {
              pagination: (
                <PaginationBar
                  page={page.page}
                  pageCount={page.pageCount}
                  onChange={state.setPage}
                />
              ),
            }
          : {})}
      >
        {page ? (
          <Stack space="small">
            <Box role="status">
              <Text tone="secondary">{f.message(m.total, { count: page.total })}</Text>
            </Box>
            {view === 'board' ? (
              <Suspense fallback={<Loader label={t.common.loading} />}>
                <TaskBoard
                  tasks={page.items}
                  tab={state.query.tab ?? 'open'}
                  m={m}
                  f={f}
                  onAction={act}
                />
              </Suspense>
            ) : (
              <Table
                aria-label={m.title}
                columns={columns}
                items={page.items}
                {...(sortDescriptor ? { sortDescriptor } : {})}
                onSortChange={(next) => {
                  const known = tasksListConfig.sorts.find((key) => key === next.column);
                  if (known === undefined) return;
                  const value: SortValue<TaskSort> =
                    next.direction === 'descending' ? `-${known}` : known;
                  state.setSort(value);
                }}
              />
            )}
          </Stack>
        ) : (
          <Loader label={t.common.loading} />
        )}
      </ListPage>
      {openTask !== null ? (
        <Suspense fallback={null}>
          <TaskModal taskId={openTask === 'new' ? null : openTask} onClose={closeModal} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** The list's columns; title, due, priority and updated sort on the server. */
function taskColumns(
  m: TasksText,
  f: ReturnType<typeof useTaskTexts>['f'],
  openHref: (id: string) => string,
  act: (task: TaskListItem, action: BoardAction) => void,
): TableColumn<TaskListItem>[] {
  return [
    {
      id: 'title' satisfies TaskSort,
      name: m.columns.title,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (task) => (
        <Stack space="xxsmall">
          <PlainLink href={openHref(task.id)}>{task.title}</PlainLink>
          <Text size="small" tone="secondary">
            {task.checklistTotal > 0
              ? `${m.types[task.type]} · ${f.message(m.checklistCount, { done: task.checklistDone, total: task.checklistTotal })}`
              : m.types[task.type]}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'dueAt' satisfies TaskSort,
      role: 'date',
      name: m.columns.dueAt,
      allowsSorting: true,
      renderCell: (task) => (
        <DueText
          dueAt={task.dueAt}
          overdue={task.isOverdue}
          f={f}
          noDueText={m.noDueTime}
          overdueText={m.overdue}
        />
      ),
    },
    {
      id: 'priority' satisfies TaskSort,
      role: 'status',
      name: m.columns.priority,
      allowsSorting: true,
      renderCell: (task) => <PriorityBadge priority={task.priority} />,
    },
    {
      id: 'status',
      role: 'status',
      name: m.columns.status,
      renderCell: (task) => <StatusBadge status={task.status} />,
    },
    {
      id: 'assignee',
      role: 'name',
      name: m.columns.assignee,
      renderCell: (task) => task.assigneeName ?? m.unassigned,
    },
    {
      id: 'subject',
      name: m.columns.subject,
      renderCell: (task) =>
        task.subject ? (
          <SubjectLink
            subject={task.subject}
            label={task.subjectLabel}
            kindName={m.subjects[task.subject.kind]}
          />
        ) : (
          <Text tone="secondary">—</Text>
        ),
    },
    {
      id: 'actions',
      role: 'actions',
      name: m.columns.actions,
      renderCell: (task) =>
        task.deleted ? null : (
          <MenuTrigger>
            <Button
              variant="secondary"
              size="small"
              aria-label={f.message(m.board.actions, { title: task.title })}
            >
              {m.columns.actions}
            </Button>
            <Menu
              aria-label={f.message(m.board.actions, { title: task.title })}
              onAction={(key) => {
                if (key === 'open') act(task, { kind: 'open' });
                if (key === 'complete') act(task, { kind: 'move', status: 'done' });
                if (key === 'reopen') act(task, { kind: 'move', status: 'open' });
              }}
            >
              <MenuItem id="open">{m.actions.edit}</MenuItem>
              {task.status === 'done' || task.status === 'cancelled' ? (
                <MenuItem id="reopen">{m.actions.reopen}</MenuItem>
              ) : (
                <MenuItem id="complete">{m.actions.complete}</MenuItem>
              )}
            </Menu>
          </MenuTrigger>
        ),
    },
  ];
}

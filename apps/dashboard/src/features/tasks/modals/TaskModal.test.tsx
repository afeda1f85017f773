import type { TaskView } from '@staydesk/domain';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { renderInApp, TEST_USER } from '../../../test/render';
import { TaskDialog } from './TaskModal';

const task: TaskView = {
  id: '00000000-0000-4000-8000-0000000000a1',
  createdAt: '2030-01-01T09:00:00.000Z',
  updatedAt: '2030-01-01T09:00:00.000Z',
  createdBy: TEST_USER.id,
  version: 4,
  deleted: false,
  title: 'Call the landlord',
  type: 'call',
  status: 'open',
  priority: 'high',
  dueAt: null,
  assigneeId: TEST_USER.id,
  subject: null,
  checklist: [{ label: 'Ask for the keys', done: false }],
  notes: 'Before noon',
  completedBy: null,
  completedAt: null,
  assigneeName: TEST_USER.fullName,
  completedByName: null,
  createdByName: TEST_USER.fullName,
  subjectLabel: null,
  isOverdue: false,
};
const TASK_PATH = `/api/v1/tasks/${task.id}`;

describe('task modal', () => {
  test('a title is required; then the task is created with its checklist and the user as assignee', async () => {
    const requests = fakeServer(() => ({
      status: 201,
      body: { message: 'Task created', data: task },
    }));
    const onClose = vi.fn();
    await renderInApp(<TaskDialog task={null} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByRole('button', { name: 'Add an item' }).click();
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await expect.element(dialog.getByText('Title is required')).toBeVisible();
    await expect.element(dialog.getByText('Checklist item is required')).toBeVisible();
    expect(requests).toHaveLength(0);

    await dialog.getByRole('textbox', { name: 'Title' }).fill('  Chase the deposit ');
    await dialog.getByRole('textbox', { name: 'Checklist item 1' }).fill('Send the reminder');
    await dialog.getByRole('button', { name: 'Create task' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/v1/tasks',
        body: {
          title: 'Chase the deposit',
          type: 'call',
          status: 'open',
          priority: 'normal',
          dueAt: null,
          assigneeId: TEST_USER.id,
          subject: null,
          checklist: [{ label: 'Send the reminder', done: false }],
          notes: '',
        },
      },
    ]);
    await expect.element(page.getByText('Task created')).toBeVisible();
  });

  test('a stale save is refused in place with the server’s words, what was typed kept', async () => {
    const requests = fakeServer((request) =>
      request.method === 'PATCH'
        ? { status: 409, body: { message: 'Task was changed by someone else' } }
        : { status: 200, body: { data: task } },
    );
    const onClose = vi.fn();
    await renderInApp(<TaskDialog task={task} onClose={onClose} />);
    const dialog = page.getByRole('dialog', { name: 'Task' });
    await expect.element(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('Before noon');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('After lunch');
    await dialog.getByRole('button', { name: 'Save task' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Task was changed by someone else');
    expect(onClose).not.toHaveBeenCalled();
    await expect.element(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('After lunch');
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: TASK_PATH,
      body: { title: 'Call the landlord', notes: 'After lunch', priority: 'high', version: 4 },
    });
  });

  test('mark done sends the version read and closes', async () => {
    const requests = fakeServer(() => ({
      status: 200,
      body: { message: 'Task done', data: task },
    }));
    const onClose = vi.fn();
    await renderInApp(<TaskDialog task={task} onClose={onClose} />);
    await page
      .getByRole('dialog', { name: 'Task' })
      .getByRole('button', { name: 'Mark done' })
      .click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests[0]).toEqual({
      method: 'POST',
      path: `${TASK_PATH}/complete`,
      body: { version: 4 },
    });
  });

  test('delete asks first, then deletes with the version and closes the task', async () => {
    const requests = fakeServer(() => ({
      status: 200,
      body: { message: 'Task deleted', data: task },
    }));
    const onClose = vi.fn();
    await renderInApp(<TaskDialog task={task} onClose={onClose} />);
    await page
      .getByRole('dialog', { name: 'Task' })
      .getByRole('button', { name: 'Delete' })
      .click();
    expect(requests).toHaveLength(0);
    const question = page.getByRole('alertdialog', { name: 'Delete this task?' });
    await question.getByRole('button', { name: 'Delete' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: `${TASK_PATH}?version=4` });
  });
});

import {
  type Role,
  type TaskCreate,
  type TaskView,
  taskListSchema,
  taskViewSchema,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

let server: TestServer;
let admin: SignedIn;
let bookingId: string;
let invoiceId: string;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('system_admin');
  const booking = await server.db.query<{ id: string }>(
    'select id from bookings where deleted = false order by reference limit 1',
  );
  const invoice = await server.db.query<{ id: string }>(
    'select id from invoices where deleted = false order by id limit 1',
  );
  bookingId = booking.rows[0]?.id ?? '';
  invoiceId = invoice.rows[0]?.id ?? '';
});
afterAll(async () => {
  await server?.close();
});

const call = <T>(method: string, path: string, json?: unknown, token = admin.token) =>
  server.request<T>(method, path, { token, json });

async function list(query = '') {
  const response = await call<unknown>('GET', `/api/v1/tasks${query}`);
  expect(response.status, response.text).toBe(200);
  return taskListSchema.parse(response.body);
}

const inHours = (hours: number) =>
  new Date(server.clock.now().getTime() + hours * HOUR).toISOString();

const task = (overrides: Partial<TaskCreate> = {}): TaskCreate => ({
  title: 'Confirm the arrival with the landlord',
  type: 'call',
  status: 'open',
  priority: 'high',
  dueAt: inHours(24),
  assigneeId: admin.userId,
  subject: { kind: 'booking', id: bookingId },
  checklist: [
    { label: 'Call the landlord', done: false },
    { label: 'Text the guest the key-box code', done: false },
  ],
  notes: 'Landlord prefers WhatsApp.',
  ...overrides,
});

async function create(input: TaskCreate = task()) {
  const response = await call<Mutation<TaskView>>('POST', '/api/v1/tasks', input);
  expect(response.status, response.text).toBe(201);
  return taskViewSchema.parse(response.body.data);
}

describe('tasks: who may use them (spec §2 and §6: admin-only, the administration permission)', () => {
  it('answers the system_admin and refuses every other role, reading and writing', async () => {
    const created = await create();
    const expected: Record<Role, number> = {
      user: 403,
      moderator: 403,
      admin: 403,
      masteradmin: 403,
      system_admin: 200,
    };
    for (const role of ROLES_UNDER_TEST) {
      const { token } = await server.signIn(role);
      const read = await call('GET', '/api/v1/tasks', undefined, token);
      expect({ role, status: read.status }).toEqual({ role, status: expected[role] });
      const one = await call('GET', `/api/v1/tasks/${created.id}`, undefined, token);
      expect({ role, status: one.status }).toEqual({ role, status: expected[role] });
      if (role !== 'system_admin') {
        const write = await call('POST', '/api/v1/tasks', task(), token);
        expect({ role, status: write.status }).toEqual({ role, status: 403 });
        expect(write.body).toMatchObject({ permissionDenied: true });
        const done = await call(
          'POST',
          `/api/v1/tasks/${created.id}/complete`,
          { version: created.version },
          token,
        );
        expect(done.status).toBe(403);
      }
    }
    const anonymous = await server.request('GET', '/api/v1/tasks');
    expect(anonymous.status).toBe(401);
  });
});

describe('tasks: create, read and the subject link', () => {
  it('creates a task with its names, its subject label and its checklist, and audits it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      title: 'Confirm the arrival with the landlord',
      status: 'open',
      version: 1,
      assigneeName: 'Grace Okafor',
      createdBy: admin.userId,
      completedBy: null,
      completedAt: null,
      isOverdue: false,
      subject: { kind: 'booking', id: bookingId },
    });
    expect(created.subjectLabel).toMatch(/^BKG-/);
    const audit = await server.db.query<{ action: string; record_name: string }>(
      `select action, record_name from audit_events where record_type = 'task' and record_id = $1`,
      [created.id],
    );
    expect(audit.rows).toEqual([{ action: 'create', record_name: created.title }]);
  });

  it('keeps the due time the dialog sends (a day and a time as an instant), and clears it', async () => {
    const dueAt = '2099-01-15T10:30:00.000Z';
    const created = await create(task({ dueAt }));
    expect(created.dueAt).toBe(dueAt);
    const read = await call<{ data: TaskView }>('GET', `/api/v1/tasks/${created.id}`);
    expect(read.body.data.dueAt).toBe(dueAt);
    const cleared = await call<Mutation<TaskView>>('PATCH', `/api/v1/tasks/${created.id}`, {
      dueAt: null,
      version: created.version,
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data.dueAt).toBeNull();
  });

  it('refuses a subject or an assignee that does not exist, naming the field', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const noBooking = await call<Mutation<unknown>>(
      'POST',
      '/api/v1/tasks',
      task({ subject: { kind: 'booking', id: missing } }),
    );
    expect(noBooking.status).toBe(400);
    expect(noBooking.body.fields).toMatchObject({ 'subject.id': 'No such booking' });
    // An invoice's id is not a booking.
    const wrongKind = await call<Mutation<unknown>>(
      'POST',
      '/api/v1/tasks',
      task({ subject: { kind: 'booking', id: invoiceId } }),
    );
    expect(wrongKind.status).toBe(400);
    const noAccount = await call<Mutation<unknown>>(
      'POST',
      '/api/v1/tasks',
      task({ assigneeId: missing }),
    );
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.fields).toMatchObject({ assigneeId: 'No such account' });
    const invoiceTask = await create(
      task({ subject: { kind: 'invoice', id: invoiceId }, assigneeId: null }),
    );
    expect(invoiceTask.subject).toEqual({ kind: 'invoice', id: invoiceId });
  });

  it('answers hostile input with 400, never 500', async () => {
    const hostile: unknown[] = [
      { ...task(), title: '' },
      { ...task(), title: 'x'.repeat(201) },
      { ...task(), title: 'a\u0000b' },
      { ...task(), notes: 'n'.repeat(5_001) },
      { ...task(), status: 'finished' },
      { ...task(), priority: 'whenever' },
      { ...task(), dueAt: 'tomorrow' },
      // What a date picker could send if the dashboard stopped turning its day and time into an
      // instant: a day alone, a time alone, a month or an hour that does not exist, a number.
      { ...task(), dueAt: '2099-01-15' },
      { ...task(), dueAt: '10:30' },
      { ...task(), dueAt: '2099-13-01T09:00:00.000Z' },
      { ...task(), dueAt: '2099-01-15T25:00:00.000Z' },
      { ...task(), dueAt: 1_700_000_000_000 },
      { ...task(), assigneeId: "1' or '1'='1" },
      { ...task(), subject: { kind: 'users', id: bookingId } },
      { ...task(), subject: { kind: 'booking', id: 'BKG-1' } },
      { ...task(), checklist: Array.from({ length: 51 }, () => ({ label: 'x', done: false })) },
      { ...task(), checklist: [{ label: '', done: false }] },
      { ...task(), checklist: 'all of it' },
      [],
      'text',
    ];
    for (const body of hostile) {
      const response = await call('POST', '/api/v1/tasks', body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    for (const query of [
      '?tab=everything',
      '?sort=notes',
      '?sort=-password',
      '?assigneeId=me',
      '?status=waiting',
      '?page=0',
      '?subjectId=00000000-0000-4000-8000-000000000000',
      `?search=${'%'.repeat(201)}`,
      '?search=%00',
    ]) {
      const response = await call('GET', `/api/v1/tasks${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    for (const path of ['/api/v1/tasks/not-a-uuid', '/api/v1/tasks/1%27']) {
      expect((await call('GET', path)).status).toBe(400);
    }
    const missing = await call('GET', '/api/v1/tasks/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    // Wildcards are taken literally.
    const search = await list('?search=%25_%25');
    expect(search.items).toEqual([]);
  });
});

describe('tasks: edits with the version read', () => {
  it('updates with the current version and refuses a stale one with 409', async () => {
    const created = await create();
    const first = await call<Mutation<TaskView>>('PATCH', `/api/v1/tasks/${created.id}`, {
      priority: 'urgent',
      version: created.version,
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ priority: 'urgent', version: 2 });
    const stale = await call('PATCH', `/api/v1/tasks/${created.id}`, {
      title: 'Overwritten',
      version: created.version,
    });
    expect(stale.status).toBe(409);
    const unchanged = await call<{ data: TaskView }>('GET', `/api/v1/tasks/${created.id}`);
    expect(unchanged.body.data.title).toBe(created.title);
    const noVersion = await call('PATCH', `/api/v1/tasks/${created.id}`, { title: 'No version' });
    expect(noVersion.status).toBe(400);
  });

  it('ticks one checklist item with its version, and refuses an item that is not there', async () => {
    const created = await create();
    const ticked = await call<Mutation<TaskView>>(
      'PATCH',
      `/api/v1/tasks/${created.id}/checklist/1`,
      { done: true, version: created.version },
    );
    expect(ticked.status, ticked.text).toBe(200);
    expect(ticked.body.data.checklist).toEqual([
      { label: 'Call the landlord', done: false },
      { label: 'Text the guest the key-box code', done: true },
    ]);
    const stale = await call('PATCH', `/api/v1/tasks/${created.id}/checklist/0`, {
      done: true,
      version: created.version,
    });
    expect(stale.status).toBe(409);
    const beyond = await call('PATCH', `/api/v1/tasks/${created.id}/checklist/7`, {
      done: true,
      version: 2,
    });
    expect(beyond.status).toBe(404);
    expect(
      (await call('PATCH', `/api/v1/tasks/${created.id}/checklist/-1`, { done: true, version: 2 }))
        .status,
    ).toBe(400);
    const items = await list(`?search=${encodeURIComponent(created.title)}&tab=all`);
    const row = items.items.find((item) => item.id === created.id);
    expect(row).toMatchObject({ checklistDone: 1, checklistTotal: 2 });
  });
});

describe('tasks: completion, overdue and the tabs', () => {
  it('records who completed a task and when; reopening clears it', async () => {
    const created = await create();
    const at = server.clock.now().toISOString();
    const done = await call<Mutation<TaskView>>('POST', `/api/v1/tasks/${created.id}/complete`, {
      version: created.version,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.message).toBe('Task completed');
    expect(done.body.data).toMatchObject({
      status: 'done',
      completedBy: admin.userId,
      completedByName: 'Grace Okafor',
      completedAt: at,
      version: 2,
    });
    const again = await call('POST', `/api/v1/tasks/${created.id}/complete`, { version: 2 });
    expect(again.status).toBe(400);
    const reopened = await call<Mutation<TaskView>>('POST', `/api/v1/tasks/${created.id}/reopen`, {
      version: 2,
    });
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.body.data).toMatchObject({
      status: 'open',
      completedBy: null,
      completedAt: null,
    });
    // Moving a card to done through an edit records the completion too.
    const moved = await call<Mutation<TaskView>>('PATCH', `/api/v1/tasks/${created.id}`, {
      status: 'done',
      version: 3,
    });
    expect(moved.body.data).toMatchObject({ status: 'done', completedBy: admin.userId });
    const audit = await server.db.query<{ action: string }>(
      `select action from audit_events where record_type = 'task' and record_id = $1 order by occurred_at, id`,
      [created.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'status', 'status', 'status']);
  });

  it('counts every tab; overdue follows the clock; mine is the caller’s own', async () => {
    const marker = `Overdue probe ${Date.now()}`;
    const soon = await create(task({ title: `${marker} soon`, dueAt: inHours(2) }));
    const other = await server.signIn('admin');
    const theirs = await create(
      task({ title: `${marker} theirs`, dueAt: inHours(2), assigneeId: other.userId }),
    );
    const search = `?search=${encodeURIComponent(marker)}`;
    const before = await list(`${search}&tab=overdue`);
    expect(before.items).toEqual([]);
    expect(before.tabCounts).toMatchObject({
      open: 2,
      mine: 1,
      overdue: 0,
      done: 0,
      all: 2,
      deleted: 0,
    });
    server.clock.advance(3 * HOUR);
    const saved = admin;
    // The access token is short-lived: sign in again at the later time.
    admin = await server.signIn('system_admin');
    try {
      const after = await list(`${search}&tab=overdue`);
      expect(after.items.map((item) => item.id).sort()).toEqual([soon.id, theirs.id].sort());
      expect(after.items.every((item) => item.isOverdue)).toBe(true);
      expect(after.tabCounts).toMatchObject({ overdue: 2, mine: 1 });
      const mine = await list(`${search}&tab=mine`);
      expect(mine.items.map((item) => item.id)).toEqual([soon.id]);
      // A done task is not overdue.
      await call('POST', `/api/v1/tasks/${soon.id}/complete`, { version: soon.version });
      const later = await list(`${search}&tab=overdue`);
      expect(later.items.map((item) => item.id)).toEqual([theirs.id]);
      expect(later.tabCounts).toMatchObject({ open: 1, overdue: 1, done: 1, all: 2 });
      const view = await call<{ data: TaskView }>('GET', `/api/v1/tasks/${theirs.id}`);
      expect(view.body.data.isOverdue).toBe(true);
    } finally {
      server.clock.advance(-3 * HOUR);
      admin = saved;
    }
  });

  it('filters by assignee, status, type, priority and subject, and sorts', async () => {
    const marker = `Filter probe ${Date.now()}`;
    const a = await create(
      task({ title: `${marker} a`, type: 'email', priority: 'low', dueAt: null }),
    );
    const b = await create(
      task({
        title: `${marker} b`,
        type: 'visit',
        priority: 'urgent',
        status: 'inProgress',
        assigneeId: null,
      }),
    );
    const search = `?search=${encodeURIComponent(marker)}`;
    const ids = async (query: string) =>
      (await list(`${search}${query}`)).items.map((item) => item.id);
    expect(await ids(`&assigneeId=${admin.userId}`)).toEqual([a.id]);
    expect(await ids('&status=inProgress')).toEqual([b.id]);
    expect(await ids('&type=email')).toEqual([a.id]);
    expect(await ids('&priority=urgent')).toEqual([b.id]);
    expect(await ids(`&subjectKind=booking&subjectId=${bookingId}`)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(await ids('&sort=-priority')).toEqual([b.id, a.id]);
    expect(await ids('&sort=priority')).toEqual([a.id, b.id]);
    // No due time sorts last.
    expect(await ids('&sort=dueAt')).toEqual([b.id, a.id]);
    expect(await ids('&sort=title')).toEqual([a.id, b.id]);
  });
});

describe('tasks: delete and restore', () => {
  it('moves a task to the deleted tab with its version, refuses edits there, and restores it', async () => {
    const created = await create();
    const stale = await call('DELETE', `/api/v1/tasks/${created.id}?version=9`);
    expect(stale.status).toBe(409);
    const removed = await call<Mutation<TaskView>>(
      'DELETE',
      `/api/v1/tasks/${created.id}?version=1`,
    );
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.deleted).toBe(true);
    const deleted = await list(`?tab=deleted&search=${encodeURIComponent(created.title)}`);
    expect(deleted.items.map((item) => item.id)).toContain(created.id);
    const edit = await call('PATCH', `/api/v1/tasks/${created.id}`, { title: 'Ghost', version: 2 });
    expect(edit.status).toBe(404);
    const restored = await call<Mutation<TaskView>>('POST', `/api/v1/tasks/${created.id}/restore`, {
      version: 2,
    });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data).toMatchObject({ deleted: false, version: 3 });
  });
});

describe('tasks: demo data', () => {
  it('seeds tasks on the demo bookings, invoices and enquiries, some done and some overdue', async () => {
    const all = await list('?tab=all');
    expect(all.total).toBeGreaterThanOrEqual(10);
    const seeded = await server.db.query<{
      subject_kind: string | null;
      status: string;
      overdue: boolean;
      completed: boolean;
    }>(
      `select subject_kind, status, (due_at < now() and status in ('open', 'inProgress')) as overdue,
              completed_by is not null as completed
         from tasks where created_at < now() - interval '1 hour'`,
    );
    const kinds = new Set(seeded.rows.map((row) => row.subject_kind));
    for (const kind of ['booking', 'invoice', 'enquiry', 'property']) expect(kinds).toContain(kind);
    expect(seeded.rows.some((row) => row.overdue)).toBe(true);
    const done = seeded.rows.filter((row) => row.status === 'done');
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((row) => row.completed)).toBe(true);
    // Every seeded subject exists.
    const dangling = await server.db.query(
      `select t.id from tasks t where t.subject_kind = 'booking' and not exists (select 1 from bookings b where b.id = t.subject_id)
       union all select t.id from tasks t where t.subject_kind = 'invoice' and not exists (select 1 from invoices i where i.id = t.subject_id)`,
    );
    expect(dangling.rows).toEqual([]);
  });
});

describe('tasks: the notification bell', () => {
  it('shows the caller their open tasks due within a day or overdue, linked to the task', async () => {
    const soon = await create(task({ title: 'Bell probe due soon', dueAt: inHours(3) }));
    const late = await create(task({ title: 'Bell probe overdue', dueAt: inHours(-5) }));
    const later = await create(task({ title: 'Bell probe next week', dueAt: inHours(24 * 7) }));
    const other = await server.signIn('admin');
    const theirs = await create(
      task({ title: 'Bell probe theirs', dueAt: inHours(1), assigneeId: other.userId }),
    );
    const bell = await call<{
      data: { items: { id: string; kind: string; subject?: string; href: string }[] };
    }>('GET', '/api/v1/notifications');
    expect(bell.status, bell.text).toBe(200);
    const probes = bell.body.data.items.filter((item) => item.subject?.startsWith('Bell probe'));
    expect(probes.map((item) => [item.kind, item.subject, item.href]).sort()).toEqual(
      [
        ['taskDue', soon.title, `/dashboard/tasks?task=${soon.id}`],
        ['taskOverdue', late.title, `/dashboard/tasks?task=${late.id}`],
      ].sort(),
    );
    expect(probes.some((item) => item.id.includes(later.id) || item.id.includes(theirs.id))).toBe(
      false,
    );
    // Done, it leaves the bell.
    await call('POST', `/api/v1/tasks/${late.id}/complete`, { version: late.version });
    const after = await call<{ data: { items: { subject?: string }[] } }>(
      'GET',
      '/api/v1/notifications',
    );
    expect(after.body.data.items.map((item) => item.subject)).not.toContain(late.title);
  });
});

import type { Role } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureQueries } from '../src/db/query-log.js';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

interface Item {
  key: string;
  section: 'queue' | 'kpi';
  count: number;
  href: string;
  severity: string;
  previous: { count: number; days: number } | null;
  reasons: { key: string; count: number }[];
}
type Summary = { data: { today: string; items: Item[] } };

let server: TestServer;
const sessions = new Map<Role, SignedIn>();

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES_UNDER_TEST) sessions.set(role, await server.signIn(role));
  // Work of the signed-in staff: an enquiry of each due today (one overdue), a task overdue.
  const now = server.clock.now();
  for (const [index, role] of ROLES_UNDER_TEST.entries()) {
    const session = sessions.get(role);
    await server.db.query(
      `update enquiries set assignee_id = $1, status = 'assigned', respond_by = $2
        where id = (select id from enquiries where deleted = false and assignee_id is distinct from $1
                     order by reference offset $3 limit 1)`,
      [session?.userId, new Date(now.getTime() - 3_600_000), index * 2],
    );
    await server.db.query(
      `update tasks set assignee_id = $1, due_at = $2
        where id = (select id from tasks where deleted = false and status in ('open', 'inProgress')
                     order by id offset $3 limit 1)`,
      [session?.userId, new Date(now.getTime() - 86_400_000), index],
    );
  }
}, 120_000);
afterAll(async () => {
  await server?.close();
});

function session(role: Role): SignedIn {
  const found = sessions.get(role);
  if (!found) throw new Error(`No session for ${role}`);
  return found;
}

async function summary(role: Role): Promise<Summary['data']> {
  const response = await server.request<Summary>('GET', '/api/v1/home/summary', {
    token: session(role).token,
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
}

/** The API list behind each dashboard list a card links to. */
const LISTS: Record<string, string> = {
  '/dashboard/enquiries/list': '/api/v1/enquiries',
  '/dashboard/bookings/list': '/api/v1/bookings',
  '/dashboard/invoices/list': '/api/v1/invoices',
  '/dashboard/tasks': '/api/v1/tasks',
  '/dashboard/properties/list': '/api/v1/properties',
  '/dashboard/companies/list': '/api/companies',
};

describe('the home summary', () => {
  it("links every card, for every role, to a list whose total is the card's number", async () => {
    for (const role of ROLES_UNDER_TEST) {
      const items = (await summary(role)).items;
      for (const item of items) {
        const screen = new URL(item.href, 'http://staydesk.test');
        const api = LISTS[screen.pathname];
        if (!api) throw new Error(`${item.key} links to ${item.href}, a list without a check`);
        const list = await server.request<{ total: number }>('GET', `${api}${screen.search}`, {
          token: session(role).token,
        });
        expect(list.status, `${role} ${item.key}: ${list.text}`).toBe(200);
        expect(list.body.total, `${role} ${item.key} (${item.href})`).toBe(item.count);
      }
    }
  });

  it('puts first what the person does today, then four to six figures', async () => {
    for (const role of ROLES_UNDER_TEST) {
      const items = (await summary(role)).items;
      const sections = items.map((item) => item.section);
      expect(sections.indexOf('kpi'), role).toBeGreaterThan(sections.lastIndexOf('queue'));
      const figures = items.filter((item) => item.section === 'kpi');
      expect(figures.length, role).toBeGreaterThanOrEqual(4);
      expect(figures.length, role).toBeLessThanOrEqual(6);
      // No two cards of a role repeat one count under two names of one list.
      const hrefs = items.map((item) => item.href);
      expect(new Set(hrefs).size, role).toBe(hrefs.length);
    }
  });

  it("counts the caller's own work: enquiries due today (the overdue named), overdue tasks", async () => {
    const mine = (await summary('user')).items.find((item) => item.key === 'enquiriesMineDue');
    expect(mine?.count).toBeGreaterThanOrEqual(1);
    expect(mine?.href).toBe('/dashboard/enquiries/list?tab=yourEnquiries&due=today');
    expect(mine?.reasons.find((reason) => reason.key === 'overdue')?.count).toBeGreaterThanOrEqual(
      1,
    );
    expect(mine?.severity).toBe('warning');
    // Tasks are for the roles that may open them (ADMINISTRATION).
    expect((await summary('user')).items.map((item) => item.key)).not.toContain('tasksMineOverdue');
    const system = session('system_admin');
    const tasks = (await summary('system_admin')).items.find(
      (item) => item.key === 'tasksMineOverdue',
    );
    expect(tasks?.href).toBe(`/dashboard/tasks?tab=overdue&assigneeId=${system.userId}`);
    expect(tasks?.count).toBeGreaterThanOrEqual(1);
  });

  it('shows each role only what it may open', async () => {
    const keys = async (role: Role) => (await summary(role)).items.map((item) => item.key);
    const user = await keys('user');
    for (const key of ['enquiriesNotAssigned', 'enquiriesAwaitingApproval', 'enquiriesOverdue'])
      expect(user).not.toContain(key);
    expect(await keys('admin')).toContain('enquiriesNotAssigned');
    expect(await keys('admin')).not.toContain('enquiriesAwaitingApproval');
    expect(await keys('masteradmin')).toContain('enquiriesAwaitingApproval');
  });

  it('names the reasons of the stays needing attention, and the period before of a figure', async () => {
    const items = (await summary('system_admin')).items;
    const stays = items.find((item) => item.key === 'bookingsNeedsAttention');
    expect(stays?.count).toBeGreaterThan(0);
    expect(stays?.reasons.map((reason) => reason.key)).toEqual([
      'landlordUnconfirmed',
      'extensionDecisionDue',
      'depositNotReturned',
      'flaggedIssue',
    ]);
    // Each reason counts stays of the card; together they cover every one of them.
    const sum = stays?.reasons.reduce((total, reason) => total + reason.count, 0) ?? 0;
    expect(sum).toBeGreaterThanOrEqual(stays?.count ?? 0);
    const received = items.find((item) => item.key === 'enquiriesReceived');
    expect(received?.previous?.days).toBe(7);
    expect(received?.severity).toBe('neutral');
  });

  it('counts everything in one statement', async () => {
    const token = session('system_admin').token;
    const { result, queries } = await captureQueries(async () =>
      server.staydesk.app.request('/api/v1/home/summary', {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(result.status).toBe(200);
    expect(queries).toHaveLength(1);
  });
});

import { blankAddress, type EnquiryCreate, type Role } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionItem, AttentionProvider } from '../src/modules/kit.js';
import { bellOrder, gatherItems } from '../src/modules/notifications/service.js';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

interface Item {
  id: string;
  kind: string;
  title: string;
  subject?: string;
  href: string;
  tone: 'attention' | 'info';
  createdAt: string;
  dueAt?: string | null;
  read: boolean;
}
type Bell = { data: { generatedAt: string; unread: number; items: Item[] } };
type Marked = { message: string; data: { marked: number; unread: number } };

let server: TestServer;
const sessions = new Map<Role, SignedIn>();
let companyId: string;
let guestId: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES_UNDER_TEST) sessions.set(role, await server.signIn(role));
  const company = await server.db.query<{ id: string }>(
    'select id from companies where parent_id is null and deleted = false order by name limit 1',
  );
  companyId = company.rows[0]?.id ?? '';
  const guest = await server.db.query<{ id: string }>(
    'select id from clients where deleted = false order by last_name limit 1',
  );
  guestId = guest.rows[0]?.id ?? '';
});
afterAll(async () => {
  await server?.close();
});

const session = (role: Role): SignedIn => {
  const found = sessions.get(role);
  if (!found) throw new Error(`No session for ${role}`);
  return found;
};

async function bell(role: Role): Promise<Bell['data']> {
  const response = await server.request<Bell>('GET', '/api/v1/notifications', {
    token: session(role).token,
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
}

const markRead = (role: Role, json: unknown) =>
  server.request<Marked>('POST', '/api/v1/notifications/read', {
    token: session(role).token,
    json,
  });

const newEnquiry = (): EnquiryCreate => ({
  source: 'phone',
  receivedAt: '2026-11-20T09:30:00Z',
  companyId,
  subcompanyId: null,
  billingCompanyId: null,
  agentId: null,
  booker: { name: 'Bell Tester', email: 'bell@client.test', phone: '+44 7700 900556' },
  guestIds: [guestId],
  checkIn: '2027-03-01',
  checkOut: '2027-03-08',
  location: {
    address: {
      ...blankAddress(),
      city: 'York',
      freeFormAddress: 'York YO1',
      position: { type: 'Point', coordinates: [-1.0815, 53.959] },
    },
    radiusMiles: 5,
  },
  adults: 1,
  children: 0,
  pets: 0,
  minBedrooms: 1,
  propertyTypes: ['apartment'],
  parkingSpaces: 0,
  accessibilityNeeds: '',
  budget: null,
  clientReference: '',
  priority: 'normal',
  respondBy: null,
  notes: '',
});

/** An enquiry made by the admin and assigned to `role`'s account. */
async function enquiryAssignedTo(role: Role): Promise<{ id: string; version: number }> {
  const admin = session('admin').token;
  const made = await server.request<{ data: { id: string; version: number } }>(
    'POST',
    '/api/v1/enquiries',
    {
      token: admin,
      json: newEnquiry(),
    },
  );
  expect(made.status, made.text).toBe(201);
  const assigned = await server.request<{ data: { id: string; version: number } }>(
    'POST',
    `/api/v1/enquiries/${made.body.data.id}/assign`,
    { token: admin, json: { assigneeId: session(role).userId, version: made.body.data.version } },
  );
  expect(assigned.status, assigned.text).toBe(200);
  return assigned.body.data;
}

describe('the notification bell', () => {
  it('answers every role its own items, each linking to a dashboard record, sorted', async () => {
    for (const role of ROLES_UNDER_TEST) {
      const data = await bell(role);
      expect(data.unread).toBe(data.items.filter((item) => !item.read).length);
      for (const item of data.items) {
        expect(item.href).toMatch(
          /^\/dashboard\/((enquiries|bookings)\/list\/[0-9a-f-]{36}|tasks\?task=[0-9a-f-]{36}|tracker\?entry=[0-9a-f-]{36})$/,
        );
        expect(item.id).toMatch(/^[A-Za-z0-9:._-]{1,200}$/);
        expect(Number.isFinite(Date.parse(item.createdAt))).toBe(true);
      }
      const sorted = [...data.items].sort(bellOrder(server.clock.now()));
      expect(data.items.map((item) => item.id)).toEqual(sorted.map((item) => item.id));
    }
  });

  it('shows an enquiry assigned to me, to me only', async () => {
    const enquiry = await enquiryAssignedTo('user');
    const mine = (await bell('user')).items.find((item) => item.href.endsWith(enquiry.id));
    expect(mine).toMatchObject({
      kind: 'enquiryAssigned',
      title: 'Enquiry assigned to you',
      href: `/dashboard/enquiries/list/${enquiry.id}`,
      read: false,
    });
    expect(mine?.subject).toMatch(/^ENQ-\d+/);
    for (const role of ['moderator', 'admin', 'masteradmin'] as const) {
      expect((await bell(role)).items.some((item) => item.href.endsWith(enquiry.id))).toBe(false);
    }
  });

  it('shows offer lines waiting for approval only to the roles that approve', async () => {
    await server.db.query(
      `update enquiry_offers set approval_requested_at = $1
        where id = (select o.id from enquiry_offers o join enquiries e on e.id = o.enquiry_id
                     where o.deleted = false and e.deleted = false order by o.id limit 1)`,
      [server.clock.now()],
    );
    for (const role of ['masteradmin', 'system_admin'] as const) {
      expect((await bell(role)).items.some((item) => item.kind === 'offerApproval')).toBe(true);
    }
    for (const role of ['user', 'moderator', 'admin'] as const) {
      expect((await bell(role)).items.some((item) => item.kind === 'offerApproval')).toBe(false);
    }
  });

  it('shows an issue flagged on a booking I manage, to me', async () => {
    const booking = await server.db.query<{ id: string }>(
      `update bookings set account_manager_id = $1, issue = 'Boiler broken', issue_flagged_at = $2
        where id = (select id from bookings where deleted = false and status = 'booked'
                       and created_by is distinct from $3 order by id limit 1)
        returning id`,
      // Not one the user made: the user's bell lists the issues of the stays they made too.
      [session('moderator').userId, server.clock.now(), session('user').userId],
    );
    const id = booking.rows[0]?.id ?? '';
    const item = (await bell('moderator')).items.find(
      (candidate) => candidate.kind === 'bookingIssue' && candidate.href.endsWith(id),
    );
    expect(item).toMatchObject({
      href: `/dashboard/bookings/list/${id}`,
      tone: 'attention',
      read: false,
    });
    expect(
      (await bell('user')).items.some(
        (candidate) => candidate.kind === 'bookingIssue' && candidate.href.endsWith(id),
      ),
    ).toBe(false);
  });

  it('stores read marks per user: one, then all; a re-assignment is new again', async () => {
    const enquiry = await enquiryAssignedTo('moderator');
    const before = await bell('moderator');
    const item = before.items.find((candidate) => candidate.href.endsWith(enquiry.id));
    if (!item) throw new Error('The assigned enquiry is not in the bell');

    const one = await markRead('moderator', { ids: [item.id] });
    expect(one.status, one.text).toBe(200);
    expect(one.body.data).toEqual({ marked: 1, unread: before.unread - 1 });
    const after = await bell('moderator');
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items.find((candidate) => candidate.id === item.id)?.read).toBe(true);
    // Marking it again writes nothing.
    expect((await markRead('moderator', { ids: [item.id] })).body.data.marked).toBe(0);

    // Another user cannot mark (or store) ids of items that are not theirs.
    const foreign = await markRead('user', { ids: [item.id] });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.marked).toBe(0);
    const stored = await server.db.query<{ n: number }>(
      'select count(*)::int as n from notification_reads where user_id = $1 and item_id = $2',
      [session('user').userId, item.id],
    );
    expect(stored.rows[0]?.n).toBe(0);

    const all = await markRead('moderator', { all: true });
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.unread).toBe(0);
    expect((await bell('moderator')).unread).toBe(0);
    // The user's own marks are untouched.
    expect((await bell('user')).unread).toBeGreaterThan(0);

    // Re-assigned (away and back): the item is new again, with a new id.
    server.clock.advance(60_000);
    const admin = session('admin').token;
    const away = await server.request<{ data: { version: number } }>(
      'POST',
      `/api/v1/enquiries/${enquiry.id}/assign`,
      {
        token: admin,
        json: { assigneeId: session('user').userId, version: enquiry.version },
      },
    );
    expect(away.status, away.text).toBe(200);
    server.clock.advance(60_000);
    const back = await server.request('POST', `/api/v1/enquiries/${enquiry.id}/assign`, {
      token: admin,
      json: { assigneeId: session('moderator').userId, version: away.body.data.version },
    });
    expect(back.status, back.text).toBe(200);
    const again = (await bell('moderator')).items.find((candidate) =>
      candidate.href.endsWith(enquiry.id),
    );
    expect(again?.read).toBe(false);
    expect(again?.id).not.toBe(item.id);
  });

  it('refuses hostile input with 400 or 401, never a 500', async () => {
    const token = session('user').token;
    const bodies: unknown[] = [
      {},
      { ids: [] },
      { ids: 'enquiryAssigned:x' },
      { ids: ['a b'] },
      { ids: ["x'; drop table notification_reads; --"] },
      { ids: ['x'.repeat(201)] },
      { ids: Array.from({ length: 201 }, (_, i) => `id${i}`) },
      { ids: [42] },
      { all: false },
      { all: 'yes' },
      { all: true, ids: ['a'] },
      { ids: ['a'], extra: 1 },
      [],
      null,
    ];
    for (const json of bodies) {
      const response = await server.request('POST', '/api/v1/notifications/read', { token, json });
      expect(response.status, `${JSON.stringify(json)}: ${response.text}`).toBe(400);
    }
    const raw = await server.request('POST', '/api/v1/notifications/read', {
      token,
      rawBody: '{"ids": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect((await server.request('GET', '/api/v1/notifications')).status).toBe(401);
    expect(
      (await server.request('POST', '/api/v1/notifications/read', { json: { all: true } })).status,
    ).toBe(401);
    expect(
      (await server.request('GET', '/api/v1/notifications', { token: 'nonsense' })).status,
    ).toBe(401);
    // Query strings are ignored, not a way in.
    expect(
      (await server.request('GET', '/api/v1/notifications?userId=x&role=system_admin', { token }))
        .status,
    ).toBe(200);
  });
});

describe('gathering the providers', () => {
  const at = (iso: string): AttentionItem => ({
    id: `test:${iso}`,
    kind: 'test',
    title: 'Test',
    href: '/dashboard',
    tone: 'info',
    createdAt: iso,
  });

  it('puts items due within a day first (soonest first), then the newest', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const old = at('2026-11-01T00:00:00Z');
    const fresh = at('2026-11-23T11:00:00Z');
    const dueSoon = { ...at('2026-10-01T00:00:00Z'), id: 'soon', dueAt: '2026-11-23T18:00:00Z' };
    const overdue = { ...at('2026-10-02T00:00:00Z'), id: 'over', dueAt: '2026-11-20T18:00:00Z' };
    const dueLater = { ...at('2026-11-10T00:00:00Z'), id: 'later', dueAt: '2026-12-20T18:00:00Z' };
    const sorted = [old, dueLater, fresh, dueSoon, overdue].sort(bellOrder(now));
    expect(sorted.map((item) => item.id)).toEqual(['over', 'soon', fresh.id, dueLater.id, old.id]);
  });

  it('leaves out a failing provider, malformed ids and providers the role may not use', async () => {
    const errors: string[] = [];
    const log = { info: () => undefined, error: (message: string) => errors.push(message) };
    const providers: AttentionProvider[] = [
      { key: 'fails', load: () => Promise.reject(new Error('boom')) },
      { key: 'malformed', load: async () => [{ ...at('2026-11-01T00:00:00Z'), id: 'has space' }] },
      {
        key: 'admins',
        permission: 'ACCOUNTS',
        load: async () => [{ ...at('2026-11-01T00:00:00Z'), id: 'admin-only' }],
      },
      { key: 'fine', load: async () => [at('2026-11-02T00:00:00Z'), at('2026-11-02T00:00:00Z')] },
    ];
    const items = await gatherItems(
      server.db,
      log,
      providers,
      { id: session('user').userId, role: 'user' },
      new Date(),
    );
    expect(items.map((item) => item.id)).toEqual(['test:2026-11-02T00:00:00Z']);
    expect(errors).toEqual([
      'Attention provider failed',
      'Attention item with a malformed id left out',
    ]);
  });
});

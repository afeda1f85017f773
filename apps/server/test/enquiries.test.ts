import {
  blankAddress,
  ENQUIRY_TABS,
  type EnquiryCreate,
  type EnquiryTab,
  type EnquiryView,
  enquiryActivitySchema,
  enquiryListSchema,
  enquiryTabsFor,
  enquiryViewSchema,
  isEnquiryInTab,
  PAGE_SIZE,
  type Role,
  WORKFLOW_STATUSES,
  type WorkflowStatus,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENQUIRY_MIX } from '../src/modules/enquiries/seed.js';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

let server: TestServer;
const sessions = new Map<Role, SignedIn>();
let companyId: string;
let guestId: string;
let guestName: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES_UNDER_TEST) sessions.set(role, await server.signIn(role));
  const company = await server.db.query<{ id: string }>(
    'select id from companies where parent_id is null and deleted = false order by name limit 1',
  );
  companyId = company.rows[0]?.id ?? '';
  const guest = await server.db.query<{ id: string; name: string }>(
    `select id, first_name || ' ' || last_name as name from clients where deleted = false order by last_name limit 1`,
  );
  guestId = guest.rows[0]?.id ?? '';
  guestName = guest.rows[0]?.name ?? '';
});
afterAll(async () => {
  await server?.close();
});

const session = (role: Role): SignedIn => {
  const found = sessions.get(role);
  if (!found) throw new Error(`No session for ${role}`);
  return found;
};
const call = <T>(role: Role, method: string, path: string, json?: unknown) =>
  server.request<T>(method, path, { token: session(role).token, json });

const enquiry = (overrides: Partial<EnquiryCreate> = {}): EnquiryCreate => ({
  source: 'phone',
  receivedAt: '2026-11-20T09:30:00Z',
  companyId,
  subcompanyId: null,
  billingCompanyId: null,
  agentId: null,
  booker: { name: 'Jo Fraser', email: 'jo@client.test', phone: '+44 7700 900555' },
  guestIds: [guestId],
  checkIn: '2027-02-01',
  checkOut: '2027-02-15',
  location: {
    address: {
      ...blankAddress(),
      city: 'Leeds',
      freeFormAddress: 'Leeds LS1',
      position: { type: 'Point', coordinates: [-1.5491, 53.8008] },
    },
    radiusMiles: 5,
  },
  adults: 2,
  children: 1,
  pets: 0,
  minBedrooms: 2,
  propertyTypes: ['apartment'],
  parkingSpaces: 1,
  accessibilityNeeds: '',
  budget: { amount: { amount: '150.00', currency: 'GBP' }, basis: 'perNight', approvedBy: 'Jo' },
  clientReference: 'CLM-Quokka-77',
  priority: 'high',
  respondBy: '2026-11-21T12:00:00Z',
  notes: 'Ground floor please.',
  ...overrides,
});

async function create(overrides: Partial<EnquiryCreate> = {}, role: Role = 'admin') {
  const response = await call<Mutation<EnquiryView>>(
    role,
    'POST',
    '/api/v1/enquiries',
    enquiry(overrides),
  );
  expect(response.status, response.text).toBe(201);
  return enquiryViewSchema.parse(response.body.data);
}

async function get(id: string, role: Role = 'admin') {
  const response = await call<{ data: EnquiryView }>(role, 'GET', `/api/v1/enquiries/${id}`);
  expect(response.status, response.text).toBe(200);
  return enquiryViewSchema.parse(response.body.data);
}

async function move(view: EnquiryView, status: WorkflowStatus, role: Role = 'masteradmin') {
  const response = await call<Mutation<EnquiryView>>(
    role,
    'POST',
    `/api/v1/enquiries/${view.id}/status`,
    {
      status,
      version: view.version,
      ...(status === 'cancelled' || status === 'notPossible' ? { reason: 'No stock' } : {}),
    },
  );
  expect(response.status, response.text).toBe(200);
  return enquiryViewSchema.parse(response.body.data);
}

async function assign(view: EnquiryView, assigneeId: string | null, role: Role = 'admin') {
  return call<Mutation<EnquiryView>>(role, 'POST', `/api/v1/enquiries/${view.id}/assign`, {
    assigneeId,
    version: view.version,
  });
}

interface StoredRow {
  status: WorkflowStatus;
  assigneeId: string | null;
  deleted: boolean;
}
async function storedRows(): Promise<StoredRow[]> {
  const rows = await server.db.query<{
    status: WorkflowStatus;
    assignee_id: string | null;
    deleted: boolean;
  }>('select status, assignee_id, deleted from enquiries');
  return rows.rows.map((row) => ({
    status: row.status,
    assigneeId: row.assignee_id,
    deleted: row.deleted,
  }));
}

describe('demo enquiries', () => {
  it('seed about 600 in every status, some deleted, each with its activity', async () => {
    const rows = await storedRows();
    const total = Object.values(DEMO_ENQUIRY_MIX).reduce((sum, n) => sum + n, 0);
    expect(rows.length).toBeGreaterThanOrEqual(total);
    expect(total).toBe(600);
    for (const { value } of WORKFLOW_STATUSES) {
      expect(
        rows.filter((row) => row.status === value && !row.deleted).length,
        value,
      ).toBeGreaterThan(0);
    }
    expect(rows.some((row) => row.deleted)).toBe(true);
    const refs = await server.db.query<{ first: string; events: number; spread: number }>(
      `select min(reference_number)::text as first,
              (select count(distinct enquiry_id)::int from enquiry_events) as events,
              extract(day from max(received_at) - min(received_at))::int as spread
         from enquiries`,
    );
    expect(refs.rows[0]?.first).toBe('10001');
    expect(refs.rows[0]?.events).toBeGreaterThanOrEqual(total);
    expect(refs.rows[0]?.spread).toBeGreaterThan(300);
    // Every role has enquiries of its own (the YOUR_ENQUIRIES tab).
    for (const role of ROLES_UNDER_TEST) {
      expect(
        rows.filter((row) => row.assigneeId === session(role).userId).length,
        role,
      ).toBeGreaterThan(0);
    }
  });
});

describe('the list: tabs and counts per role', () => {
  for (const role of ROLES_UNDER_TEST) {
    it(`shows ${role} exactly its tabs of spec §6, each counted`, async () => {
      const rows = await storedRows();
      const me = session(role).userId;
      const response = await call<unknown>(role, 'GET', '/api/v1/enquiries');
      expect(response.status, response.text).toBe(200);
      const page = enquiryListSchema.parse(response.body);
      const tabs = enquiryTabsFor(role);
      const expected = Object.fromEntries(
        tabs.map((tab) => [tab, rows.filter((row) => isEnquiryInTab(tab, row, me)).length]),
      );
      expect(page.tabCounts).toEqual(expected);
      // The default tab is the role's first; its rows are the first page of that tab.
      expect(page.total).toBe(expected[tabs[0] as EnquiryTab]);
      expect(page.items.length).toBe(Math.min(PAGE_SIZE, page.total));
      for (const tab of ENQUIRY_TABS.map((definition) => definition.value)) {
        const answer = await call<unknown>(role, 'GET', `/api/v1/enquiries?tab=${tab}`);
        if (!tabs.includes(tab)) {
          expect(answer.status, `${role} ${tab}`).toBe(403);
          continue;
        }
        expect(answer.status, `${role} ${tab}`).toBe(200);
        const items = enquiryListSchema.parse(answer.body).items;
        for (const item of items) {
          const stored = {
            status: item.status,
            assigneeId: item.assignee?.id ?? null,
            deleted: item.deleted,
          };
          expect(isEnquiryInTab(tab, stored, me), `${role} ${tab} ${item.reference}`).toBe(true);
        }
      }
    });
  }

  it('sorts newest first by default and by each sort key', async () => {
    const page = enquiryListSchema.parse(
      (await call<unknown>('admin', 'GET', '/api/v1/enquiries')).body,
    );
    const received = page.items.map((item) => item.receivedAt);
    expect([...received].sort().reverse()).toEqual(received);
    const byRef = enquiryListSchema.parse(
      (await call<unknown>('admin', 'GET', '/api/v1/enquiries?sort=reference')).body,
    );
    expect(byRef.items[0]?.reference).toBe('ENQ-10001');
    for (const sort of ['respondBy', '-checkIn', 'priority', '-priority', 'updatedAt']) {
      const answer = await call<unknown>('admin', 'GET', `/api/v1/enquiries?sort=${sort}`);
      expect(answer.status, sort).toBe(200);
    }
    expect((await call<unknown>('admin', 'GET', '/api/v1/enquiries?sort=password')).status).toBe(
      400,
    );
  });

  it('searches reference, company, guest and client reference, and filters', async () => {
    const made = await create({ clientReference: 'PO-Wombat-991' });
    const search = async (text: string, extra = '') => {
      const answer = await call<unknown>(
        'admin',
        'GET',
        `/api/v1/enquiries?search=${encodeURIComponent(text)}${extra}`,
      );
      expect(answer.status, answer.text).toBe(200);
      return enquiryListSchema.parse(answer.body).items.map((item) => item.id);
    };
    expect(await search(made.reference)).toContain(made.id);
    expect(await search('wombat-991')).toEqual([made.id]);
    expect(await search(guestName)).toContain(made.id);
    expect(await search(made.company?.name ?? '?')).toContain(made.id);
    expect(
      await search(
        'PO-Wombat',
        `&priority=high&companyId=${companyId}&checkInFrom=2027-02-01&checkInTo=2027-02-01`,
      ),
    ).toEqual([made.id]);
    expect(await search('PO-Wombat', '&priority=low')).toEqual([]);
    // The guest page: enquiries with the guest among their guests, and only those.
    const byGuest = await search('', `&tab=overview&guestId=${guestId}`);
    expect(byGuest).toContain(made.id);
    const withOthers = await create({ clientReference: 'PO-Wombat-992', guestIds: [] });
    expect(await search('PO-Wombat-992', `&tab=overview&guestId=${guestId}`)).toEqual([]);
    expect(await search('PO-Wombat-992', '&tab=overview')).toEqual([withOthers.id]);
    expect((await call<unknown>('admin', 'GET', '/api/v1/enquiries?guestId=nobody')).status).toBe(
      400,
    );
    expect(await search('PO-Wombat', '&status=pending')).toEqual([]);
    const bad = await call<unknown>(
      'admin',
      'GET',
      '/api/v1/enquiries?checkInFrom=2027-02-02&checkInTo=2027-02-01',
    );
    expect(bad.status).toBe(400);
  });
});

describe('one enquiry', () => {
  it('is created Not Assigned with a sequential reference, read, and edited with its version', async () => {
    const first = await create();
    const second = await create();
    expect(first.reference).toMatch(/^ENQ-\d{5,}$/);
    expect(Number(second.reference.slice(4))).toBe(Number(first.reference.slice(4)) + 1);
    expect(first).toMatchObject({
      status: 'notAssigned',
      assignee: null,
      source: 'phone',
      checkOut: '2027-02-15',
      budget: { amount: { amount: '150.00', currency: 'GBP' }, basis: 'perNight' },
      guests: [{ id: guestId, name: guestName }],
      createdBy: { id: session('admin').userId },
      version: 1,
      deleted: false,
    });
    expect(first.company?.id).toBe(companyId);
    expect(await get(first.id, 'user')).toMatchObject({ id: first.id });

    const edited = await call<Mutation<EnquiryView>>(
      'admin',
      'PATCH',
      `/api/v1/enquiries/${first.id}`,
      {
        adults: 3,
        checkOut: null,
        version: 1,
      },
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ adults: 3, checkOut: null, version: 2 });
    const stale = await call<Mutation<EnquiryView>>(
      'admin',
      'PATCH',
      `/api/v1/enquiries/${first.id}`,
      {
        adults: 4,
        version: 1,
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    const backwards = await call<Mutation<EnquiryView>>(
      'admin',
      'PATCH',
      `/api/v1/enquiries/${first.id}`,
      {
        checkOut: '2027-01-01',
        version: 2,
      },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toHaveProperty('checkOut');
    const nowhere = await call<Mutation<EnquiryView>>(
      'admin',
      'POST',
      '/api/v1/enquiries',
      enquiry({
        agentId: '00000000-0000-4000-8000-000000000000',
        guestIds: ['00000000-0000-4000-8000-000000000001'],
      }),
    );
    expect(nowhere.status).toBe(400);
    expect(Object.keys(nowhere.body.fields ?? {}).sort()).toEqual(['agentId', 'guestIds']);
    const missing = await call<unknown>(
      'admin',
      'GET',
      '/api/v1/enquiries/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect((await call<unknown>('admin', 'GET', '/api/v1/enquiries/not-an-id')).status).toBe(400);
  });

  it("takes the company's default billing company: on create without one, and when the company changes", async () => {
    const companies = await server.db.query<{ id: string }>(
      `select id from companies where parent_id is null and deleted = false and id <> $1
        order by name limit 2`,
      [companyId],
    );
    const [withDefault, without] = companies.rows.map((row) => row.id);
    if (!withDefault || !without) throw new Error('The demo has too few companies');
    const billing = await call<Mutation<{ id: string }>>(
      'admin',
      'POST',
      '/api/v1/billing-companies',
      {
        companyId: withDefault,
        legalName: 'Default Billing Ltd',
        billingAddress: blankAddress(),
        accountsEmails: [],
        vatNumber: '',
        paymentTermsDays: 30,
        purchaseOrderRequired: false,
        invoiceGrouping: 'perBooking',
        invoicePrefix: '',
      },
    );
    expect(billing.status, billing.text).toBe(201);
    const billingId = billing.body.data.id;
    await server.db.query('update companies set default_billing_company_id = $2 where id = $1', [
      withDefault,
      billingId,
    ]);
    await server.db.query('update companies set default_billing_company_id = null where id = $1', [
      without,
    ]);
    const created = await create({ companyId: withDefault, billingCompanyId: null });
    expect(created.billingCompany?.id).toBe(billingId);

    const moved = await call<Mutation<EnquiryView>>(
      'admin',
      'PATCH',
      `/api/v1/enquiries/${created.id}`,
      {
        companyId: without,
        version: created.version,
      },
    );
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.billingCompany).toBeNull();
    const back = await call<Mutation<EnquiryView>>(
      'admin',
      'PATCH',
      `/api/v1/enquiries/${created.id}`,
      {
        companyId: withDefault,
        version: moved.body.data.version,
      },
    );
    expect(back.body.data.billingCompany?.id).toBe(billingId);
    // Named in the edit, the billing company is the one kept.
    const named = await call<Mutation<EnquiryView>>(
      'admin',
      'PATCH',
      `/api/v1/enquiries/${created.id}`,
      {
        companyId: without,
        billingCompanyId: billingId,
        version: back.body.data.version,
      },
    );
    expect(named.body.data).toMatchObject({
      company: { id: without },
      billingCompany: { id: billingId },
    });
    const activity = await call<{
      data: { summary: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
    }>('admin', 'GET', `/api/v1/enquiries/${created.id}/activity`);
    expect(activity.body.data[0]?.after).toMatchObject({ companyId: without });
    expect(activity.body.data[1]?.after).toMatchObject({
      companyId: withDefault,
      billingCompanyId: billingId,
    });
  });

  it('keeps the accessibility needs: optional on create, kept by edits that leave them out, 500 characters at most', async () => {
    // A caller written before the field existed leaves it out.
    const { accessibilityNeeds: _, ...older } = enquiry();
    const without = await call<Mutation<EnquiryView>>('admin', 'POST', '/api/v1/enquiries', older);
    expect(without.status, without.text).toBe(201);
    expect(without.body.data.accessibilityNeeds).toBe('');
    const needs = 'Step-free access; ground-floor bedroom for a wheelchair user.';
    const made = await create({ accessibilityNeeds: `  ${needs} ` });
    expect(made.accessibilityNeeds).toBe(needs);
    const edited = await call<Mutation<EnquiryView>>(
      'admin',
      'PATCH',
      `/api/v1/enquiries/${made.id}`,
      { adults: 2, version: made.version },
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.accessibilityNeeds).toBe(needs);
    const tooLong = await call<Mutation<EnquiryView>>(
      'admin',
      'PATCH',
      `/api/v1/enquiries/${made.id}`,
      { accessibilityNeeds: 'x'.repeat(501), version: edited.body.data.version },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toHaveProperty('accessibilityNeeds');
    expect((await get(made.id)).accessibilityNeeds).toBe(needs);
  });

  it('keeps its activity: who, when, before and after, newest first', async () => {
    const made = await create();
    const noted = await call<Mutation<EnquiryView>>(
      'admin',
      'PUT',
      `/api/v1/enquiries/${made.id}/note`,
      {
        notes: 'Call after 5pm',
        version: made.version,
      },
    );
    expect(noted.status, noted.text).toBe(200);
    expect(noted.body.data.notes).toBe('Call after 5pm');
    const answer = await call<unknown>('user', 'GET', `/api/v1/enquiries/${made.id}/activity`);
    expect(answer.status).toBe(200);
    const activity = enquiryActivitySchema.parse(answer.body).data;
    expect(activity.map((entry) => entry.kind)).toEqual(['note', 'created']);
    expect(activity[0]).toMatchObject({
      actor: { id: session('admin').userId },
      summary: 'Note edited',
      before: { notes: 'Ground floor please.' },
      after: { notes: 'Call after 5pm' },
    });
  });
});

describe('the workflow', () => {
  it('moves along the table and refuses any other move, changing nothing', async () => {
    let view = await create();
    expect(view.nextStatuses).toEqual(['cancelled', 'notPossible']);
    const assigned = await assign(view, session('user').userId);
    expect(assigned.status, assigned.text).toBe(200);
    view = enquiryViewSchema.parse(assigned.body.data);
    expect(view).toMatchObject({ status: 'assigned', assignee: { id: session('user').userId } });
    view = await move(view, 'pending', 'user');

    const illegal = await call<Mutation<EnquiryView>>(
      'user',
      'POST',
      `/api/v1/enquiries/${view.id}/status`,
      {
        status: 'booked',
        version: view.version,
      },
    );
    expect(illegal.status).toBe(422);
    expect(illegal.body.message).toBe('An enquiry cannot move from Pending to Booked');
    expect(await get(view.id)).toMatchObject({ status: 'pending', version: view.version });

    view = await move(view, 'awaitingApproval', 'user');
    // Approving or refusing needs masteradmin or above.
    for (const role of ['user', 'moderator', 'admin'] as const) {
      const denied = await call<Mutation<EnquiryView>>(
        role,
        'POST',
        `/api/v1/enquiries/${view.id}/status`,
        {
          status: 'approved',
          version: view.version,
        },
      );
      expect(denied.status, role).toBe(403);
    }
    expect((await get(view.id, 'admin')).nextStatuses).toEqual(['cancelled', 'notPossible']);
    expect((await get(view.id, 'masteradmin')).nextStatuses).toEqual([
      'approved',
      'pending',
      'cancelled',
      'notPossible',
    ]);
    view = await move(view, 'approved', 'masteradmin');
    view = await move(view, 'awaitingResponse', 'user');
    view = await move(view, 'offeredOut', 'user');
    const booked = await call<Mutation<EnquiryView>>(
      'system_admin',
      'POST',
      `/api/v1/enquiries/${view.id}/status`,
      {
        status: 'booked',
        version: view.version,
      },
    );
    expect(booked.status).toBe(422);
    expect(booked.body.message).toBe('An enquiry is booked by accepting an offer');

    const noReason = await call<Mutation<EnquiryView>>(
      'user',
      'POST',
      `/api/v1/enquiries/${view.id}/status`,
      {
        status: 'cancelled',
        version: view.version,
      },
    );
    expect(noReason.status).toBe(400);
    view = await move(view, 'cancelled', 'user');
    expect(view.lostReason).toBe('No stock');
    view = await move(view, 'archived', 'user');
    expect(view.nextStatuses).toEqual([]);
    const activity = enquiryActivitySchema.parse(
      (await call<unknown>('admin', 'GET', `/api/v1/enquiries/${view.id}/activity`)).body,
    ).data;
    expect(activity[0]).toMatchObject({
      kind: 'status',
      summary: 'Status: Cancelled → Archived',
      before: { status: 'cancelled' },
      after: { status: 'archived' },
    });
    expect(activity.filter((entry) => entry.kind === 'status')).toHaveLength(7);
  });

  it('lets only two parallel requests with one version have one winner; the other gets 409', async () => {
    const view = await create();
    const [a, b] = await Promise.all([
      call<Mutation<EnquiryView>>('admin', 'POST', `/api/v1/enquiries/${view.id}/status`, {
        status: 'cancelled',
        reason: 'Client withdrew',
        version: view.version,
      }),
      call<Mutation<EnquiryView>>('masteradmin', 'POST', `/api/v1/enquiries/${view.id}/assign`, {
        assigneeId: session('admin').userId,
        version: view.version,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/changed by someone else/);
    const fresh = await get(view.id);
    expect(fresh.version).toBe(view.version + 1);
    const activity = enquiryActivitySchema.parse(
      (await call<unknown>('admin', 'GET', `/api/v1/enquiries/${view.id}/activity`)).body,
    ).data;
    expect(activity).toHaveLength(2);
  });

  it('resets to Not Assigned, clearing the assignee', async () => {
    let view = await create();
    view = enquiryViewSchema.parse((await assign(view, session('moderator').userId)).body.data);
    view = await move(view, 'pending', 'moderator');
    expect(view.canReset).toBe(true);
    const denied = await call<unknown>('moderator', 'POST', `/api/v1/enquiries/${view.id}/reset`, {
      version: view.version,
    });
    expect(denied.status).toBe(403);
    const reset = await call<Mutation<EnquiryView>>(
      'admin',
      'POST',
      `/api/v1/enquiries/${view.id}/reset`,
      {
        version: view.version,
      },
    );
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.data).toMatchObject({
      status: 'notAssigned',
      assignee: null,
      assigneeId: null,
    });
    const archived = await create();
    const gone = await move(await move(archived, 'notPossible', 'admin'), 'archived', 'admin');
    expect(gone.canReset).toBe(false);
    const refused = await call<Mutation<EnquiryView>>(
      'admin',
      'POST',
      `/api/v1/enquiries/${gone.id}/reset`,
      {
        version: gone.version,
      },
    );
    expect(refused.status).toBe(422);
  });
});

describe('reset with offer lines', () => {
  it('closes the open lines as Unsuitable in the same transaction', async () => {
    const found = await server.db.query<{ id: string }>(
      `select e.id from enquiries e
        where e.deleted = false and e.status in ('pending', 'awaitingResponse', 'offeredOut')
          and exists (select 1 from enquiry_offers o where o.enquiry_id = e.id and o.status <> 'rejected')
        order by e.reference_number limit 1`,
    );
    const id = found.rows[0]?.id;
    expect(id, 'a demo enquiry with open lines').toBeDefined();
    const before = await get(id ?? '');
    expect(before.offerCount).toBeGreaterThan(0);
    const reset = await call<Mutation<EnquiryView>>(
      'admin',
      'POST',
      `/api/v1/enquiries/${id}/reset`,
      {
        version: before.version,
      },
    );
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.data).toMatchObject({ status: 'notAssigned', assignee: null, offerCount: 0 });
    const open = await server.db.query<{ n: number }>(
      "select count(*)::int as n from enquiry_offers where enquiry_id = $1 and status <> 'rejected'",
      [id],
    );
    expect(open.rows[0]?.n).toBe(0);
    const activity = enquiryActivitySchema.parse(
      (await call<unknown>('admin', 'GET', `/api/v1/enquiries/${id}/activity`)).body,
    ).data;
    expect(activity[0]?.kind).toBe('reset');
    expect(activity[0]?.summary).toMatch(/closed as Unsuitable/);
  });
});

describe('permissions of spec §6', () => {
  it('ASSIGN_ENQUIRY assigns (admin and above); DELETE_ASSIGNEE removes the assignee', async () => {
    let view = await create();
    for (const role of ['user', 'moderator'] as const) {
      expect((await assign(view, session(role).userId, role)).status, role).toBe(403);
    }
    for (const role of ['admin', 'masteradmin', 'system_admin'] as const) {
      const answer = await assign(view, session(role).userId, role);
      expect(answer.status, role).toBe(200);
      view = enquiryViewSchema.parse(answer.body.data);
      expect(view.assignee?.id).toBe(session(role).userId);
    }
    expect(view.status).toBe('assigned');
    expect((await assign(view, null, 'moderator')).status).toBe(403);
    const removed = await assign(view, null, 'admin');
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data).toMatchObject({ status: 'notAssigned', assignee: null });
    const nobody = await assign(
      enquiryViewSchema.parse(removed.body.data),
      '00000000-0000-4000-8000-000000000000',
    );
    expect(nobody.status).toBe(400);
  });

  it('DELETE_ENQUIRY deletes and restores; DELETE_ENQUIRY_PERMANENTLY removes a deleted one', async () => {
    let view = await create();
    for (const role of ['user', 'moderator'] as const) {
      const denied = await call<unknown>(
        role,
        'DELETE',
        `/api/v1/enquiries/${view.id}?version=${view.version}`,
      );
      expect(denied.status, role).toBe(403);
    }
    const early = await call<unknown>(
      'system_admin',
      'DELETE',
      `/api/v1/enquiries/${view.id}/permanent?version=${view.version}`,
    );
    expect(early.status).toBe(422);
    const deleted = await call<Mutation<EnquiryView>>(
      'admin',
      'DELETE',
      `/api/v1/enquiries/${view.id}?version=${view.version}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
    view = enquiryViewSchema.parse(deleted.body.data);
    expect(view).toMatchObject({ deleted: true, nextStatuses: [] });
    // A deleted enquiry takes no workflow action until restored.
    const moved = await call<unknown>('admin', 'POST', `/api/v1/enquiries/${view.id}/status`, {
      status: 'cancelled',
      reason: 'x',
      version: view.version,
    });
    expect(moved.status).toBe(404);
    const inDeleted = enquiryListSchema.parse(
      (
        await call<unknown>(
          'system_admin',
          'GET',
          `/api/v1/enquiries?tab=deleted&search=${view.reference}`,
        )
      ).body,
    );
    expect(inDeleted.items.map((item) => item.id)).toEqual([view.id]);
    const restored = await call<Mutation<EnquiryView>>(
      'masteradmin',
      'POST',
      `/api/v1/enquiries/${view.id}/restore`,
      {
        version: view.version,
      },
    );
    expect(restored.status, restored.text).toBe(200);
    view = enquiryViewSchema.parse(restored.body.data);
    view = enquiryViewSchema.parse(
      (
        await call<Mutation<EnquiryView>>(
          'admin',
          'DELETE',
          `/api/v1/enquiries/${view.id}?version=${view.version}`,
        )
      ).body.data,
    );
    for (const role of ['admin', 'masteradmin'] as const) {
      const denied = await call<unknown>(
        role,
        'DELETE',
        `/api/v1/enquiries/${view.id}/permanent?version=${view.version}`,
      );
      expect(denied.status, role).toBe(403);
    }
    const stale = await call<unknown>(
      'system_admin',
      'DELETE',
      `/api/v1/enquiries/${view.id}/permanent?version=1`,
    );
    expect(stale.status).toBe(409);
    const purged = await call<{ message: string }>(
      'system_admin',
      'DELETE',
      `/api/v1/enquiries/${view.id}/permanent?version=${view.version}`,
    );
    expect(purged.status, purged.text).toBe(200);
    expect(purged.body.message).toBe(`Enquiry ${view.reference} deleted permanently`);
    expect(
      (await call<unknown>('system_admin', 'GET', `/api/v1/enquiries/${view.id}`)).status,
    ).toBe(404);
  });
});

describe('the create form helpers', () => {
  it('warns of open enquiries of the same company with overlapping dates', async () => {
    const made = await create({ checkIn: '2028-03-01', checkOut: '2028-03-10' });
    const duplicates = async (query: string) => {
      const answer = await call<{ data: { id: string }[] }>(
        'user',
        'GET',
        `/api/v1/enquiries/duplicates?companyId=${companyId}&${query}`,
      );
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.map((item) => item.id);
    };
    expect(await duplicates('checkIn=2028-03-09&checkOut=2028-03-20')).toContain(made.id);
    expect(await duplicates('checkIn=2028-02-01')).toContain(made.id);
    expect(await duplicates('checkIn=2028-03-10&checkOut=2028-03-20')).not.toContain(made.id);
    expect(await duplicates(`checkIn=2028-03-09&excludeId=${made.id}`)).not.toContain(made.id);
    const bad = await call<unknown>(
      'user',
      'GET',
      '/api/v1/enquiries/duplicates?companyId=nope&checkIn=2028-01-01',
    );
    expect(bad.status).toBe(400);
  });

  it('lists the staff who can be assigned', async () => {
    const answer = await call<{ data: { id: string; fullName: string; role: string }[] }>(
      'user',
      'GET',
      '/api/v1/enquiries/assignees',
    );
    expect(answer.status).toBe(200);
    const ids = answer.body.data.map((person) => person.id);
    for (const role of ROLES_UNDER_TEST) expect(ids).toContain(session(role).userId);
  });
});

describe('the home page', () => {
  it('counts what waits: not assigned, awaiting approval (masteradmin and above), overdue', async () => {
    const keys = async (role: Role) =>
      (
        await call<{ data: { items: { key: string; count: number; href: string }[] } }>(
          role,
          'GET',
          '/api/v1/home/summary',
        )
      ).body.data.items.filter((item) => item.key.startsWith('enquiries'));
    const senior = await keys('masteradmin');
    const byKey = Object.fromEntries(senior.map((item) => [item.key, item]));
    const list = enquiryListSchema.parse(
      (await call<unknown>('masteradmin', 'GET', '/api/v1/enquiries')).body,
    );
    expect(byKey.enquiriesNotAssigned?.count).toBe(list.tabCounts?.notAssigned);
    expect(byKey.enquiriesAwaitingApproval?.count).toBe(list.tabCounts?.awaitingApproval);
    expect(byKey.enquiriesNotAssigned?.href).toBe('/dashboard/enquiries/list?tab=notAssigned');
    expect(byKey.enquiriesOverdue?.href).toBe('/dashboard/enquiries/list?tab=overview&due=overdue');
    expect(byKey.enquiriesOverdue?.count).toBeGreaterThanOrEqual(0);
    // The user role sees its own enquiries only: no tab lists everyone's overdue ones.
    expect((await keys('user')).map((item) => item.key)).toEqual(['enquiriesMineDue']);
  });
});

describe('public property requests', () => {
  it('convert into an enquiry in one step, keeping their data', async () => {
    const sent = await server.request<Mutation<{ id: string; reference: string }>>(
      'POST',
      '/api/v1/public/property-requests',
      {
        json: {
          fullName: 'Petra Lindqvist',
          email: 'petra@example.test',
          phone: '+44 7700 900321',
          companyName: 'Nordic Relocation',
          location: 'York',
          checkIn: '2027-04-01',
          checkOut: '2027-04-29',
          adults: 2,
          children: 1,
          bedrooms: 2,
          pets: true,
          parking: true,
          budget: { amount: '900.00', currency: 'GBP', basis: 'week' },
          notes: 'Near the hospital',
        },
      },
    );
    expect(sent.status, sent.text).toBe(201);
    const requestId = sent.body.data.id;
    type RequestList = {
      propertyRequests: { id: string; status: string; enquiryId: string | null }[];
      total: number;
      tabCounts: Record<string, number>;
    };
    const listed = (status: string) =>
      call<RequestList>(
        'user',
        'GET',
        `/api/v1/property-requests?status=${status}&search=petra%40example.test`,
      );
    const before = await listed('new');
    expect(before.status, before.text).toBe(200);
    expect(before.body.propertyRequests.map((item) => item.id)).toContain(requestId);
    expect(before.body.total).toBe(before.body.tabCounts.new);
    const path = `/api/v1/property-requests/${requestId}/convert`;
    const converted = await call<Mutation<EnquiryView>>('user', 'POST', path, {
      version: 1,
      priority: 'urgent',
    });
    expect(converted.status, converted.text).toBe(201);
    const view = enquiryViewSchema.parse(converted.body.data);
    expect(view).toMatchObject({
      source: 'publicForm',
      status: 'notAssigned',
      priority: 'urgent',
      booker: { name: 'Petra Lindqvist', email: 'petra@example.test', phone: '+44 7700 900321' },
      checkIn: '2027-04-01',
      checkOut: '2027-04-29',
      adults: 2,
      children: 1,
      pets: 1,
      minBedrooms: 2,
      parkingSpaces: 1,
      budget: { amount: { amount: '900.00', currency: 'GBP' }, basis: 'perWeek' },
      propertyRequestId: requestId,
    });
    expect(view.location.address.city).toBe('York');
    expect(view.notes).toContain('Near the hospital');
    expect(view.notes).toContain('Nordic Relocation');
    const request = await call<{ data: { status: string; reference: string } }>(
      'user',
      'GET',
      `/api/v1/property-requests/${requestId}`,
    );
    expect(request.body.data.status).toBe('converted');
    // The list's tabs follow it: out of New, into Converted, naming the enquiry it became.
    const after = await listed('converted');
    expect(after.body.propertyRequests.find((item) => item.id === requestId)?.enquiryId).toBe(
      view.id,
    );
    expect(after.body.tabCounts).toMatchObject({
      new: (before.body.tabCounts.new ?? 0) - 1,
      converted: (before.body.tabCounts.converted ?? 0) + 1,
    });
    expect((await listed('new')).body.propertyRequests.map((item) => item.id)).not.toContain(
      requestId,
    );
    const again = await call<{ message: string; code: string }>('user', 'POST', path, {
      version: 2,
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      message: `Request ${request.body.data.reference} has already been converted or closed`,
      code: 'requestClosed',
      params: { reference: request.body.data.reference },
    });
    const stale = await call<unknown>('user', 'POST', path, { version: 1 });
    expect(stale.status).toBe(409);
    const activity = enquiryActivitySchema.parse(
      (await call<unknown>('user', 'GET', `/api/v1/enquiries/${view.id}/activity`)).body,
    ).data;
    expect(activity[0]?.kind).toBe('converted');
  });
});

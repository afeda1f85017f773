import {
  type AgentView,
  agentListSchema,
  type ClientView,
  clientListSchema,
  clientViewSchema,
  PAGE_SIZE,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

let server: TestServer;
let staff: SignedIn;
let companyId: string;
let otherCompanyId: string;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('user');
  const companies = await server.request<{ companies: { id: string }[] }>(
    'GET',
    '/api/companies?hasParent=false',
    { token: staff.token },
  );
  [companyId, otherCompanyId] = companies.body.companies.map((company) => company.id) as [
    string,
    string,
  ];
});
afterAll(async () => {
  await server?.close();
});

const call = <T>(method: string, path: string, json?: unknown) =>
  server.request<T>(method, path, { token: staff.token, json });

async function listClients(query = '') {
  const response = await call<unknown>('GET', `/api/v1/clients${query}`);
  expect(response.status, response.text).toBe(200);
  return clientListSchema.parse(response.body);
}
async function listAgents(query = '') {
  const response = await call<unknown>('GET', `/api/v1/agents${query}`);
  expect(response.status, response.text).toBe(200);
  return agentListSchema.parse(response.body);
}

const guest = {
  firstName: 'Zebedee',
  lastName: 'Quartermaine',
  email: 'zeb@quarter.test',
  phone: '+44 7700 900999',
  companyId: null as string | null,
  notes: 'Early riser',
  flags: ['vip'],
};

async function auditOf(recordType: string, recordId: string) {
  const admin = await server.signIn('system_admin');
  const response = await server.request<{
    items: { action: string; recordName: string | null; changes: Record<string, unknown> }[];
  }>('GET', `/api/v1/audit?recordType=${recordType}&recordId=${recordId}`, {
    token: admin.token,
  });
  return response.body.items;
}

describe('guests list', () => {
  it('pages the seeded guests 29 at a time, sorted by last then first name, with tab counts', async () => {
    const page = await listClients();
    expect(page.pageSize).toBe(PAGE_SIZE);
    expect(page.total).toBeGreaterThan(PAGE_SIZE);
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.pageCount).toBe(Math.ceil(page.total / PAGE_SIZE));
    expect(page.tabCounts).toEqual({ active: page.total, deleted: expect.any(Number) });
    const names = page.items.map((item) => `${item.lastName} ${item.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const second = await listClients('?page=2');
    expect(second.items).toHaveLength(page.total - PAGE_SIZE);
    const ids = new Set([...page.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(page.total);
    expect(page.items.some((item) => item.companyName !== null)).toBe(true);
  });

  it('sorts descending with -, and refuses a sort key off the whitelist', async () => {
    const newest = await listClients('?sort=-createdAt');
    const stamps = newest.items.map((item) => item.createdAt);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const refused = await call<Mutation<unknown>>('GET', '/api/v1/clients?sort=password_hash');
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.sort).toBeDefined();
  });

  it('searches names, email and phone; wildcards are literal; filters by company', async () => {
    const created = await call<Mutation<ClientView>>('POST', '/api/v1/clients', {
      ...guest,
      companyId,
    });
    expect(created.status, created.text).toBe(201);
    for (const term of ['zebed', 'QUARTERM', 'zeb@quarter', '900999']) {
      const found = await listClients(`?search=${encodeURIComponent(term)}`);
      expect(
        found.items.map((item) => item.id),
        term,
      ).toContain(created.body.data.id);
    }
    expect((await listClients('?search=%25')).total).toBe(0);
    expect((await listClients('?search=_')).total).toBe(0);
    const byCompany = await listClients(`?companyId=${companyId}`);
    expect(byCompany.items.every((item) => item.companyId === companyId)).toBe(true);
    expect(byCompany.items.map((item) => item.id)).toContain(created.body.data.id);
    const counted = await listClients('?search=Quartermaine');
    expect(counted.tabCounts).toEqual({ active: 1, deleted: 0 });
  });
});

describe('guest lifecycle', () => {
  it('creates, edits with a version (409 when stale), deletes, restores, each audited', async () => {
    const created = await call<Mutation<ClientView>>('POST', '/api/v1/clients', {
      ...guest,
      firstName: 'Audrey',
      lastName: 'Lifecycle',
      companyId,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Guest created');
    const view = clientViewSchema.parse(created.body.data);
    expect(view).toMatchObject({ version: 1, deleted: false, flags: ['vip'] });
    expect(view.companyName).toEqual(expect.any(String));
    const id = view.id;

    const edited = await call<Mutation<ClientView>>('PATCH', `/api/v1/clients/${id}`, {
      notes: 'Late arrival',
      companyId: otherCompanyId,
      version: 1,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      message: 'Guest updated',
      data: { notes: 'Late arrival', version: 2, companyId: otherCompanyId },
    });
    const stale = await call<Mutation<unknown>>('PATCH', `/api/v1/clients/${id}`, {
      notes: 'Lost update',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);

    const staleDelete = await call<Mutation<unknown>>('DELETE', `/api/v1/clients/${id}?version=1`);
    expect(staleDelete.status).toBe(409);
    const deleted = await call<Mutation<ClientView>>('DELETE', `/api/v1/clients/${id}?version=2`);
    expect(deleted.body).toMatchObject({
      message: 'Guest deleted',
      data: { deleted: true, version: 3 },
    });
    const stillThere = await call<{ data: ClientView }>('GET', `/api/v1/clients/${id}`);
    expect(stillThere.body.data.deleted).toBe(true);
    const deletedTab = await listClients('?tab=deleted&search=Lifecycle');
    expect(deletedTab.items.map((item) => item.id)).toEqual([id]);
    expect(deletedTab.tabCounts).toEqual({ active: 0, deleted: 1 });

    const restored = await call<Mutation<ClientView>>('POST', `/api/v1/clients/${id}/restore`, {
      version: 3,
    });
    expect(restored.body).toMatchObject({
      message: 'Guest restored',
      data: { deleted: false, version: 4 },
    });

    const events = await auditOf('client', id);
    expect(events.map((event) => event.action).sort()).toEqual(
      ['create', 'delete', 'restore', 'update'].sort(),
    );
    expect(events.every((event) => event.recordName === 'Audrey Lifecycle')).toBe(true);
    const update = events.find((event) => event.action === 'update');
    expect(update?.changes).toEqual({
      notes: { from: 'Early riser', to: 'Late arrival' },
      companyId: { from: companyId, to: otherCompanyId },
    });
  });

  it('answers 400 naming the field for a company that does not exist or is not a UUID', async () => {
    // A UUID naming nothing is refused by the reference check; a non-UUID by the domain schema
    // (recordIdSchema) before any SQL.
    for (const [bad, message] of [
      ['00000000-0000-4000-8000-000000000000', 'No such company'],
      ['not-a-uuid', 'Not a valid id'],
    ]) {
      const response = await call<Mutation<unknown>>('POST', '/api/v1/clients', {
        ...guest,
        companyId: bad,
      });
      expect(response.status, bad).toBe(400);
      expect(response.body.fields).toEqual({ companyId: message });
    }
  });

  it('answers 404 for an unknown guest and 400 for an id that is not a UUID', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/v1/clients/${missing}`)).status).toBe(404);
    expect((await call('PATCH', `/api/v1/clients/${missing}`, { version: 1 })).status).toBe(404);
    expect((await call('DELETE', `/api/v1/clients/${missing}?version=1`)).status).toBe(404);
    for (const id of ['42', "1'%20or%201=1", 'ffffffff']) {
      expect((await call('GET', `/api/v1/clients/${id}`)).status, id).toBe(400);
    }
    expect((await call('GET', '/api/v1/clients?companyId=x')).status).toBe(400);
    expect((await call('DELETE', `/api/v1/clients/${missing}`)).status).toBe(400);
  });

  it('refuses hostile text with a 400, not a 500', async () => {
    const nul = await call<Mutation<unknown>>('POST', '/api/v1/clients', {
      ...guest,
      notes: 'before\u0000after',
    });
    expect(nul.status).toBe(400);
    expect(nul.body.fields?.notes).toBeDefined();
    const long = await call<Mutation<unknown>>('POST', '/api/v1/clients', {
      ...guest,
      lastName: 'x'.repeat(81),
    });
    expect(long.status).toBe(400);
    expect(long.body.fields?.lastName).toBeDefined();
    const search = await call('GET', `/api/v1/clients?search=${encodeURIComponent('a\u0000')}`);
    expect(search.status).toBe(400);
    const hugeSearch = await call('GET', `/api/v1/clients?search=${'x'.repeat(201)}`);
    expect(hugeSearch.status).toBe(400);
  });
});

describe('agents', () => {
  const agent = {
    name: 'Testwood Relocations',
    agencyCompanyId: null as string | null,
    agencyName: 'Testwood Group',
    contact: { name: 'Ines Contact', email: 'ines@testwood.test', phone: '+44 20 0000 0000' },
    commissionPercent: '12.5',
    status: 'active',
  };

  it('lists the seeded agents with active, inactive and deleted counts', async () => {
    const page = await listAgents();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.status === 'active' && !item.deleted)).toBe(true);
    expect(page.tabCounts).toEqual({
      active: page.total,
      inactive: expect.any(Number),
      deleted: expect.any(Number),
    });
    expect(page.tabCounts?.inactive).toBeGreaterThan(0);
    const inactive = await listAgents('?tab=inactive');
    expect(inactive.items.every((item) => item.status === 'inactive')).toBe(true);
    const byCommission = await listAgents('?sort=-commissionPercent');
    const percents = byCommission.items.map((item) => Number(item.commissionPercent));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it('creates, searches by contact, edits, moves between tabs, deletes and restores', async () => {
    const created = await call<Mutation<AgentView>>('POST', '/api/v1/agents', {
      ...agent,
      agencyCompanyId: companyId,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Agent created');
    expect(created.body.data).toMatchObject({
      contact: agent.contact,
      agencyCompanyId: companyId,
      agencyCompanyName: expect.any(String),
    });
    const id = created.body.data.id;
    const found = await listAgents('?search=ines%20contact');
    expect(found.items.map((item) => item.id)).toEqual([id]);

    const edited = await call<Mutation<AgentView>>('PATCH', `/api/v1/agents/${id}`, {
      status: 'inactive',
      contact: { ...agent.contact, phone: '+44 20 1111 1111' },
      version: 1,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.message).toBe('Agent updated');
    const counts = (await listAgents('?search=Testwood')).tabCounts;
    expect(counts).toEqual({ active: 0, inactive: 1, deleted: 0 });
    const stale = await call('PATCH', `/api/v1/agents/${id}`, { name: 'X', version: 1 });
    expect(stale.status).toBe(409);

    const deleted = await call<Mutation<AgentView>>('DELETE', `/api/v1/agents/${id}?version=2`);
    expect(deleted.body.message).toBe('Agent deleted');
    expect((await listAgents('?search=Testwood')).tabCounts).toEqual({
      active: 0,
      inactive: 0,
      deleted: 1,
    });
    const restored = await call<Mutation<AgentView>>('POST', `/api/v1/agents/${id}/restore`, {
      version: 3,
    });
    expect(restored.body).toMatchObject({ message: 'Agent restored', data: { version: 4 } });

    const events = await auditOf('agent', id);
    expect(events).toHaveLength(4);
    expect(events.every((event) => event.recordName === 'Testwood Relocations')).toBe(true);
    expect(events.find((event) => event.action === 'update')?.changes).toEqual({
      status: { from: 'active', to: 'inactive' },
      contactPhone: { from: '+44 20 0000 0000', to: '+44 20 1111 1111' },
    });
  });

  it('refuses a bad agency company, a bad percentage and over-long contact text', async () => {
    const badCompany = await call<Mutation<unknown>>('POST', '/api/v1/agents', {
      ...agent,
      agencyCompanyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(badCompany.status).toBe(400);
    expect(badCompany.body.fields).toEqual({ agencyCompanyId: 'No such company' });
    const badPercent = await call('POST', '/api/v1/agents', { ...agent, commissionPercent: '1e3' });
    expect(badPercent.status).toBe(400);
    const longContact = await call<Mutation<unknown>>('POST', '/api/v1/agents', {
      ...agent,
      contact: { ...agent.contact, email: `${'x'.repeat(250)}@a.test` },
    });
    expect(longContact.status).toBe(400);
    expect(longContact.body.fields?.['contact.email']).toBeDefined();
    expect((await call('GET', '/api/v1/agents/nope')).status).toBe(400);
  });
});

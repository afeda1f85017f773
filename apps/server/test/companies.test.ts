import { PAGE_SIZE } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, type SignedIn, startTestServer, type TestServer } from './harness.js';

type Company = {
  id: string;
  name: string;
  legalName: string;
  type: string;
  parentId: string | null;
  parentName: string | null;
  version: number;
  logo: { key: string; name: string; url: string } | null;
  branding: unknown;
  deleted: boolean;
};
type Billing = {
  id: string;
  companyId: string;
  legalName: string;
  version: number;
  paymentTermsDays: number;
  deleted: boolean;
};
type Body = {
  message: string;
  data: Company;
  companies: Company[];
  total: number;
  page: number;
  pageCount: number;
  tabCounts: Record<string, number>;
  fields?: Record<string, string>;
};

let server: TestServer;
let staff: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('moderator');
});
afterAll(async () => {
  await server?.close();
});

const list = (query = '') =>
  server.request<Body>('GET', `/api/companies${query}`, { token: staff.token });

function form(fields: Record<string, string>, logo?: File): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (logo) data.set('logo', logo);
  return data;
}

describe('company list', () => {
  it('pages the seeded companies 29 at a time under companies', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThan(PAGE_SIZE);
    expect(first.body.companies).toHaveLength(PAGE_SIZE);
    expect(first.body).toMatchObject({ page: 1, pageCount: 2 });
    const second = await list('?page=2');
    expect(second.body.companies).toHaveLength(first.body.total - PAGE_SIZE);
    const names = [...first.body.companies, ...second.body.companies].map((c) =>
      c.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
  });

  it('searches, and lists one company’s subcompanies', async () => {
    const search = await list('?search=aviva');
    expect(search.body.companies.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Aviva Claims Housing',
        'Aviva Home Claims North',
        'Aviva Commercial Claims',
      ]),
    );
    const parent = search.body.companies.find((c) => c.name === 'Aviva Claims Housing');
    const subs = await list(`?parentId=${parent?.id}`);
    expect(subs.body.companies.map((c) => c.name).sort()).toEqual([
      'Aviva Commercial Claims',
      'Aviva Home Claims North',
    ]);
    expect(subs.body.companies[0]?.parentName).toBe('Aviva Claims Housing');
    const onlySubs = await list('?hasParent=true');
    expect(onlySubs.body.companies.every((c) => c.parentId !== null)).toBe(true);
    expect((await list('?parentId=nope')).status).toBe(400);
  });

  it('answers the page of one tab with the counts of all three for the same search', async () => {
    const all = await list('?search=aviva');
    const top = await list('?search=aviva&tab=top');
    const sub = await list('?search=aviva&tab=sub');
    expect(all.body.tabCounts).toEqual(top.body.tabCounts);
    expect(all.body.tabCounts).toEqual(sub.body.tabCounts);
    expect(all.body.tabCounts.all).toBe(all.body.total);
    expect(all.body.tabCounts.top).toBe(top.body.total);
    expect(all.body.tabCounts.sub).toBe(sub.body.total);
    expect(top.body.total + sub.body.total).toBe(all.body.total);
    expect(top.body.companies.every((c) => c.parentId === null)).toBe(true);
    expect(sub.body.companies.every((c) => c.parentId !== null)).toBe(true);
    expect(sub.body.total).toBeGreaterThan(0);
    expect((await list('?tab=deleted')).status).toBe(400);
  });
});

describe('creating, changing and deleting a company', () => {
  it('creates a company from multipart fields with a logo, served from the file host', async () => {
    const created = await server.request<Body>('POST', '/api/companies', {
      token: staff.token,
      form: form(
        {
          name: 'Harbour Relocation Partners',
          legalName: 'Harbour Relocation Partners LLP',
          type: 'relocation',
          branding: JSON.stringify({
            displayName: 'Harbour',
            primaryColour: '#0b5394',
            secondaryColour: '#f1c232',
            website: 'harbour-relo.co.uk',
          }),
          parentId: '',
        },
        new File([PNG_BYTES], 'harbour.png', { type: 'image/png' }),
      ),
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Harbour Relocation Partners created');
    expect(created.body.data).toMatchObject({
      name: 'Harbour Relocation Partners',
      type: 'relocation',
      parentId: null,
      version: 1,
    });
    expect(created.body.data.branding).toMatchObject({ website: 'https://harbour-relo.co.uk' });
    expect(created.body.data.logo?.name).toBe('harbour.png');
    const logo = await fetch(created.body.data.logo?.url ?? '');
    expect(logo.status).toBe(200);
    const one = await server.request<Body>('GET', `/api/companies/${created.body.data.id}`, {
      token: staff.token,
    });
    expect(one.body.data.name).toBe('Harbour Relocation Partners');
  });

  it('also accepts the fields as JSON in one data field', async () => {
    const created = await server.request<Body>('POST', '/api/companies', {
      token: staff.token,
      form: form({
        data: JSON.stringify({ name: 'Quayside Insurance Claims', type: 'insurance' }),
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.type).toBe('insurance');
  });

  it('names the bad fields, and refuses other files and unknown references', async () => {
    const invalid = await server.request<Body>('POST', '/api/companies', {
      token: staff.token,
      form: form({ name: '', type: 'pirate', branding: '{"primaryColour":"red"}' }),
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields ?? {})).toEqual(
      expect.arrayContaining(['name', 'type']),
    );
    const badLogo = await server.request<Body>('POST', '/api/companies', {
      token: staff.token,
      form: form(
        { name: 'Logo Test Ltd' },
        new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }),
      ),
    });
    expect(badLogo.status).toBe(400);
    expect(badLogo.body.fields?.logo).toBe('Format is not valid!');
    const badParent = await server.request<Body>('POST', '/api/companies', {
      token: staff.token,
      form: form({ name: 'Orphan Ltd', parentId: '3f1c1e0e-0000-4000-8000-000000000000' }),
    });
    expect(badParent.status).toBe(400);
    expect(badParent.body.fields?.parentId).toBe('No such company');
    const json = await server.request('POST', '/api/companies', {
      token: staff.token,
      json: { name: 'Json Ltd' },
    });
    expect(json.status).toBe(415);
  });

  it('patches with the version it read, refusing a stale one with 409', async () => {
    const created = await server.request<Body>('POST', '/api/companies', {
      token: staff.token,
      form: form({ name: 'Northgate Contractors' }),
    });
    const id = created.body.data.id;
    const renamed = await server.request<Body>('PATCH', `/api/companies/${id}`, {
      token: staff.token,
      form: form(
        { name: 'Northgate Contractors Group', version: '1' },
        new File([PNG_BYTES], 'n.png', { type: 'image/png' }),
      ),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Northgate Contractors Group', version: 2 });
    expect(renamed.body.data.logo?.key).toBeTruthy();
    const stale = await server.request<Body>('PATCH', `/api/companies/${id}`, {
      token: staff.token,
      form: form({ name: 'Lost Update', version: '1' }),
    });
    expect(stale.status).toBe(409);
    const noLogo = await server.request<Body>('PATCH', `/api/companies/${id}`, {
      token: staff.token,
      form: form({ removeLogo: 'true', version: '2' }),
    });
    expect(noLogo.body.data.logo).toBeNull();
    expect((await fetch(renamed.body.data.logo?.url ?? '')).status).toBe(404);
    expect(
      (
        await server.request('PATCH', '/api/companies/3f1c1e0e-0000-4000-8000-000000000000', {
          token: staff.token,
          form: form({ version: '1' }),
        })
      ).status,
    ).toBe(404);
  });

  it('soft-deletes, but not while subcompanies remain', async () => {
    const parent = await server.request<Body>('POST', '/api/companies', {
      token: staff.token,
      form: form({ name: 'Parent Holdings' }),
    });
    const child = await server.request<Body>('POST', '/api/companies', {
      token: staff.token,
      form: form({ name: 'Child Services', parentId: parent.body.data.id }),
    });
    expect(child.body.data.parentName).toBe('Parent Holdings');
    const grandchild = await server.request<Body>('POST', '/api/companies', {
      token: staff.token,
      form: form({ name: 'Grandchild', parentId: child.body.data.id }),
    });
    expect(grandchild.status).toBe(400);
    expect(
      (
        await server.request('DELETE', `/api/companies/${parent.body.data.id}`, {
          token: staff.token,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await server.request('DELETE', `/api/companies/${child.body.data.id}`, {
          token: staff.token,
        })
      ).status,
    ).toBe(200);
    const removed = await server.request<Body>('DELETE', `/api/companies/${parent.body.data.id}`, {
      token: staff.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.deleted).toBe(true);
    expect(
      (await server.request('GET', `/api/companies/${parent.body.data.id}`, { token: staff.token }))
        .status,
    ).toBe(404);
    expect((await list('?search=Parent%20Holdings')).body.total).toBe(0);
    const audit = await server.db.query<{ action: string }>(
      "select action from audit_events where record_type = 'company' and record_id = $1 order by id",
      [parent.body.data.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'delete']);
  });
});

describe('billing companies', () => {
  it('creates, lists, changes and deletes a billing company', async () => {
    const company = (await list('?search=cartus')).body.companies[0] as Company;
    const payload = {
      companyId: company.id,
      legalName: 'Cartus Limited (EMEA billing)',
      billingAddress: {
        street: 'Frankland Road',
        city: 'Swindon',
        state: 'United Kingdom',
        zip: 'SN5 8RS',
        freeFormAddress: 'Frankland Road, Swindon SN5 8RS',
        position: null,
      },
      accountsEmails: ['emea.ap@cartus.test'],
      vatNumber: 'GB 416 7788 12',
      paymentTermsDays: 60,
      purchaseOrderRequired: true,
      invoiceGrouping: 'monthly',
      invoicePrefix: 'CAE-',
    };
    const created = await server.request<{ data: Billing }>('POST', '/api/v1/billing-companies', {
      token: staff.token,
      json: payload,
    });
    expect(created.status).toBe(201);
    const listed = await server.request<{ items: Billing[]; total: number }>(
      'GET',
      `/api/v1/billing-companies?companyId=${company.id}`,
      { token: staff.token },
    );
    expect(listed.body.items.map((b) => b.legalName)).toContain('Cartus Limited (EMEA billing)');
    const changed = await server.request<{ data: Billing }>(
      'PATCH',
      `/api/v1/billing-companies/${created.body.data.id}`,
      {
        token: staff.token,
        json: { paymentTermsDays: 30, version: 1 },
      },
    );
    expect(changed.body.data).toMatchObject({ paymentTermsDays: 30, version: 2 });
    const stale = await server.request(
      'PATCH',
      `/api/v1/billing-companies/${created.body.data.id}`,
      { token: staff.token, json: { paymentTermsDays: 45, version: 1 } },
    );
    expect(stale.status).toBe(409);
    const badEmail = await server.request<{ fields: Record<string, string> }>(
      'POST',
      '/api/v1/billing-companies',
      {
        token: staff.token,
        json: { ...payload, accountsEmails: ['not-an-email'] },
      },
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields['accountsEmails.0']).toBe('Please enter a valid email address.');
    expect(
      (
        await server.request('DELETE', `/api/v1/billing-companies/${created.body.data.id}`, {
          token: staff.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.request('GET', `/api/v1/billing-companies/${created.body.data.id}`, {
          token: staff.token,
        })
      ).status,
    ).toBe(404);
  });
  it('links one as its company’s default at creation; the default is neither deactivated, moved nor deleted; one named on invoices is deactivated, never deleted', async () => {
    const made = await server.request<{ data: Company & { version: number } }>(
      'POST',
      '/api/companies',
      { token: staff.token, form: form({ name: 'Billing Links Ltd' }) },
    );
    expect(made.status, made.text).toBe(201);
    const companyId = made.body.data.id;
    const body = (legalName: string, extra: object = {}) => ({
      token: staff.token,
      json: {
        companyId,
        legalName,
        billingAddress: {
          street: '',
          city: 'York',
          state: '',
          zip: '',
          freeFormAddress: 'York',
          position: null,
        },
        accountsEmails: [],
        vatNumber: '',
        paymentTermsDays: 30,
        purchaseOrderRequired: false,
        invoiceGrouping: 'perBooking',
        invoicePrefix: '',
        ...extra,
      },
    });
    const first = await server.request<{ data: Billing & { active: boolean } }>(
      'POST',
      '/api/v1/billing-companies',
      body('Links Main Ltd', { makeDefault: true }),
    );
    expect(first.status, first.text).toBe(201);
    expect(first.body.data.active).toBe(true);
    const second = await server.request<{ data: Billing }>(
      'POST',
      '/api/v1/billing-companies',
      body('Links Other Ltd'),
    );
    expect(second.status, second.text).toBe(201);
    const company = await server.request<{ data: { defaultBillingCompanyId: string | null } }>(
      'GET',
      `/api/companies/${companyId}`,
      { token: staff.token },
    );
    expect(company.body.data.defaultBillingCompanyId).toBe(first.body.data.id);

    const firstPath = `/api/v1/billing-companies/${first.body.data.id}`;
    const deactivateDefault = await server.request<{
      message: string;
      code?: string;
      params?: Record<string, string | number>;
    }>('PATCH', firstPath, {
      token: staff.token,
      json: { active: false, version: 1 },
    });
    expect(deactivateDefault.status).toBe(422);
    expect(deactivateDefault.body.message).toBe(
      'It is the default billing company of Billing Links Ltd: choose another default first',
    );
    expect(deactivateDefault.body).toMatchObject({
      code: 'billingIsDefault',
      params: { company: 'Billing Links Ltd' },
    });
    const deleteDefault = await server.request('DELETE', firstPath, { token: staff.token });
    expect(deleteDefault.status).toBe(422);

    // Another company's billing company is not this one's default.
    const foreign = await server.request<{ items: Billing[] }>(
      'GET',
      '/api/v1/billing-companies?search=Cartus',
      { token: staff.token },
    );
    const foreignId = foreign.body.items.find((item) => item.companyId !== companyId)?.id;
    const wrongDefault = await server.request<{
      fields: Record<string, string>;
      issues?: Record<string, { code: string }>;
    }>('PATCH', `/api/companies/${companyId}`, {
      token: staff.token,
      form: form({ data: JSON.stringify({ defaultBillingCompanyId: foreignId, version: 2 }) }),
    });
    expect(wrongDefault.status).toBe(400);
    expect(wrongDefault.body.fields.defaultBillingCompanyId).toBe(
      'This billing company belongs to another company',
    );
    expect(wrongDefault.body.issues?.defaultBillingCompanyId).toEqual({
      code: 'billingOtherCompany',
    });

    // Named on an invoice: deactivated, never deleted; a deactivated one leaves the active list.
    const secondId = second.body.data.id;
    await server.db.query(
      `update invoices set billing_company_id = $1
        where id = (select id from invoices order by created_at limit 1)`,
      [secondId],
    );
    const secondPath = `/api/v1/billing-companies/${secondId}`;
    const deleted = await server.request<{ message: string; code?: string }>('DELETE', secondPath, {
      token: staff.token,
    });
    expect(deleted.status).toBe(422);
    expect(deleted.body.message).toBe('It is named on 1 invoice: deactivate it instead');
    expect(deleted.body.code).toBe('billingNamedOnInvoices');
    const deactivated = await server.request<{ data: { active: boolean } }>('PATCH', secondPath, {
      token: staff.token,
      json: { active: false, version: 1 },
    });
    expect(deactivated.status, deactivated.text).toBe(200);
    expect(deactivated.body.data.active).toBe(false);
    const active = await server.request<{ items: Billing[] }>(
      'GET',
      `/api/v1/billing-companies?companyId=${companyId}&active=true`,
      { token: staff.token },
    );
    expect(active.body.items.map((item) => item.legalName)).toEqual(['Links Main Ltd']);
    const inactiveDefault = await server.request<{ fields: Record<string, string> }>(
      'PATCH',
      `/api/companies/${companyId}`,
      {
        token: staff.token,
        form: form({ data: JSON.stringify({ defaultBillingCompanyId: secondId, version: 2 }) }),
      },
    );
    expect(inactiveDefault.body.fields.defaultBillingCompanyId).toBe(
      'This billing company is deactivated',
    );
    const hostile = await server.request('GET', '/api/v1/billing-companies?active=maybe', {
      token: staff.token,
    });
    expect(hostile.status).toBe(400);
  });

  it('makes one of six billing companies created at once as the default the company’s default, each answered at once', async () => {
    const made = await server.request<{ data: Company }>('POST', '/api/companies', {
      token: staff.token,
      form: form({ name: 'Six Defaults Ltd' }),
    });
    expect(made.status, made.text).toBe(201);
    const companyId = made.body.data.id;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        server.request<{ data: Billing }>('POST', '/api/v1/billing-companies', {
          token: staff.token,
          json: {
            companyId,
            legalName: `Six Defaults ${index} Ltd`,
            billingAddress: {
              street: '',
              city: 'York',
              state: '',
              zip: '',
              freeFormAddress: 'York',
              position: null,
            },
            accountsEmails: [],
            vatNumber: '',
            paymentTermsDays: 30,
            purchaseOrderRequired: false,
            invoiceGrouping: 'perBooking',
            invoicePrefix: '',
            makeDefault: true,
          },
        }),
      ),
    );
    // Each takes the company's lock before its row's share lock: they queue, none deadlocks
    // and waits for the database to break the cycle (a second each, then retries).
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(performance.now() - started).toBeLessThan(5_000);
    const company = await server.request<{ data: { defaultBillingCompanyId: string | null } }>(
      'GET',
      `/api/companies/${companyId}`,
      { token: staff.token },
    );
    expect(answers.map((answer) => answer.body.data.id)).toContain(
      company.body.data.defaultBillingCompanyId,
    );
  });
});

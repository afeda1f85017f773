import type { Role } from '@staydesk/domain';
import {
  type SearchResponse,
  type SearchResult,
  searchResponseSchema,
} from '@staydesk/domain/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = { message: string; data: T };
type Created = { id: string; version: number };

let server: TestServer;
const sessions = new Map<Role, SignedIn>();

const tokenOf = (role: Role) => {
  const session = sessions.get(role);
  if (!session) throw new Error(`No session for ${role}`);
  return session.token;
};

async function search(q: string, role: Role = 'user', extra = ''): Promise<SearchResponse['data']> {
  const response = await server.request<unknown>(
    'GET',
    `/api/v1/search?q=${encodeURIComponent(q)}${extra}`,
    { token: tokenOf(role) },
  );
  expect(response.status, response.text).toBe(200);
  return searchResponseSchema.parse(response.body).data;
}

const idsOf = (results: SearchResult[], kind?: SearchResult['kind']) =>
  results.filter((result) => kind === undefined || result.kind === kind).map((result) => result.id);

async function createGuest(firstName: string, lastName: string, email: string, phone: string) {
  const created = await server.request<Mutation<Created>>('POST', '/api/v1/clients', {
    token: tokenOf('admin'),
    json: { firstName, lastName, email, phone, companyId: null, notes: '', flags: [] },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.data;
}

async function createCompany(name: string) {
  const form = new FormData();
  form.set('data', JSON.stringify({ name, type: 'corporate' }));
  const created = await server.request<Mutation<Created>>('POST', '/api/companies', {
    token: tokenOf('admin'),
    form,
  });
  expect(created.status, created.text).toBe(201);
  return created.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES_UNDER_TEST) sessions.set(role, await server.signIn(role));
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/v1/search', () => {
  it('finds an enquiry, a booking and an invoice by reference, the exact one first', async () => {
    const enquiry = (
      await server.db.query<{ id: string; reference: string }>(
        `select id, reference from enquiries where deleted = false order by reference_number limit 1`,
      )
    ).rows[0];
    const booking = (
      await server.db.query<{ id: string; reference: string }>(
        `select id, reference from bookings where deleted = false order by reference limit 1`,
      )
    ).rows[0];
    const invoice = (
      await server.db.query<{ id: string; number: string }>(
        `select id, number from invoices where deleted = false and number is not null limit 1`,
      )
    ).rows[0];
    if (!enquiry || !booking || !invoice) throw new Error('The demo data has no records to find');

    for (const [text, id, kind] of [
      [enquiry.reference, enquiry.id, 'enquiry'],
      [enquiry.reference.toLowerCase(), enquiry.id, 'enquiry'],
      [enquiry.reference.replace('ENQ-', ''), enquiry.id, 'enquiry'],
      [booking.reference.toLowerCase(), booking.id, 'booking'],
      [invoice.number, invoice.id, 'invoice'],
    ] as const) {
      const found = await search(text);
      expect(found.results[0], text).toMatchObject({ kind, id, match: 'exact' });
    }
  });

  it('finds guests by name, email and phone, every word counting, prefix before contains', async () => {
    const guest = await createGuest(
      'Zephyrine',
      'Quillfeather',
      'zq@feather.test',
      '+44 7700 900777',
    );
    const other = await createGuest(
      'Tobias',
      'Bquillfeatherson',
      'tb@other.test',
      '+44 7700 900778',
    );

    for (const text of [
      'zq@feather.test',
      '+44 7700 900777',
      'Zephyrine',
      'zephy',
      'zephyrine quill',
    ]) {
      const found = await search(text);
      expect(idsOf(found.results, 'guest'), text).toContain(guest.id);
      expect(idsOf(found.results, 'guest'), text).not.toContain(other.id);
    }
    expect((await search('zq@feather.test')).results[0]).toMatchObject({
      kind: 'guest',
      id: guest.id,
      title: 'Zephyrine Quillfeather',
      match: 'exact',
    });

    const both = (await search('quillfeather')).results.filter((r) => r.kind === 'guest');
    expect(both.map((r) => [r.id, r.match])).toEqual([
      [guest.id, 'exact'],
      [other.id, 'contains'],
    ]);
    const prefix = (await search('quillf')).results.filter((r) => r.kind === 'guest');
    expect(prefix.map((r) => [r.id, r.match])).toEqual([
      [guest.id, 'prefix'],
      [other.id, 'contains'],
    ]);
  });

  it('finds a property by its postcode, whole (spaces and case ignored) or by district', async () => {
    const property = (
      await server.db.query<{ id: string; zip: string }>(
        `select id, address->>'zip' as zip from properties
          where deleted = false and address->>'zip' like '% %' order by id limit 1`,
      )
    ).rows[0];
    if (!property) throw new Error('The demo data has no property with a postcode');
    const whole = await search(property.zip.replace(/\s+/g, '').toLowerCase());
    expect(whole.results[0]).toMatchObject({ kind: 'property', id: property.id, match: 'exact' });
    const district = property.zip.split(' ')[0] ?? '';
    const byDistrict = await search(district, 'user', '&limit=10');
    expect(byDistrict.results.filter((r) => r.kind === 'property').length).toBeGreaterThan(0);
    for (const result of byDistrict.results.filter((r) => r.kind === 'property')) {
      expect(result.match).not.toBe('contains');
    }
  });

  it('finds companies and landlords by name, at most `limit` of each kind', async () => {
    const company = await createCompany('Brightwater Lettings Search');
    const found = await search('brightwater lettings');
    expect(idsOf(found.results, 'company')).toContain(company.id);
    const few = await search('e', 'masteradmin', '&limit=2');
    for (const kind of few.kinds) {
      expect(few.results.filter((r) => r.kind === kind).length).toBeLessThanOrEqual(2);
    }
    const landlord = (
      await server.db.query<{ id: string; name: string }>(
        `select id, name from landlords where deleted = false order by name limit 1`,
      )
    ).rows[0];
    if (!landlord) throw new Error('The demo data has no landlord');
    expect(idsOf((await search(landlord.name)).results, 'landlord')).toContain(landlord.id);
  });

  it('searches accounts only for the roles that may open Accounts', async () => {
    const adminId = (
      await server.db.query<{ id: string }>(
        `select id from users where email = 'admin@staydesk.test'`,
      )
    ).rows[0]?.id;
    for (const role of ROLES_UNDER_TEST) {
      const found = await search('admin@staydesk.test', role);
      const allowed = role === 'masteradmin' || role === 'system_admin';
      expect(found.kinds.includes('account'), role).toBe(allowed);
      expect(idsOf(found.results, 'account').includes(adminId ?? ''), role).toBe(allowed);
    }
    expect((await search('admin@staydesk.test', 'masteradmin')).results[0]).toMatchObject({
      kind: 'account',
      id: adminId,
      match: 'exact',
      status: 'admin',
    });
  });

  it('never finds a deleted record', async () => {
    const guest = await createGuest('Ottoline', 'Vanishwell', 'ov@gone.test', '');
    expect(idsOf((await search('vanishwell', 'system_admin')).results)).toContain(guest.id);
    const removed = await server.request(
      'DELETE',
      `/api/v1/clients/${guest.id}?version=${guest.version}`,
      {
        token: tokenOf('system_admin'),
      },
    );
    expect(removed.status, removed.text).toBe(200);
    expect(idsOf((await search('vanishwell', 'system_admin')).results)).not.toContain(guest.id);
  });

  it('refuses what is not a search with a 400 and answers anything else, wildcards literal', async () => {
    for (const blank of ['', '   ']) {
      const found = await search(blank);
      expect(found.results).toEqual([]);
      expect(found.kinds).toContain('enquiry');
    }
    const bare = await server.request('GET', '/api/v1/search', { token: tokenOf('user') });
    expect(bare.status).toBe(200);
    for (const query of [
      `q=${'x'.repeat(101)}`,
      'q=a%00b',
      'q=leeds&limit=0',
      'q=leeds&limit=11',
      'q=leeds&limit=abc',
    ]) {
      const response = await server.request('GET', `/api/v1/search?${query}`, {
        token: tokenOf('user'),
      });
      expect(response.status, query).toBe(400);
    }
    for (const text of [
      '%',
      '%%%',
      '_',
      '\\',
      "'; drop table clients; --",
      '$1',
      'ENQ-99999999999999999999',
      'BKG-',
      '😀 ünïcødé',
      'a b c d e f g h i j k l',
      'x'.repeat(100),
    ]) {
      await search(text, 'system_admin');
    }
    expect((await search('%%%', 'system_admin')).results).toEqual([]);
    expect((await search('___', 'system_admin')).results).toEqual([]);
    const anonymous = await server.request('GET', '/api/v1/search?q=leeds');
    expect(anonymous.status).toBe(401);
  });
});

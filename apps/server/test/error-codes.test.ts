import { API_MESSAGES_EN, formatApiMessage, isApiMessageCode } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpApp } from '../src/http/app.js';
import { PUBLIC, route } from '../src/http/route.js';
import { english, forbidden, notFound, staleVersion, tooManyRequests } from '../src/lib/errors.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Every refusal names its text by a catalogue code with its parameters (the dashboard shows it
 * in the user's language), beside the English message API users read; a validation failure
 * names a code per field too.
 */
interface Body {
  message?: string;
  code?: string;
  params?: Record<string, string | number>;
  fields?: Record<string, string>;
  issues?: Record<string, { code: string; params?: Record<string, string | number> }>;
}

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signIn('system_admin')).token;
});
afterAll(async () => {
  await server?.close();
});

describe('validation', () => {
  it('names the body’s code with the fields, and a code with its limits per field', async () => {
    const answer = await server.request<Body>('POST', '/api/v1/billing-companies', {
      token: admin,
      json: { companyId: 'abc' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalidInput');
    expect(String(answer.body.params?.names)).toContain('companyId');
    expect(answer.body.fields).toHaveProperty('companyId');
    expect(answer.body.issues?.companyId).toEqual({ code: 'invalidFormat' });
  });

  it('names a NUL character by its own code', async () => {
    const answer = await server.request<Body>('GET', '/api/v1/users?search=%00', { token: admin });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'invalidInput',
      params: { names: 'search' },
      fields: { search: 'Text cannot contain a NUL character' },
      issues: { search: { code: 'nulCharacter' } },
    });
  });
});

describe('whole refusals', () => {
  it('an unknown address, with its method and path', async () => {
    const answer = await server.request<Body>('GET', '/api/nowhere', { token: admin });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      message: 'No such endpoint: GET /api/nowhere',
      code: 'noSuchEndpoint',
      params: { method: 'GET', path: '/api/nowhere' },
    });
  });

  it('not found, permission denied, version conflict and rate limit carry their codes', async () => {
    const thrown = {
      missing: notFound('Booking'),
      denied: forbidden(),
      stale: staleVersion('Booking'),
      limited: tooManyRequests('signInAttempts', 30),
    };
    const app = buildHttpApp(server.staydesk.deps, {
      routes: Object.entries(thrown).map(([name, error]) =>
        route({
          method: 'get',
          path: `/api/probe/${name}`,
          tag: 'probe',
          summary: 'probe',
          access: PUBLIC,
          handler: async () => {
            throw error;
          },
        }),
      ),
      authenticate: async () => Promise.reject(new Error('public routes only')),
      extras: [],
    });
    const body = async (name: string) => {
      const answer = await app.request(`/api/probe/${name}`);
      return { status: answer.status, body: (await answer.json()) as Body };
    };
    expect(await body('missing')).toEqual({
      status: 404,
      body: { message: 'Booking not found', code: 'notFound', params: { what: 'Booking' } },
    });
    expect(await body('denied')).toEqual({
      status: 403,
      body: {
        message: 'You do not have the required access to perform this action.',
        code: 'permissionDenied',
        permissionDenied: true,
      },
    });
    expect((await body('stale')).body).toMatchObject({
      code: 'versionConflict',
      params: { what: 'Booking' },
    });
    expect(await body('limited')).toEqual({
      status: 429,
      body: {
        message: 'Too many sign-in attempts. Please try again in 30 seconds.',
        code: 'rateLimited',
        params: { what: 'signInAttempts', seconds: 30 },
        retryAfterSeconds: 30,
      },
    });
  });

  it('every code the server sends is the catalogue’s, and its English text is the message', async () => {
    const answer = await server.request<Body>('GET', '/api/nowhere', { token: admin });
    const code = answer.body.code ?? '';
    expect(isApiMessageCode(code)).toBe(true);
    if (isApiMessageCode(code))
      expect(answer.body.message).toBe(
        formatApiMessage(API_MESSAGES_EN, english, code, answer.body.params),
      );
  });
});

describe('success answers', () => {
  /** The body's code is the catalogue's, and its English text with the params is the message. */
  function expectCatalogueText(body: Body) {
    const code = body.code ?? '';
    expect(isApiMessageCode(code), code).toBe(true);
    if (isApiMessageCode(code))
      expect(body.message).toBe(formatApiMessage(API_MESSAGES_EN, english, code, body.params));
  }

  it('a record’s create, change and delete name the record by its kind', async () => {
    const created = await server.request<Body & { data: { id: string } }>(
      'POST',
      '/api/v1/agents',
      {
        token: admin,
        json: {
          name: 'Coded Agent',
          agencyCompanyId: null,
          agencyName: 'Coded Relocation',
          contact: { name: 'Cody', email: 'cody@coded.test', phone: '' },
          commissionPercent: '10',
          status: 'active',
        },
      },
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Agent created',
      code: 'recordCreated',
      params: { record: 'agent' },
    });
    const path = `/api/v1/agents/${created.body.data.id}`;
    const changed = await server.request<Body>('PATCH', path, {
      token: admin,
      json: { agencyName: 'Coded Relocation Ltd', version: 1 },
    });
    expect(changed.body).toMatchObject({ message: 'Agent updated', code: 'recordUpdated' });
    const deleted = await server.request<Body>('DELETE', `${path}?version=2`, { token: admin });
    expect(deleted.body).toMatchObject({ message: 'Agent deleted', code: 'recordDeleted' });
    for (const body of [created.body, changed.body, deleted.body]) expectCatalogueText(body);
  });

  it('a message with a name, and one without parameters', async () => {
    const companies = await server.request<{ companies: { id: string }[] }>(
      'GET',
      '/api/companies',
      { token: admin },
    );
    const companyId = companies.body.companies[0]?.id;
    const billing = await server.request<Body>('POST', '/api/v1/billing-companies', {
      token: admin,
      json: {
        companyId,
        legalName: 'Coded Billing Ltd',
        billingAddress: {
          street: '1 Code Street',
          city: 'London',
          state: 'United Kingdom',
          zip: 'E1 1AA',
          freeFormAddress: '1 Code Street, London E1 1AA',
          position: null,
        },
        accountsEmails: [],
        vatNumber: '',
        paymentTermsDays: 30,
        purchaseOrderRequired: false,
        invoiceGrouping: 'perBooking',
        invoicePrefix: '',
      },
    });
    expect(billing.status, billing.text).toBe(201);
    expect(billing.body).toMatchObject({
      message: 'Coded Billing Ltd created',
      code: 'billingCompanyCreated',
      params: { name: 'Coded Billing Ltd' },
    });
    expectCatalogueText(billing.body);

    const signedOut = await server.request<Body>('POST', '/api/auth/logout', { token: admin });
    expect(signedOut.body).toEqual({ message: 'You have been signed out', code: 'signedOut' });
  });
});

describe('refusals of files, addresses, sessions and exports', () => {
  // The success answers above end the first session by signing out.
  beforeAll(async () => {
    admin = (await server.signIn('system_admin')).token;
  });

  /** The body's code is the catalogue's, and its English text with the params is the message. */
  function expectCoded(body: Body, code: string, params?: Record<string, string | number>) {
    expect(body.code).toBe(code);
    if (params) expect(body.params).toEqual(params);
    if (isApiMessageCode(code))
      expect(body.message).toBe(formatApiMessage(API_MESSAGES_EN, english, code, body.params));
  }

  it('an address the scraper does not recognise names its code on the field too', async () => {
    const answer = await server.request<Body>('POST', '/scraper/listing', {
      token: admin,
      json: { url: 'https://example.com/rooms/1' },
    });
    expect(answer.status).toBe(400);
    expectCoded(answer.body, 'listingAddressUnknown');
    expect(answer.body.issues?.url?.code).toBe('listingAddressUnknown');
  });

  it('a photo missing or of the wrong type keeps the spec’s field text beside its code', async () => {
    const upload = (form: FormData) =>
      server.request<Body>('POST', '/api/v1/properties/photos', { token: admin, form });
    const none = await upload(new FormData());
    expect(none.status).toBe(400);
    expectCoded(none.body, 'choosePhoto');
    expect(none.body.issues).toEqual({ photo: { code: 'photoRequired' } });
    const svg = new FormData();
    svg.set('photo', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    const refused = await upload(svg);
    expect(refused.status).toBe(400);
    expectCoded(refused.body, 'imageTypeRefused');
    expect(refused.body.fields).toEqual({ photo: 'Format is not valid!' });
    expect(refused.body.issues).toEqual({ photo: { code: 'imageFormatInvalid' } });
  });

  it('a statement row that cannot be read names its code, and the refused import its line', async () => {
    const form = () => {
      const data = new FormData();
      const csv = 'Date,Payer,Reference,Amount\n2026-04-01,OK LTD,R-1,1.00\nsoon,X,R-2,2.00\n';
      data.set('file', new File([csv], 'statement.csv', { type: 'text/csv' }));
      return data;
    };
    const preview = await server.request<{ data: { rows: Body[] } }>(
      'POST',
      '/api/v1/bank-payments/imports/preview',
      { token: admin, form: form() },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows[1]).toMatchObject({
      error: 'The date “soon” is not a YYYY-MM-DD date',
      issue: { code: 'statementRowDate', params: { value: 'soon', format: 'YYYY-MM-DD' } },
    });
    const refused = await server.request<Body>('POST', '/api/v1/bank-payments/imports', {
      token: admin,
      form: form(),
    });
    expect(refused.status).toBe(422);
    expectCoded(refused.body, 'statementHasErrors');
    expect(refused.body.params).toMatchObject({ count: 1, line: 3 });
    expect(refused.body.issues?.['line 3']?.code).toBe('statementRowDate');
  });

  it('an access token that is not valid', async () => {
    const answer = await server.request<Body>('GET', '/api/v1/users', { token: 'not-a-token' });
    expect(answer.status).toBe(401);
    expectCoded(answer.body, 'accessTokenInvalid');
  });

  it('a period with nothing to export names its days', async () => {
    const answer = await server.request<Body>('POST', '/api/v1/accounting/exports', {
      token: admin,
      json: { from: '2001-01-01', to: '2001-01-31' },
    });
    expect(answer.status).toBe(422);
    expectCoded(answer.body, 'accountingNothingToExport', {
      from: '2001-01-01',
      to: '2001-01-31',
    });
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type InvoiceView, invoiceViewSchema, toMinorUnits } from '@staydesk/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  openCredentials,
  sealCredentials,
} from '../src/modules/invoices/accounting-credentials.js';
import {
  creditNoteEntry,
  invoiceEntry,
  JOURNAL_COLUMNS,
  type JournalEntry,
  journalCsv,
  paymentEntry,
} from '../src/modules/invoices/accounting-journal.js';
import {
  AccountingProviderError,
  configuredProvider,
  oauthProvider,
} from '../src/modules/invoices/accounting-providers.js';
import {
  type AccountingConnection,
  type AccountingExportView,
  accountingConnectionSchema,
  accountingExportListSchema,
  accountingExportViewSchema,
} from '../src/modules/invoices/accounting-schemas.js';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = {
  message: string;
  data: T;
  redirectTo?: string;
  fields?: Record<string, string>;
};

/** A recorded exchange with the provider (test/fixtures/accounting). */
interface Recorded {
  request: { method: string; url: string };
  response: { status: number; body: unknown };
}
const recorded = (name: string): Recorded =>
  JSON.parse(readFileSync(join(__dirname, 'fixtures', 'accounting', `${name}.json`), 'utf8'));

interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A fake fetch answering the provider's addresses from recorded responses, in order; anything
 * else (the test's own calls to the server) goes to the real fetch. No network.
 */
function fakeProvider(realFetch: typeof fetch) {
  const queue: Recorded[] = [];
  const sent: SentRequest[] = [];
  const fake = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('https://ledger.example/')) return realFetch(input, init);
    const next = queue.shift();
    if (!next) throw new Error(`No recorded response left for ${url}`);
    expect(`${init.method ?? 'GET'} ${url}`).toBe(`${next.request.method} ${next.request.url}`);
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : '',
    });
    return new Response(JSON.stringify(next.response.body), {
      status: next.response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch: fake,
    answer: (...names: string[]) => queue.push(...names.map(recorded)),
    sent,
    pending: () => queue.length,
  };
}

const OAUTH_ENV = {
  ACCOUNTING_OAUTH_NAME: 'Ledger Example',
  ACCOUNTING_OAUTH_AUTHORISE_URL: 'https://ledger.example/oauth/authorize',
  ACCOUNTING_OAUTH_TOKEN_URL: 'https://ledger.example/oauth/token',
  ACCOUNTING_OAUTH_EXPORT_URL: 'https://ledger.example/api/journals',
  ACCOUNTING_OAUTH_CLIENT_ID: 'staydesk-test',
  ACCOUNTING_OAUTH_CLIENT_SECRET: 'not-a-real-secret',
  ACCOUNTING_OAUTH_SCOPE: 'journals.write',
};

/** Parses the journal CSV (quoted cells with doubled quotes; the byte-order mark dropped). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && source[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** Debits minus credits per reference and currency, in minor units (all zero when balanced). */
function imbalances(rows: string[][]): Map<string, bigint> {
  const [header, ...lines] = rows;
  expect(header).toEqual([...JOURNAL_COLUMNS]);
  const sums = new Map<string, bigint>();
  for (const line of lines) {
    const [, reference, , debit = '0', credit = '0', currency] = line;
    const key = `${reference} ${currency}`;
    sums.set(key, (sums.get(key) ?? 0n) + toMinorUnits(debit) - toMinorUnits(credit));
  }
  return sums;
}

const balanced = (entry: JournalEntry) => {
  const debit = entry.lines.reduce((sum, line) => sum + toMinorUnits(line.debit), 0n);
  const credit = entry.lines.reduce((sum, line) => sum + toMinorUnits(line.credit), 0n);
  return debit === credit && debit > 0n;
};

describe('the journal (pure)', () => {
  it('balances an invoice per VAT rate with exact decimals', () => {
    const entry = invoiceEntry({
      id: '00000000-0000-4000-8000-000000000001',
      number: 'INV-1',
      issueDate: '2030-06-15',
      currency: 'GBP',
      customer: 'Acme Ltd',
      gross: '0.30',
      rates: [
        { percent: '20.00', net: '0.10', tax: '0.02' },
        { percent: '0.00', net: '0.18', tax: '0.00' },
      ],
    });
    expect(balanced(entry)).toBe(true);
    expect(entry.lines.map((line) => [line.account, line.debit, line.credit])).toEqual([
      ['1100', '0.30', '0.00'],
      ['4000', '0.00', '0.10'],
      ['4000', '0.00', '0.18'],
      ['2200', '0.00', '0.02'],
    ]);
  });

  it('reverses a credit note, posts a payment and moves a negative amount to the other side', () => {
    const note = creditNoteEntry({
      id: '00000000-0000-4000-8000-000000000002',
      number: 'CN-1',
      invoiceNumber: 'INV-1',
      issueDate: '2030-06-16',
      currency: 'GBP',
      customer: 'Acme Ltd',
      gross: '12.00',
      rates: [
        { percent: '20.00', net: '15.00', tax: '3.00' },
        { percent: '0.00', net: '-6.00', tax: '0.00' },
      ],
    });
    expect(balanced(note)).toBe(true);
    expect(note.lines.map((line) => [line.account, line.debit, line.credit])).toEqual([
      ['1100', '0.00', '12.00'],
      ['4000', '15.00', '0.00'],
      ['4000', '0.00', '6.00'],
      ['2200', '3.00', '0.00'],
    ]);
    const payment = paymentEntry({
      id: '00000000-0000-4000-8000-000000000003',
      invoiceNumber: 'INV-1',
      paidOn: '2030-06-17',
      currency: 'GBP',
      customer: 'Acme Ltd',
      amount: '99999999.99',
      method: 'bankTransfer',
      reference: 'ACME 123',
    });
    expect(payment.lines.map((line) => [line.account, line.debit, line.credit])).toEqual([
      ['1200', '99999999.99', '0.00'],
      ['1100', '0.00', '99999999.99'],
    ]);
  });

  it('refuses a document that does not balance, and defuses formula cells', () => {
    expect(() =>
      invoiceEntry({
        id: '00000000-0000-4000-8000-000000000004',
        number: 'INV-2',
        issueDate: '2030-06-15',
        currency: 'GBP',
        customer: 'x',
        gross: '10.01',
        rates: [{ percent: '20.00', net: '8.34', tax: '1.66' }],
      }),
    ).toThrow(/does not balance/);
    const csv = journalCsv([
      paymentEntry({
        id: '00000000-0000-4000-8000-000000000005',
        invoiceNumber: '=HYPERLINK("x")',
        paidOn: '2030-06-17',
        currency: 'GBP',
        customer: '@SUM(A1)',
        amount: '1.00',
        method: 'card',
        reference: '',
      }),
    ]);
    expect(
      csv.startsWith('\uFEFFdate,reference,account,debit,credit,currency,description\r\n'),
    ).toBe(true);
    const rows = parseCsv(csv);
    expect(rows[1]?.[1]).toBe(`'=HYPERLINK("x")`);
  });
});

describe('the OAuth adapter with recorded responses', () => {
  const config = {
    name: 'Ledger Example',
    authoriseUrl: OAUTH_ENV.ACCOUNTING_OAUTH_AUTHORISE_URL,
    tokenUrl: OAUTH_ENV.ACCOUNTING_OAUTH_TOKEN_URL,
    exportUrl: OAUTH_ENV.ACCOUNTING_OAUTH_EXPORT_URL,
    clientId: 'staydesk-test',
    clientSecret: 'not-a-real-secret',
    scope: 'journals.write',
  };
  const unreachable = () => Promise.reject(new Error('no network in tests'));

  it('builds the authorisation address, exchanges the code, refreshes and exports', async () => {
    const fake = fakeProvider(unreachable as unknown as typeof fetch);
    const provider = oauthProvider(config, fake.fetch);
    const url = new URL(
      provider.authorisationUrl({ state: 'st-1', redirectUri: 'http://x.test/dashboard/c' }),
    );
    expect(url.origin + url.pathname).toBe('https://ledger.example/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'staydesk-test',
      redirect_uri: 'http://x.test/dashboard/c',
      scope: 'journals.write',
      state: 'st-1',
    });

    const now = new Date('2030-06-15T10:00:00Z');
    fake.answer('token');
    const tokens = await provider.exchangeCode({
      code: 'c-1',
      redirectUri: 'http://x.test/c',
      now,
    });
    expect(tokens).toEqual({
      accessToken: 'at-1f6c2b9e0d',
      refreshToken: 'rt-77a1c0e4b2',
      expiresAt: '2030-06-15T11:00:00.000Z',
      organisation: 'Staydesk Demo Ltd',
    });
    expect(Object.fromEntries(new URLSearchParams(fake.sent[0]?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c-1',
      redirect_uri: 'http://x.test/c',
      client_id: 'staydesk-test',
      client_secret: 'not-a-real-secret',
    });

    // Still fresh: no call. Past the expiry: the refresh token buys a new access token.
    expect(await provider.refreshIfNeeded(tokens, now)).toBe(tokens);
    fake.answer('token-refreshed');
    const later = new Date('2030-06-15T11:30:00Z');
    const fresh = await provider.refreshIfNeeded(tokens, later);
    expect(fresh).toEqual({
      accessToken: 'at-2b8d4f6a13',
      refreshToken: 'rt-77a1c0e4b2',
      expiresAt: '2030-06-15T12:30:00.000Z',
      organisation: 'Staydesk Demo Ltd',
    });
    expect(new URLSearchParams(fake.sent[1]?.body).get('grant_type')).toBe('refresh_token');

    fake.answer('export');
    const entry = paymentEntry({
      id: '00000000-0000-4000-8000-000000000006',
      invoiceNumber: 'INV-9',
      paidOn: '2030-06-17',
      currency: 'GBP',
      customer: 'Acme',
      amount: '10.00',
      method: 'card',
      reference: '',
    });
    const sent = await provider.exportJournal(
      {
        period: { from: '2030-06-01', to: '2030-06-30' },
        entries: [entry],
        csv: '',
        fileName: 'x',
      },
      fresh,
    );
    expect(sent).toEqual({ remoteReference: 'JRN-20300630-0001' });
    expect(fake.sent[2]?.headers.authorization).toBe('Bearer at-2b8d4f6a13');
    expect(JSON.parse(fake.sent[2]?.body ?? '{}')).toMatchObject({
      period: { from: '2030-06-01', to: '2030-06-30' },
      entries: [{ type: 'payment', reference: 'INV-9' }],
    });
    expect(JSON.parse(fake.sent[2]?.body ?? '{}').entries[0].lines[0]).toEqual({
      account: '1200',
      debit: '10.00',
      credit: '0.00',
      description: 'Bank: payment of invoice INV-9, Acme (card)',
    });
    expect(fake.pending()).toBe(0);
  });

  it('says why the provider refused, and tells a lost connection apart', async () => {
    const fake = fakeProvider(unreachable as unknown as typeof fetch);
    const provider = oauthProvider(config, fake.fetch);
    fake.answer('token-refused');
    await expect(
      provider.exchangeCode({ code: 'old', redirectUri: 'http://x.test/c', now: new Date() }),
    ).rejects.toMatchObject({
      reason: 'unauthorised',
      message:
        'Ledger Example refused the authorisation: The authorization code has expired (HTTP 400)',
    });
    const tokens = { accessToken: 'a', refreshToken: null, expiresAt: null, organisation: '' };
    const journal = {
      period: { from: '2030-06-01', to: '2030-06-30' },
      entries: [],
      csv: '',
      fileName: 'x',
    };
    fake.answer('export-unauthorised');
    await expect(provider.exportJournal(journal, tokens)).rejects.toMatchObject({
      reason: 'unauthorised',
    });
    fake.answer('export-refused');
    await expect(provider.exportJournal(journal, tokens)).rejects.toMatchObject({
      reason: 'refused',
      message:
        'Ledger Example refused the export: Account 4000 is locked for this period (HTTP 422)',
    });
    const silent = oauthProvider(config, unreachable);
    const error = await silent.exportJournal(journal, tokens).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountingProviderError);
    expect(error).toMatchObject({ reason: 'unreachable' });
  });

  it('is off unless every setting is there; sealed credentials open only with the secret', () => {
    expect(configuredProvider({}).id).toBe('csvJournal');
    expect(configuredProvider({ ...OAUTH_ENV, ACCOUNTING_OAUTH_CLIENT_SECRET: '' }).id).toBe(
      'csvJournal',
    );
    expect(configuredProvider({ ...OAUTH_ENV, ACCOUNTING_OAUTH_TOKEN_URL: 'ftp://x' }).id).toBe(
      'csvJournal',
    );
    expect(configuredProvider(OAUTH_ENV)).toMatchObject({ id: 'oauth', name: 'Ledger Example' });
    const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: null, organisation: 'O' };
    const sealed = sealCredentials(tokens, 'secret-one');
    expect(sealed).not.toContain('"a"');
    expect(openCredentials(sealed, 'secret-one')).toEqual(tokens);
    expect(openCredentials(sealed, 'secret-two')).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------

let server: TestServer;
let staff: SignedIn;
let standardRateId: string;
let zeroRateId: string;
let billingId: string;
/** The period the tests' documents fall in: far from the demo data. */
const FROM = '2030-06-01';
const TO = '2030-06-30';

const call = <T = Mutation<unknown>>(
  method: string,
  path: string,
  json?: unknown,
  token = staff.token,
) => server.request<T>(method, path, { token, json });

let invoice: InvoiceView;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.advance(new Date('2030-06-15T10:00:00Z').getTime() - server.clock.now().getTime());
  staff = await server.signIn('masteradmin');
  const rates = await server.db.query<{ id: string; name: string }>(
    `select id, name from tax_rates where not deleted`,
  );
  standardRateId = rates.rows.find((rate) => rate.name === 'Standard')?.id ?? '';
  zeroRateId = rates.rows.find((rate) => rate.name === 'Zero')?.id ?? '';
  const company = await server.db.query<{ id: string }>(
    `select id from companies where parent_id is null and not deleted order by name limit 1`,
  );
  const billing = await server.db.query<{ id: string }>(
    `insert into billing_companies (company_id, legal_name, billing_address, payment_terms_days,
       invoice_prefix)
     values ($1, 'Journal Test Holdings, Ltd', '{"street":"3 Ledger Row","city":"York","state":"","zip":"YO1 1AA","freeFormAddress":"","position":null}',
       30, 'JTH-')
     returning id`,
    [company.rows[0]?.id],
  );
  billingId = billing.rows[0]?.id ?? '';

  // One invoice at two rates (3 × 33.33 at 20 %, 1 × 0.10 at 0 %), issued, part paid, part credited.
  const made = await call<Mutation<InvoiceView>>('POST', '/api/v1/invoices', {
    billingCompanyId: billingId,
    lines: [
      {
        kind: 'cleaning',
        description: 'Cleaning',
        quantity: '3',
        unitPrice: '33.33',
        taxRateId: standardRateId,
      },
      {
        kind: 'other',
        description: 'Postage',
        quantity: '1',
        unitPrice: '0.10',
        taxRateId: zeroRateId,
      },
    ],
  });
  expect(made.status, made.text).toBe(201);
  const issued = await call<Mutation<InvoiceView>>(
    'POST',
    `/api/v1/invoices/${made.body.data.id}/issue`,
    { version: made.body.data.version },
  );
  expect(issued.status, issued.text).toBe(200);
  invoice = invoiceViewSchema.parse(issued.body.data);
  const paid = await call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
    amount: '50.01',
    paidOn: '2030-06-20',
    method: 'bankTransfer',
    reference: 'JTH remittance',
  });
  expect(paid.status, paid.text).toBe(201);
  const credited = await call('POST', '/api/v1/credit-notes', {
    invoiceId: invoice.id,
    reason: 'One clean not done',
    credit: { mode: 'lines', lines: [{ lineId: invoice.lines[0]?.id, quantity: '1' }] },
  });
  expect(credited.status, credited.text).toBe(201);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function exportPeriod(body: Record<string, unknown> = {}) {
  return call<Mutation<AccountingExportView>>('POST', '/api/v1/accounting/exports', {
    from: FROM,
    to: TO,
    ...body,
  });
}

describe('the CSV journal provider (the default)', () => {
  it('needs no connection and has exported nothing yet', async () => {
    const response = await call<AccountingConnection>('GET', '/api/v1/accounting/connection');
    expect(response.status).toBe(200);
    const connection = accountingConnectionSchema.parse(response.body);
    expect(connection).toMatchObject({
      provider: { id: 'csvJournal', name: 'CSV journal', needsConnection: false },
      connected: false,
      ready: true,
      lastExport: null,
    });
    const connect = await call('POST', '/api/v1/accounting/connect');
    expect(connect.status).toBe(422);
  });

  it('exports the period as a balanced journal, each document once', async () => {
    const response = await exportPeriod();
    expect(response.status, response.text).toBe(201);
    const made = accountingExportViewSchema.parse(response.body.data);
    expect(made.counts).toEqual({ invoices: 1, creditNotes: 1, payments: 1 });
    expect(response.body.message).toBe('3 documents exported to CSV journal');
    // Invoice 99.99 + 20.00 VAT + 0.10 = 120.09; credit 33.33 + 6.67 = 40.00; payment 50.01.
    expect(made.totals).toEqual([{ currency: 'GBP', debit: '210.10', credit: '210.10' }]);

    const file = await server.request('GET', `/api/v1/accounting/exports/${made.id}/file`, {
      token: staff.token,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="journal-${FROM}-to-${TO}.csv"`,
    );
    const rows = parseCsv(file.text);
    for (const [key, sum] of imbalances(rows)) expect(sum, key).toBe(0n);
    const lines = rows
      .slice(1)
      .map(([date, reference, account, debit, credit, currency]) => [
        date,
        reference,
        account,
        debit,
        credit,
        currency,
      ]);
    const number = invoice.number ?? '';
    expect(lines).toEqual([
      ['2030-06-15', number, '1100', '120.09', '0.00', 'GBP'],
      ['2030-06-15', number, '4000', '0.00', '99.99', 'GBP'],
      ['2030-06-15', number, '4000', '0.00', '0.10', 'GBP'],
      ['2030-06-15', number, '2200', '0.00', '20.00', 'GBP'],
      ['2030-06-15', expect.any(String), '1100', '0.00', '40.00', 'GBP'],
      ['2030-06-15', expect.any(String), '4000', '33.33', '0.00', 'GBP'],
      ['2030-06-15', expect.any(String), '2200', '6.67', '0.00', 'GBP'],
      ['2030-06-20', number, '1200', '50.01', '0.00', 'GBP'],
      ['2030-06-20', number, '1100', '0.00', '50.01', 'GBP'],
    ]);
    // The customer's comma is quoted, not a column of its own.
    expect(rows[1]?.[6]).toContain('Journal Test Holdings, Ltd');

    // Exporting the same period again carries nothing new…
    const again = await exportPeriod();
    expect(again.status).toBe(422);
    expect(again.body.message).toMatch(/exported before/);
    // …unless asked, and then only what was asked.
    const asked = await exportPeriod({ includeExported: true, kinds: ['payments'] });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.data.counts).toEqual({ invoices: 0, creditNotes: 0, payments: 1 });
    expect(asked.body.data.kinds).toEqual(['payments']);

    const history = accountingExportListSchema.parse(
      (await call('GET', '/api/v1/accounting/exports')).body,
    );
    expect(history.items.map((item) => item.id).slice(0, 2)).toEqual([asked.body.data.id, made.id]);
    expect(history.items[0]?.createdBy?.id).toBe(staff.userId);
    const connection = accountingConnectionSchema.parse(
      (await call('GET', '/api/v1/accounting/connection')).body,
    );
    expect(connection.lastExport?.id).toBe(asked.body.data.id);
  });

  it('refuses a bad period or kind with a 400 naming the field, and an unknown export with 404', async () => {
    const backwards = await exportPeriod({ from: TO, to: FROM });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields?.to).toBeTruthy();
    expect((await exportPeriod({ kinds: ['salaries'] })).status).toBe(400);
    expect((await exportPeriod({ kinds: [] })).status).toBe(400);
    expect((await exportPeriod({ from: '2030-02-30' })).status).toBe(400);
    expect(
      (await call('GET', '/api/v1/accounting/exports/00000000-0000-4000-8000-000000000000/file'))
        .status,
    ).toBe(404);
    expect((await call('GET', '/api/v1/accounting/exports/nope/file')).status).toBe(400);
  });
});

describe('an OAuth provider configured by the environment', () => {
  const realFetch = globalThis.fetch;
  let fake: ReturnType<typeof fakeProvider>;

  beforeAll(() => {
    Object.assign(process.env, OAUTH_ENV);
    fake = fakeProvider(realFetch);
    vi.stubGlobal('fetch', fake.fetch);
  });
  afterEach(() => {
    expect(fake.pending()).toBe(0);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    for (const name of Object.keys(OAUTH_ENV)) delete process.env[name];
  });

  const startConnect = async (token = staff.token) => {
    const response = await call<Mutation<{ authorisationUrl: string }>>(
      'POST',
      '/api/v1/accounting/connect',
      undefined,
      token,
    );
    expect(response.status, response.text).toBe(200);
    const url = new URL(response.body.data.authorisationUrl);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${server.baseUrl}/dashboard/invoices/confirmation`,
    );
    return url.searchParams.get('state') ?? '';
  };

  it('answers redirectTo invoices/auth when exporting without a connection', async () => {
    const connection = accountingConnectionSchema.parse(
      (await call('GET', '/api/v1/accounting/connection')).body,
    );
    expect(connection).toMatchObject({
      provider: { id: 'oauth', name: 'Ledger Example', needsConnection: true },
      connected: false,
      ready: false,
    });
    const response = await exportPeriod();
    expect(response.status).toBe(409);
    expect(response.body.redirectTo).toBe('/dashboard/invoices/auth');
    expect(response.body.message).toMatch(/Connect Ledger Example/);
  });

  it('refuses a state it did not give, another user’s, a used one and an expired one', async () => {
    const wrong = await call('POST', '/api/v1/accounting/confirm', { code: 'c', state: 'made-up' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/not started from this account/);

    const state = await startConnect();
    const other = await server.signIn('system_admin');
    const stolen = await call(
      'POST',
      '/api/v1/accounting/confirm',
      { code: 'c', state },
      other.token,
    );
    expect(stolen.status).toBe(400);
    // The state is spent once tried: the rightful user starts again.
    const spent = await call('POST', '/api/v1/accounting/confirm', { code: 'c', state });
    expect(spent.status).toBe(400);

    const late = await startConnect();
    server.clock.advance(11 * 60_000);
    staff = await server.signIn('masteradmin');
    const expired = await call('POST', '/api/v1/accounting/confirm', { code: 'c', state: late });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/expired/);

    const blank = await call('POST', '/api/v1/accounting/confirm', { code: '', state: '' });
    expect(blank.status).toBe(400);
  });

  it('says so when the provider refuses the code', async () => {
    const state = await startConnect();
    fake.answer('token-refused');
    const refused = await call('POST', '/api/v1/accounting/confirm', { code: 'old', state });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/The authorization code has expired/);
  });

  it('connects with the returned code, exports to the provider and keeps the file', async () => {
    const state = await startConnect();
    fake.answer('token');
    const confirmed = await call<Mutation<AccountingConnection>>(
      'POST',
      '/api/v1/accounting/confirm',
      { code: 'good-code', state },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      connected: true,
      ready: true,
      organisation: 'Staydesk Demo Ltd',
      connectedBy: { id: staff.userId },
    });
    const stored = await server.db.query<{ credentials: string }>(
      'select credentials from accounting_connections',
    );
    expect(stored.rows[0]?.credentials).not.toContain('at-1f6c2b9e0d');

    fake.answer('export');
    const made = await exportPeriod();
    expect(made.status, made.text).toBe(201);
    expect(made.body.data).toMatchObject({
      provider: 'oauth',
      providerName: 'Ledger Example',
      remoteReference: 'JRN-20300630-0001',
      // Exported to the CSV journal before, but not to this provider.
      counts: { invoices: 1, creditNotes: 1, payments: 1 },
    });
    const sent = fake.sent.at(-1);
    expect(sent?.headers.authorization).toBe('Bearer at-1f6c2b9e0d');
    expect(JSON.parse(sent?.body ?? '{}').entries).toHaveLength(3);
    const again = await exportPeriod();
    expect(again.status).toBe(422);
  });

  it('redirects again when the provider no longer accepts the connection, freeing the documents', async () => {
    fake.answer('export-unauthorised');
    const lost = await exportPeriod({ includeExported: true });
    expect(lost.status).toBe(409);
    expect(lost.body.redirectTo).toBe('/dashboard/invoices/auth');
    const connection = accountingConnectionSchema.parse(
      (await call('GET', '/api/v1/accounting/connection')).body,
    );
    expect(connection.connected).toBe(false);
    const history = accountingExportListSchema.parse(
      (await call('GET', '/api/v1/accounting/exports')).body,
    );
    expect(history.items[0]?.remoteReference).toBe('JRN-20300630-0001');
  });

  it('disconnects', async () => {
    const state = await startConnect();
    fake.answer('token');
    expect((await call('POST', '/api/v1/accounting/confirm', { code: 'c2', state })).status).toBe(
      200,
    );
    const response = await call<Mutation<AccountingConnection>>(
      'POST',
      '/api/v1/accounting/disconnect',
    );
    expect(response.status).toBe(200);
    expect(response.body.data.connected).toBe(false);
    expect((await exportPeriod()).body.redirectTo).toBe('/dashboard/invoices/auth');
  });
});

describe('permissions', () => {
  it('every invoices role may use it; nobody signed out may', async () => {
    for (const role of ROLES_UNDER_TEST) {
      const signed = await server.signIn(role);
      const response = await call('GET', '/api/v1/accounting/connection', undefined, signed.token);
      expect(response.status, role).toBe(200);
      expect(
        (await call('GET', '/api/v1/accounting/exports', undefined, signed.token)).status,
      ).toBe(200);
    }
    for (const [method, path] of [
      ['GET', '/api/v1/accounting/connection'],
      ['POST', '/api/v1/accounting/connect'],
      ['POST', '/api/v1/accounting/exports'],
      ['GET', '/api/v1/accounting/exports'],
    ] as const) {
      expect((await server.request(method, path)).status, path).toBe(401);
    }
  });
});

import { readFileSync } from 'node:fs';
import {
  type BankPaymentView,
  bankPaymentListSchema,
  bankPaymentSuggestionsSchema,
  bankPaymentViewSchema,
  type InvoiceView,
  invoiceViewSchema,
  type StatementPreview,
  statementImportResultSchema,
  statementPreviewSchema,
  taxRateListSchema,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeStatement,
  guessDelimiter,
  guessMapping,
  parseCsv,
  parseStatementAmount,
  parseStatementDate,
  StatementError,
} from '../src/modules/invoices/bank-payments-csv.js';
import { codeIn, matchReasons, payerLike } from '../src/modules/invoices/bank-payments-matching.js';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

const LIMITS = { rows: 5000, columns: 100 };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('statement CSV reader', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, CRLF and a BOM', () => {
    const text = decodeStatement(
      bytes(
        '\uFEFFDate,Payer,Amount\r\n01/02/2026,"Smith, J ""Jo""",12.50\r\n"02/02/2026","Line\nbreak",3\r\n\r\n',
      ),
    );
    const rows = parseCsv(text, guessDelimiter(text), LIMITS);
    expect(rows.map((row) => row.fields)).toEqual([
      ['Date', 'Payer', 'Amount'],
      ['01/02/2026', 'Smith, J "Jo"', '12.50'],
      ['02/02/2026', 'Line\nbreak', '3'],
    ]);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3]);
  });

  it('guesses ; and tab delimiters and reads continental amounts in a ; file', () => {
    expect(guessDelimiter('Datum;Betrag;Name\n')).toBe(';');
    expect(guessDelimiter('Date\tAmount\tName\n')).toBe('\t');
    expect(guessDelimiter('"a;b",c,d\n')).toBe(',');
    const rows = parseCsv('a;"1.234,50";x\n', ';', LIMITS);
    expect(rows[0]?.fields).toEqual(['a', '1.234,50', 'x']);
    expect(parseStatementAmount('1.234,50', true)).toBe('1234.50');
  });

  it('refuses malformed files with a clear message', () => {
    expect(() => parseCsv('a,"b\n1,2\n', ',', LIMITS)).toThrow(/never closed/);
    expect(() => parseCsv('a,b"c"\n', ',', LIMITS)).toThrow(/quote in the middle/);
    expect(() => parseCsv('a,"b"c\n', ',', LIMITS)).toThrow(/quote in the middle/);
    expect(() => decodeStatement(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]))).toThrow(
      StatementError,
    );
    expect(() => decodeStatement(new Uint8Array())).toThrow(/empty/);
    expect(() => decodeStatement(bytes('\uFEFF  \r\n'))).toThrow(/empty/);
    expect(() => parseCsv('a,b\n'.repeat(10), ',', { rows: 5, columns: 10 })).toThrow(
      /more than 5/,
    );
    expect(() => parseCsv('a,b,c\n', ',', { rows: 5, columns: 2 })).toThrow(/more than 2 columns/);
    // Windows-1252 (not UTF-8) is read byte for byte: £ is 0xA3.
    expect(decodeStatement(new Uint8Array([0xa3, 0x31, 0x2c, 0x32]))).toBe('£1,2');
  });

  it('reads amounts exactly, never as floats', () => {
    expect(parseStatementAmount('1,234.50', false)).toBe('1234.50');
    expect(parseStatementAmount('£0.1', false)).toBe('0.10');
    expect(parseStatementAmount('-12.00', false)).toBe('-12.00');
    expect(parseStatementAmount('(12.00)', false)).toBe('-12.00');
    expect(parseStatementAmount('12.00 DR', false)).toBe('-12.00');
    expect(parseStatementAmount('12.00 CR', false)).toBe('12.00');
    expect(parseStatementAmount('12.00-', false)).toBe('-12.00');
    expect(parseStatementAmount('9999999999.99', false)).toBe('9999999999.99');
    expect(parseStatementAmount('0.3', false)).toBe('0.30');
    for (const bad of [
      '',
      'abc',
      '1.234',
      '1e5',
      '12.345',
      '99999999999',
      'NaN',
      '--1',
      '(-1)',
      '-1-',
      '1..2',
    ]) {
      expect(parseStatementAmount(bad, false), bad).toBeNull();
    }
  });

  it('reads dates in the three formats and refuses impossible days', () => {
    expect(parseStatementDate('2026-02-28', 'YYYY-MM-DD')).toBe('2026-02-28');
    expect(parseStatementDate('2026-02-28T10:00:00Z', 'YYYY-MM-DD')).toBe('2026-02-28');
    expect(parseStatementDate('28/02/2026', 'DD/MM/YYYY')).toBe('2026-02-28');
    expect(parseStatementDate('02/28/2026', 'MM/DD/YYYY')).toBe('2026-02-28');
    expect(parseStatementDate('1/3/26', 'DD/MM/YYYY')).toBe('2026-03-01');
    expect(parseStatementDate('29/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('31/04/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('13/13/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('yesterday', 'YYYY-MM-DD')).toBeNull();
  });

  it('guesses a mapping from the header names', () => {
    expect(
      guessMapping(
        ['Date', 'Description', 'Reference', 'Money In', 'Money Out', 'Balance'],
        ['16/11/2026', 'X', 'Y', '1', '', '2'],
        'GBP',
      ),
    ).toEqual({
      date: 0,
      amount: { credit: 3, debit: 4 },
      payer: 1,
      reference: 2,
      dateFormat: 'DD/MM/YYYY',
      hasHeader: true,
      currency: 'GBP',
    });
    expect(guessMapping(null, ['2026-01-02', 'A', 'B', '3.00'], 'GBP')).toMatchObject({
      date: 0,
      amount: 3,
      payer: 1,
      reference: 2,
      dateFormat: 'YYYY-MM-DD',
      hasHeader: false,
    });
  });
});

describe('matching rules', () => {
  it('finds invoice numbers and purchase orders in a reference whatever the punctuation', () => {
    expect(codeIn('INV-000042', 'PAYMENT INV 000042 THANKS')).toBe(true);
    expect(codeIn('INV-000042', 'inv000042')).toBe(true);
    expect(codeIn('INV-000042', 'INV-000043')).toBe(false);
    expect(codeIn('PO', 'PO 1')).toBe(false);
    expect(codeIn(null, 'anything')).toBe(false);
  });

  it('tells a payer like a billing company', () => {
    expect(payerLike('CARTUS LIMITED', 'Cartus Limited')).toBe(true);
    expect(payerLike('AVIVA INSURANCE LI', 'Aviva Insurance Limited')).toBe(true);
    expect(payerLike('ACME RELOC', 'Acme Relocation Services Ltd')).toBe(true);
    expect(payerLike('BRITISH GAS', 'Cartus Limited')).toBe(false);
    expect(payerLike('LIMITED', 'Cartus Limited')).toBe(false);
    expect(payerLike('', 'Cartus Limited')).toBe(false);
  });

  it('gives the reasons strongest first', () => {
    const invoice = {
      number: 'CAR-000002',
      purchaseOrder: 'PO-77',
      billingCompanyName: 'Cartus Limited',
      balance: 284704n,
    };
    expect(
      matchReasons(
        { reference: 'CAR-000002 PO-77', payer: 'CARTUS LIMITED', unallocated: 284704n },
        invoice,
      ),
    ).toEqual([
      'invoiceNumberInReference',
      'amountEqualsBalance',
      'purchaseOrderInReference',
      'payerLikeBillingCompany',
    ]);
    expect(matchReasons({ reference: 'X', payer: 'SOMEONE', unallocated: 100n }, invoice)).toEqual(
      [],
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The API

let server: TestServer;
let staff: SignedIn;
let billingId: string;
let standardRateId: string;

const call = <T>(method: string, path: string, json?: unknown) =>
  server.request<T>(method, path, { token: staff.token, json });

function statementForm(csv: string, fields: Record<string, string> = {}, name = 'statement.csv') {
  const form = new FormData();
  form.set('file', new File([csv], name, { type: 'text/csv' }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

const upload = <T>(path: string, form: FormData) =>
  server.request<T>('POST', path, { token: staff.token, form });

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('masteradmin');
  const rates = taxRateListSchema.parse((await call('GET', '/api/v1/tax-rates')).body);
  standardRateId = rates.items.find((rate) => rate.name === 'Standard')?.id ?? '';
  const company = await server.db.query<{ id: string }>(
    `select id from companies where parent_id is null and not deleted order by name limit 1`,
  );
  const billing = await server.db.query<{ id: string }>(
    `insert into billing_companies (company_id, legal_name, billing_address, payment_terms_days,
       invoice_prefix)
     values ($1, 'Bankmatch Relocations Ltd',
       '{"street":"3 Test Row","city":"York","state":"","zip":"YO1 1AA","freeFormAddress":"","position":null}',
       30, 'BMR-')
     returning id`,
    [company.rows[0]?.id],
  );
  billingId = billing.rows[0]?.id ?? '';
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** An issued invoice of the test billing company for gross £120.00 (100 + 20 % tax) × quantity. */
async function issuedInvoice(quantity = '1'): Promise<InvoiceView> {
  const made = await call<Mutation<InvoiceView>>('POST', '/api/v1/invoices', {
    billingCompanyId: billingId,
    lines: [
      { kind: 'fee', description: 'Fee', quantity, unitPrice: '100.00', taxRateId: standardRateId },
    ],
  });
  expect(made.status, made.text).toBe(201);
  const issued = await call<Mutation<InvoiceView>>(
    'POST',
    `/api/v1/invoices/${made.body.data.id}/issue`,
    { version: made.body.data.version },
  );
  expect(issued.status, issued.text).toBe(200);
  return invoiceViewSchema.parse(issued.body.data);
}

async function invoice(id: string): Promise<InvoiceView> {
  return invoiceViewSchema.parse(
    (await call<{ data: InvoiceView }>('GET', `/api/v1/invoices/${id}`)).body.data,
  );
}

async function payment(body: Record<string, unknown>): Promise<BankPaymentView> {
  const made = await call<Mutation<BankPaymentView>>('POST', '/api/v1/bank-payments', {
    receivedOn: '2026-03-02',
    payer: 'BANKMATCH RELOCATIONS',
    ...body,
  });
  expect(made.status, made.text).toBe(201);
  return bankPaymentViewSchema.parse(made.body.data);
}

describe('demo data', () => {
  it('has bank payments in every status, and the demo statement previews cleanly', async () => {
    const list = bankPaymentListSchema.parse((await call('GET', '/api/v1/bank-payments')).body);
    const counts = list.tabCounts ?? {};
    for (const tab of ['unmatched', 'partlyMatched', 'matched', 'ignored']) {
      expect(counts[tab], tab).toBeGreaterThan(0);
    }
    expect(counts.all).toBe(list.total);
    const csv = readFileSync(
      new URL('../../../docs/demo/bank-statement.csv', import.meta.url),
      'utf8',
    );
    const preview = await upload<{ data: StatementPreview }>(
      '/api/v1/bank-payments/imports/preview',
      statementForm(csv),
    );
    expect(preview.status, preview.text).toBe(200);
    const data = statementPreviewSchema.parse(preview.body.data);
    expect(data.guessed).toBe(true);
    expect(data.counts).toEqual({ valid: 5, duplicates: 1, debits: 1, errors: 0 });
    // The demo's open invoices are named in the statement.
    const numbers = await server.db.query<{ number: string }>(
      `select number from invoices where number in ('AVI-000003', 'CAR-000002', 'CAR-000008')
          and status in ('issued', 'partPaid')`,
    );
    expect(numbers.rows.length).toBeGreaterThan(0);
  });
});

describe('bank payments by hand', () => {
  it('creates, reads, edits with a version, ignores and brings back', async () => {
    const made = await payment({ amount: '10.00', reference: 'HAND-1', notes: 'note' });
    expect(made).toMatchObject({
      status: 'unmatched',
      source: 'manual',
      importId: null,
      amount: { amount: '10.00', currency: 'GBP' },
      unallocated: { amount: '10.00', currency: 'GBP' },
      allocations: [],
    });
    const got = await call<{ data: BankPaymentView }>('GET', `/api/v1/bank-payments/${made.id}`);
    expect(got.body.data.reference).toBe('HAND-1');

    const edited = await call<Mutation<BankPaymentView>>(
      'PATCH',
      `/api/v1/bank-payments/${made.id}`,
      { version: made.version, reference: 'HAND-2' },
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.reference).toBe('HAND-2');
    const stale = await call('PATCH', `/api/v1/bank-payments/${made.id}`, {
      version: made.version,
      notes: 'late',
    });
    expect(stale.status).toBe(409);

    const ignored = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${made.id}/ignore`,
      { version: edited.body.data.version, reason: 'Refund from a supplier' },
    );
    expect(ignored.status, ignored.text).toBe(200);
    expect(ignored.body.data).toMatchObject({
      status: 'ignored',
      ignoredReason: 'Refund from a supplier',
    });
    const search = bankPaymentListSchema.parse(
      (await call('GET', '/api/v1/bank-payments?tab=ignored&search=hand-2')).body,
    );
    expect(search.items.map((item) => item.id)).toEqual([made.id]);
    const back = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${made.id}/unignore`,
      { version: ignored.body.data.version },
    );
    expect(back.body.data).toMatchObject({ status: 'unmatched', ignoredReason: null });
    const again = await call('POST', `/api/v1/bank-payments/${made.id}/unignore`, {
      version: back.body.data.version,
    });
    expect(again.status).toBe(422);
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const body of [
      { receivedOn: '2026-02-30', amount: '1', payer: 'A' },
      { receivedOn: '2026-02-01', amount: '-1', payer: 'A' },
      { receivedOn: '2026-02-01', amount: '1.001', payer: 'A' },
      { receivedOn: '2026-02-01', amount: 1, payer: 'A' },
      { receivedOn: '2026-02-01', amount: '1', payer: '' },
      { receivedOn: '2026-02-01', amount: '1', payer: 'x'.repeat(201) },
      { receivedOn: '2026-02-01', amount: '1', payer: 'A\u0000B' },
      { receivedOn: '2026-02-01', amount: '1', payer: 'A', currency: 'pounds' },
    ]) {
      const response = await call('POST', '/api/v1/bank-payments', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', '/api/v1/bank-payments/not-a-uuid')).status).toBe(400);
    expect(
      (await call('GET', '/api/v1/bank-payments/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await call('GET', '/api/v1/bank-payments?tab=nope')).status).toBe(400);
    expect((await call('GET', '/api/v1/bank-payments?sort=password')).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await server.request('GET', '/api/v1/bank-payments')).status).toBe(401);
    expect(
      (
        await server.request('POST', '/api/v1/bank-payments/imports/preview', {
          form: statementForm('a,b\n1,2\n'),
        })
      ).status,
    ).toBe(401);
    for (const role of ['moderator', 'admin', 'masteradmin', 'system_admin'] as const) {
      const other = await server.signIn(role);
      const response = await server.request('GET', '/api/v1/bank-payments?tab=unmatched', {
        token: other.token,
      });
      expect(response.status, role).toBe(200);
    }
  });
});

describe('matching a payment to invoices', () => {
  it('suggests the invoice named in the reference with the same balance first', async () => {
    const target = await issuedInvoice('3');
    await issuedInvoice('3');
    const made = await payment({
      amount: target.balance.amount,
      reference: `PAY ${target.number}`,
    });
    const response = await call<{ data: unknown }>(
      'GET',
      `/api/v1/bank-payments/${made.id}/suggestions`,
    );
    expect(response.status, response.text).toBe(200);
    const { suggestions } = bankPaymentSuggestionsSchema.parse(response.body.data);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(suggestions[0]).toMatchObject({
      invoiceId: target.id,
      reasons: ['invoiceNumberInReference', 'amountEqualsBalance', 'payerLikeBillingCompany'],
      score: 95,
      suggestedAmount: target.balance,
    });
    const scores = suggestions.map((item) => item.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('moves the invoice to part paid then paid, and undoing moves it back', async () => {
    const target = await issuedInvoice('2'); // £240.00
    expect(target.balance.amount).toBe('240.00');
    const first = await payment({ amount: '100.00', reference: String(target.number) });
    const matched = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${first.id}/allocations`,
      { version: first.version, allocations: [{ invoiceId: target.id, amount: '100.00' }] },
    );
    expect(matched.status, matched.text).toBe(201);
    expect(matched.body.data).toMatchObject({
      status: 'matched',
      allocated: { amount: '100.00' },
      unallocated: { amount: '0.00' },
    });
    expect(matched.body.data.allocations).toHaveLength(1);
    expect(matched.body.data.allocations[0]).toMatchObject({
      invoiceId: target.id,
      invoiceNumber: target.number,
      amount: { amount: '100.00', currency: 'GBP' },
    });
    let now = await invoice(target.id);
    expect(now.status).toBe('partPaid');
    expect(now.balance.amount).toBe('140.00');
    expect(now.payments.map((p) => [p.amount.amount, p.method, p.paidOn])).toEqual([
      ['100.00', 'bankTransfer', '2026-03-02'],
    ]);

    // More than the invoice's balance: refused by the invoices rule, nothing written.
    const second = await payment({ amount: '500.00', reference: 'BIG' });
    const over = await call<Mutation<unknown>>(
      'POST',
      `/api/v1/bank-payments/${second.id}/allocations`,
      { version: second.version, allocations: [{ invoiceId: target.id, amount: '140.01' }] },
    );
    expect(over.status, over.text).toBe(422);
    expect((await invoice(target.id)).balance.amount).toBe('140.00');
    // More than what is left on the payment.
    const tooMuch = await call('POST', `/api/v1/bank-payments/${first.id}/allocations`, {
      version: matched.body.data.version,
      allocations: [{ invoiceId: target.id, amount: '0.01' }],
    });
    expect(tooMuch.status).toBe(422);
    // Stale version.
    const stale = await call('POST', `/api/v1/bank-payments/${second.id}/allocations`, {
      version: second.version + 5,
      allocations: [{ invoiceId: target.id, amount: '1.00' }],
    });
    expect(stale.status).toBe(409);

    // Split one payment over two invoices, one paid in full.
    const other = await issuedInvoice('1'); // £120.00
    const split = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${second.id}/allocations`,
      {
        version: second.version,
        allocations: [
          { invoiceId: target.id, amount: '140.00' },
          { invoiceId: other.id, amount: '100.00' },
        ],
      },
    );
    expect(split.status, split.text).toBe(201);
    expect(split.body.data).toMatchObject({
      status: 'partlyMatched',
      allocated: { amount: '240.00' },
      unallocated: { amount: '260.00' },
    });
    now = await invoice(target.id);
    expect([now.status, now.balance.amount]).toEqual(['paid', '0.00']);
    expect((await invoice(other.id)).status).toBe('partPaid');

    // Undo the first match: the invoice is part paid again with its balance back.
    const allocationId = matched.body.data.allocations[0]?.id;
    const undone = await call<Mutation<BankPaymentView>>(
      'DELETE',
      `/api/v1/bank-payments/${first.id}/allocations/${allocationId}?version=${matched.body.data.version}`,
    );
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.data).toMatchObject({ status: 'unmatched', allocations: [] });
    now = await invoice(target.id);
    expect([now.status, now.balance.amount]).toEqual(['partPaid', '100.00']);
    expect(now.payments).toHaveLength(1);
    const twice = await call(
      'DELETE',
      `/api/v1/bank-payments/${first.id}/allocations/${allocationId}`,
    );
    expect(twice.status).toBe(404);

    // Undo the rest: the other invoice is back to issued, the payment unmatched.
    let current = bankPaymentViewSchema.parse(split.body.data);
    for (const allocation of split.body.data.allocations) {
      const response = await call<Mutation<BankPaymentView>>(
        'DELETE',
        `/api/v1/bank-payments/${second.id}/allocations/${allocation.id}?version=${current.version}`,
      );
      expect(response.status, response.text).toBe(200);
      current = response.body.data;
    }
    expect(current.status).toBe('unmatched');
    now = await invoice(target.id);
    expect([now.status, now.balance.amount]).toEqual(['issued', '240.00']);
    expect(now.payments).toEqual([]);
    expect((await invoice(other.id)).status).toBe('issued');
    expect((await invoice(other.id)).balance.amount).toBe('120.00');
  });

  it('refuses an ignored payment, a draft, a missing invoice and edits of a matched payment', async () => {
    const target = await issuedInvoice('1');
    const made = await payment({ amount: '50.00', reference: 'R' });
    const ignored = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${made.id}/ignore`,
      { version: made.version, reason: 'Not ours' },
    );
    const refused = await call('POST', `/api/v1/bank-payments/${made.id}/allocations`, {
      version: ignored.body.data.version,
      allocations: [{ invoiceId: target.id, amount: '1.00' }],
    });
    expect(refused.status).toBe(422);
    const back = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${made.id}/unignore`,
      { version: ignored.body.data.version },
    );
    const missing = await call('POST', `/api/v1/bank-payments/${made.id}/allocations`, {
      version: back.body.data.version,
      allocations: [{ invoiceId: '00000000-0000-4000-8000-000000000000', amount: '1.00' }],
    });
    expect(missing.status).toBe(422);
    const draft = await call<Mutation<InvoiceView>>('POST', '/api/v1/invoices', {
      billingCompanyId: billingId,
      lines: [
        {
          kind: 'fee',
          description: 'Fee',
          quantity: '1',
          unitPrice: '1',
          taxRateId: standardRateId,
        },
      ],
    });
    const notPayable = await call('POST', `/api/v1/bank-payments/${made.id}/allocations`, {
      version: back.body.data.version,
      allocations: [{ invoiceId: draft.body.data.id, amount: '1.00' }],
    });
    expect(notPayable.status).toBe(422);
    const twice = await call('POST', `/api/v1/bank-payments/${made.id}/allocations`, {
      version: back.body.data.version,
      allocations: [
        { invoiceId: target.id, amount: '1.00' },
        { invoiceId: target.id, amount: '1.00' },
      ],
    });
    expect(twice.status).toBe(400);
    const ok = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${made.id}/allocations`,
      { version: back.body.data.version, allocations: [{ invoiceId: target.id, amount: '1.00' }] },
    );
    expect(ok.status, ok.text).toBe(201);
    const edit = await call('PATCH', `/api/v1/bank-payments/${made.id}`, {
      version: ok.body.data.version,
      payer: 'Someone else',
    });
    expect(edit.status).toBe(422);
    const notes = await call('PATCH', `/api/v1/bank-payments/${made.id}`, {
      version: ok.body.data.version,
      notes: 'Checked with the client',
    });
    expect(notes.status).toBe(200);
    const ignoreMatched = await call('POST', `/api/v1/bank-payments/${made.id}/ignore`, {
      version: ok.body.data.version + 1,
      reason: 'x',
    });
    expect(ignoreMatched.status).toBe(422);
    expect((await invoice(target.id)).balance.amount).toBe('119.00');
  });
});

describe('statement import', () => {
  const header = 'Date,Payer,Reference,Amount\n';

  async function count(): Promise<number> {
    const result = await server.db.query<{ n: number }>(
      'select count(*)::int as n from bank_payments',
    );
    return result.rows[0]?.n ?? 0;
  }

  it('previews without writing, then imports all valid rows and skips duplicates and debits', async () => {
    const csv = `${header}2026-04-01,ALPHA LTD,IMP-1,100.00\n2026-04-02,BETA LTD,IMP-2,"1,250.50"\n2026-04-02,BETA LTD,IMP-2,1250.5\n2026-04-03,GAMMA,CARD,-20.00\n`;
    const before = await count();
    const preview = await upload<{ data: StatementPreview }>(
      '/api/v1/bank-payments/imports/preview',
      statementForm(csv),
    );
    expect(preview.status, preview.text).toBe(200);
    const data = statementPreviewSchema.parse(preview.body.data);
    expect(data.columns).toEqual(['Date', 'Payer', 'Reference', 'Amount']);
    expect(data.sampleRows[0]).toEqual(['2026-04-01', 'ALPHA LTD', 'IMP-1', '100.00']);
    expect(data.rows.map((row) => [row.line, row.outcome, row.amount?.amount ?? null])).toEqual([
      [2, 'valid', '100.00'],
      [3, 'valid', '1250.50'],
      [4, 'duplicate', '1250.50'],
      [5, 'debit', '-20.00'],
    ]);
    expect(data.rows[2]).toMatchObject({ duplicateOf: null, duplicateOfLine: 3 });
    expect(data.counts).toEqual({ valid: 2, duplicates: 1, debits: 1, errors: 0 });
    expect(await count()).toBe(before);

    const imported = await upload<Mutation<unknown>>(
      '/api/v1/bank-payments/imports',
      statementForm(csv),
    );
    expect(imported.status, imported.text).toBe(201);
    const result = statementImportResultSchema.parse(imported.body.data);
    expect(result).toMatchObject({ created: 2, skippedDuplicates: 1, skippedDebits: 1 });
    expect(await count()).toBe(before + 2);
    const list = bankPaymentListSchema.parse(
      (await call('GET', '/api/v1/bank-payments?search=IMP-&sort=receivedOn')).body,
    );
    expect(list.items.map((item) => [item.reference, item.source, item.importId])).toEqual([
      ['IMP-1', 'import', result.importId],
      ['IMP-2', 'import', result.importId],
    ]);

    // The same file again: every row is a duplicate of a stored payment.
    const again = await upload<{ data: StatementPreview }>(
      '/api/v1/bank-payments/imports/preview',
      statementForm(csv),
    );
    expect(again.body.data.counts).toEqual({ valid: 0, duplicates: 3, debits: 1, errors: 0 });
    expect(again.body.data.rows[0]?.duplicateOf).toBe(list.items[0]?.id);
    const refused = await upload<Mutation<unknown>>(
      '/api/v1/bank-payments/imports',
      statementForm(csv),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/Nothing to import/);
    // Unless duplicates are kept on purpose.
    const kept = await upload<Mutation<unknown>>(
      '/api/v1/bank-payments/imports',
      statementForm(csv, { skipDuplicates: 'false' }),
    );
    expect(kept.status, kept.text).toBe(201);
    expect(kept.body.data).toMatchObject({ created: 3, skippedDuplicates: 0 });
    expect(await count()).toBe(before + 5);
  });

  it('takes a mapping: no header, credit and debit columns, DD/MM/YYYY, semicolons', async () => {
    const csv = '01/05/2026;DELTA SA;MAP-1;1.500,00;\r\n02/05/2026;DELTA SA;MAP-2;;30,00\r\n';
    const mapping = {
      date: 0,
      payer: 1,
      reference: 2,
      amount: { credit: 3, debit: 4 },
      dateFormat: 'DD/MM/YYYY',
      hasHeader: false,
      currency: 'EUR',
    };
    const preview = await upload<{ data: StatementPreview }>(
      '/api/v1/bank-payments/imports/preview',
      statementForm(csv, { mapping: JSON.stringify(mapping) }),
    );
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data.columns).toEqual([
      'Column 1',
      'Column 2',
      'Column 3',
      'Column 4',
      'Column 5',
    ]);
    expect(preview.body.data.delimiter).toBe(';');
    expect(preview.body.data.rows.map((row) => [row.outcome, row.receivedOn, row.amount])).toEqual([
      ['valid', '2026-05-01', { amount: '1500.00', currency: 'EUR' }],
      ['debit', '2026-05-02', { amount: '-30.00', currency: 'EUR' }],
    ]);
  });

  it('keeps a hostile file name printable', async () => {
    const imported = await upload<Mutation<{ importId: string }>>(
      '/api/v1/bank-payments/imports',
      statementForm(`${header}2026-06-01,NAME TEST,NAME-1,5.00\n`, {}, 'bad\u0000\u0007name.csv'),
    );
    expect(imported.status, imported.text).toBe(201);
    const stored = await server.db.query<{ file_name: string }>(
      'select file_name from bank_payment_imports where id = $1',
      [imported.body.data.importId],
    );
    const name = stored.rows[0]?.file_name ?? '';
    expect([...name].every((char) => char.charCodeAt(0) >= 0x20)).toBe(true);
  });

  it('refuses a malformed statement with a clear 422 and imports nothing', async () => {
    const before = await count();
    const cases: [string, string | Blob, RegExp][] = [
      ['empty', '', /empty/],
      ['one column', 'just some text\nanother line\n', /single column/],
      ['unclosed quote', `${header}2026-04-01,"ALPHA,IMP-9,1.00\n`, /never closed/],
      [
        'binary',
        new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x01])]),
        /not a text/,
      ],
      ['header only', header, /no rows/],
      [
        'bad rows',
        `${header}2026-04-01,OK LTD,BAD-1,1.00\nnot a date,X,BAD-2,2.00\n2026-04-03,Y,BAD-3,twelve\n`,
        /2 rows cannot be read \(line 3: The date “not a date”/,
      ],
    ];
    for (const [name, content, message] of cases) {
      const form = new FormData();
      form.set('file', content instanceof Blob ? content : new Blob([content]), 'statement.csv');
      const response = await upload<Mutation<unknown>>('/api/v1/bank-payments/imports', form);
      expect(response.status, `${name}: ${response.text}`).toBe(422);
      expect(response.body.message, name).toMatch(message);
    }
    const noFile = await upload<Mutation<unknown>>('/api/v1/bank-payments/imports', new FormData());
    expect(noFile.status).toBe(422);
    const badMapping = await upload<Mutation<unknown>>(
      '/api/v1/bank-payments/imports/preview',
      statementForm(`${header}2026-04-01,A,B,1\n`, {
        mapping: JSON.stringify({ date: 9, amount: 3, payer: 1, reference: 2 }),
      }),
    );
    expect(badMapping.status).toBe(422);
    expect(badMapping.body.message).toMatch(/Column 10 is not in the file/);
    const notJson = await upload(
      '/api/v1/bank-payments/imports/preview',
      statementForm(header, { mapping: '{' }),
    );
    expect(notJson.status).toBe(400);
    const preview = await upload<{ data: StatementPreview }>(
      '/api/v1/bank-payments/imports/preview',
      statementForm(`${header}2026-04-01,OK LTD,BAD-1,1.00\nnot a date,X,BAD-2,2.00\n`),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows[1]).toMatchObject({ outcome: 'error', line: 3 });
    expect(await count()).toBe(before);
  });
});

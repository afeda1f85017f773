import { type BankPaymentView, bankPaymentViewSchema, type InvoiceView } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

/**
 * Editing a bank payment (PATCH /api/v1/bank-payments/{id}) and payments in another
 * currency: notes at any time; payer, reference, day, amount and currency only while unmatched;
 * a match refuses an invoice in another currency.
 */

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

let server: TestServer;
let staff: SignedIn;
let billingId: string;
let rateId: string;

const call = <T>(method: string, path: string, json?: unknown) =>
  server.request<T>(method, path, { token: staff.token, json });

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('masteradmin');
  const rates = await server.db.query<{ id: string }>(
    `select id from tax_rates where name = 'Standard' and not deleted`,
  );
  rateId = rates.rows[0]?.id ?? '';
  const company = await server.db.query<{ id: string }>(
    `select id from companies where parent_id is null and not deleted order by name limit 1`,
  );
  const billing = await server.db.query<{ id: string }>(
    `insert into billing_companies (company_id, legal_name, billing_address, payment_terms_days,
       invoice_prefix)
     values ($1, 'Edit Test Ltd',
       '{"street":"5 Bank Row","city":"Hull","state":"","zip":"HU1 1AA","freeFormAddress":"","position":null}',
       30, 'EDT-')
     returning id`,
    [company.rows[0]?.id],
  );
  billingId = billing.rows[0]?.id ?? '';
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function issuedInvoice(): Promise<InvoiceView> {
  const made = await call<Mutation<InvoiceView>>('POST', '/api/v1/invoices', {
    billingCompanyId: billingId,
    lines: [
      { kind: 'fee', description: 'Fee', quantity: '1', unitPrice: '100.00', taxRateId: rateId },
    ],
  });
  expect(made.status, made.text).toBe(201);
  const issued = await call<Mutation<InvoiceView>>(
    'POST',
    `/api/v1/invoices/${made.body.data.id}/issue`,
    { version: made.body.data.version },
  );
  expect(issued.status, issued.text).toBe(200);
  return issued.body.data;
}

async function payment(body: Record<string, unknown> = {}): Promise<BankPaymentView> {
  const made = await call<Mutation<BankPaymentView>>('POST', '/api/v1/bank-payments', {
    receivedOn: '2026-04-01',
    amount: '50.00',
    payer: 'EDIT TEST LTD',
    ...body,
  });
  expect(made.status, made.text).toBe(201);
  return bankPaymentViewSchema.parse(made.body.data);
}

const patch = (made: BankPaymentView, body: Record<string, unknown>) =>
  call<Mutation<BankPaymentView>>('PATCH', `/api/v1/bank-payments/${made.id}`, {
    version: made.version,
    ...body,
  });

describe('editing a bank payment', () => {
  it('changes every field while unmatched, with the version read (409 when stale)', async () => {
    const made = await payment({ reference: 'EDT-1' });
    const edited = await patch(made, {
      payer: 'EDIT TEST LIMITED',
      reference: 'EDT-000001',
      notes: 'Typed from the statement',
      receivedOn: '2026-04-02',
      amount: '55.5',
      currency: 'EUR',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({
      version: made.version + 1,
      payer: 'EDIT TEST LIMITED',
      reference: 'EDT-000001',
      notes: 'Typed from the statement',
      receivedOn: '2026-04-02',
      amount: { amount: '55.50', currency: 'EUR' },
      unallocated: { amount: '55.50', currency: 'EUR' },
      status: 'unmatched',
    });
    const stale = await patch(made, { notes: 'late' });
    expect(stale.status).toBe(409);
    // The audit trail has the change, from and to.
    const audit = await server.db.query<{ changes: Record<string, unknown> }>(
      `select changes from audit_events where record_type = 'bankPayment' and record_id = $1
        and action = 'update'`,
      [made.id],
    );
    expect(audit.rows[0]?.changes).toMatchObject({
      amount: { from: '50.00', to: '55.50' },
      currency: { from: 'GBP', to: 'EUR' },
      receivedOn: { from: '2026-04-01', to: '2026-04-02' },
    });
  });

  it('validates what is sent: amount above 0, a currency code, known fields, lengths', async () => {
    const made = await payment();
    for (const body of [
      { amount: '0' },
      { amount: '-5.00' },
      { amount: '1.234' },
      { currency: 'pounds' },
      { receivedOn: '2026-02-30' },
      { payer: '' },
      { payer: 'x'.repeat(201) },
      { status: 'matched' },
    ]) {
      const refused = await patch(made, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call('PATCH', '/api/v1/bank-payments/not-an-id', { version: 1, notes: 'x' })).status,
    ).toBe(400);
    expect(
      (
        await call('PATCH', '/api/v1/bank-payments/7d4f8f2e-1a8e-4c8e-9a49-2f0a36c1b0aa', {
          version: 1,
          notes: 'x',
        })
      ).status,
    ).toBe(404);
  });

  it('once matched, keeps what the money is and lets only the notes change', async () => {
    const invoice = await issuedInvoice();
    const made = await payment({ amount: '40.00' });
    const matched = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${made.id}/allocations`,
      { version: made.version, allocations: [{ invoiceId: invoice.id, amount: '40.00' }] },
    );
    expect(matched.status, matched.text).toBe(201);
    const now = matched.body.data;
    for (const body of [
      { amount: '45.00' },
      { currency: 'EUR' },
      { receivedOn: '2026-04-03' },
      { payer: 'Someone else' },
      { reference: 'Other' },
    ]) {
      const refused = await patch(now, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.message).toMatch(/Only an unmatched payment can be changed/);
      expect(refused.body).toMatchObject({ code: 'paymentNotUnmatched' });
      expect(Object.keys(refused.body.fields ?? {})).toEqual(Object.keys(body));
    }
    // The same values again are no change.
    expect((await patch(now, { amount: '40', currency: 'GBP' })).status).toBe(200);
    const fresh = bankPaymentViewSchema.parse(
      (await call<{ data: BankPaymentView }>('GET', `/api/v1/bank-payments/${made.id}`)).body.data,
    );
    const notes = await patch(fresh, { notes: 'Remittance advice filed' });
    expect(notes.status, notes.text).toBe(200);
    expect(notes.body.data.notes).toBe('Remittance advice filed');
  });

  it('refuses changes to an ignored payment but its notes', async () => {
    const made = await payment();
    const ignored = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${made.id}/ignore`,
      { version: made.version, reason: 'Refund' },
    );
    expect(ignored.status, ignored.text).toBe(200);
    const refused = await patch(ignored.body.data, { amount: '60.00' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/ignored/);
    expect((await patch(ignored.body.data, { notes: 'Supplier refund' })).status).toBe(200);
  });
});

describe('payments in another currency', () => {
  it('are entered in any supported currency and never matched to an invoice in another', async () => {
    const invoice = await issuedInvoice();
    const euros = await payment({ amount: '100.00', currency: 'EUR', reference: invoice.number });
    expect(euros.amount).toEqual({ amount: '100.00', currency: 'EUR' });
    // No GBP invoice is suggested for it.
    const suggestions = await call<{ data: { suggestions: { invoiceId: string }[] } }>(
      'GET',
      `/api/v1/bank-payments/${euros.id}/suggestions`,
    );
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.data.suggestions.map((item) => item.invoiceId)).not.toContain(
      invoice.id,
    );
    const refused = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${euros.id}/allocations`,
      { version: euros.version, allocations: [{ invoiceId: invoice.id, amount: '10.00' }] },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The invoice is not in EUR, the payment’s currency');
    expect(refused.body.fields).toEqual({
      'allocations.0.invoiceId': 'The invoice is not in EUR, the payment’s currency',
    });
    // Nothing moved.
    const after = await call<{ data: InvoiceView }>('GET', `/api/v1/invoices/${invoice.id}`);
    expect(after.body.data.amountPaid.amount).toBe('0.00');
    // Corrected to pounds while unmatched, it matches.
    const corrected = await patch(euros, { currency: 'GBP' });
    expect(corrected.status, corrected.text).toBe(200);
    const matched = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${euros.id}/allocations`,
      {
        version: corrected.body.data.version,
        allocations: [{ invoiceId: invoice.id, amount: '100.00' }],
      },
    );
    expect(matched.status, matched.text).toBe(201);
    expect(matched.body.data.status).toBe('matched');
  });
});

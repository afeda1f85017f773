import {
  type ActivityEntry,
  type ActivityPage,
  activityPageSchema,
  type BankPaymentView,
  bankPaymentViewSchema,
  type InvoiceView,
  invoiceViewSchema,
  PAGE_SIZE,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES_UNDER_TEST, type SignedIn, startTestServer, type TestServer } from './harness.js';

/**
 * The invoice's activity: GET /api/v1/invoices/{id}/activity, read from the
 * audit trail by the kit's reader (src/db/activity.ts) — every change, who and when, newest first.
 */

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

let server: TestServer;
let staff: SignedIn;
let other: SignedIn;
let billingId: string;
let rateId: string;

const call = <T>(method: string, path: string, json?: unknown, token = staff.token) =>
  server.request<T>(method, path, { token, json });

const minutes = (n: number) => server.clock.advance(n * 60_000);

beforeAll(async () => {
  server = await startTestServer();
  server.clock.advance(new Date('2031-03-10T09:00:00Z').getTime() - server.clock.now().getTime());
  staff = await server.signIn('masteradmin');
  other = await server.signIn('system_admin');
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
     values ($1, 'Activity Test Ltd',
       '{"street":"4 Log Lane","city":"Bath","state":"","zip":"BA1 1AA","freeFormAddress":"","position":null}',
       30, 'ACT-')
     returning id`,
    [company.rows[0]?.id],
  );
  billingId = billing.rows[0]?.id ?? '';
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function draft(): Promise<InvoiceView> {
  const made = await call<Mutation<InvoiceView>>('POST', '/api/v1/invoices', {
    billingCompanyId: billingId,
    lines: [
      {
        kind: 'fee',
        description: 'Admin fee',
        quantity: '2',
        unitPrice: '50.00',
        taxRateId: rateId,
      },
    ],
  });
  expect(made.status, made.text).toBe(201);
  return invoiceViewSchema.parse(made.body.data);
}

async function activity(id: string, token = staff.token, page = 1): Promise<ActivityPage> {
  const got = await call<ActivityPage>(
    'GET',
    `/api/v1/invoices/${id}/activity?page=${page}`,
    undefined,
    token,
  );
  expect(got.status, got.text).toBe(200);
  return activityPageSchema.parse(got.body);
}

const actions = (page: ActivityPage) => page.items.map((entry) => entry.action);
const find = (page: ActivityPage, action: string): ActivityEntry | undefined =>
  page.items.find((entry) => entry.action === action);

describe('an invoice’s activity', () => {
  it('shows every change newest first, with who and when', async () => {
    const made = await draft();
    minutes(1);
    const edited = await call<Mutation<InvoiceView>>('PATCH', `/api/v1/invoices/${made.id}`, {
      version: made.version,
      purchaseOrder: 'PO-ACT-1',
    });
    expect(edited.status, edited.text).toBe(200);
    minutes(1);
    const issued = await call<Mutation<InvoiceView>>(
      'POST',
      `/api/v1/invoices/${made.id}/issue`,
      { version: edited.body.data.version },
      other.token,
    );
    expect(issued.status, issued.text).toBe(200);
    const number = issued.body.data.number;
    minutes(1);
    const paid = await call('POST', `/api/v1/invoices/${made.id}/payments`, {
      amount: '20.00',
      paidOn: '2031-03-10',
      method: 'cheque',
      reference: 'CHQ 1001',
    });
    expect(paid.status, paid.text).toBe(201);
    minutes(1);
    // A bank payment matched to it, then the match undone.
    const bank = await call<Mutation<BankPaymentView>>('POST', '/api/v1/bank-payments', {
      receivedOn: '2031-03-10',
      amount: '30.00',
      payer: 'ACTIVITY TEST LTD',
      reference: number,
    });
    expect(bank.status, bank.text).toBe(201);
    const matched = await call<Mutation<BankPaymentView>>(
      'POST',
      `/api/v1/bank-payments/${bank.body.data.id}/allocations`,
      {
        version: bank.body.data.version,
        allocations: [{ invoiceId: made.id, amount: '30.00' }],
      },
    );
    expect(matched.status, matched.text).toBe(201);
    const allocation = bankPaymentViewSchema.parse(matched.body.data).allocations[0];
    minutes(1);
    const undone = await call(
      'DELETE',
      `/api/v1/bank-payments/${bank.body.data.id}/allocations/${allocation?.id}?version=${matched.body.data.version}`,
    );
    expect(undone.status, undone.text).toBe(200);
    minutes(1);
    const credit = await call('POST', '/api/v1/credit-notes', {
      invoiceId: made.id,
      reason: 'Fee charged twice',
      credit: { mode: 'amount', net: '10.00', taxRateId: rateId, description: 'Fee' },
    });
    expect(credit.status, credit.text).toBe(201);
    minutes(1);
    const pdf = await call('GET', `/api/v1/invoices/${made.id}/pdf`);
    expect(pdf.status).toBe(200);
    // Opened again at once: counted once.
    expect((await call('GET', `/api/v1/invoices/${made.id}/pdf`)).status).toBe(200);
    minutes(1);
    const exported = await call('POST', '/api/v1/accounting/exports', {
      from: '2031-03-01',
      to: '2031-03-31',
    });
    expect(exported.status, exported.text).toBe(201);

    const page = await activity(made.id);
    expect(actions(page)).toEqual([
      'export',
      'pdf',
      'credit',
      'paymentReversed',
      'payment',
      'payment',
      'issue',
      'update',
      'create',
    ]);
    expect(page.total).toBe(9);
    // Newest first, each with its time and who.
    const times = page.items.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(find(page, 'create')?.actor).toEqual({ id: staff.userId, fullName: expect.any(String) });
    expect(find(page, 'issue')?.actor?.id).toBe(other.userId);
    expect(find(page, 'issue')?.changes.number).toEqual({ from: null, to: number });
    expect(find(page, 'update')?.changes.purchaseOrder).toEqual({ from: '', to: 'PO-ACT-1' });
    // The derived search copy is never shown.
    expect(page.items.some((entry) => 'searchText' in entry.changes)).toBe(false);
    const [bankPayment, byHand] = page.items.filter((entry) => entry.action === 'payment');
    expect(byHand?.changes).toMatchObject({
      payment: { to: '20.00' },
      paymentMethod: { to: 'cheque' },
      paymentReference: { to: 'CHQ 1001' },
    });
    expect(byHand?.changes.bankPayment).toBeUndefined();
    expect(bankPayment?.changes).toMatchObject({
      payment: { to: '30.00' },
      bankPayment: { to: { bankPaymentId: bank.body.data.id, payer: 'ACTIVITY TEST LTD' } },
    });
    expect(find(page, 'paymentReversed')?.changes).toMatchObject({
      payment: { from: '30.00' },
      bankPayment: { to: { bankPaymentId: bank.body.data.id } },
    });
    expect(find(page, 'credit')?.changes).toMatchObject({
      creditNote: { to: { number: expect.any(String), gross: '12.00' } },
      creditReason: { to: 'Fee charged twice' },
    });
    expect(find(page, 'pdf')?.changes.number).toEqual({ to: number });
    expect(find(page, 'export')?.changes.exported?.to).toMatchObject({
      provider: expect.any(String),
      documents: expect.arrayContaining(['invoice', 'payment', 'creditNote']),
    });

    // Voiding shows too (a fresh invoice: this one has payments).
    const second = await draft();
    const secondIssued = await call<Mutation<InvoiceView>>(
      'POST',
      `/api/v1/invoices/${second.id}/issue`,
      { version: second.version },
    );
    minutes(1);
    const voided = await call('POST', `/api/v1/invoices/${second.id}/void`, {
      version: secondIssued.body.data.version,
    });
    expect(voided.status, voided.text).toBe(200);
    expect(actions(await activity(second.id))).toEqual(['void', 'issue', 'create']);
  });

  it('pages 29 at a time', async () => {
    const made = await draft();
    let version = made.version;
    for (let index = 0; index < PAGE_SIZE; index += 1) {
      const edited = await call<Mutation<InvoiceView>>('PATCH', `/api/v1/invoices/${made.id}`, {
        version,
        notes: `Note ${index}`,
      });
      expect(edited.status, edited.text).toBe(200);
      version = edited.body.data.version;
    }
    const first = await activity(made.id);
    expect(first).toMatchObject({ total: PAGE_SIZE + 1, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.items[0]?.changes.notes?.to).toBe(`Note ${PAGE_SIZE - 1}`);
    const second = await activity(made.id, staff.token, 2);
    expect(second.items.map((entry) => entry.action)).toEqual(['create']);
  });

  it('leaves out what a role may not see (cost changes without COST_AUDIT_TRAIL)', async () => {
    const made = await draft();
    // Events with a cost field, as a module that keeps costs would write them.
    for (const changes of [
      { costPerNight: { from: '10.00', to: '12.00' } },
      { costPerNight: { from: '12.00', to: '13.00' }, notes: { from: '', to: 'Cost note' } },
    ]) {
      await server.db.query(
        `insert into audit_events (occurred_at, actor_id, action, record_type, record_id, changes)
         values ($1, $2, 'update', 'invoice', $3, $4::text::jsonb)`,
        [server.clock.now(), other.userId, made.id, JSON.stringify(changes)],
      );
    }
    const user = await activity(made.id, (await server.signIn('user')).token);
    expect(user.total).toBe(2);
    expect(user.items[0]?.changes).toEqual({ notes: { from: '', to: 'Cost note' } });
    const master = await activity(made.id, other.token);
    expect(master.total).toBe(3);
    expect(master.items.filter((entry) => 'costPerNight' in entry.changes)).toHaveLength(2);
  });

  it('answers 404 for an unknown invoice and 400 for a malformed id or page', async () => {
    const unknown = await call(
      'GET',
      '/api/v1/invoices/7d4f8f2e-1a8e-4c8e-9a49-2f0a36c1b0aa/activity',
    );
    expect(unknown.status).toBe(404);
    expect((await call('GET', '/api/v1/invoices/not-an-id/activity')).status).toBe(400);
    const made = await draft();
    expect((await call('GET', `/api/v1/invoices/${made.id}/activity?page=0`)).status).toBe(400);
    expect((await call('GET', `/api/v1/invoices/${made.id}/activity?page=x`)).status).toBe(400);
  });

  it('is open to every role the invoice page is, and to nobody signed out', async () => {
    const made = await draft();
    for (const role of ROLES_UNDER_TEST) {
      const signed = await server.signIn(role);
      const got = await call(
        'GET',
        `/api/v1/invoices/${made.id}/activity`,
        undefined,
        signed.token,
      );
      expect(got.status, role).toBe(200);
    }
    const anonymous = await server.request('GET', `/api/v1/invoices/${made.id}/activity`);
    expect(anonymous.status).toBe(401);
  });
});

import {
  type BookingsToInvoice,
  bookingsToInvoiceSchema,
  type CreditNoteView,
  catalogueItemListSchema,
  creditNoteListSchema,
  creditNoteViewSchema,
  type InvoiceView,
  invoiceListSchema,
  invoiceViewSchema,
  type TaxRateView,
  taxRateListSchema,
} from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from './harness.js';

type Mutation<T> = { message: string; data: T; fields?: Record<string, string> };

let server: TestServer;
let staff: SignedIn;
let standardRateId: string;
let zeroRateId: string;
/** A billing company of its own for these tests (a series starting at 1). */
let billingId: string;
let companyId: string;

const DAY = 86_400_000;

const call = <T>(method: string, path: string, json?: unknown) =>
  server.request<T>(method, path, { token: staff.token, json });

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.signIn('masteradmin');
  const rates = taxRateListSchema.parse((await call('GET', '/api/v1/tax-rates')).body);
  standardRateId = rates.items.find((rate) => rate.name === 'Standard')?.id ?? '';
  zeroRateId = rates.items.find((rate) => rate.name === 'Zero')?.id ?? '';
  const company = await server.db.query<{ id: string }>(
    `select id from companies where parent_id is null and not deleted order by name limit 1`,
  );
  companyId = company.rows[0]?.id ?? '';
  const billing = await server.db.query<{ id: string }>(
    `insert into billing_companies (company_id, legal_name, billing_address, payment_terms_days,
       invoice_prefix)
     values ($1, 'Invoice Test Holdings Ltd',
       '{"street":"2 Test Row","city":"Leeds","state":"","zip":"LS1 1AA","freeFormAddress":"","position":null}',
       14, 'ITH-')
     returning id`,
    [companyId],
  );
  billingId = billing.rows[0]?.id ?? '';
}, 120_000);
afterAll(async () => {
  await server?.close();
});

function line(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'cleaning',
    description: 'Cleaning',
    quantity: '1',
    unitPrice: '45.00',
    taxRateId: standardRateId,
    ...overrides,
  };
}

async function draft(body: Record<string, unknown> = {}): Promise<InvoiceView> {
  const response = await call<Mutation<InvoiceView>>('POST', '/api/v1/invoices', {
    billingCompanyId: billingId,
    lines: [line()],
    ...body,
  });
  expect(response.status, response.text).toBe(201);
  return invoiceViewSchema.parse(response.body.data);
}

async function issue(invoice: InvoiceView) {
  return call<Mutation<InvoiceView>>('POST', `/api/v1/invoices/${invoice.id}/issue`, {
    version: invoice.version,
  });
}

describe('demo data', () => {
  it('has the three tax rates, the catalogue, invoices in several statuses and a credit note', async () => {
    const rates = taxRateListSchema.parse((await call('GET', '/api/v1/tax-rates')).body);
    expect(rates.items.map((rate) => [rate.name, rate.percentage, rate.isDefault]).sort()).toEqual([
      ['Reduced', '5.00', false],
      ['Standard', '20.00', true],
      ['Zero', '0.00', false],
    ]);
    const items = catalogueItemListSchema.parse((await call('GET', '/api/v1/invoice-items')).body);
    expect(items.items.map((item) => item.name)).toEqual(
      expect.arrayContaining([
        'Accommodation night',
        'Cleaning',
        'Exit clean',
        'Parking (per night)',
        'Pet fee',
        'Admin fee',
        'Damages',
      ]),
    );
    const list = invoiceListSchema.parse((await call('GET', '/api/v1/invoices')).body);
    const counts = list.tabCounts ?? {};
    for (const tab of ['draft', 'paid', 'overdue', 'credited', 'void']) {
      expect(counts[tab], tab).toBeGreaterThan(0);
    }
    const notes = creditNoteListSchema.parse((await call('GET', '/api/v1/credit-notes')).body);
    expect(notes.total).toBeGreaterThan(0);
  });
});

describe('tax rates and items', () => {
  it('keeps one default, refuses to delete a rate in use and lets it be retired', async () => {
    const created = await call<Mutation<TaxRateView>>('POST', '/api/v1/tax-rates', {
      name: 'Test rate',
      percentage: '12.5',
      code: 'T',
      isDefault: true,
      isActive: true,
    });
    expect(created.status, created.text).toBe(201);
    const standard = await call<{ data: TaxRateView }>(
      'GET',
      `/api/v1/tax-rates/${standardRateId}`,
    );
    expect(standard.body.data.isDefault).toBe(false);
    // Give the default back to Standard.
    const back = await call<Mutation<TaxRateView>>('PATCH', `/api/v1/tax-rates/${standardRateId}`, {
      isDefault: true,
      version: standard.body.data.version,
    });
    expect(back.status, back.text).toBe(200);
    expect(back.body.data.inUse).toBe(true);
    const refused = await call(
      'DELETE',
      `/api/v1/tax-rates/${standardRateId}?version=${back.body.data.version}`,
    );
    expect(refused.status).toBe(422);
    const unused = created.body.data;
    const fresh = await call<{ data: TaxRateView }>('GET', `/api/v1/tax-rates/${unused.id}`);
    const retired = await call<Mutation<TaxRateView>>('PATCH', `/api/v1/tax-rates/${unused.id}`, {
      isActive: false,
      version: fresh.body.data.version,
    });
    expect(retired.body.data.isActive).toBe(false);
    const tabs = taxRateListSchema.parse((await call('GET', '/api/v1/tax-rates?tab=retired')).body);
    expect(tabs.items.map((rate) => rate.id)).toContain(unused.id);
    const deleted = await call(
      'DELETE',
      `/api/v1/tax-rates/${unused.id}?version=${retired.body.data.version}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
  });

  it('refuses a retired rate on a new line', async () => {
    const rate = await call<Mutation<TaxRateView>>('POST', '/api/v1/tax-rates', {
      name: 'Old rate',
      percentage: '17.5',
      code: 'O',
      isDefault: false,
      isActive: false,
    });
    const response = await call<{ fields?: Record<string, string> }>('POST', '/api/v1/invoices', {
      billingCompanyId: billingId,
      lines: [line({ taxRateId: rate.body.data.id })],
    });
    expect(response.status).toBe(400);
    expect(response.body.fields?.['lines.0.taxRateId']).toBe('This tax rate is retired');
  });

  it('creates a catalogue item with its default price and rate', async () => {
    const response = await call<Mutation<{ id: string; taxPercent: string | null }>>(
      'POST',
      '/api/v1/invoice-items',
      {
        name: 'Late check-out',
        kind: 'fee',
        defaultPrice: { amount: '30', currency: 'GBP' },
        taxRateId: standardRateId,
      },
    );
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.taxPercent).toBe('20.00');
  });
});

describe('drafts, issue and numbering', () => {
  it('works out lines and totals exactly (tax per line rounded half up, totals of rounded lines)', async () => {
    const invoice = await draft({
      lines: [
        line({ unitPrice: '0.05', taxRateId: standardRateId, quantity: '1' }),
        line({ description: 'Half night', unitPrice: '33.33', quantity: '2.5' }),
        line({ description: 'Goodwill', unitPrice: '-10.00' }),
        line({ description: 'Parking', unitPrice: '7.50', quantity: '3', taxRateId: zeroRateId }),
      ],
    });
    expect(invoice.lines.map((l) => [l.net.amount, l.tax.amount, l.gross.amount])).toEqual([
      ['0.05', '0.01', '0.06'],
      ['83.33', '16.67', '100.00'],
      ['-10.00', '-2.00', '-12.00'],
      ['22.50', '0.00', '22.50'],
    ]);
    expect(invoice.totals).toEqual({
      net: { amount: '95.88', currency: 'GBP' },
      tax: { amount: '14.68', currency: 'GBP' },
      gross: { amount: '110.56', currency: 'GBP' },
    });
    expect(invoice.status).toBe('draft');
    expect(invoice.number).toBeNull();
    expect(invoice.billTo.legalName).toBe('Invoice Test Holdings Ltd');
  });

  it('edits a draft with its version, then freezes it once issued', async () => {
    const invoice = await draft();
    const stale = await call('PATCH', `/api/v1/invoices/${invoice.id}`, {
      notes: 'x',
      version: invoice.version + 5,
    });
    expect(stale.status).toBe(409);
    const edited = await call<Mutation<InvoiceView>>('PATCH', `/api/v1/invoices/${invoice.id}`, {
      notes: 'Thank you',
      purchaseOrder: 'PO-77',
      lines: [line({ unitPrice: '100' })],
      version: invoice.version,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.totals.gross.amount).toBe('120.00');
    const issued = await issue(edited.body.data);
    expect(issued.status, issued.text).toBe(200);
    const view = issued.body.data;
    expect(view.status).toBe('issued');
    expect(view.number).toMatch(/^ITH-\d{6}$/);
    expect(view.issueDate).not.toBeNull();
    expect(view.taxPoint).toBe(view.issueDate);
    // Due from the billing company's payment terms (14 days here).
    const due = new Date(`${view.issueDate}T00:00:00Z`).getTime() + 14 * DAY;
    expect(view.dueDate).toBe(new Date(due).toISOString().slice(0, 10));
    for (const [method, path, body] of [
      ['PATCH', `/api/v1/invoices/${view.id}`, { notes: 'changed', version: view.version }],
      ['DELETE', `/api/v1/invoices/${view.id}?version=${view.version}`, undefined],
      ['POST', `/api/v1/invoices/${view.id}/issue`, { version: view.version }],
    ] as const) {
      const refused = await call<{ message: string }>(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(422);
      expect(refused.body.message).toBe('An issued invoice cannot be changed. Credit it instead.');
      expect(refused.body).toMatchObject({ code: 'invoiceNotDraft' });
    }
  });

  it('refuses to issue without a purchase order the billing company requires', async () => {
    await server.db.query(
      'update billing_companies set purchase_order_required = true where id = $1',
      [billingId],
    );
    try {
      const invoice = await draft();
      const refused = await issue(invoice);
      expect(refused.status).toBe(422);
      const fixed = await call<Mutation<InvoiceView>>('PATCH', `/api/v1/invoices/${invoice.id}`, {
        purchaseOrder: 'PO-9',
        version: invoice.version,
      });
      expect((await issue(fixed.body.data)).status).toBe(200);
    } finally {
      await server.db.query(
        'update billing_companies set purchase_order_required = false where id = $1',
        [billingId],
      );
    }
  });

  it('gives N concurrent issues the next N numbers exactly, without gaps or reuse', async () => {
    const before = await server.db.query<{ n: number | null }>(
      `select max(sequence) as n from invoices where billing_company_id = $1`,
      [billingId],
    );
    const start = before.rows[0]?.n ?? 0;
    const drafts = await Promise.all(Array.from({ length: 8 }, () => draft()));
    // One of them is issued twice at once: only one of the two may succeed.
    const results = await Promise.all([...drafts, drafts[0] as InvoiceView].map((d) => issue(d)));
    const ok = results.filter((result) => result.status === 200);
    expect(ok).toHaveLength(8);
    expect(results.filter((result) => result.status !== 200).map((r) => r.status)[0]).toBeOneOf([
      409, 422,
    ]);
    const numbers = ok.map((result) => result.body.data.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 8 }, (_, index) => `ITH-${String(start + index + 1).padStart(6, '0')}`),
    );
  });
});

describe('bookings to invoice and double billing', () => {
  let toInvoice: BookingsToInvoice;
  let bookingId: string;

  it('lists bookings with nights not yet invoiced, by billing company, with what would be billed', async () => {
    const response = await call('GET', '/api/v1/invoices/bookings-to-invoice?grouping=monthly');
    expect(response.status, response.text).toBe(200);
    toInvoice = bookingsToInvoiceSchema.parse(response.body);
    expect(toInvoice.taxPercent).toBe('20.00');
    const group = toInvoice.groups.find((g) => g.bookings.length > 0);
    expect(group).toBeDefined();
    const booking = group?.bookings[0];
    bookingId = booking?.bookingId ?? '';
    for (const period of booking?.periods ?? []) {
      // One line per calendar month at most.
      expect(period.from.slice(0, 7)).toBe(
        new Date(Date.parse(`${period.to}T00:00:00Z`) - DAY).toISOString().slice(0, 7),
      );
    }
  });

  it('drafts from bookings, then refuses to bill the same nights twice', async () => {
    const made = await call<Mutation<{ invoices: InvoiceView[] }>>(
      'POST',
      '/api/v1/invoices/from-bookings',
      { bookingIds: [bookingId], grouping: 'perBooking' },
    );
    expect(made.status, made.text).toBe(201);
    const [invoice] = made.body.data.invoices;
    expect(invoice?.lines.every((l) => l.bookingId === bookingId && l.period !== null)).toBe(true);
    const again = await call('POST', '/api/v1/invoices/from-bookings', { bookingIds: [bookingId] });
    expect(again.status).toBe(422);
    const period = invoice?.lines[0]?.period;
    const byHand = await call<{ message: string }>('POST', '/api/v1/invoices', {
      billingCompanyId: billingId,
      lines: [line({ kind: 'accommodation', bookingId, period, unitPrice: '100' })],
    });
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toMatch(/already on a draft invoice$/);
    // The booking's invoices: exactly those with a line for it.
    const ofBooking = await call<{ items: { id: string }[]; total: number }>(
      'GET',
      `/api/v1/invoices?bookingId=${bookingId}&tab=all`,
    );
    expect(ofBooking.status, ofBooking.text).toBe(200);
    const expected = await server.db.query<{ id: string }>(
      `select distinct i.id from invoices i join invoice_lines l on l.invoice_id = i.id
        where l.booking_id = $1 and not i.deleted`,
      [bookingId],
    );
    expect(ofBooking.body.items.map((item) => item.id).sort()).toEqual(
      expected.rows.map((row) => row.id).sort(),
    );
    expect(ofBooking.body.items.map((item) => item.id)).toContain(invoice?.id);
    expect(ofBooking.body.total).toBe(expected.rows.length);
    const all = await call<{ total: number }>('GET', '/api/v1/invoices?tab=all');
    expect(all.body.total).toBeGreaterThan(expected.rows.length);
    const badBooking = await call('GET', '/api/v1/invoices?bookingId=nope');
    expect(badBooking.status).toBe(400);
    const listed = bookingsToInvoiceSchema.parse(
      (await call('GET', '/api/v1/invoices/bookings-to-invoice')).body,
    );
    const ids = listed.groups.flatMap((g) => g.bookings.map((b) => b.bookingId));
    expect(ids).not.toContain(bookingId);
    // Deleting the draft frees the nights.
    const removed = await call(
      'DELETE',
      `/api/v1/invoices/${invoice?.id}?version=${invoice?.version}`,
    );
    expect(removed.status, removed.text).toBe(200);
    const freed = bookingsToInvoiceSchema.parse(
      (await call('GET', '/api/v1/invoices/bookings-to-invoice')).body,
    );
    expect(freed.groups.flatMap((g) => g.bookings.map((b) => b.bookingId))).toContain(bookingId);
  });
});

describe('payments, overdue and credit notes', () => {
  let invoice: InvoiceView;

  it('moves the balance and the status with payments; refuses overpayment', async () => {
    const made = await draft({ lines: [line({ unitPrice: '100.00' })] });
    invoice = (await issue(made)).body.data;
    expect(invoice.balance.amount).toBe('120.00');
    const pay = (amount: string) =>
      call<Mutation<InvoiceView>>('POST', `/api/v1/invoices/${invoice.id}/payments`, {
        amount,
        paidOn: '2026-01-10',
        method: 'bankTransfer',
        reference: invoice.number,
      });
    const first = await pay('20.00');
    expect(first.status, first.text).toBe(201);
    expect(first.body.data.status).toBe('partPaid');
    expect(first.body.data.balance.amount).toBe('100.00');
    expect((await pay('100.01')).status).toBe(422);
    const second = await pay('100.00');
    expect(second.body.data.status).toBe('paid');
    expect(second.body.data.balance.amount).toBe('0.00');
    expect(second.body.data.payments).toHaveLength(2);
    expect((await pay('1.00')).status).toBe(422);
    const onDraft = await call('POST', `/api/v1/invoices/${(await draft()).id}/payments`, {
      amount: '1',
      paidOn: '2026-01-10',
      method: 'card',
    });
    expect(onDraft.status).toBe(422);
  });

  it('shows an unpaid invoice overdue after its due date, in the overdue tab', async () => {
    const unpaid = (await issue(await draft())).body.data;
    const overdueTab = async () =>
      invoiceListSchema.parse(
        (await call('GET', `/api/v1/invoices?tab=overdue&billingCompanyId=${billingId}`)).body,
      );
    expect((await overdueTab()).items.map((i) => i.id)).not.toContain(unpaid.id);
    // Its due date passes (the clock is left alone: sessions would expire with it).
    await server.db.query(
      'update invoices set due_date = issue_date - 1, issue_date = issue_date - 15 where id = $1',
      [unpaid.id],
    );
    const later = await call<{ data: InvoiceView }>('GET', `/api/v1/invoices/${unpaid.id}`);
    expect(later.body.data.status).toBe('overdue');
    expect((await overdueTab()).items.map((i) => i.id)).toContain(unpaid.id);
    const issuedTab = invoiceListSchema.parse(
      (await call('GET', `/api/v1/invoices?tab=issued&billingCompanyId=${billingId}`)).body,
    );
    expect(issuedTab.items.map((i) => i.id)).not.toContain(unpaid.id);
  });

  it('credits chosen lines, then the rest, making the invoice credited with its own series', async () => {
    const made = await draft({
      lines: [
        line({ unitPrice: '100.00', quantity: '3' }),
        line({ description: 'Parking', unitPrice: '10' }),
      ],
    });
    const issued = (await issue(made)).body.data;
    const partial = await call<Mutation<CreditNoteView>>('POST', '/api/v1/credit-notes', {
      invoiceId: issued.id,
      reason: 'Left a night early',
      credit: { mode: 'lines', lines: [{ lineId: issued.lines[0]?.id, quantity: '1' }] },
    });
    expect(partial.status, partial.text).toBe(201);
    const note = creditNoteViewSchema.parse(partial.body.data);
    expect(note.number).toMatch(/^CN-\d{6}$/);
    expect(note.totals.gross.amount).toBe('120.00');
    const after = (await call<{ data: InvoiceView }>('GET', `/api/v1/invoices/${issued.id}`)).body
      .data;
    expect(after.balance.amount).toBe('252.00');
    expect(after.status).toBe('issued');
    const tooMuch = await call('POST', '/api/v1/credit-notes', {
      invoiceId: issued.id,
      reason: 'Too much',
      credit: { mode: 'amount', net: '500', taxRateId: standardRateId },
    });
    expect(tooMuch.status).toBe(422);
    const rest = await call<Mutation<CreditNoteView>>('POST', '/api/v1/credit-notes', {
      invoiceId: issued.id,
      reason: 'Cancelled',
      credit: { mode: 'whole' },
    });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body.data.totals.gross.amount).toBe('252.00');
    expect(Number(rest.body.data.number.slice(3))).toBe(Number(note.number.slice(3)) + 1);
    const credited = (await call<{ data: InvoiceView }>('GET', `/api/v1/invoices/${issued.id}`))
      .body.data;
    expect(credited.status).toBe('credited');
    expect(credited.balance.amount).toBe('0.00');
    expect(credited.creditNotes).toHaveLength(2);
    const draftNote = await call('POST', '/api/v1/credit-notes', {
      invoiceId: (await draft()).id,
      reason: 'x',
      credit: { mode: 'whole' },
    });
    expect(draftNote.status).toBe(422);
  });

  it('answers the invoice and the credit note as PDFs', async () => {
    const pdf = await fetch(`${server.baseUrl}/api/v1/invoices/${invoice.id}/pdf`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const notes = creditNoteListSchema.parse((await call('GET', '/api/v1/credit-notes')).body);
    const noteId = notes.items[0]?.id;
    const notePdf = await fetch(`${server.baseUrl}/api/v1/credit-notes/${noteId}/pdf`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(notePdf.status).toBe(200);
    expect(notePdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('searches invoices by number and purchase order', async () => {
    const byNumber = invoiceListSchema.parse(
      (await call('GET', `/api/v1/invoices?search=${invoice.number}`)).body,
    );
    expect(byNumber.items.map((i) => i.id)).toEqual([invoice.id]);
    const byPo = invoiceListSchema.parse((await call('GET', '/api/v1/invoices?search=PO-77')).body);
    expect(byPo.total).toBe(1);
  });
});

describe('a booking deleted for good', () => {
  it('keeps its invoices, their lines no longer linked to it', async () => {
    const admin = await server.signIn('system_admin');
    const billed = await server.db.query<{ booking_id: string; invoice_id: string }>(
      `select l.booking_id, l.invoice_id from invoice_lines l
         join invoices i on i.id = l.invoice_id and i.status = 'paid'
        where l.booking_id is not null order by i.number limit 1`,
    );
    const { booking_id: bookingId, invoice_id: invoiceId } = billed.rows[0] ?? {
      booking_id: '',
      invoice_id: '',
    };
    const as = <T>(method: string, path: string, json?: unknown) =>
      server.request<T>(method, path, { token: admin.token, json });
    const booking = await as<{ data: { version: number } }>('GET', `/api/v1/bookings/${bookingId}`);
    const deleted = await as<{ data: { version: number } }>(
      'DELETE',
      `/api/v1/bookings/${bookingId}?version=${booking.body.data.version}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
    const purged = await as(
      'DELETE',
      `/api/v1/bookings/${bookingId}/permanent?version=${deleted.body.data.version}`,
    );
    expect(purged.status, purged.text).toBe(200);
    const invoice = await call<{ data: InvoiceView }>('GET', `/api/v1/invoices/${invoiceId}`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.data.lines.some((l) => l.bookingId === bookingId)).toBe(false);
    expect(invoice.body.data.lines[0]?.description).toMatch(/BKG-/);
  });
});

describe('the list, every sort', () => {
  it('pages through drafts and issued invoices alike by each sort key, both ways, each invoice once', async () => {
    // Drafts have no number, issue or due date: the sort keys must still order and page them.
    await Promise.all(Array.from({ length: 31 }, () => draft()));
    for (const key of ['createdAt', 'updatedAt', 'number', 'issueDate', 'dueDate']) {
      for (const sort of [key, `-${key}`]) {
        const seen: string[] = [];
        let total = 0;
        for (let page = 1; page <= 200; page += 1) {
          const answer = await call('GET', `/api/v1/invoices?sort=${sort}&page=${page}`);
          expect(answer.status, `${sort} page ${page}: ${answer.text}`).toBe(200);
          const list = invoiceListSchema.parse(answer.body);
          total = list.total;
          seen.push(...list.items.map((item) => item.id));
          if (list.items.length === 0 || seen.length >= total) break;
        }
        expect(seen.length, sort).toBe(total);
        expect(new Set(seen).size, sort).toBe(total);
      }
    }
  });
});

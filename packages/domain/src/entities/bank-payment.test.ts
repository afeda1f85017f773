import { describe, expect, it } from 'vitest';
import {
  bankPaymentAllocateSchema,
  bankPaymentDuplicateKey,
  bankPaymentEditSchema,
  bankPaymentIgnoreSchema,
  bankPaymentInputSchema,
  bankPaymentListQuerySchema,
  bankPaymentMatchScore,
  bankPaymentStatusOf,
  statementMappingSchema,
} from './bank-payment';

const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const id = '0b7e4c3a-8f1e-4a57-9f0d-2d5c6f3b1a10';

describe('bank payment status', () => {
  it('follows what is allocated', () => {
    expect(bankPaymentStatusOf(gbp('100.00'), gbp('0.00'), false)).toBe('unmatched');
    expect(bankPaymentStatusOf(gbp('100.00'), gbp('0.01'), false)).toBe('partlyMatched');
    expect(bankPaymentStatusOf(gbp('100.00'), gbp('99.99'), false)).toBe('partlyMatched');
    expect(bankPaymentStatusOf(gbp('100.00'), gbp('100.00'), false)).toBe('matched');
    expect(bankPaymentStatusOf(gbp('100.00'), gbp('0.00'), true)).toBe('ignored');
  });
});

describe('duplicate key', () => {
  it('uses the reference, or the payer when there is none', () => {
    const a = {
      receivedOn: '2026-03-02',
      amount: gbp('120.5'),
      reference: ' INV-000042 ',
      payer: 'A',
    };
    const b = {
      receivedOn: '2026-03-02',
      amount: gbp('120.50'),
      reference: 'inv-000042',
      payer: 'B',
    };
    expect(bankPaymentDuplicateKey(a)).toBe(bankPaymentDuplicateKey(b));
    expect(bankPaymentDuplicateKey({ ...a, receivedOn: '2026-03-03' })).not.toBe(
      bankPaymentDuplicateKey(b),
    );
    const c = { receivedOn: '2026-03-02', amount: gbp('10'), reference: '', payer: 'Acme  Ltd' };
    const d = { receivedOn: '2026-03-02', amount: gbp('10.00'), reference: '', payer: 'acme ltd' };
    expect(bankPaymentDuplicateKey(c)).toBe(bankPaymentDuplicateKey(d));
    expect(bankPaymentDuplicateKey({ ...d, payer: 'Other' })).not.toBe(bankPaymentDuplicateKey(c));
  });
});

describe('match score', () => {
  it('adds the points of the reasons, at most 100', () => {
    expect(bankPaymentMatchScore([])).toBe(0);
    expect(bankPaymentMatchScore(['amountEqualsBalance'])).toBe(30);
    expect(
      bankPaymentMatchScore([
        'invoiceNumberInReference',
        'amountEqualsBalance',
        'purchaseOrderInReference',
        'payerLikeBillingCompany',
      ]),
    ).toBe(100);
  });
});

describe('bank payment inputs', () => {
  it('takes a payment entered by hand and refuses a debit or an empty payer', () => {
    const parsed = bankPaymentInputSchema.parse({
      receivedOn: '2026-03-02',
      amount: '120.50',
      payer: ' Acme Ltd ',
    });
    expect(parsed).toEqual({
      receivedOn: '2026-03-02',
      amount: '120.50',
      currency: 'GBP',
      payer: 'Acme Ltd',
      reference: '',
      notes: '',
    });
    const base = { receivedOn: '2026-03-02', amount: '1', payer: 'A' };
    expect(bankPaymentInputSchema.safeParse({ ...base, amount: '-1' }).success).toBe(false);
    expect(bankPaymentInputSchema.safeParse({ ...base, amount: '0.00' }).success).toBe(false);
    expect(bankPaymentInputSchema.safeParse({ ...base, amount: 12 }).success).toBe(false);
    expect(bankPaymentInputSchema.safeParse({ ...base, payer: '  ' }).success).toBe(false);
    expect(bankPaymentInputSchema.safeParse({ ...base, payer: 'x'.repeat(201) }).success).toBe(
      false,
    );
    expect(bankPaymentInputSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });

  it('edits, ignores and allocates with a version', () => {
    expect(bankPaymentEditSchema.safeParse({ version: 1, notes: 'x' }).success).toBe(true);
    expect(bankPaymentEditSchema.safeParse({ notes: 'x' }).success).toBe(false);
    // The day, amount and currency too (the server takes them only while unmatched).
    expect(
      bankPaymentEditSchema.safeParse({
        version: 1,
        amount: '2',
        currency: 'EUR',
        receivedOn: '2026-04-02',
      }).success,
    ).toBe(true);
    expect(bankPaymentEditSchema.safeParse({ version: 1, amount: '0' }).success).toBe(false);
    expect(bankPaymentEditSchema.safeParse({ version: 1, currency: 'euro' }).success).toBe(false);
    expect(bankPaymentEditSchema.safeParse({ version: 1, status: 'matched' }).success).toBe(false);
    expect(bankPaymentIgnoreSchema.safeParse({ version: 1, reason: '' }).success).toBe(false);
    expect(bankPaymentIgnoreSchema.safeParse({ version: 1, reason: 'Refund' }).success).toBe(true);
    expect(
      bankPaymentAllocateSchema.safeParse({
        version: 1,
        allocations: [{ invoiceId: id, amount: '10.00' }],
      }).success,
    ).toBe(true);
    expect(
      bankPaymentAllocateSchema.safeParse({
        version: 1,
        allocations: [
          { invoiceId: id, amount: '10.00' },
          { invoiceId: id, amount: '1.00' },
        ],
      }).success,
    ).toBe(false);
    expect(bankPaymentAllocateSchema.safeParse({ version: 1, allocations: [] }).success).toBe(
      false,
    );
    expect(
      bankPaymentAllocateSchema.safeParse({
        version: 1,
        allocations: [{ invoiceId: 'nope', amount: '1' }],
      }).success,
    ).toBe(false);
  });

  it('lists by tab with a default sort', () => {
    expect(bankPaymentListQuerySchema.parse({})).toMatchObject({
      tab: 'all',
      sort: '-receivedOn',
      page: 1,
    });
    expect(bankPaymentListQuerySchema.safeParse({ tab: 'deleted' }).success).toBe(false);
  });

  it('maps statement columns', () => {
    expect(statementMappingSchema.parse({ date: 0, amount: 2, payer: 1, reference: null })).toEqual(
      {
        date: 0,
        amount: 2,
        payer: 1,
        reference: null,
        dateFormat: 'YYYY-MM-DD',
        hasHeader: true,
        currency: 'GBP',
      },
    );
    expect(
      statementMappingSchema.safeParse({
        date: 0,
        amount: { credit: 3, debit: 4 },
        payer: null,
        reference: 1,
        dateFormat: 'DD/MM/YYYY',
      }).success,
    ).toBe(true);
    expect(
      statementMappingSchema.safeParse({ date: -1, amount: 2, payer: 1, reference: 1 }).success,
    ).toBe(false);
    expect(
      statementMappingSchema.safeParse({ date: 0, amount: 2, payer: 1, reference: 1, x: 1 })
        .success,
    ).toBe(false);
  });
});

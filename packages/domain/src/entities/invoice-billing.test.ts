import { describe, expect, it } from 'vitest';
import {
  creditNoteRequestSchema,
  invoiceDraftUpdateSchema,
  invoiceLineInputSchema,
  invoicePaymentCreateSchema,
} from './invoice-api';
import {
  billablePeriods,
  dueDateFor,
  invoiceBalance,
  invoiceStatusOn,
  lineTotals,
  overlaps,
  settledStatus,
  splitByMonth,
  subtractRanges,
  sumTotals,
  taxByRate,
} from './invoice-billing';

const gbp = (amount: string) => ({ amount, currency: 'GBP' });

describe('invoice arithmetic', () => {
  it('rounds tax per line half up at exactly half a penny', () => {
    // 0.25 × 10 % = 2.5p → 3p; 0.05 × 50 % = 2.5p → 3p; 0.24 × 10 % = 2.4p → 2p.
    expect(lineTotals({ quantity: '1', unitPrice: gbp('0.25'), taxPercent: '10' })).toEqual({
      net: gbp('0.25'),
      tax: gbp('0.03'),
      gross: gbp('0.28'),
    });
    expect(lineTotals({ quantity: '1', unitPrice: gbp('0.05'), taxPercent: '50' }).tax).toEqual(
      gbp('0.03'),
    );
    expect(lineTotals({ quantity: '1', unitPrice: gbp('0.24'), taxPercent: '10' }).tax).toEqual(
      gbp('0.02'),
    );
    // 17.5 % of 10.10 = 1.7675 → 1.77.
    expect(lineTotals({ quantity: '1', unitPrice: gbp('10.10'), taxPercent: '17.5' }).tax).toEqual(
      gbp('1.77'),
    );
  });

  it('rounds a net of a part quantity to the penny before taxing it', () => {
    // 2.5 × 33.33 = 83.325 → 83.33; 20 % of 83.33 = 16.666 → 16.67.
    expect(lineTotals({ quantity: '2.5', unitPrice: gbp('33.33'), taxPercent: '20' })).toEqual({
      net: gbp('83.33'),
      tax: gbp('16.67'),
      gross: gbp('100.00'),
    });
  });

  it('rounds a negative (credit) line like its positive twin, away from zero', () => {
    expect(lineTotals({ quantity: '1', unitPrice: gbp('-0.25'), taxPercent: '10' })).toEqual({
      net: gbp('-0.25'),
      tax: gbp('-0.03'),
      gross: gbp('-0.28'),
    });
  });

  it('totals a document as the sum of its rounded lines, never re-rounding the sum', () => {
    // Three lines of 0.05 at 50 %: each 2.5p → 3p, so 9p of tax (15p × 50 % would be 7.5p → 8p).
    const line = lineTotals({ quantity: '1', unitPrice: gbp('0.05'), taxPercent: '50' });
    const totals = sumTotals([line, line, line], 'GBP');
    expect(totals).toEqual({ net: gbp('0.15'), tax: gbp('0.09'), gross: gbp('0.24') });
    const nights = lineTotals({ quantity: '31', unitPrice: gbp('89.99'), taxPercent: '20' });
    const cleaning = lineTotals({ quantity: '1', unitPrice: gbp('45.00'), taxPercent: '20' });
    const discount = lineTotals({ quantity: '1', unitPrice: gbp('-50.00'), taxPercent: '20' });
    const parking = lineTotals({ quantity: '31', unitPrice: gbp('7.50'), taxPercent: '0' });
    expect(nights).toEqual({ net: gbp('2789.69'), tax: gbp('557.94'), gross: gbp('3347.63') });
    expect(sumTotals([nights, cleaning, discount, parking], 'GBP')).toEqual({
      net: gbp('3017.19'),
      tax: gbp('556.94'),
      gross: gbp('3574.13'),
    });
    expect(sumTotals([], 'GBP')).toEqual({
      net: gbp('0.00'),
      tax: gbp('0.00'),
      gross: gbp('0.00'),
    });
  });

  it('analyses VAT per rate', () => {
    const lines = [
      {
        ...lineTotals({ quantity: '2', unitPrice: gbp('100'), taxPercent: '20' }),
        taxPercent: '20',
      },
      { ...lineTotals({ quantity: '1', unitPrice: gbp('10'), taxPercent: '0' }), taxPercent: '0' },
      {
        ...lineTotals({ quantity: '1', unitPrice: gbp('50'), taxPercent: '20.00' }),
        taxPercent: '20.00',
      },
    ];
    expect(taxByRate(lines, 'GBP')).toEqual([
      { taxPercent: '20', net: gbp('250.00'), tax: gbp('50.00') },
      { taxPercent: '0', net: gbp('10.00'), tax: gbp('0.00') },
    ]);
  });

  it('works out the balance and the status from payments and credits, a credit balance too', () => {
    const gross = gbp('120.00');
    expect(invoiceBalance(gross, gbp('0'), gbp('0'))).toEqual(gbp('120.00'));
    expect(settledStatus(gross, gbp('0'), gbp('0'))).toBe('issued');
    expect(settledStatus(gross, gbp('20.00'), gbp('0'))).toBe('partPaid');
    expect(settledStatus(gross, gbp('120.00'), gbp('0'))).toBe('paid');
    expect(settledStatus(gross, gbp('100.00'), gbp('20.00'))).toBe('paid');
    expect(settledStatus(gross, gbp('0'), gbp('120.00'))).toBe('credited');
    expect(settledStatus(gross, gbp('0'), gbp('30.00'))).toBe('issued');
    // Paid in full, then 30 credited: the client is 30 in credit, the invoice stays paid.
    expect(invoiceBalance(gross, gbp('120.00'), gbp('30.00'))).toEqual(gbp('-30.00'));
    expect(settledStatus(gross, gbp('120.00'), gbp('30.00'))).toBe('paid');
  });

  it('makes an issued or part-paid invoice overdue after its due date, at read time', () => {
    expect(invoiceStatusOn('issued', '2026-03-31', '2026-03-31')).toBe('issued');
    expect(invoiceStatusOn('issued', '2026-03-31', '2026-04-01')).toBe('overdue');
    expect(invoiceStatusOn('partPaid', '2026-03-31', '2026-04-01')).toBe('overdue');
    expect(invoiceStatusOn('paid', '2026-03-31', '2026-04-01')).toBe('paid');
    expect(invoiceStatusOn('draft', null, '2026-04-01')).toBe('draft');
    expect(dueDateFor('2026-01-31', 30)).toBe('2026-03-02');
    expect(dueDateFor('2026-12-15', 30)).toBe('2027-01-14');
  });
});

describe('billing periods', () => {
  const stay = {
    checkIn: '2026-01-20',
    originalCheckOut: '2026-03-05',
    checkOut: '2026-03-15',
    sellingPricePerNight: gbp('100.00'),
    extensions: [{ from: '2026-03-05', to: '2026-03-15', sellingPricePerNight: gbp('110.00') }],
  };

  it('bills the whole stay per rate, or a line per calendar month', () => {
    expect(billablePeriods(stay, [], { monthly: false })).toEqual([
      { from: '2026-01-20', to: '2026-03-05', nights: 44, unitPrice: gbp('100.00') },
      { from: '2026-03-05', to: '2026-03-15', nights: 10, unitPrice: gbp('110.00') },
    ]);
    expect(billablePeriods(stay, [], { monthly: true })).toEqual([
      { from: '2026-01-20', to: '2026-02-01', nights: 12, unitPrice: gbp('100.00') },
      { from: '2026-02-01', to: '2026-03-01', nights: 28, unitPrice: gbp('100.00') },
      { from: '2026-03-01', to: '2026-03-05', nights: 4, unitPrice: gbp('100.00') },
      { from: '2026-03-05', to: '2026-03-15', nights: 10, unitPrice: gbp('110.00') },
    ]);
  });

  it('leaves out the nights already invoiced and those from `until` on', () => {
    const invoiced = [{ from: '2026-01-20', to: '2026-02-01' }];
    expect(billablePeriods(stay, invoiced, { monthly: true, until: '2026-03-01' })).toEqual([
      { from: '2026-02-01', to: '2026-03-01', nights: 28, unitPrice: gbp('100.00') },
    ]);
    const all = [{ from: '2026-01-01', to: '2026-04-01' }];
    expect(billablePeriods(stay, all, { monthly: false })).toEqual([]);
  });

  it('subtracts, splits and compares night ranges', () => {
    expect(
      subtractRanges(
        [{ from: '2026-01-01', to: '2026-01-31' }],
        [{ from: '2026-01-10', to: '2026-01-12' }],
      ),
    ).toEqual([
      { from: '2026-01-01', to: '2026-01-10' },
      { from: '2026-01-12', to: '2026-01-31' },
    ]);
    expect(splitByMonth([{ from: '2026-12-30', to: '2027-01-02' }])).toEqual([
      { from: '2026-12-30', to: '2027-01-01' },
      { from: '2027-01-01', to: '2027-01-02' },
    ]);
    const january = [{ from: '2026-01-01', to: '2026-02-01' }];
    expect(overlaps(january, [{ from: '2026-02-01', to: '2026-02-03' }])).toBe(false);
    expect(overlaps(january, [{ from: '2026-01-31', to: '2026-02-03' }])).toBe(true);
  });
});

describe('invoice API schemas', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('takes lines with decimal strings only, and a positive quantity', () => {
    const line = {
      kind: 'accommodation',
      description: 'Nights',
      quantity: '3',
      unitPrice: '-10.50',
      taxRateId: id,
    };
    expect(invoiceLineInputSchema.parse(line)).toMatchObject({ bookingId: null, period: null });
    expect(invoiceLineInputSchema.safeParse({ ...line, unitPrice: 10.5 }).success).toBe(false);
    expect(invoiceLineInputSchema.safeParse({ ...line, quantity: '0' }).success).toBe(false);
  });

  it('needs the version to edit a draft, and refuses unknown fields', () => {
    expect(invoiceDraftUpdateSchema.safeParse({ notes: 'x', version: 1 }).success).toBe(true);
    expect(invoiceDraftUpdateSchema.safeParse({ notes: 'x' }).success).toBe(false);
    expect(invoiceDraftUpdateSchema.safeParse({ number: 'INV-1', version: 1 }).success).toBe(false);
  });

  it('takes payments above zero and credit notes in three modes', () => {
    const payment = { amount: '0.00', paidOn: '2026-01-01', method: 'card' };
    expect(invoicePaymentCreateSchema.safeParse(payment).success).toBe(false);
    expect(invoicePaymentCreateSchema.safeParse({ ...payment, amount: '0.01' }).success).toBe(true);
    const base = { invoiceId: id, reason: 'Early departure' };
    expect(creditNoteRequestSchema.safeParse({ ...base, credit: { mode: 'whole' } }).success).toBe(
      true,
    );
    expect(
      creditNoteRequestSchema.safeParse({ ...base, credit: { mode: 'lines', lines: [] } }).success,
    ).toBe(false);
    expect(
      creditNoteRequestSchema.safeParse({
        ...base,
        credit: { mode: 'amount', net: '-5', taxRateId: id },
      }).success,
    ).toBe(false);
    // One mode's fields under another's name, or a mode it does not know, is refused.
    for (const credit of [
      { mode: 'amount', lines: [{ lineId: id }] },
      { mode: 'lines', net: '5', taxRateId: id },
      { mode: 'part' },
      { lines: [{ lineId: id }] },
    ]) {
      expect(creditNoteRequestSchema.safeParse({ ...base, credit }).success).toBe(false);
    }
    const amount = { mode: 'amount', net: '5', taxRateId: id } as const;
    expect(creditNoteRequestSchema.parse({ ...base, credit: amount }).credit).toEqual(amount);
  });
});

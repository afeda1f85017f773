import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatMoney,
  fromMinorUnits,
  marginPercent,
  money,
  moneySchema,
  multiplyMoney,
  percentageSchema,
  percentOf,
  signedPercentageSchema,
  subtractMoney,
  toMinorUnits,
} from './money';

const gbp = (amount: string) => ({ amount, currency: 'GBP' });

describe('money representation', () => {
  it('is a decimal string and an ISO currency, never a float', () => {
    expect(moneySchema.parse({ amount: '120.50', currency: 'GBP' })).toEqual(gbp('120.50'));
    expect(moneySchema.safeParse({ amount: 120.5, currency: 'GBP' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: '1.005', currency: 'GBP' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: '1e3', currency: 'GBP' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: '10', currency: 'gbp' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: '-10.5', currency: 'EUR' }).success).toBe(true);
  });

  it('converts to and from integer minor units', () => {
    expect(toMinorUnits('120.5')).toBe(12050n);
    expect(toMinorUnits('0.07')).toBe(7n);
    expect(toMinorUnits('-3.10')).toBe(-310n);
    expect(fromMinorUnits(12050n)).toBe('120.50');
    expect(fromMinorUnits(-5n)).toBe('-0.05');
    expect(fromMinorUnits(0n)).toBe('0.00');
    expect(() => toMinorUnits('abc')).toThrow('Invalid money amount');
    expect(money('7')).toEqual(gbp('7.00'));
  });

  it('adds without floating-point drift', () => {
    expect(addMoney(gbp('0.10'), gbp('0.20'))).toEqual(gbp('0.30'));
    expect(subtractMoney(gbp('100.00'), gbp('0.01'))).toEqual(gbp('99.99'));
    expect(() => addMoney(gbp('1'), { amount: '1', currency: 'EUR' })).toThrow(
      'Cannot combine GBP with EUR',
    );
  });

  it('multiplies by quantities and takes percentages, rounding half away from zero', () => {
    expect(multiplyMoney(gbp('85.00'), '7')).toEqual(gbp('595.00'));
    expect(multiplyMoney(gbp('10.01'), '0.5')).toEqual(gbp('5.01'));
    expect(multiplyMoney(gbp('-10.01'), '0.5')).toEqual(gbp('-5.01'));
    expect(percentOf(gbp('100.00'), '20')).toEqual(gbp('20.00'));
    expect(percentOf(gbp('0.11'), '50')).toEqual(gbp('0.06'));
    expect(percentOf(gbp('10.05'), '17.5')).toEqual(gbp('1.76'));
  });

  it('compares amounts', () => {
    expect(compareMoney(gbp('1.00'), gbp('1'))).toBe(0);
    expect(compareMoney(gbp('0.99'), gbp('1'))).toBe(-1);
    expect(compareMoney(gbp('2'), gbp('1'))).toBe(1);
  });

  it('works out margin as a percentage of the selling price', () => {
    expect(marginPercent(gbp('80.00'), gbp('100.00'))).toBe('20.00');
    expect(marginPercent(gbp('70.00'), gbp('90.00'))).toBe('22.22');
    expect(marginPercent(gbp('110.00'), gbp('100.00'))).toBe('-10.00');
    expect(marginPercent(gbp('10.00'), gbp('0'))).toBeNull();
  });

  it('formats for display', () => {
    expect(formatMoney(gbp('1234.5'))).toBe('£1,234.50');
  });
});

describe('percentages', () => {
  it('accept 0–100 with 2 decimals', () => {
    expect(percentageSchema.parse('17.5')).toBe('17.5');
    expect(percentageSchema.safeParse('100.01').success).toBe(false);
    expect(percentageSchema.safeParse('-1').success).toBe(false);
    expect(signedPercentageSchema.safeParse('-12.34').success).toBe(true);
  });
});

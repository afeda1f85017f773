import { describe, expect, it } from 'vitest';
import { budgetForStay, offerCostWarnings, offerNeedsApproval, offerTotals } from './offers';

const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const pricing = {
  landlordCostPerNight: gbp('80.00'),
  sellingPricePerNight: gbp('100.00'),
  nights: 7,
};

describe('offerTotals', () => {
  it('multiplies by the nights and works out the margin', () => {
    expect(offerTotals(pricing)).toEqual({
      totalCost: gbp('560.00'),
      totalPrice: gbp('700.00'),
      marginPercent: '20.00',
    });
  });
});

describe('budgetForStay', () => {
  it.each([
    ['perNight', '100.00', 7, '700.00'],
    ['perWeek', '700.00', 14, '1400.00'],
    ['perWeek', '100.00', 3, '42.86'],
    ['perMonth', '3000.00', 15, '1500.00'],
    ['total', '999.99', 30, '999.99'],
  ] as const)('%s %s over %i nights -> %s', (basis, amount, nights, total) => {
    expect(budgetForStay({ amount: gbp(amount), basis, approvedBy: '' }, nights)).toEqual(
      gbp(total),
    );
  });
});

describe('offerCostWarnings', () => {
  it('is empty within policy', () => {
    expect(offerCostWarnings(pricing, { marginFloorPercent: '15', budget: null })).toEqual([]);
    expect(offerNeedsApproval(pricing, { marginFloorPercent: '20', budget: null })).toBe(false);
  });

  it('warns when the margin is below the floor', () => {
    expect(offerCostWarnings(pricing, { marginFloorPercent: '25', budget: null })).toEqual([
      'Margin 20.00% is below the 25% floor',
    ]);
    expect(
      offerNeedsApproval(
        { ...pricing, sellingPricePerNight: gbp('0') },
        { marginFloorPercent: '0', budget: null },
      ),
    ).toBe(true);
  });

  it('warns when the price is above the budget', () => {
    const budget = { amount: gbp('95.00'), basis: 'perNight' as const, approvedBy: 'Jo' };
    expect(offerCostWarnings(pricing, { marginFloorPercent: '10', budget })).toEqual([
      'Price £700.00 is above the approved budget of £665.00',
    ]);
    expect(
      offerNeedsApproval(pricing, {
        marginFloorPercent: '10',
        budget: { ...budget, amount: gbp('100.00') },
      }),
    ).toBe(false);
  });
});

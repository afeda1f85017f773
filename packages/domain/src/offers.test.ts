import { describe, expect, it } from 'vitest';
import {
  budgetForStay,
  offerApprovalState,
  offerCostWarnings,
  offerNeedsApproval,
  offerTotals,
} from './offers';

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
      margin: gbp('140.00'),
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

describe('offerTotals at the edges', () => {
  it('has a negative margin when the line loses money, and none at a zero price', () => {
    expect(
      offerTotals({
        landlordCostPerNight: gbp('110'),
        sellingPricePerNight: gbp('100'),
        nights: 2,
      }),
    ).toEqual({
      totalCost: gbp('220.00'),
      totalPrice: gbp('200.00'),
      margin: gbp('-20.00'),
      marginPercent: '-10.00',
    });
    expect(
      offerTotals({ landlordCostPerNight: gbp('10'), sellingPricePerNight: gbp('0'), nights: 3 })
        .marginPercent,
    ).toBeNull();
  });
});

describe('offerCostWarnings: both reasons at once, and the floor itself', () => {
  it('names both when the margin is low and the price over budget', () => {
    const budget = { amount: gbp('600.00'), basis: 'total' as const, approvedBy: 'Jo' };
    expect(offerCostWarnings(pricing, { marginFloorPercent: '25', budget })).toEqual([
      'Margin 20.00% is below the 25% floor',
      'Price £700.00 is above the approved budget of £600.00',
    ]);
  });

  it('lets a margin exactly at the floor and a price exactly at the budget through', () => {
    const budget = { amount: gbp('700.00'), basis: 'total' as const, approvedBy: 'Jo' };
    expect(offerCostWarnings(pricing, { marginFloorPercent: '20', budget })).toEqual([]);
  });

  it('does not compare a budget in another currency', () => {
    const budget = {
      amount: { amount: '1.00', currency: 'EUR' },
      basis: 'total' as const,
      approvedBy: '',
    };
    expect(offerCostWarnings(pricing, { marginFloorPercent: '10', budget })).toEqual([]);
  });
});

describe('offerApprovalState', () => {
  const none = {
    approvedCostPerNight: null,
    approvedPricePerNight: null,
    requestedAt: null,
    refusedAt: null,
  };
  const warning = ['Margin 20.00% is below the 25% floor'];

  it('is notNeeded within policy whatever was stored', () => {
    expect(offerApprovalState(pricing, [], { ...none, refusedAt: '2026-01-01T00:00:00Z' })).toBe(
      'notNeeded',
    );
  });

  it('is required, requested, refused, then approved for exactly the approved prices', () => {
    expect(offerApprovalState(pricing, warning, none)).toBe('required');
    expect(offerApprovalState(pricing, warning, { ...none, requestedAt: new Date() })).toBe(
      'requested',
    );
    expect(offerApprovalState(pricing, warning, { ...none, refusedAt: new Date() })).toBe(
      'refused',
    );
    const approved = {
      ...none,
      approvedCostPerNight: gbp('80'),
      approvedPricePerNight: gbp('100.00'),
    };
    expect(offerApprovalState(pricing, warning, approved)).toBe('approved');
    // A price change after the approval needs approval again.
    expect(
      offerApprovalState({ ...pricing, sellingPricePerNight: gbp('99.00') }, warning, approved),
    ).toBe('required');
  });
});

import type { Budget } from './entities/enquiry';
import {
  compareMoney,
  formatMoney,
  type Money,
  marginPercent,
  multiplyMoney,
  subtractMoney,
  toMinorUnits,
} from './entities/money';

export interface OfferPricing {
  readonly landlordCostPerNight: Money;
  readonly sellingPricePerNight: Money;
  readonly nights: number;
}

export interface OfferTotals {
  totalCost: Money;
  totalPrice: Money;
  /** totalPrice − totalCost (negative when the line loses money). */
  margin: Money;
  /** Percent of the selling price kept as margin; null when the price is zero. */
  marginPercent: string | null;
}

export function offerTotals(pricing: OfferPricing): OfferTotals {
  const nights = String(pricing.nights);
  const totalCost = multiplyMoney(pricing.landlordCostPerNight, nights);
  const totalPrice = multiplyMoney(pricing.sellingPricePerNight, nights);
  return {
    totalCost,
    totalPrice,
    margin: subtractMoney(totalPrice, totalCost),
    marginPercent: marginPercent(totalCost, totalPrice),
  };
}

/** Nights a budget basis stands for, to compare it with a total price. */
const BASIS_NIGHTS = { perNight: 1, perWeek: 7, perMonth: 30 } as const;

/** The budget turned into a total for the given number of nights. */
export function budgetForStay(budget: Budget, nights: number): Money {
  if (budget.basis === 'total') return budget.amount;
  const perNight = budget.amount;
  const nightsPerBasis = BASIS_NIGHTS[budget.basis];
  // Scale by nights / nightsPerBasis without floats: multiply by nights, then divide below.
  const scaled = multiplyMoney(perNight, String(nights));
  if (nightsPerBasis === 1) return scaled;
  const minor = toMinorUnits(scaled.amount);
  const divisor = BigInt(nightsPerBasis);
  const rounded = (minor * 2n + divisor) / (divisor * 2n);
  return multiplyMoney({ amount: '0.01', currency: perNight.currency }, rounded.toString());
}

export interface OfferPolicy {
  /** Lowest margin allowed without approval, in percent (global settings). */
  readonly marginFloorPercent: string;
  readonly budget: Budget | null;
}

/**
 * Why an offer line is outside policy and must wait for approval (the AWAITING_APPROVAL tab),
 * or an empty list when it is within policy: margin below the floor, price above the budget.
 */
export function offerCostWarnings(pricing: OfferPricing, policy: OfferPolicy): string[] {
  const totals = offerTotals(pricing);
  const warnings: string[] = [];
  const floor = toMinorUnits(policy.marginFloorPercent);
  if (totals.marginPercent === null || toMinorUnits(totals.marginPercent) < floor) {
    warnings.push(
      `Margin ${totals.marginPercent ?? '0.00'}% is below the ${policy.marginFloorPercent}% floor`,
    );
  }
  if (policy.budget && policy.budget.amount.currency === totals.totalPrice.currency) {
    const budget = budgetForStay(policy.budget, pricing.nights);
    if (compareMoney(totals.totalPrice, budget) > 0) {
      warnings.push(
        `Price ${formatMoney(totals.totalPrice)} is above the approved budget of ${formatMoney(budget)}`,
      );
    }
  }
  return warnings;
}

export function offerNeedsApproval(pricing: OfferPricing, policy: OfferPolicy): boolean {
  return offerCostWarnings(pricing, policy).length > 0;
}

/** What is stored about a line's approval (enquiry_offers' approval columns). */
export interface OfferApprovalRecord {
  /** The prices an approval was given for; a price change afterwards needs approval again. */
  readonly approvedCostPerNight: Money | null;
  readonly approvedPricePerNight: Money | null;
  readonly requestedAt: string | Date | null;
  readonly refusedAt: string | Date | null;
}

const samePrice = (a: Money | null, b: Money) =>
  a !== null && a.currency === b.currency && toMinorUnits(a.amount) === toMinorUnits(b.amount);

/**
 * Where a line stands with approval, from its current warnings and what was stored:
 * within policy → notNeeded; approved for exactly these prices → approved; refused (and not
 * asked again since) → refused; asked → requested; otherwise → required.
 */
export function offerApprovalState(
  pricing: OfferPricing,
  warnings: readonly string[],
  record: OfferApprovalRecord,
): 'notNeeded' | 'required' | 'requested' | 'approved' | 'refused' {
  if (warnings.length === 0) return 'notNeeded';
  if (
    samePrice(record.approvedCostPerNight, pricing.landlordCostPerNight) &&
    samePrice(record.approvedPricePerNight, pricing.sellingPricePerNight)
  ) {
    return 'approved';
  }
  if (record.requestedAt !== null) return 'requested';
  if (record.refusedAt !== null) return 'refused';
  return 'required';
}

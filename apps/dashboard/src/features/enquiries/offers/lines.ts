import {
  addMoney,
  type Budget,
  budgetForStay,
  compareMoney,
  ENQUIRY_APPROVAL_ROLES,
  fromMinorUnits,
  type Money,
  marginPercent,
  type OfferLineView,
  type OfferStatus,
  offerTotals,
  subtractMoney,
  toMinorUnits,
} from '@staydesk/domain';

/** Masteradmin and above approve or refuse a line outside policy. */
export function canDecide(role: string): boolean {
  return (ENQUIRY_APPROVAL_ROLES as readonly string[]).includes(role);
}

/** Statuses that put a line forward to the client (a line outside policy needs approval first). */
export const FORWARD: readonly OfferStatus[] = ['approved', 'awaitingResponse', 'offeredOut'];

/** Totals of the lines still in play (not Unsuitable) in the first line's currency. */
export function openTotals(lines: readonly OfferLineView[]) {
  const open = lines.filter((line) => line.status !== 'rejected');
  const currency = open[0]?.totals.totalPrice.currency;
  const same = open.filter(
    (line) =>
      line.totals.totalPrice.currency === currency && line.totals.totalCost.currency === currency,
  );
  if (same.length === 0) return null;
  const price = addMoney(...same.map((line) => line.totals.totalPrice));
  const cost = addMoney(...same.map((line) => line.totals.totalCost));
  return {
    count: same.length,
    price,
    cost,
    margin: subtractMoney(price, cost),
    marginPercent: marginPercent(cost, price),
  };
}

export type CostReason =
  | { kind: 'margin'; margin: string | null; floor: string }
  | { kind: 'budget'; price: Money; budget: Money };

/**
 * Why a line (or prices being typed) is outside policy, as data the screen puts in words in the
 * user's language: margin below the floor, total price above the approved budget.
 */
export function costReasons(
  pricing: { landlordCostPerNight: Money; sellingPricePerNight: Money; nights: number },
  policy: { floor: string | null; budget: Budget | null | undefined },
): CostReason[] {
  const reasons: CostReason[] = [];
  const totals = offerTotals(pricing);
  if (policy.floor !== null) {
    if (
      totals.marginPercent === null ||
      toMinorUnits(totals.marginPercent) < toMinorUnits(policy.floor)
    ) {
      reasons.push({ kind: 'margin', margin: totals.marginPercent, floor: policy.floor });
    }
  }
  const budget = policy.budget;
  if (budget && budget.amount.currency === totals.totalPrice.currency) {
    const limit = budgetForStay(budget, pricing.nights);
    if (compareMoney(totals.totalPrice, limit) > 0) {
      reasons.push({ kind: 'budget', price: totals.totalPrice, budget: limit });
    }
  }
  return reasons;
}

/** A money amount typed by staff ('120', '120.5'), or null when it is not one. */
export function parseAmount(text: string): string | null {
  const trimmed = text.trim().replace(',', '.');
  return /^\d{1,10}(\.\d{1,2})?$/.test(trimmed) ? trimmed : null;
}

/** Our selling price from the property's rate and its margin (margin as a share of the price). */
export function suggestedPrice(rate: Money, marginPercent: string): Money {
  const basisPoints = toMinorUnits(marginPercent);
  if (basisPoints <= 0n || basisPoints >= 10_000n) return rate;
  const cost = toMinorUnits(rate.amount);
  const denominator = 10_000n - basisPoints;
  const price = (cost * 10_000n * 2n + denominator) / (denominator * 2n);
  return { amount: fromMinorUnits(price), currency: rate.currency };
}

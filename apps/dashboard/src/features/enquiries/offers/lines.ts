import { addMoney, type Money, marginPercent, subtractMoney } from '@staydesk/domain';
import type { OfferLineView } from './api';

/** The margin of a line: the server's, else price minus cost (null without a cost). */
export function lineMargin(line: OfferLineView): { amount: Money | null; percent: string | null } {
  if (line.marginAmount) return { amount: line.marginAmount, percent: line.marginPercent ?? null };
  if (!line.totalCost || line.totalCost.currency !== line.totalPrice.currency) {
    return { amount: null, percent: line.marginPercent ?? null };
  }
  return {
    amount: subtractMoney(line.totalPrice, line.totalCost),
    percent: line.marginPercent ?? marginPercent(line.totalCost, line.totalPrice),
  };
}

/** Totals of the lines still in play (not Unsuitable), per currency of the first line. */
export function openTotals(lines: readonly OfferLineView[]) {
  const open = lines.filter((line) => line.status !== 'rejected');
  const first = open[0];
  if (!first) return null;
  const currency = first.totalPrice.currency;
  const same = open.filter(
    (line) =>
      line.totalPrice.currency === currency &&
      (line.totalCost === null ||
        line.totalCost === undefined ||
        line.totalCost.currency === currency),
  );
  const price = addMoney(...same.map((line) => line.totalPrice));
  const costs = same.flatMap((line) => (line.totalCost ? [line.totalCost] : []));
  const cost = costs.length === same.length ? addMoney(...costs) : null;
  return {
    price,
    cost,
    margin: cost ? subtractMoney(price, cost) : null,
    marginPercent: cost ? marginPercent(cost, price) : null,
  };
}

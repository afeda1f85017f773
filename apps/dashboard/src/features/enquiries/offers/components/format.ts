import type { Money } from '@staydesk/domain';
import type { Formatters } from '../../../../i18n';
import type { CostReason } from '../lines';
import type { OffersMessages } from '../texts';

/** An amount in the user's language ('£1,234.50'). */
export function moneyText(f: Formatters, value: Money): string {
  return f.money(Number(value.amount), value.currency);
}

/** '£120.00 (18.5%)', or 'No margin' for a zero price. */
export function marginText(
  m: OffersMessages,
  f: Formatters,
  margin: Money,
  percent: string | null,
): string {
  if (percent === null) return m.line.noMargin;
  return f.message(m.line.margin, {
    amount: moneyText(f, margin),
    percent: f.percent(Number(percent)),
  });
}

/** One reason a line needs approval, in words. */
export function reasonText(m: OffersMessages, f: Formatters, reason: CostReason): string {
  if (reason.kind === 'margin') {
    return f.message(m.costWarning.marginBelowFloor, {
      margin: f.percent(Number(reason.margin ?? '0')),
      floor: f.percent(Number(reason.floor)),
    });
  }
  return f.message(m.costWarning.overBudget, {
    price: moneyText(f, reason.price),
    budget: moneyText(f, reason.budget),
  });
}

import type { Money } from '@staydesk/domain';
import type { Formatters } from '../../../i18n';

/** A money value in the user's language ('£1,234.50', '1 234,50 £'). */
export function moneyText(f: Pick<Formatters, 'money'>, money: Money): string {
  return f.money(Number(money.amount), money.currency);
}

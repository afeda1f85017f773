import { BANK_PAYMENT_LIMITS, MONEY_AMOUNT_PATTERN } from '@staydesk/domain';
import { z } from 'zod/mini';
import type { Widen } from '../../../i18n';
import type { BankPaymentsMessagesEn } from './messages';

/** The longest amount a field takes ('9999999999.99' and a sign): the server's money limit. */
export const AMOUNT_MAX = 14;

/**
 * The rules a bank payment's amount and texts follow in every form that writes one (entered by
 * hand, corrected): the server's limits, with messages in the user's language. Each form adds
 * its own day and currency rules.
 */
export function paymentDetailsShape(v: Widen<BankPaymentsMessagesEn>['validation']) {
  return {
    amount: z.string().check(
      z.trim(),
      z.regex(MONEY_AMOUNT_PATTERN, v.amount),
      z.refine((amount) => !amount.startsWith('-') && Number(amount) > 0, v.positive),
    ),
    payer: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, v.required),
        z.maxLength(BANK_PAYMENT_LIMITS.payer, v.tooLong),
      ),
    reference: z.string().check(z.trim(), z.maxLength(BANK_PAYMENT_LIMITS.reference, v.tooLong)),
    notes: z.string().check(z.trim(), z.maxLength(BANK_PAYMENT_LIMITS.notes, v.tooLong)),
  };
}

import { z } from 'zod/mini';
import { MAX_MONEY_MINOR_UNITS, MONEY_TOO_LARGE_MESSAGE, NEGATIVE_AMOUNT_MESSAGE } from '../bounds';

/**
 * Money is a decimal string with at most 2 fraction digits plus an ISO 4217 currency, never a
 * float: JSON numbers lose pennies, and a string maps straight onto PostgreSQL numeric(12,2).
 * Its arithmetic, through integer minor units, is in money.ts, which re-exports these. They are
 * apart so that what only reads money (the global settings the dashboard loads at start-up) does
 * not bring the arithmetic into the first screen's bundle.
 */
/** An amount as a person enters it (checked against MAX_MONEY_AMOUNT by the input schemas). */
export const MONEY_AMOUNT_PATTERN = /^-?\d{1,10}(\.\d{1,2})?$/;
/**
 * An amount the product works out or answers: a total over many records can pass 10 digits, so
 * figures are read and shown with room to spare (arithmetic is on bigint minor units).
 */
export const MONEY_FIGURE_PATTERN = /^-?\d{1,20}(\.\d{1,2})?$/;
export const DEFAULT_CURRENCY = 'GBP';
/**
 * The currencies staff pick from where a form asks for one (a bank payment entered by hand): the
 * default first. Stored amounts may be in any ISO 4217 code (a booking's, a statement's).
 */
export const CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'CAD',
  'AUD',
] as const;

export const currencySchema = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter ISO code'));

export const AMOUNT_PATTERN_MESSAGE = 'Enter an amount such as 120 or 120.50';

/** The amount's size in minor units, without its sign (the text already matches the pattern). */
function minorUnitsOf(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Whether an entered amount is at most MAX_MONEY_AMOUNT either way. */
export function isAmountWithinBounds(amount: string): boolean {
  return MONEY_FIGURE_PATTERN.test(amount) && minorUnitsOf(amount) <= MAX_MONEY_MINOR_UNITS;
}

/** Whether an amount is 0 or more ('-0' and '-0.00' count as 0). */
export function isAmountNonNegative(amount: string): boolean {
  return !amount.startsWith('-') || minorUnitsOf(amount) === 0n;
}

/**
 * An amount a person enters, either sign (a discount line, a credit): at most MAX_MONEY_AMOUNT
 * either way. Every input schema takes amounts through this or nonNegativeAmountSchema.
 */
export const moneyAmountSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(MONEY_AMOUNT_PATTERN, { error: AMOUNT_PATTERN_MESSAGE, abort: true }),
    z.refine(isAmountWithinBounds, MONEY_TOO_LARGE_MESSAGE),
  );

/**
 * An amount that pays or credits a total (a payment, an allocation to an invoice, a credited net):
 * up to the largest total stored (numeric(12,2): 9,999,999,999.99), which the pattern's ten whole
 * digits are. An invoice can pass MAX_MONEY_AMOUNT, and one payment must be able to settle it.
 */
export const totalAmountSchema = z
  .string()
  .check(z.trim(), z.regex(MONEY_AMOUNT_PATTERN, AMOUNT_PATTERN_MESSAGE));

/** An entered amount that cannot be negative (a nightly price or cost, a deposit, a payment). */
export const nonNegativeAmountSchema = moneyAmountSchema.check(
  z.refine(isAmountNonNegative, NEGATIVE_AMOUNT_MESSAGE),
);

/** An amount as the API answers it: any figure, totals included. */
export const moneyFigureSchema = z
  .string()
  .check(z.trim(), z.regex(MONEY_FIGURE_PATTERN, AMOUNT_PATTERN_MESSAGE));

/**
 * Money as the API answers it (a record's price, a total, a report figure). Inputs take
 * moneyInputSchema or priceSchema, which bound the amount.
 */
export const moneySchema = z.object({ amount: moneyFigureSchema, currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

/** Money a person enters, either sign. */
export const moneyInputSchema = z.object({ amount: moneyAmountSchema, currency: currencySchema });
/** Money a person enters that cannot be negative: prices, costs, rates, deposits, payments. */
export const priceSchema = z.object({ amount: nonNegativeAmountSchema, currency: currencySchema });

/** A percentage as a decimal string (tax rates, margins, commissions): 0–100, 2 decimals. */
export const percentageSchema = z.string().check(
  z.trim(),
  z.regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter a percentage such as 20 or 17.5'),
  z.refine((value) => Number(value) <= 100, 'A percentage cannot be above 100'),
);

/** A signed percentage with 2 decimals (a margin can be negative when a line loses money). */
export const signedPercentageSchema = z
  .string()
  .check(z.trim(), z.regex(/^-?\d{1,7}(\.\d{1,2})?$/, 'Enter a percentage such as 12.5 or -3'));

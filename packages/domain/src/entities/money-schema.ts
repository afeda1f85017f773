import { z } from 'zod/mini';

/**
 * Money is a decimal string with at most 2 fraction digits plus an ISO 4217 currency, never a
 * float: JSON numbers lose pennies, and a string maps straight onto PostgreSQL numeric(12,2).
 * Its arithmetic, through integer minor units, is in money.ts, which re-exports these. They are
 * apart so that what only reads money (the global settings the dashboard loads at start-up) does
 * not bring the arithmetic into the first screen's bundle.
 */
export const MONEY_AMOUNT_PATTERN = /^-?\d{1,10}(\.\d{1,2})?$/;
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

export const moneyAmountSchema = z
  .string()
  .check(z.trim(), z.regex(MONEY_AMOUNT_PATTERN, 'Enter an amount such as 120 or 120.50'));

export const moneySchema = z.object({ amount: moneyAmountSchema, currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

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

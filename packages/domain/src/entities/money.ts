import { z } from 'zod/mini';

/**
 * Money is a decimal string with at most 2 fraction digits plus an ISO 4217 currency, never a
 * float: JSON numbers lose pennies, and a string maps straight onto PostgreSQL numeric(12,2).
 * Arithmetic goes through integer minor units (bigint).
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

export function toMinorUnits(amount: string): bigint {
  const trimmed = amount.trim();
  if (!MONEY_AMOUNT_PATTERN.test(trimmed)) throw new Error(`Invalid money amount: ${amount}`);
  const negative = trimmed.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? trimmed.slice(1) : trimmed).split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

export function fromMinorUnits(minor: bigint): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const whole = absolute / 100n;
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

export function money(amount: string, currency: string = DEFAULT_CURRENCY): Money {
  return { amount: fromMinorUnits(toMinorUnits(amount)), currency };
}

export function zeroMoney(currency: string = DEFAULT_CURRENCY): Money {
  return { amount: '0.00', currency };
}

function assertSameCurrency(values: readonly Money[]): string {
  const [first] = values;
  if (!first) throw new Error('No amounts given');
  for (const value of values) {
    if (value.currency !== first.currency) {
      throw new Error(`Cannot combine ${first.currency} with ${value.currency}`);
    }
  }
  return first.currency;
}

export function addMoney(...values: Money[]): Money {
  const currency = assertSameCurrency(values);
  const total = values.reduce((sum, value) => sum + toMinorUnits(value.amount), 0n);
  return { amount: fromMinorUnits(total), currency };
}

export function subtractMoney(from: Money, value: Money): Money {
  const currency = assertSameCurrency([from, value]);
  return {
    amount: fromMinorUnits(toMinorUnits(from.amount) - toMinorUnits(value.amount)),
    currency,
  };
}

/** Rounds a rational number of minor units half away from zero (the usual rule on invoices). */
function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** Parses a decimal string into a numerator over 10^scale. */
function toScaled(decimal: string): { value: bigint; scale: bigint } {
  const trimmed = decimal.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) throw new Error(`Invalid decimal: ${decimal}`);
  const [whole = '0', fraction = ''] = trimmed.replace('-', '').split('.');
  const value = BigInt(whole + fraction) * (trimmed.startsWith('-') ? -1n : 1n);
  return { value, scale: 10n ** BigInt(fraction.length) };
}

/** money × a decimal quantity (nights, units), rounded to the penny. */
export function multiplyMoney(value: Money, quantity: string): Money {
  const q = toScaled(quantity);
  const minor = roundHalfAwayFromZero(toMinorUnits(value.amount) * q.value, q.scale);
  return { amount: fromMinorUnits(minor), currency: value.currency };
}

/** The given percentage of an amount (tax on a net amount), rounded to the penny. */
export function percentOf(value: Money, percentage: string): Money {
  const p = toScaled(percentage);
  const minor = roundHalfAwayFromZero(toMinorUnits(value.amount) * p.value, p.scale * 100n);
  return { amount: fromMinorUnits(minor), currency: value.currency };
}

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency([a, b]);
  const difference = toMinorUnits(a.amount) - toMinorUnits(b.amount);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * Margin of a sale as a percentage of the selling price, 2 decimals, as a string:
 * (price − cost) / price × 100. A zero price has no margin: null.
 */
export function marginPercent(cost: Money, price: Money): string | null {
  assertSameCurrency([cost, price]);
  const priceMinor = toMinorUnits(price.amount);
  if (priceMinor === 0n) return null;
  const profit = priceMinor - toMinorUnits(cost.amount);
  return fromMinorUnits(roundHalfAwayFromZero(profit * 10_000n, priceMinor));
}

/** "£1,234.50" in the given locale; display only, never for arithmetic. */
export function formatMoney(value: Money, locale = 'en-GB'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(
    Number(value.amount),
  );
}

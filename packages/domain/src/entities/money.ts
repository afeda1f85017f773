import { DEFAULT_CURRENCY, MONEY_FIGURE_PATTERN, type Money } from './money-schema';

export * from './money-schema';

/**
 * Arithmetic on money (money-schema.ts says what money is) goes through integer minor units
 * (bigint), never a float.
 */
export function toMinorUnits(amount: string): bigint {
  const trimmed = amount.trim();
  if (!MONEY_FIGURE_PATTERN.test(trimmed)) throw new Error(`Invalid money amount: ${amount}`);
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

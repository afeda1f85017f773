import type { InvoiceStatus } from '../statuses';
import {
  addMoney,
  compareMoney,
  fromMinorUnits,
  type Money,
  multiplyMoney,
  percentOf,
  subtractMoney,
  toMinorUnits,
  zeroMoney,
} from './money';

/**
 * The arithmetic and the billing periods of invoices, as pure functions the server
 * and the dashboard share. Money never goes through a float: amounts are decimal strings turned
 * into integer pence (money.ts). Tax is worked out per line and rounded half up (half away from
 * zero, so a credit line rounds like its debit twin); a document's totals are the sums of its
 * rounded lines, so the lines always add up to the total printed under them.
 */

/** One line as the arithmetic sees it: quantity × unit price, at a tax percentage. */
export interface LineFigures {
  quantity: string;
  unitPrice: Money;
  taxPercent: string;
}

export interface LineTotals {
  net: Money;
  tax: Money;
  gross: Money;
}

/** net = quantity × unit price (to the penny); tax = net × rate (to the penny); gross = net + tax. */
export function lineTotals(line: LineFigures): LineTotals {
  const net = multiplyMoney(line.unitPrice, line.quantity);
  const tax = percentOf(net, line.taxPercent);
  return { net, tax, gross: addMoney(net, tax) };
}

/** The sums of the rounded lines (an empty document is zero in its currency). */
export function sumTotals(lines: readonly LineTotals[], currency: string): LineTotals {
  const sum = (pick: (line: LineTotals) => Money) =>
    addMoney(zeroMoney(currency), ...lines.map(pick));
  return { net: sum((l) => l.net), tax: sum((l) => l.tax), gross: sum((l) => l.gross) };
}

/** VAT analysis: net and tax per rate, as a UK VAT invoice shows them. */
export function taxByRate(
  lines: readonly (LineTotals & { taxPercent: string })[],
  currency: string,
): { taxPercent: string; net: Money; tax: Money }[] {
  const byRate = new Map<string, { taxPercent: string; net: Money; tax: Money }>();
  for (const line of lines) {
    const key = fromMinorUnits(toMinorUnits(line.taxPercent));
    const entry = byRate.get(key) ?? {
      taxPercent: line.taxPercent,
      net: zeroMoney(currency),
      tax: zeroMoney(currency),
    };
    byRate.set(key, {
      taxPercent: entry.taxPercent,
      net: addMoney(entry.net, line.net),
      tax: addMoney(entry.tax, line.tax),
    });
  }
  return [...byRate.values()].sort((a, b) => Number(b.taxPercent) - Number(a.taxPercent));
}

/** What is still owed: gross − paid − credited. Negative when the client is in credit. */
export function invoiceBalance(gross: Money, paid: Money, credited: Money): Money {
  return subtractMoney(subtractMoney(gross, paid), credited);
}

/** The stored status of an invoice that has been issued, from its money. */
export type StoredInvoiceStatus = Exclude<InvoiceStatus, 'overdue'>;

/**
 * After a payment or a credit note: credited once credits cover the gross; paid once nothing is
 * owed (a credit balance stays paid); part paid once anything is paid; otherwise issued (a
 * partial credit alone lowers the balance, not the status).
 */
export function settledStatus(gross: Money, paid: Money, credited: Money): StoredInvoiceStatus {
  const zero = zeroMoney(gross.currency);
  if (compareMoney(gross, zero) > 0 && compareMoney(credited, gross) >= 0) return 'credited';
  if (compareMoney(invoiceBalance(gross, paid, credited), zero) <= 0) return 'paid';
  if (compareMoney(paid, zero) > 0) return 'partPaid';
  return 'issued';
}

/** Overdue is never stored: an issued or part-paid invoice past its due date, on `today`. */
export function invoiceStatusOn(
  stored: StoredInvoiceStatus,
  dueDate: string | null,
  today: string,
): InvoiceStatus {
  if ((stored === 'issued' || stored === 'partPaid') && dueDate !== null && dueDate < today) {
    return 'overdue';
  }
  return stored;
}

// ---------------------------------------------------------------------------------------------
// Billing periods: which nights of a booking are still to invoice, and the lines they make.

/** Nights [from, to): `from` is the first night, `to` the morning after the last (check-out). */
export interface NightRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The earlier of two ISO days (text order is date order). */
function earlierDay(a: string, b: string): string {
  return [a, b].sort()[0] ?? a;
}

export function nightsIn(range: NightRange): number {
  return Math.max(0, dayNumber(range.to) - dayNumber(range.from));
}

/** The first day of the calendar month after `day`. */
export function nextMonthStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 10);
}

/** `ranges` minus `taken`, in order, empty pieces dropped. */
export function subtractRanges(
  ranges: readonly NightRange[],
  taken: readonly NightRange[],
): NightRange[] {
  let pieces = [...ranges];
  for (const cut of taken) {
    pieces = pieces.flatMap((piece) => {
      if (cut.to <= piece.from || cut.from >= piece.to) return [piece];
      const left = { from: piece.from, to: cut.from };
      const right = { from: cut.to, to: piece.to };
      return [left, right].filter((part) => part.from < part.to);
    });
  }
  return pieces.sort((a, b) => (a.from < b.from ? -1 : 1));
}

/** Splits ranges at each calendar month's first day. */
export function splitByMonth(ranges: readonly NightRange[]): NightRange[] {
  return ranges.flatMap((range) => {
    const parts: NightRange[] = [];
    const end = dayNumber(range.to);
    // Compared as day numbers: each step moves at least a day, so the loop ends for any range.
    let from = range.from;
    while (dayNumber(from) < end) {
      const boundary = nextMonthStart(from);
      const to = dayNumber(boundary) < end ? boundary : range.to;
      parts.push({ from, to });
      from = to;
    }
    return parts;
  });
}

/** The booking facts billing needs: its nights at its first rate, then each extension's. */
export interface BillableStay {
  checkIn: string;
  originalCheckOut: string;
  checkOut: string;
  sellingPricePerNight: Money;
  extensions: readonly { from: string; to: string; sellingPricePerNight: Money }[];
}

/** A run of nights at one price per night. */
export interface PricedRange extends NightRange {
  nights: number;
  unitPrice: Money;
}

/**
 * The nights of a stay still to invoice: its nights by rate (the first nights at the booking's
 * rate, each extension at its own), minus the nights already invoiced, cut at `until` (nights
 * before that day only), and split at each month's start when billing monthly.
 */
export function billablePeriods(
  stay: BillableStay,
  invoiced: readonly NightRange[],
  options: { monthly: boolean; until?: string | undefined },
): PricedRange[] {
  const first = {
    from: stay.checkIn,
    to: earlierDay(stay.originalCheckOut, stay.checkOut),
  };
  const priced: { range: NightRange; price: Money }[] = [
    { range: first, price: stay.sellingPricePerNight },
    ...stay.extensions.map((extension) => ({
      range: { from: extension.from, to: extension.to },
      price: extension.sellingPricePerNight,
    })),
  ];
  const cap = options.until;
  return priced.flatMap(({ range, price }) => {
    const bounded = cap !== undefined && range.to > cap ? { from: range.from, to: cap } : range;
    if (bounded.from >= bounded.to) return [];
    const free = subtractRanges([bounded], invoiced);
    const pieces = options.monthly ? splitByMonth(free) : free;
    return pieces
      .map((piece) => ({ ...piece, nights: nightsIn(piece), unitPrice: price }))
      .filter((piece) => piece.nights > 0);
  });
}

/** Do two sets of nights share a night? */
export function overlaps(a: readonly NightRange[], b: readonly NightRange[]): boolean {
  return a.some((x) => b.some((y) => x.from < y.to && y.from < x.to));
}

/** The month a range starts in, "2026-03": how consolidated and monthly invoices are grouped. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** Due date: issue date + payment terms in days. */
export function dueDateFor(issueDate: string, termsDays: number): string {
  return dayOf(dayNumber(issueDate) + termsDays);
}

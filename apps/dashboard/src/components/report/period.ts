/**
 * A report's period: days (YYYY-MM-DD, both included) in the address as ?from&to, named by a
 * preset when they are one (from the browser's today), else custom.
 */

export const PERIOD_PRESETS = [
  'last12',
  'thisMonth',
  'lastMonth',
  'quarter',
  'year',
  'next3',
  'custom',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type DatedPreset = Exclude<PeriodPreset, 'custom'>;

export interface Period {
  from: string;
  to: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (year: number, month: number) => iso(new Date(Date.UTC(year, month, 1)));
const monthEnd = (year: number, month: number) => iso(new Date(Date.UTC(year, month + 1, 0)));

/** The days a preset stands for, from `today` (the browser's by default). */
export function presetPeriod(preset: DatedPreset, today = new Date()): Period {
  const year = today.getFullYear();
  const month = today.getMonth();
  switch (preset) {
    case 'last12':
      return { from: monthStart(year, month - 11), to: monthEnd(year, month) };
    case 'thisMonth':
      return { from: monthStart(year, month), to: monthEnd(year, month) };
    case 'lastMonth':
      return { from: monthStart(year, month - 1), to: monthEnd(year, month - 1) };
    case 'quarter': {
      const first = month - (month % 3);
      return { from: monthStart(year, first), to: monthEnd(year, first + 2) };
    }
    case 'year':
      return { from: monthStart(year, 0), to: monthEnd(year, 11) };
    case 'next3':
      return { from: monthStart(year, month), to: monthEnd(year, month + 2) };
  }
}

/** The preset of `presets` that names these days, else custom. */
export function presetOf(
  period: Period,
  presets: readonly PeriodPreset[],
  today = new Date(),
): PeriodPreset {
  return (
    presets.find((preset) => {
      if (preset === 'custom') return false;
      const days = presetPeriod(preset, today);
      return days.from === period.from && days.to === period.to;
    }) ?? 'custom'
  );
}

/** The days the address names, when they are two valid days in order; else null. */
export function periodOf(params: URLSearchParams): Period | null {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return ISO_DAY.test(from) && ISO_DAY.test(to) && to >= from ? { from, to } : null;
}

/** Days from `from` to `to`, both included. */
export function daysIn(period: Period): number {
  return (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1;
}

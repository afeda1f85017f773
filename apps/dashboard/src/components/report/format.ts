import type { StatCardTrend } from '@staydesk/ui';
import { type Formatters, useFormat, useMessages } from '../../i18n';
import { reportMessages } from './messages';

/** Amounts of a report in one currency, in the user's language, with '£' (never '£GB') in French too. */
export interface ReportFormat {
  /** The exact amount, for tables and hints: '£956,756.00', '956 756,00 £'. */
  money: (amount: number | string) => string;
  /**
   * Where space is short (a stat card, an axis, a bar's value): '£957k', '957 k£', '£7.29k', and
   * below a thousand no pence when there are none ('£150', '£12.5').
   */
  short: (amount: number | string) => string;
  count: (value: number) => string;
}

export function reportFormat(f: Formatters, currency: string): ReportFormat {
  const base = { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } as const;
  return {
    money: (amount) => f.number(Number(amount), base),
    short: (amount) => {
      const value = Number(amount);
      return Math.abs(value) >= 1_000
        ? f.number(value, { ...base, notation: 'compact', maximumSignificantDigits: 3 })
        : f.number(value, { ...base, minimumFractionDigits: 0, maximumFractionDigits: 2 });
    },
    count: (value) => f.number(value),
  };
}

export function useReportFormat(currency: string): ReportFormat {
  return reportFormat(useFormat(), currency);
}

/**
 * How a figure moved on the period before: in percent of the previous value, or in points for a
 * rate. A neutral '—' with no arrow when there is nothing to compare with.
 */
export function useTrend() {
  const m = useMessages(reportMessages);
  const f = useFormat();
  return (
    current: number | null,
    previous: number | null,
    options: { points?: boolean; goodWhenUp?: boolean } = {},
  ): StatCardTrend => {
    const none: StatCardTrend = { label: m.trend.noPrevious, tone: 'neutral' };
    if (current === null || previous === null) return none;
    const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
    if (direction === 'flat') return { direction, tone: 'neutral', label: m.trend.noChange };
    const tone = (direction === 'up') === (options.goodWhenUp ?? true) ? 'positive' : 'critical';
    const digits = { maximumFractionDigits: 1, minimumFractionDigits: 1 } as const;
    const signed = (value: number) => f.number(value, { ...digits, signDisplay: 'exceptZero' });
    if (options.points) {
      return {
        direction,
        tone,
        label: f.message(m.trend.points, { change: signed(current - previous) }),
      };
    }
    if (previous === 0) return none;
    const change = ((current - previous) / Math.abs(previous)) * 100;
    return {
      direction,
      tone,
      label: f.message(m.trend.vsPrevious, {
        change: f.number(change / 100, { ...digits, style: 'percent', signDisplay: 'exceptZero' }),
      }),
    };
  };
}

import { useSearchParams } from 'react-router';
import { type Period, periodOf } from './period';
import type { ReportPeriodValue } from './ReportPeriod';

const CURRENCY = /^[A-Z]{3}$/;

/**
 * The period and currency a report screen shows, kept in the address (?from&to&currency) so a
 * report can be bookmarked and shared; none = the report's default period.
 */
export function useReportParams(): [
  ReportPeriodValue & { period: Period | null },
  (next: ReportPeriodValue) => void,
] {
  const [params, setParams] = useSearchParams();
  const currency = params.get('currency') ?? '';
  const value = {
    period: periodOf(params),
    currency: CURRENCY.test(currency) ? currency : undefined,
  };
  const set = (next: ReportPeriodValue) => {
    const values: Record<string, string> = {};
    if (next.period) {
      values.from = next.period.from;
      values.to = next.period.to;
    }
    if (next.currency) values.currency = next.currency;
    setParams(new URLSearchParams(values), { replace: true });
  };
  return [value, set];
}

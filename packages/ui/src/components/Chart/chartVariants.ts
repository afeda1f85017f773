/**
 * The chart's kinds: `bars` (horizontal, one row per category: a ranking or a breakdown),
 * `columns` (vertical, one per period: totals by month) and `line` (a trend by period).
 */
export const chartKinds = ['bars', 'columns', 'line'] as const;
export type ChartKind = (typeof chartKinds)[number];

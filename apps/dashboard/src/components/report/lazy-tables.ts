import { lazy } from 'react';

/** A chart's values as a table, loaded when "Show data" is first pressed. */
export const LazyChartData = lazy(() =>
  import('./ChartData').then((m) => ({ default: m.ChartData })),
);

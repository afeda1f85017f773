import { cx } from '../private/cx';
import { Table, type TableColumn } from '../Table/Table';
import { chart } from './Chart.css';
import { type ChartDatum, ChartFigure, type ChartFigureProps } from './ChartFigure';

export type { ChartDatum } from './ChartFigure';

export interface ChartProps extends ChartFigureProps {
  /** The table of the values under the picture; false when the screen shows a fuller one. */
  table?: boolean;
}

/**
 * A chart drawn with visx (scales and shapes on d3, rendered by React as SVG): horizontal `bars`
 * for a breakdown (each name on its own line above its bar, so long names stay readable; one
 * wider than the chart is cut with its whole name in a tooltip), `columns` or a `line` for a
 * series by period, each optionally with a
 * comparison series (`comparisonLabel` and each datum's `comparison`: the period before, a part
 * of the value), keyed above the picture.
 *
 * The picture is an image named `label`; what screen readers and a copy read is the table of the
 * same values under it (or the screen's fuller table, with `table={false}`). Values, ticks and
 * cells are written by `format`. Colours are tokens in CSS, so both brands and both modes apply
 * without a redraw; the drawing is laid out for the box's measured width and follows it.
 *
 * Hooks: `[data-component="Chart"]`, `[data-kind]`, `[data-compared]`; parts
 * `[data-part="legend"]`, `[data-part="figure"]` (the `svg`, `role="img"`), `[data-part="bar"]`,
 * `"column"`, `"line"` and their `comparison-` twins.
 */
export function Chart({
  kind,
  label,
  valueLabel: valueName,
  comparisonLabel,
  data,
  format,
  table = true,
  className,
}: ChartProps) {
  const compared = comparisonLabel !== undefined;
  const columns: TableColumn<ChartDatum>[] = [
    { id: 'label', name: label, isRowHeader: true, renderCell: (datum) => datum.label },
    {
      id: 'value',
      name: valueName,
      align: 'end',
      noWrap: true,
      renderCell: (datum) => format(datum.value),
    },
  ];
  if (comparisonLabel !== undefined) {
    columns.push({
      id: 'comparison',
      name: comparisonLabel,
      align: 'end',
      noWrap: true,
      renderCell: (datum) => format(datum.comparison ?? 0),
    });
  }
  return (
    <div
      className={cx(chart, className)}
      data-component="Chart"
      data-kind={kind}
      data-compared={compared || undefined}
    >
      <ChartFigure
        kind={kind}
        label={label}
        valueLabel={valueName}
        {...(comparisonLabel === undefined ? {} : { comparisonLabel })}
        data={data}
        format={format}
      />
      {table ? (
        <Table plain aria-label={label} columns={columns} items={data} density="compact" />
      ) : null}
    </div>
  );
}

import { Group } from '@visx/group';
import { Bar, LinePath } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/vendor/d3-scale';
import { useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../private/cx';
import {
  baseline,
  categoryLabel,
  chart,
  comparisonLine,
  comparisonLineSwatch,
  comparisonPoint,
  comparisonSeries,
  comparisonSwatch,
  figure,
  gridLine,
  legend,
  legendItem,
  line,
  lineSwatch,
  point,
  series,
  svg,
  swatch,
  tickLabel,
  valueLabel,
} from './Chart.css';
import type { ChartKind } from './chartVariants';

export interface ChartDatum {
  /** Unique in the chart: the table row's key. */
  readonly id: string;
  /** The category or period: a bar's label, a column's, the table's row header. */
  readonly label: string;
  readonly value: number;
  /** The comparison series' value (the period before, a part of the value): with `comparisonLabel`. */
  readonly comparison?: number;
}

export interface ChartFigureProps {
  kind: ChartKind;
  /** The chart's accessible name, and the table's name and first column's header. */
  label: string;
  /** The values' name: the value column's header, and the series' name in the key. */
  valueLabel: string;
  /** Names the comparison series: with it each datum's `comparison` is drawn, keyed and tabled. */
  comparisonLabel?: string;
  data: readonly ChartDatum[];
  /** Writes a value as the screen does (count, money, compact money): labels, ticks, cells. */
  format: (value: number) => string;
  className?: string;
}

/** The width laid out before the box is measured (and where nothing measures: server, tests). */
const FALLBACK_WIDTH = 560;
/** About how wide a character of the 12–14 px labels is: enough to keep labels apart. */
const CHAR_WIDTH = 7.5;
/** A bar's row: its name's line, the bar, and the gap to the next. */
const LABEL_LINE = 20;
const BAR_GAP = 10;
const BAR_ROW = LABEL_LINE + 14 + BAR_GAP;
const BAR_ROW_COMPARED = LABEL_LINE + 26 + BAR_GAP;
const PLOT_HEIGHT = 180;
const AXIS_GAP = 8;
const X_LABELS_HEIGHT = 24;
const TOP_ROOM = 20;
/** A short series keeps a year's slot width instead of stretching over the whole width. */
const MIN_SLOTS = 12;

/** The box's width as laid out, followed as it changes (a window resize, a sidebar closing). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width ?? FALLBACK_WIDTH] as const;
}

/** Cuts a label to about `room` pixels, with an ellipsis; its tooltip and the table keep it whole. */
function truncate(text: string, room: number): string {
  const chars = Math.max(3, Math.floor(room / CHAR_WIDTH));
  return text.length > chars ? `${text.slice(0, chars - 1)}…` : text;
}

const textWidth = (text: string) => text.length * CHAR_WIDTH;

interface Layout {
  data: readonly ChartDatum[];
  width: number;
  format: (value: number) => string;
  compared: boolean;
}

/** The value axis: from the lowest value (or 0) to the highest, rounded to nice ticks. */
function valueScale(
  data: readonly ChartDatum[],
  compared: boolean,
  range: [number, number],
  nice: boolean,
) {
  const values = data.flatMap((datum) =>
    compared ? [datum.value, datum.comparison ?? 0] : [datum.value],
  );
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const scale = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .range(range);
  // Rounded out to the ticks where ticks are drawn; bars without an axis use the whole room.
  return nice ? scale.nice(4) : scale;
}

/** Ticks for counts stay whole: no '0.5 enquiries' between 0 and 1. */
function ticksOf(scale: ReturnType<typeof valueScale>, whole: boolean): number[] {
  const ticks = scale.ticks(4);
  return whole ? ticks.filter((tick) => Number.isInteger(tick)) : ticks;
}

function barsDrawing({ data, width, format, compared }: Layout) {
  const valueRoom =
    Math.max(
      ...data.flatMap((datum) =>
        compared
          ? [textWidth(format(datum.value)), textWidth(format(datum.comparison ?? 0))]
          : [textWidth(format(datum.value))],
      ),
    ) + AXIS_GAP;
  const plotWidth = Math.max(40, width - valueRoom);
  const x = valueScale(data, compared, [0, plotWidth], false);
  const zero = x(0);
  const rowHeight = compared ? BAR_ROW_COMPARED : BAR_ROW;
  const y = scaleBand<string>()
    .domain(data.map((datum) => datum.id))
    .range([0, data.length * rowHeight]);
  const inner = scaleBand<string>()
    .domain(compared ? ['value', 'comparison'] : ['value'])
    .range([LABEL_LINE, rowHeight - BAR_GAP])
    .padding(compared ? 0.1 : 0);
  const bar = (datum: ChartDatum, key: 'value' | 'comparison') => {
    const value = key === 'value' ? datum.value : (datum.comparison ?? 0);
    const end = x(value);
    // A value above zero keeps a sliver, so 'small' and 'none' look different.
    const length = Math.max(Math.abs(end - zero), value !== 0 ? 2 : 0);
    const top = (y(datum.id) ?? 0) + (inner(key) ?? 0);
    const left = value < 0 ? zero - length : zero;
    return (
      <g key={key}>
        <Bar
          className={key === 'value' ? series : comparisonSeries}
          x={left}
          y={top}
          width={length}
          height={inner.bandwidth()}
          rx={3}
          data-part={key === 'value' ? 'bar' : 'comparison-bar'}
        />
        <text
          className={valueLabel}
          x={value < 0 ? left - AXIS_GAP / 2 : left + length + AXIS_GAP / 2}
          y={top + inner.bandwidth() / 2}
          dominantBaseline="central"
          textAnchor={value < 0 ? 'end' : 'start'}
        >
          {format(value)}
        </text>
      </g>
    );
  };
  const height = Math.max(data.length, 1) * rowHeight;
  return {
    height,
    drawing: (
      <>
        {data.map((datum) => {
          const shown = truncate(datum.label, width);
          return (
            // Each name on its own line above its bar, across the whole width: long names
            // (a company's full name) stay readable; one longer still keeps it in a tooltip.
            <text
              key={datum.id}
              className={categoryLabel}
              x={0}
              y={(y(datum.id) ?? 0) + LABEL_LINE - 5}
              data-part="bar-label"
            >
              {shown === datum.label ? null : <title>{datum.label}</title>}
              {shown}
            </text>
          );
        })}
        {zero > 0 ? <line className={baseline} x1={zero} x2={zero} y1={0} y2={height} /> : null}
        {data.map((datum) => (
          <g key={datum.id}>
            {bar(datum, 'value')}
            {compared ? bar(datum, 'comparison') : null}
          </g>
        ))}
      </>
    ),
  };
}

function overTimeDrawing({
  data,
  width,
  format,
  compared,
  kind,
}: Layout & { kind: 'columns' | 'line' }) {
  const plotTop = TOP_ROOM;
  const y = valueScale(data, compared, [PLOT_HEIGHT, 0], true);
  const whole = data.every(
    (datum) => Number.isInteger(datum.value) && Number.isInteger(datum.comparison ?? 0),
  );
  const ticks = ticksOf(y, whole);
  // A little more than the estimate, so a wide glyph (£, €, W) never cuts the longest tick.
  const axisRoom = Math.max(...ticks.map((tick) => textWidth(format(tick)))) + AXIS_GAP + 6;
  const plotWidth = Math.max(40, width - axisRoom);
  const slot = plotWidth / Math.max(data.length, MIN_SLOTS);
  const x = scaleBand<string>()
    .domain(data.map((datum) => datum.id))
    .range([0, slot * data.length])
    .paddingInner(kind === 'columns' ? 0.3 : 0)
    .paddingOuter(kind === 'columns' ? 0.15 : 0);
  const inner = scaleBand<string>()
    .domain(compared ? ['value', 'comparison'] : ['value'])
    .range([0, x.bandwidth()])
    .padding(compared ? 0.08 : 0);
  const zero = y(0);
  // Every n-th period is named when the names would touch (a phone, two years of months).
  const longest = Math.max(...data.map((datum) => textWidth(datum.label)));
  const every = Math.max(1, Math.ceil((longest + AXIS_GAP) / slot));
  // A value over each column when it fits across it; the ticks give the scale otherwise.
  const valuesFit =
    kind === 'columns' &&
    !compared &&
    data.every((datum) => textWidth(format(datum.value)) + AXIS_GAP <= x.step());
  const center = (datum: ChartDatum) => (x(datum.id) ?? 0) + x.bandwidth() / 2;
  const column = (datum: ChartDatum, key: 'value' | 'comparison') => {
    const value = key === 'value' ? datum.value : (datum.comparison ?? 0);
    const end = y(value);
    const length = Math.max(Math.abs(end - zero), value !== 0 ? 2 : 0);
    return (
      <Bar
        key={key}
        className={key === 'value' ? series : comparisonSeries}
        x={(x(datum.id) ?? 0) + (inner(key) ?? 0)}
        y={value < 0 ? zero : zero - length}
        width={inner.bandwidth()}
        height={length}
        rx={2}
        data-part={key === 'value' ? 'column' : 'comparison-column'}
      />
    );
  };
  return {
    height: plotTop + PLOT_HEIGHT + X_LABELS_HEIGHT,
    drawing: (
      <>
        <Group top={plotTop}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                className={tick === 0 ? baseline : gridLine}
                x1={axisRoom}
                x2={width}
                y1={y(tick)}
                y2={y(tick)}
              />
              <text
                className={tickLabel}
                x={axisRoom - AXIS_GAP}
                y={y(tick)}
                dominantBaseline="central"
                textAnchor="end"
              >
                {format(tick)}
              </text>
            </g>
          ))}
        </Group>
        <Group top={plotTop} left={axisRoom}>
          {kind === 'columns'
            ? data.map((datum) => (
                <g key={datum.id}>
                  {column(datum, 'value')}
                  {compared ? column(datum, 'comparison') : null}
                  {valuesFit ? (
                    <text
                      className={valueLabel}
                      x={center(datum)}
                      y={y(Math.max(datum.value, 0)) - 6}
                      textAnchor="middle"
                    >
                      {format(datum.value)}
                    </text>
                  ) : null}
                </g>
              ))
            : null}
          {kind === 'line' ? (
            <>
              {compared ? (
                <LinePath
                  className={comparisonLine}
                  data={[...data]}
                  x={center}
                  y={(datum) => y(datum.comparison ?? 0)}
                  data-part="comparison-line"
                />
              ) : null}
              <LinePath
                className={line}
                data={[...data]}
                x={center}
                y={(datum) => y(datum.value)}
                data-part="line"
              />
              {data.map((datum) => (
                <g key={datum.id}>
                  {compared ? (
                    <circle
                      className={comparisonPoint}
                      cx={center(datum)}
                      cy={y(datum.comparison ?? 0)}
                      r={3}
                    />
                  ) : null}
                  <circle className={point} cx={center(datum)} cy={y(datum.value)} r={3.5} />
                </g>
              ))}
            </>
          ) : null}
          {data.map((datum, index) =>
            index % every === 0 ? (
              <text
                key={datum.id}
                className={tickLabel}
                x={center(datum)}
                y={PLOT_HEIGHT + X_LABELS_HEIGHT - 6}
                textAnchor="middle"
              >
                {datum.label}
              </text>
            ) : null,
          )}
        </Group>
      </>
    ),
  };
}

/**
 * A chart's picture alone: the key of its series (when compared) and the drawing, without the
 * table of its values, so a screen that shows its own table (behind "Show data") does not load
 * the Table. `Chart` is this with the table under it. Same props as `Chart` but `table`.
 *
 * Hooks: `[data-component="ChartFigure"]`, `[data-kind]`, `[data-compared]`; the parts of `Chart`.
 */
export function ChartFigure({
  kind,
  label,
  valueLabel: valueName,
  comparisonLabel,
  data,
  format,
  className,
}: ChartFigureProps) {
  const [ref, width] = useWidth();
  const compared = comparisonLabel !== undefined;
  const layout = { data, width, format, compared };
  const { height, drawing } =
    kind === 'bars' ? barsDrawing(layout) : overTimeDrawing({ ...layout, kind });
  const swatches =
    kind === 'line'
      ? ([lineSwatch, comparisonLineSwatch] as const)
      : ([swatch, comparisonSwatch] as const);
  return (
    <div
      className={cx(chart, className)}
      data-component="ChartFigure"
      data-kind={kind}
      data-compared={compared || undefined}
    >
      {comparisonLabel === undefined ? null : (
        <ul className={legend} data-part="legend">
          <li className={legendItem}>
            <span className={swatches[0]} aria-hidden="true" />
            {valueName}
          </li>
          <li className={legendItem}>
            <span className={swatches[1]} aria-hidden="true" />
            {comparisonLabel}
          </li>
        </ul>
      )}
      <div ref={ref} className={figure} style={{ height }}>
        <svg
          className={svg}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={label}
          data-part="figure"
        >
          {drawing}
        </svg>
      </div>
    </div>
  );
}

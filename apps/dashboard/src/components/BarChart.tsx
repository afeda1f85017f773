import { Box, Table, type TableColumn } from '@staydesk/ui';

export interface Bar {
  readonly id: string;
  readonly label: string;
  readonly value: number;
}

const ROW = 28;
const LABEL_WIDTH = 160;
const WIDTH = 560;
const MIN_COLUMNS = 12;

/**
 * Horizontal bars in plain SVG (no chart library is installed; shared by the properties and
 * enquiries reports): one row per value, the bar's length proportional to the largest, the
 * number at its end. The SVG is a picture of the table
 * under it, which is what screen readers and a copy/paste read.
 */
export function BarChart({
  label,
  bars,
  valueLabel,
  format,
  table = true,
}: {
  label: string;
  bars: readonly Bar[];
  valueLabel: string;
  format: (value: number) => string;
  /** The table of the values under the picture; false when the screen shows a fuller one beside it. */
  table?: boolean;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * ROW;
  const scale = (WIDTH - LABEL_WIDTH - 48) / max;
  const columns: TableColumn<Bar>[] = [
    { id: 'label', name: label, isRowHeader: true, renderCell: (bar) => bar.label },
    { id: 'value', name: valueLabel, align: 'end', renderCell: (bar) => format(bar.value) },
  ];
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Box color="brandAccent" overflow="auto">
        <svg
          viewBox={`0 0 ${WIDTH} ${Math.max(height, ROW)}`}
          width="100%"
          role="img"
          aria-label={label}
          preserveAspectRatio="xMinYMin meet"
        >
          {bars.map((bar, index) => {
            const y = index * ROW;
            const length = Math.max(bar.value * scale, bar.value > 0 ? 2 : 0);
            return (
              <g key={bar.id}>
                <text x={0} y={y + 18} fontSize={13} fill="currentColor" opacity={0.85}>
                  {bar.label.length > 22 ? `${bar.label.slice(0, 21)}…` : bar.label}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={y + 6}
                  width={length}
                  height={16}
                  rx={3}
                  fill="currentColor"
                />
                <text x={LABEL_WIDTH + length + 6} y={y + 18} fontSize={13} fill="currentColor">
                  {format(bar.value)}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      {table ? <Table aria-label={label} columns={columns} items={bars} density="compact" /> : null}
    </Box>
  );
}

/** Vertical bars for a series over time (properties added per month). */
export function ColumnChart({
  label,
  bars,
  valueLabel,
  format,
  table = true,
}: {
  label: string;
  bars: readonly Bar[];
  valueLabel: string;
  format: (value: number) => string;
  /** The table of the values under the picture; false when the screen shows a fuller one beside it. */
  table?: boolean;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = 44;
  const plot = 160;
  // At least a year's slots wide, so a short series keeps its scale instead of filling the width.
  const width = Math.max(bars.length, MIN_COLUMNS) * slot;
  const columns: TableColumn<Bar>[] = [
    { id: 'label', name: label, isRowHeader: true, renderCell: (bar) => bar.label },
    { id: 'value', name: valueLabel, align: 'end', renderCell: (bar) => format(bar.value) },
  ];
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Box color="brandAccent" overflow="auto">
        <svg viewBox={`0 0 ${width} ${plot + 40}`} width="100%" role="img" aria-label={label}>
          {bars.map((bar, index) => {
            const height = (bar.value / max) * plot;
            const x = index * slot + 8;
            return (
              <g key={bar.id}>
                <rect
                  x={x}
                  y={plot - height + 16}
                  width={slot - 16}
                  height={height}
                  rx={3}
                  fill="currentColor"
                />
                <text
                  x={x + (slot - 16) / 2}
                  y={plot - height + 12}
                  fontSize={11}
                  textAnchor="middle"
                  fill="currentColor"
                >
                  {format(bar.value)}
                </text>
                <text
                  x={x + (slot - 16) / 2}
                  y={plot + 32}
                  fontSize={10}
                  textAnchor="middle"
                  fill="currentColor"
                  opacity={0.85}
                >
                  {bar.label}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      {table ? <Table aria-label={label} columns={columns} items={bars} density="compact" /> : null}
    </Box>
  );
}

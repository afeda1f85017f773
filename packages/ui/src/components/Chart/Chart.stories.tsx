import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Chart, type ChartDatum, chartKinds } from '../../index';

const count = (value: number) => new Intl.NumberFormat('en-GB').format(value);
const money = (value: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);

const sources: ChartDatum[] = [
  { id: 'email', label: 'Email', value: 48 },
  { id: 'phone', label: 'Phone', value: 31 },
  { id: 'website', label: 'Website form', value: 17 },
  { id: 'agent', label: 'Agent referral', value: 6 },
  { id: 'other', label: 'Other', value: 0 },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const revenue = [42, 38, 51, 60, 72, 88, 95, 91, 70, 58, 47, 55];
const margin = [8, 6, 10, 12, 15, 19, 21, 20, 14, 11, 9, 10];
const byMonth: ChartDatum[] = MONTHS.map((month, index) => ({
  id: `2026-${String(index + 1).padStart(2, '0')}`,
  label: `${month} 26`,
  value: (revenue[index] ?? 0) * 1000,
  comparison: (margin[index] ?? 0) * 1000,
}));

const meta = {
  title: 'Components/Chart',
  component: Chart,
  argTypes: { kind: { control: 'inline-radio', options: chartKinds } },
  args: {
    kind: 'bars',
    label: 'Enquiries by source',
    valueLabel: 'Enquiries',
    data: sources,
    format: count,
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Horizontal bars: a picture named by `label`, and the table of the same values under it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Enquiries by source' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Enquiries by source' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(sources.length + 1);
    await expect(within(table).getByText('Website form')).toBeVisible();
    await expect(within(table).getByText('48')).toBeVisible();
  },
};

export const Playground: Story = {};

/** Columns by month; `format` writes the ticks and cells (compact money here). */
export const Columns: Story = {
  args: {
    kind: 'columns',
    label: 'Revenue by month',
    valueLabel: 'Revenue',
    data: byMonth.map(({ comparison: _, ...datum }) => datum),
    format: money,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Revenue by month' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="column"]')).toHaveLength(12);
    await expect(within(canvas.getByRole('table')).getByText('£95k')).toBeVisible();
  },
};

/** A comparison series (`comparisonLabel`, each datum's `comparison`): keyed, drawn beside, tabled. */
export const ColumnsWithComparison: Story = {
  args: {
    kind: 'columns',
    label: 'Revenue and margin by month',
    valueLabel: 'Revenue',
    comparisonLabel: 'Margin',
    data: byMonth,
    format: money,
  },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="Chart"]');
    await expect(root).toHaveAttribute('data-compared', 'true');
    await expect(canvasElement.querySelectorAll('[data-part="comparison-column"]')).toHaveLength(
      12,
    );
    const legend = canvasElement.querySelector('[data-part="legend"]');
    await expect(legend).toHaveTextContent('RevenueMargin');
    await expect(canvas.getByRole('columnheader', { name: 'Margin' })).toBeVisible();
  },
};

/** A line for a trend by period, the comparison dashed. */
export const Line: Story = {
  args: {
    kind: 'line',
    label: 'Revenue and margin by month',
    valueLabel: 'Revenue',
    comparisonLabel: 'Margin',
    data: byMonth,
    format: money,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="line"]')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-part="comparison-line"]')).toBeInTheDocument();
  },
};

/** Without its table when the screen shows a fuller one beside it: the picture alone. */
export const WithoutTable: Story = {
  args: { table: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Enquiries by source' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

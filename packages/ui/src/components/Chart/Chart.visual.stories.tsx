import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Chart, type ChartDatum, Grid } from '../../index';

const count = (value: number) => new Intl.NumberFormat('en-GB').format(value);
const money = (value: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);

const companies: ChartDatum[] = [
  { id: 'a', label: 'Northwind Relocation Services International Limited', value: 184_250 },
  { id: 'b', label: 'Supercalifragilisticexpialidociousunbrokenname', value: 92_400 },
  { id: 'c', label: 'Acme', value: 41_000 },
  { id: 'd', label: 'Tiny', value: 350 },
  { id: 'e', label: 'None yet', value: 0 },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const revenue = [42, 38, 51, 60, 72, 88, 95, 91, 70, 58, 47, 55];
const margin = [8, 6, 10, 12, 15, 19, 21, -3, 14, 11, 9, 10];
const months: ChartDatum[] = MONTHS.map((month, index) => ({
  id: `m${index}`,
  label: `${month} 26`,
  value: (revenue[index] ?? 0) * 1000,
  comparison: (margin[index] ?? 0) * 1000,
}));
/** Few and small counts: the ticks stay whole, a short series keeps a year's slot width. */
const added: ChartDatum[] = [
  { id: 'x1', label: 'Oct 26', value: 1 },
  { id: 'x2', label: 'Nov 26', value: 3 },
  { id: 'x3', label: 'Dec 26', value: 0 },
];
const twoYears: ChartDatum[] = Array.from({ length: 24 }, (_, index) => ({
  id: `y${index}`,
  label: `${MONTHS[index % 12]} ${25 + Math.floor(index / 12)}`,
  value: Math.round(20 + 15 * Math.sin(index / 2) + index),
}));

const meta = {
  title: 'Visual/Chart',
  component: Chart,
  tags: ['!autodocs', 'visual'],
  args: { kind: 'bars', label: '', valueLabel: '', data: [], format: count },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <Box width="100%" padding="medium" background="surface">
      <Grid columns={2} space="large">
        <Chart
          kind="bars"
          label="Revenue by company"
          valueLabel="Revenue"
          data={companies}
          format={money}
        />
        <Chart
          kind="columns"
          label="Revenue and margin by month"
          valueLabel="Revenue"
          comparisonLabel="Margin"
          data={months}
          format={money}
          table={false}
        />
        <Chart
          kind="line"
          label="Revenue and margin by month"
          valueLabel="Revenue"
          comparisonLabel="Margin"
          data={months}
          format={money}
          table={false}
        />
        <Chart
          kind="columns"
          label="Properties added by month"
          valueLabel="Properties"
          data={added}
          format={count}
          table={false}
        />
      </Grid>
    </Box>
  ),
};

/** Two years of months (every other named, values left to the ticks) and a breakdown of zeros. */
export const LongAndEmpty: Story = {
  render: () => (
    <Box width="100%" padding="medium" background="surface">
      <Grid columns={2} space="large">
        <Chart
          kind="columns"
          label="Enquiries received by month"
          valueLabel="Enquiries"
          data={twoYears}
          format={count}
          table={false}
        />
        <Chart
          kind="bars"
          label="Nothing yet"
          valueLabel="Enquiries"
          data={[
            { id: 'email', label: 'Email', value: 0 },
            { id: 'phone', label: 'Phone', value: 0 },
          ]}
          format={count}
          table={false}
        />
      </Grid>
    </Box>
  ),
};

/** On a phone the drawing is laid out for the narrow width: labels cut, months thinned. */
export const OnAPhone: Story = {
  parameters: { screenshotViewport: { width: 390, height: 720 } },
  render: () => (
    <Box width="100%" padding="small" background="surface">
      <Box display="flex" flexDirection="column" gap="large">
        <Chart
          kind="bars"
          label="Revenue by company"
          valueLabel="Revenue"
          data={companies}
          format={money}
          table={false}
        />
        <Chart
          kind="columns"
          label="Enquiries received by month"
          valueLabel="Enquiries"
          data={twoYears}
          format={count}
          table={false}
        />
        <Chart
          kind="line"
          label="Revenue and margin by month"
          valueLabel="Revenue"
          comparisonLabel="Margin"
          data={months}
          format={money}
          table={false}
        />
      </Box>
    </Box>
  ),
};

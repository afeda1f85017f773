import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../../index';
import { Swatch } from '../private/Swatch';

const meta = {
  title: 'Components/Grid',
  component: Grid,
  args: {
    columns: 3,
    space: 'medium',
    children: Array.from({ length: 6 }, (_, index) => `Cell ${index + 1}`).map((label) => (
      <Swatch key={label}>{label}</Swatch>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Cell 1').getBoundingClientRect();
    const third = canvas.getByText('Cell 3').getBoundingClientRect();
    const fourth = canvas.getByText('Cell 4').getBoundingClientRect();
    await expect(third.top).toBe(first.top);
    await expect(fourth.left).toBe(first.left);
    await expect(Math.round(third.width)).toBe(Math.round(first.width));
  },
};

export const Responsive: Story = { args: { columns: [1, 2, 3] } };

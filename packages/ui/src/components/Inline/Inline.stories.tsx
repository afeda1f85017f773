import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../index';
import { Swatch } from '../private/Swatch';

const labels = ['Check-in', 'Check-out', 'Extended', 'Needs attention', 'Active', 'Urgent'];

const meta = {
  title: 'Components/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: labels.map((label) => <Swatch key={label}>{label}</Swatch>),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Check-in').getBoundingClientRect();
    const second = canvas.getByText('Check-out').getBoundingClientRect();
    await expect(second.left - first.right).toBe(12);
    await expect(second.top).toBe(first.top);
  },
};

export const AlignedEnd: Story = { args: { align: 'flex-end' } };

export const Wrapping: Story = {
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('Check-in').getBoundingClientRect();
    const last = canvas.getByText('Urgent').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};

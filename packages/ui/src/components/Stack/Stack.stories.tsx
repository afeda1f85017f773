import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../index';
import { Swatch } from '../private/Swatch';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: {
    space: 'medium',
    children: ['First', 'Second', 'Third'].map((label) => <Swatch key={label}>{label}</Swatch>),
  },
  argTypes: { space: { control: 'select' } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('First').getBoundingClientRect();
    const second = canvas.getByText('Second').getBoundingClientRect();
    await expect(second.top - first.bottom).toBe(16);
  },
};

export const Centred: Story = { args: { align: 'center', space: 'small' } };

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Steps',
    space: 'xsmall',
    children: ['One', 'Two'].map((label) => (
      <li key={label}>
        <Swatch>{label}</Swatch>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

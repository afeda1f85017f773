import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../../index';

const meta = {
  title: 'Components/Box',
  component: Box,
  args: {
    padding: 'large',
    background: 'surface',
    borderRadius: 'standard',
    boxShadow: 'medium',
    children: 'A surface with large padding',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('A surface with large padding');
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
  },
};

export const Responsive: Story = {
  args: { padding: ['small', 'large', 'xlarge'], children: 'Padding grows with the viewport' },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Summary', children: 'Rendered as a section' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
  },
};

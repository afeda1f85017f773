import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loader, loaderSizes } from '../../index';

const meta = {
  title: 'Components/Loader',
  component: Loader,
  argTypes: { size: { control: 'inline-radio', options: loaderSizes } },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(status).toHaveAttribute('data-component', 'Loader');
    await expect(status).toHaveAttribute('data-size', 'standard');
  },
};

export const Playground: Story = { args: { size: 'large' } };

export const CustomLabel: Story = {
  args: { label: 'Loading bookings…', size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading bookings…');
    await expect(canvas.queryByText('Loading...')).toBeNull();
  },
};

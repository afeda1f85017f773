import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from '../../index';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No enquiries yet', text: 'Enquiries you create or are assigned appear here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No enquiries yet' })).toBeVisible();
    await expect(
      canvas.getByText('Enquiries you create or are assigned appear here.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = { args: { onCreate: fn(), headingLevel: 3 } };

export const WithCreate: Story = {
  args: { onCreate: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const create = canvas.getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(create).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledTimes(2);
  },
};

export const CustomCreateLabel: Story = {
  args: { onCreate: fn(), createLabel: 'Create enquiry', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create enquiry' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Dialog } from '../../index';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'WhatsApp info',
    children: 'Messages sent from the enquiry page open WhatsApp on your phone.',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'WhatsApp info' });
    await expect(dialog).toHaveAttribute('data-component', 'Dialog');
    await expect(canvas.getByRole('heading', { name: 'WhatsApp info' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Playground: Story = { args: { closeLabel: 'Dismiss' } };

export const CustomCloseLabel: Story = {
  args: { closeLabel: 'Fermer' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fermer' })).toHaveFocus();
  },
};

/** Tab order: the close button, then the footer's actions. */
export const WithFooter: Story = {
  args: {
    footer: <Button>Got it</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Got it' })).toHaveFocus();
  },
};

export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

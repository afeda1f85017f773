import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Snackbar, snackbarTypes } from '../../index';

const meta = {
  title: 'Components/Snackbar',
  component: Snackbar,
  args: { children: 'Booking BK-2201 was extended by three nights.', onDismiss: fn() },
  argTypes: { type: { control: 'inline-radio', options: snackbarTypes } },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Booking BK-2201 was extended');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { type: 'success' } };

export const Success: Story = {
  args: { type: 'success', children: 'Saved.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
    await expect(canvasElement.querySelector('[data-component="Snackbar"]')).toHaveAttribute(
      'data-type',
      'success',
    );
  },
};

/** Errors interrupt: `role="alert"`. */
export const ErrorType: Story = {
  name: 'Error',
  args: { type: 'error', children: 'The landlord could not be synced.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The landlord could not be synced.');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithoutDismiss: Story = {
  args: { onDismiss: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

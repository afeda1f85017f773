import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ErrorFallback } from '../../index';

const meta = {
  title: 'Components/ErrorFallback',
  component: ErrorFallback,
  args: { homeHref: '#dashboard' },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "It seems like we've run into an issue. Don't worry, this could be a temporary glitch.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#dashboard');
  },
};

export const Playground: Story = { args: { headingLevel: 2, homeLabel: 'Back to the dashboard' } };

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

/** The /error screen's timeout variant. */
export const Timeout: Story = {
  args: {
    title: 'Request timed out',
    message: 'The server took too long to process the request. Please try again later.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Request timed out' })).toBeVisible();
    await expect(canvas.getByText(/took too long/)).toBeVisible();
  },
};

export const PermissionDenied: Story = {
  args: {
    title: 'Permission Denied',
    message: 'You do not have the required access to perform this action.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
  },
};

/** The /error screen without a type: the title only. */
export const WithoutMessage: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="message"]')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: {
    children: (
      <Button variant="secondary" onPress={fn()}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
  },
};

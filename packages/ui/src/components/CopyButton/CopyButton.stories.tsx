import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { CopyButton } from '../../index';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { text: 'https://staydesk.example/public/property/42', onCopy: fn(), onCopyError: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stubs the clipboard so the story never depends on the browser's permission state. */
function stubClipboard(result: 'resolve' | 'reject') {
  const writeText = spyOn(navigator.clipboard, 'writeText');
  if (result === 'resolve') writeText.mockResolvedValue(undefined);
  else writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  return writeText;
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const writeText = stubClipboard('resolve');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith('https://staydesk.example/public/property/42');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
    await expect(args.onCopy).toHaveBeenCalledWith('https://staydesk.example/public/property/42');
  },
};

export const Playground: Story = { args: { label: 'Copy link', successMessage: 'Link copied' } };

export const CustomSuccessText: Story = {
  args: { successMessage: 'Link copied to the clipboard' },
  play: async ({ canvas, userEvent }) => {
    stubClipboard('resolve');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied to the clipboard');
  },
};

export const Failure: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    stubClipboard('reject');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Failed to copy. Please try again.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-component="CopyButton"]')).toHaveAttribute(
      'data-status',
      'failed',
    );
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(args.onCopyError).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const writeText = stubClipboard('resolve');
    const button = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
  },
};

export const IconOnly: Story = {
  args: { isIconOnly: true, label: 'Copy phone number', text: '+44 20 7946 0000' },
  play: async ({ canvas, userEvent }) => {
    const writeText = stubClipboard('resolve');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy phone number' }));
    await expect(writeText).toHaveBeenCalledWith('+44 20 7946 0000');
  },
};

export const MessageClears: Story = {
  args: { messageDuration: 100 },
  play: async ({ canvas, userEvent }) => {
    stubClipboard('resolve');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    const writeText = stubClipboard('resolve');
    const button = canvas.getByRole('button', { name: 'Copy' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(writeText).not.toHaveBeenCalled();
  },
};

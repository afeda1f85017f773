import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button, ConfirmDialog, type ConfirmDialogProps, confirmDialogTones } from '../../index';

/** Opens the dialog from a button and closes it when the caller's handler says so. */
function Harness(props: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete enquiry</Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
        onConfirm={() => {
          props.onConfirm();
          if (!props.isPending) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Delete enquiry?',
    message: 'The enquiry moves to Deleted. A system admin can still restore it.',
    confirmLabel: 'Delete',
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete enquiry' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete enquiry?' });
    await expect(dialog).toHaveTextContent('The enquiry moves to Deleted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { tone: 'critical', cancelLabel: 'Keep it' } };

export const Cancel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete enquiry' }));
    await canvas.findByRole('dialog', { name: 'Delete enquiry?' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Keyboard: Tab reaches Cancel then Delete; Enter confirms. Escape cancels. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete enquiry' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: 'Delete enquiry?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Focus returns to the trigger once the closing animation ends; Enter before that is lost.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Delete enquiry?' });
    const confirm = canvas.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    while (document.activeElement !== confirm) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Destructive: a critical confirm button inside an `alertdialog`. */
export const Destructive: Story = {
  args: { tone: 'critical' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete enquiry' }));
    await canvas.findByRole('alertdialog', { name: 'Delete enquiry?' });
    const confirm = canvas.getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('data-variant', 'critical');
    await expect(confirm).toHaveAttribute('data-tone', 'critical');
  },
};

/** Pending: the confirm button spins; Cancel, Escape and the close button are gone or inert. */
export const Pending: Story = {
  args: { isPending: true, tone: 'critical', pendingLabel: 'Deleting' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete enquiry' }));
    await canvas.findByRole('alertdialog', { name: 'Delete enquiry?' });
    await expect(canvas.getByRole('progressbar', { name: 'Deleting' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // The modal fades in over 0.2 s; on a loaded machine the first frames are still transparent.
    await waitFor(() =>
      expect(canvas.getByRole('alertdialog', { name: 'Delete enquiry?' })).toBeVisible(),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

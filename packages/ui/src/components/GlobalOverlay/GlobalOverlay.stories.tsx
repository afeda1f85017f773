import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button, GlobalOverlay, type GlobalOverlayProps } from '../../index';

/** Stands in for the app: a current-modal state, and a modal that locks the body's scroll inline. */
function Harness(props: GlobalOverlayProps) {
  const [current, setCurrent] = useState<string | null>(null);
  return (
    <>
      <Button
        onPress={() => {
          document.body.style.overflow = 'hidden';
          document.body.style.paddingRight = '15px';
          setCurrent('landlordInfo');
        }}
      >
        Landlord info
      </Button>
      <GlobalOverlay
        {...props}
        isOpen={current !== null}
        onClear={() => {
          setCurrent(null);
          props.onClear();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/GlobalOverlay',
  component: GlobalOverlay,
  args: {
    isOpen: false,
    onClear: fn(),
    title: 'Landlord info',
    children: 'Landlords see this page when they sign up through a partner.',
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof GlobalOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The close button clears the current modal and removes the inline body styles. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Landlord info' }));
    await canvas.findByRole('dialog', { name: 'Landlord info' });
    await expect(document.body).toHaveAttribute('style');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(document.body).not.toHaveAttribute('style');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { closeLabel: 'Close landlord info' } };

/** Escape is the keyboard path to the same close: the modal is cleared and the body released. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: 'Landlord info' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(document.body).not.toHaveAttribute('style');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

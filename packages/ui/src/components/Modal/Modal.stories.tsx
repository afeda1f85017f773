import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button, Modal, ModalTrigger, modalSizes } from '../../index';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Edit note',
    children: 'The note is shared with every staff member who opens this enquiry.',
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: (args) => (
    <ModalTrigger>
      <Button>Open</Button>
      <Modal {...args} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The CSS rules of every stylesheet, flattened, so a story can check what a media query holds. */
function mediaRules(condition: string): CSSStyleRule[] {
  const found: CSSStyleRule[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSMediaRule && rule.conditionText.includes(condition)) {
        for (const inner of Array.from(rule.cssRules)) {
          if (inner instanceof CSSStyleRule) found.push(inner);
        }
      }
    }
  }
  return found;
}

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Edit note' });
    await expect(dialog).toHaveTextContent('The note is shared');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = { args: { size: 'small' } };

/** Escape closes the dialog and focus goes back to the button that opened it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Edit note' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The spec's popup numbers: 20px radius, z-index 99, a 0.2 s fade/scale, none under reduced motion. */
export const PopupTokens: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await canvas.findByRole('dialog', { name: 'Edit note' });
    const panel = canvasElement.querySelector<HTMLElement>('[data-component="Modal"]');
    const backdrop = canvasElement.querySelector<HTMLElement>('[data-component="ModalOverlay"]');
    if (!panel || !backdrop) throw new Error('The modal did not render its panel and backdrop.');
    await expect(getComputedStyle(panel).borderTopLeftRadius).toBe('20px');
    await expect(getComputedStyle(backdrop).zIndex).toBe('99');
    // RAC sets `data-entering` only for the first frames; set it to read the entry animation.
    panel.setAttribute('data-entering', 'true');
    await expect(getComputedStyle(panel).animationDuration).toBe('0.2s');
    panel.removeAttribute('data-entering');
    const reduced = mediaRules('prefers-reduced-motion: reduce').filter((rule) =>
      panel.classList.contains(rule.selectorText.split('[')[0]?.replace('.', '') ?? ''),
    );
    await expect(reduced.map((rule) => rule.style.animationName)).toContain('none');
  },
};

export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open</Button>
        <Modal
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange?.(open);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await canvas.findByRole('dialog', { name: 'Edit note' });
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithFooter: Story = {
  args: {
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save note</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await canvas.findByRole('dialog', { name: 'Edit note' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A dialog that must be answered: no close button, and a click outside does not close it. */
export const NotDismissable: Story = {
  args: {
    isDismissable: false,
    hideCloseButton: true,
    footer: ({ close }) => <Button onPress={close}>I understand</Button>,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await canvas.findByRole('dialog', { name: 'Edit note' });
    await expect(canvas.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    const backdrop = canvasElement.querySelector<HTMLElement>('[data-component="ModalOverlay"]');
    if (!backdrop) throw new Error('No backdrop.');
    await userEvent.click(backdrop);
    // Longer than the 0.2 s exit animation: a dismissed dialog would be gone by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.getByRole('dialog', { name: 'Edit note' })).not.toHaveAttribute(
      'data-exiting',
    );
    await expect(canvas.getByRole('dialog', { name: 'Edit note' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, Popover, PopoverTrigger, Stack } from '../../index';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { title: 'Landlord contact', children: 'Call before 6 pm on weekdays.' },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">Contact details</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portalled content lives in the theme root's portal container, not next to the trigger. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Contact details' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Landlord contact' });
    await expect(dialog).toHaveTextContent('Call before 6 pm on weekdays.');
    const surface = dialog.closest('[data-component="Popover"]');
    await expect(surface).not.toBeNull();
    await expect(surface).toHaveAttribute('data-placement');
    await expect(getComputedStyle(surface as Element).zIndex).toBe('99');
    await expect(getComputedStyle(surface as Element).borderTopLeftRadius).toBe('20px');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Playground: Story = { args: { placement: 'top', title: 'Playground' } };

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Contact details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Landlord contact' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithActions: Story = {
  args: { title: 'Archive enquiry?', children: null },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">Archive</Button>
      <Popover {...args}>
        <Stack space="small">
          <span>The enquiry moves to the archive.</span>
          {/* RAC's Dialog closes itself when its `close` slot is pressed. */}
          <Button size="small" slot="close">
            Done
          </Button>
        </Stack>
      </Popover>
    </PopoverTrigger>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Archive enquiry?' });
    await userEvent.tab();
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await expect(done).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Controlled: Story = {
  args: { isOpen: true, onOpenChange: fn(), 'aria-label': 'Opening hours', title: undefined },
  render: (args) => (
    <PopoverTrigger isOpen={args.isOpen} onOpenChange={args.onOpenChange}>
      <Button variant="secondary">Hours</Button>
      <Popover {...args}>Mon–Fri, 9:00–17:00</Popover>
    </PopoverTrigger>
  ),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Opening hours' });
    // The popup fades in over 0.2 s; on a loaded machine the first frames are still transparent.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

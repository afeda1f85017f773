import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, Icon, Tooltip, TooltipTrigger } from '../../index';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { children: 'Refresh the data' },
  render: (args) => (
    <TooltipTrigger delay={0}>
      <Button variant="ghost" aria-label="Refresh">
        <Icon name="refresh" size="small" />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How long a closing tooltip may take to leave the page: its close delay, exit and a loaded CPU. */
const closeTimeoutMs = 5000;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/**
 * RAC opens a tooltip on hover only when the last interaction was a pointer (so a hover restored
 * by keyboard scrolling doesn't pop one): press the pointer once before hovering.
 */
async function pressPointerOnce(
  canvasElement: HTMLElement,
  userEvent: { click: (el: Element) => Promise<void> },
) {
  await userEvent.click(canvasElement);
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Refresh' });
    await pressPointerOnce(canvasElement, userEvent);
    await userEvent.hover(trigger);
    const tip = await page(canvasElement).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Refresh the data');
    await expect(tip).toHaveAttribute('data-component', 'Tooltip');
    await expect(trigger).toHaveAttribute('aria-describedby', tip.id);
    await expect(getComputedStyle(tip).zIndex).toBe('99');
    await userEvent.unhover(trigger);
    // RAC closes a hovered tooltip after its close delay (500 ms) and exit animation: more than
    // waitFor's default second on a loaded machine (a fresh clone's run caught it exiting).
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull(), {
      timeout: closeTimeoutMs,
    });
  },
};

export const Playground: Story = { args: { placement: 'bottom' } };

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Refresh the data',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull(), {
      timeout: closeTimeoutMs,
    });
    await expect(trigger).toHaveFocus();
  },
};

export const Placements: Story = {
  args: { placement: 'end' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await pressPointerOnce(canvasElement, userEvent);
    await userEvent.hover(canvas.getByRole('button', { name: 'Refresh' }));
    const tip = await page(canvasElement).findByRole('tooltip');
    await waitFor(() => expect(tip).toHaveAttribute('data-placement', 'right'));
  },
};

export const Controlled: Story = {
  render: (args) => (
    <TooltipTrigger isOpen onOpenChange={args.onOpenChange}>
      <Button variant="secondary">Always described</Button>
      <Tooltip>{args.children}</Tooltip>
    </TooltipTrigger>
  ),
  args: { onOpenChange: fn() },
  play: async ({ canvasElement }) => {
    const tip = await page(canvasElement).findByRole('tooltip');
    await waitFor(() => expect(tip).toBeVisible());
  },
};

export const DisabledTrigger: Story = {
  render: (args) => (
    <TooltipTrigger delay={0} isDisabled>
      <Button variant="secondary">No hint</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await pressPointerOnce(canvasElement, userEvent);
    await userEvent.hover(canvas.getByRole('button', { name: 'No hint' }));
    await userEvent.tab();
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

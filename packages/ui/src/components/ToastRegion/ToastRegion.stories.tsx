import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import {
  Button,
  createToaster,
  Inline,
  TOAST_TIMEOUT_MS,
  type Toaster,
  ToastRegion,
} from '../../index';

// One queue per story, so toasts left by one story never show in the next.
const toasters = new Map<string, Toaster>();
function toasterFor(id: string): Toaster {
  const existing = toasters.get(id);
  if (existing) return existing;
  const created = createToaster();
  toasters.set(id, created);
  return created;
}

function Harness({ toaster, timeout }: { toaster: Toaster; timeout?: number }) {
  return (
    <>
      <Inline space="small">
        <Button onPress={() => toaster.success('Booking saved.', { timeout })}>Show success</Button>
        <Button onPress={() => toaster.error('The landlord sync failed.', { timeout })}>
          Show error
        </Button>
        <Button onPress={() => toaster.info('Prices refresh at midnight.', { timeout })}>
          Show info
        </Button>
        <Button variant="secondary" onPress={() => toaster.clear()}>
          Clear all
        </Button>
      </Inline>
      <ToastRegion toaster={toaster} />
    </>
  );
}

const meta = {
  title: 'Components/ToastRegion',
  component: ToastRegion,
  render: (args, { id }) => {
    const toaster = toasterFor(id);
    return <Harness toaster={args.toaster ?? toaster} />;
  },
  beforeEach: ({ id }) => {
    toasterFor(id).clear();
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = await canvas.findByRole('region', { name: 'Notifications' });
    const toast = canvas.getByRole('alertdialog', { name: 'Booking saved.' });
    await expect(region).toContainElement(toast);
    await expect(toast).toHaveAttribute('data-type', 'success');
  },
};

export const Playground: Story = { args: { dismissLabel: 'Close notification' } };

/** Bottom-centre, 95% of the viewport up to 700px. */
export const Placement: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const region = await canvas.findByRole('region', { name: 'Notifications' });
    const box = region.getBoundingClientRect();
    await expect(getComputedStyle(region).position).toBe('fixed');
    await expect(box.width).toBeCloseTo(Math.min(window.innerWidth * 0.95, 700), 0);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(1);
    await expect(window.innerHeight - box.bottom).toBeGreaterThan(0);
    await expect(window.innerHeight - box.bottom).toBeLessThan(40);
  },
};

/** Several toasts stack, each coloured by its type. */
export const Stacked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toasts = await canvas.findAllByRole('alertdialog');
    await expect(toasts.map((toast) => toast.getAttribute('data-type')).sort()).toEqual([
      'error',
      'info',
      'success',
    ]);
    const tops = toasts.map((toast) => toast.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(3);
    const colours = toasts.map((toast) => getComputedStyle(toast).backgroundColor);
    await expect(new Set(colours).size).toBe(3);
  },
};

export const Dismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await canvas.findByRole('alertdialog', { name: 'The landlord sync failed.' });
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** `clear()` empties the queue, as the app does before a successful mutation's message. */
export const ClearAll: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await expect(await canvas.findAllByRole('alertdialog')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Toasts close themselves: 5000 ms by default (here shortened to keep the test quick). */
export const AutoClose: Story = {
  render: (_args, { id }) => <Harness toaster={toasterFor(id)} timeout={300} />,
  play: async ({ canvas, id, userEvent }) => {
    await expect(TOAST_TIMEOUT_MS).toBe(5000);
    const toaster = toasterFor(id);
    toaster.info('Default timeout');
    await expect(toaster.queue.visibleToasts[0]?.timeout).toBe(5000);
    toaster.clear();
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await canvas.findByRole('alertdialog', { name: 'Booking saved.' });
    await userEvent.unhover(canvas.getByRole('region', { name: 'Notifications' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};

/** Keyboard: Tab from the page reaches the toast and its dismiss button; Enter closes it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('alertdialog', { name: 'Booking saved.' });
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    for (let step = 0; step < 8 && document.activeElement !== dismiss; step += 1) {
      await userEvent.tab();
    }
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

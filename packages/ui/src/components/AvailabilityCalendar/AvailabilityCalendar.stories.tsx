import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AvailabilityCalendar, availabilityStates } from '../../index';

const stateLabels = { available: 'Available', blocked: 'Blocked', booked: 'Booked' } as const;

const ranges = [
  { start: '2026-03-01', end: '2026-04-01', state: 'available' },
  { start: '2026-03-09', end: '2026-03-12', state: 'blocked' },
  { start: '2026-03-14', end: '2026-03-18', state: 'booked' },
] as const;

const meta = {
  title: 'Components/AvailabilityCalendar',
  component: AvailabilityCalendar,
  args: {
    label: 'Availability of Rose Cottage',
    ranges,
    stateLabels,
    legendLabel: 'Legend',
    rangesHeading: 'Ranges',
    defaultMonth: '2026-03-01',
  },
  argTypes: { visibleMonths: { control: 'inline-radio', options: [1, 2] } },
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof AvailabilityCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

function day(canvasElement: HTMLElement, text: string) {
  const cell = within(canvasElement)
    .getAllByText(text)
    .find(
      (element) =>
        element.getAttribute('data-part') === 'day' && !element.hasAttribute('data-outside-month'),
    );
  if (!cell) throw new Error(`no day ${text}`);
  return cell;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('application', { name: /Rose Cottage/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /March 2026/ })).toBeVisible();
    // Later ranges overwrite the month-long available range.
    await expect(day(canvasElement, '1')).toHaveAttribute('data-availability', 'available');
    await expect(day(canvasElement, '10')).toHaveAttribute('data-availability', 'blocked');
    await expect(day(canvasElement, '14')).toHaveAttribute('data-availability', 'booked');
    await expect(day(canvasElement, '17')).toHaveAttribute('data-availability', 'booked');
    // The end is exclusive: the 18th is free again.
    await expect(day(canvasElement, '18')).toHaveAttribute('data-availability', 'available');
    // Legend and ranges in words.
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Available', 'Blocked', 'Booked']);
    const list = canvas.getByRole('list', { name: 'Ranges' });
    await expect(within(list).getByText(/Booked: 14.*17 Mar 2026/)).toBeVisible();
    // Read-only, yet the grid is keyboard navigable.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const focused = () => canvasElement.ownerDocument.activeElement;
    await waitFor(() => expect(focused()).toHaveAttribute('data-part', 'day'));
    await expect(focused()?.textContent).toBe('1');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(focused()?.textContent).toBe('9');
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading', { name: /April 2026/ })).toBeVisible();
    await expect(focused()?.textContent).toBe('9');
  },
};

export const Playground: Story = { args: { visibleMonths: 2 } };

export const TwoMonths: Story = {
  args: { visibleMonths: 2 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('grid')).toHaveLength(2);
    await expect(canvas.getByRole('heading')).toHaveTextContent(/March.*April 2026/);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent(/April.*May 2026/);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent(/March.*April 2026/);
  },
};

export const PickARange: Story = {
  args: { onChange: fn() },
  play: async ({ args, canvasElement, userEvent }) => {
    const root = canvasElement.querySelector('[data-component="AvailabilityCalendar"]');
    await expect(root).toHaveAttribute('data-selectable', 'true');
    await userEvent.click(day(canvasElement, '20'));
    await userEvent.click(day(canvasElement, '23'));
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls;
    await expect(calls.at(-1)?.[0]).toEqual({ start: '2026-03-20', end: '2026-03-23' });
    await expect(day(canvasElement, '21')).toHaveAttribute('data-selected', 'true');
  },
};

export const ReadOnlyIgnoresPicks: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(day(canvasElement, '20'));
    await userEvent.click(day(canvasElement, '23'));
    await expect(day(canvasElement, '21')).not.toHaveAttribute('data-selected');
  },
};

export const NoRanges: Story = {
  args: { ranges: [], noRangesText: 'No availability recorded yet.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No availability recorded yet.')).toBeVisible();
    await expect(day(canvasElement, '5')).not.toHaveAttribute('data-availability');
  },
};

export const EveryState: Story = {
  render: (args) => (
    <>
      {availabilityStates.map((state) => (
        <AvailabilityCalendar
          key={state}
          {...args}
          label={`Only ${state}`}
          ranges={[{ start: '2026-03-02', end: '2026-03-05', state }]}
        />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('application')).toHaveLength(3);
  },
};

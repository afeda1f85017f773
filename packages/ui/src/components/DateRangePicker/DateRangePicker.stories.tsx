import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DateRangePicker } from '../../index';

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker<CalendarDate>,
  args: { label: 'Stay', onChange: fn() },
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DateRangePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** `start/end` in ISO form from the last `onChange` call. */
function lastRange(onChange: unknown) {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  const range = calls.at(-1)?.[0] as { start: CalendarDate; end: CalendarDate } | undefined;
  return range ? `${range.start.toString()}/${range.end.toString()}` : 'none';
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments).toHaveLength(6);
    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    // Two digits fill a segment and move on, across from the start date into the end date.
    await userEvent.keyboard('14032026');
    await expect(segments[3]).toHaveFocus();
    await userEvent.keyboard('18032026');
    await expect(lastRange(args.onChange)).toBe('2026-03-14/2026-03-18');
    await expect(segments.map((s) => s.textContent).join(' ')).toBe('14 03 2026 18 03 2026');
  },
};

export const Playground: Story = { args: { description: 'Arrival and departure.' } };

export const PickFromCalendar: Story = {
  args: { defaultValue: { start: parseDate('2026-03-14'), end: parseDate('2026-03-16') } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Choose date/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    const surface = dialog.closest('[data-component="DateRangePickerPopover"]') as HTMLElement;
    await expect(getComputedStyle(surface).zIndex).toBe('99');
    await expect(getComputedStyle(surface).borderTopLeftRadius).toBe('20px');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2026');
    const start = within(dialog).getByText('14');
    await expect(start).toHaveAttribute('data-selection-start', 'true');
    await expect(within(dialog).getByText('15')).toHaveAttribute('data-selected', 'true');
    await expect(within(dialog).getByText('16')).toHaveAttribute('data-selection-end', 'true');
    await waitFor(() => expect(start).toHaveFocus());
    const focusedDay = () => Number(dialog.ownerDocument.activeElement?.textContent);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDay()).toBe(15));
    // Enter anchors the range on the 15th; the arrows then move the end a week on.
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText('15')).toHaveAttribute('data-selection-start', 'true');
    const before = focusedDay();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDay()).toBe(before + 7));
    await userEvent.keyboard('{Enter}');
    await expect(lastRange(args.onChange)).toBe(`2026-03-15/2026-03-${before + 7}`);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const CustomButtonLabel: Story = {
  args: { calendarButtonLabel: 'Open stay calendar' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Open stay calendar/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog');
    // The popup fades in over 0.2 s; on a loaded machine the first frames are still transparent.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Stay dates are required' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const root = canvasElement.querySelector('[data-component="DateRangePicker"]');
    await expect(root).toHaveAttribute('data-invalid', 'true');
    await expect(root).toHaveAttribute('data-required', 'true');
    await expect(canvas.getByText('Stay dates are required')).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-required', 'true');
    }
  },
};

export const MinValue: Story = {
  args: {
    minValue: parseDate('2026-03-10'),
    defaultValue: { start: parseDate('2026-03-11'), end: parseDate('2026-03-12') },
    errorMessage: 'Choose dates from 10 March 2026',
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Choose date/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    const ninth = within(dialog).getByText('9');
    await expect(ninth).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(ninth);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // A typed start before the minimum is kept but marks the field invalid.
    const [startDay] = canvas.getAllByRole('spinbutton', { name: /day/i });
    if (!startDay) throw new Error('no start day segment');
    await userEvent.click(startDay);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(lastRange(args.onChange)).toBe('2026-03-09/2026-03-12');
    const root = canvasElement.querySelector('[data-component="DateRangePicker"]');
    await expect(root).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByText('Choose dates from 10 March 2026')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: { start: parseDate('2026-03-14'), end: parseDate('2026-03-16') },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Choose date/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const InAForm: Story = {
  render: () => (
    <form aria-label="Booking">
      <DateRangePicker
        label="Stay"
        startName="checkIn"
        endName="checkOut"
        defaultValue={{ start: parseDate('2026-03-14'), end: parseDate('2026-03-16') }}
      />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Booking' }) as HTMLFormElement;
    const data = new FormData(form);
    await expect(data.get('checkIn')).toBe('2026-03-14');
    await expect(data.get('checkOut')).toBe('2026-03-16');
  },
};

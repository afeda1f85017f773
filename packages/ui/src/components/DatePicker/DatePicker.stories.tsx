import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DatePicker } from '../../index';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'Check-in', onChange: fn() },
  decorators: [
    (Story) => (
      <I18nProvider locale="en-GB">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The ISO form of the value passed to the last `onChange` call. */
function lastValue(onChange: unknown) {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return String(calls.at(-1)?.[0]);
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const [day, month, year] = canvas.getAllByRole('spinbutton');
    // en-GB puts the day first.
    await expect(day).toHaveAccessibleName(/day/i);
    await expect(month).toHaveAccessibleName(/month/i);
    await expect(year).toHaveAccessibleName(/year/i);
    await userEvent.tab();
    await expect(day).toHaveFocus();
    // Two digits fill a segment and move on to the next one.
    await userEvent.keyboard('14032026');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(lastValue(args.onChange)).toBe('2026-03-14');
    await expect(day).toHaveTextContent('14');
    await expect(month).toHaveTextContent('03');
    await expect(year).toHaveTextContent('2026');
  },
};

export const Playground: Story = { args: { description: 'The day the guest arrives.' } };

export const PickFromCalendar: Story = {
  args: { defaultValue: parseDate('2026-03-14') },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Choose date/ });
    await userEvent.click(button);
    const dialog = await page(canvasElement).findByRole('dialog');
    const surface = dialog.closest('[data-component="DatePickerPopover"]') as HTMLElement;
    await expect(getComputedStyle(surface).zIndex).toBe('99');
    await expect(getComputedStyle(surface).borderTopLeftRadius).toBe('20px');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2026');
    // Focus starts on the chosen day; arrows move by day and week.
    await waitFor(() => expect(dialog.ownerDocument.activeElement).toHaveTextContent(/^14$/));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(lastValue(args.onChange)).toBe('2026-03-22');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const [day, month, year] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveTextContent('22');
    await expect(month).toHaveTextContent('03');
    await expect(year).toHaveTextContent('2026');
  },
};

export const CustomButtonLabel: Story = {
  args: { calendarButtonLabel: 'Open arrival calendar' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Open arrival calendar/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog');
    // The popup fades in over 0.2 s; on a loaded machine the first frames are still transparent.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Check-in date is required' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const root = canvasElement.querySelector('[data-component="DatePicker"]');
    await expect(root).toHaveAttribute('data-invalid', 'true');
    await expect(root).toHaveAttribute('data-required', 'true');
    await expect(canvas.getByText('Check-in date is required')).toBeVisible();
    const [day] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-required', 'true');
    await expect(day).toHaveAccessibleDescription(/Check-in date is required/);
  },
};

export const MinValue: Story = {
  args: {
    minValue: parseDate('2026-03-10'),
    defaultValue: parseDate('2026-03-11'),
    errorMessage: 'Choose 10 March 2026 or later',
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    const ninth = within(dialog).getByText('9');
    await expect(ninth).toHaveAttribute('aria-disabled', 'true');
    await expect(ninth).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(ninth);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // A typed date before the minimum is kept but marks the field invalid.
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(lastValue(args.onChange)).toBe('2026-03-09');
    const root = canvasElement.querySelector('[data-component="DatePicker"]');
    await expect(root).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByText('Choose 10 March 2026 or later')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2026-03-14') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Choose date/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const InAForm: Story = {
  render: () => (
    <form aria-label="Booking">
      <DatePicker label="Check-in" name="checkIn" defaultValue={parseDate('2026-03-14')} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Booking' }) as HTMLFormElement;
    await expect(new FormData(form).get('checkIn')).toBe('2026-03-14');
  },
};

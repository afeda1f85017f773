import { type CalendarDate, type DateValue, parseDate } from '@internationalized/date';
import { useState } from 'react';
import type { RangeValue } from 'react-aria-components';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DatePicker, DateRangePicker } from '../../index';
import { UiTestProvider } from '../../test/UiTestProvider';

/** Types a whole day into the field's segments (month, day, year in en-US), digit by digit. */
async function typeDay(segment: HTMLElement, digits: string) {
  await userEvent.click(segment);
  await userEvent.keyboard(digits);
}

test('a half-typed year never reaches onChange: the field keeps it and shows the range message', async () => {
  const changes: (string | null)[] = [];
  const screen = await render(
    <UiTestProvider>
      <DatePicker
        label="Free from"
        onChange={(day: DateValue | null) => changes.push(day?.toString() ?? null)}
      />
    </UiTestProvider>,
  );
  const month = screen.getByRole('spinbutton', { name: /month/i });
  await typeDay(month.element() as HTMLElement, '01242');
  const root = screen.container.querySelector('[data-component="DatePicker"]');
  await expect.poll(() => root?.hasAttribute('data-invalid')).toBe(true);
  await expect.element(screen.getByText(/1900/)).toBeVisible();
  expect(changes).toEqual([]);
  await userEvent.keyboard('026');
  await expect.poll(() => changes).toEqual(['2026-01-24']);
  await expect.poll(() => root?.hasAttribute('data-invalid')).toBe(false);
});

function ControlledDay({ onDay }: { onDay: (day: string) => void }) {
  const [day, setDay] = useState<CalendarDate | null>(parseDate('2025-06-01'));
  return (
    <DatePicker
      label="Check-in"
      value={day}
      // A form's field says it is valid until its own rules run; the range rule still speaks.
      isInvalid={false}
      onChange={(next) => {
        setDay(next);
        onDay(next?.toString() ?? '');
      }}
    />
  );
}

test('a controlled field keeps its last good day while a year is typed, and the range rule shows', async () => {
  const days: string[] = [];
  const screen = await render(
    <UiTestProvider>
      <ControlledDay onDay={(day) => days.push(day)} />
    </UiTestProvider>,
  );
  const year = screen.getByRole('spinbutton', { name: /year/i });
  await userEvent.click(year.element() as HTMLElement);
  await userEvent.keyboard('1');
  await expect.element(year).toHaveTextContent('1');
  await expect.element(screen.getByText(/1900/)).toBeVisible();
  expect(days).toEqual([]);
  await userEvent.keyboard('999');
  await expect.poll(() => days).toEqual(['1999-06-01']);
  await expect.element(year).toHaveTextContent('1999');
});

test('a range reports only when both days are within 1900–2100', async () => {
  const ranges: string[] = [];
  const screen = await render(
    <UiTestProvider>
      <DateRangePicker
        label="Free between"
        onChange={(range: RangeValue<DateValue> | null) =>
          ranges.push(range ? `${range.start}/${range.end}` : '')
        }
      />
    </UiTestProvider>,
  );
  const months = screen.getByRole('spinbutton', { name: /month/i }).all();
  await typeDay(months[0]?.element() as HTMLElement, '011020260124');
  await userEvent.keyboard('2');
  expect(ranges).toEqual([]);
  await expect.element(screen.getByText(/1900/)).toBeVisible();
  await userEvent.keyboard('026');
  await expect.poll(() => ranges).toEqual(['2026-01-10/2026-01-24']);
});

import type { DateValue } from '@internationalized/date';
import type { Ref } from 'react';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Calendar,
  Group,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot, frameGroup, groupButton } from '../private/FieldChrome/FieldChrome.css';
import { DEFAULT_MAX_DATE, DEFAULT_MIN_DATE, isDayInRange, useBoundedValue } from './boundedValue';
import { CalendarButton, CalendarPopover, MonthView, SegmentedInput } from './calendarParts';
import { calendar } from './DatePicker.css';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'style' | 'className' | 'children'>,
    FieldChromeProps {
  /** Accessible name of the button that opens the calendar. */
  calendarButtonLabel?: string;
  /** Accessible names of the calendar's month buttons. */
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  /** Lands on the field frame (`Group`), so react-hook-form's `field.ref` can focus the field. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * One date, on RAC's `DatePicker`: day, month and year segments typed with the keyboard (arrow keys
 * step a segment) plus a calendar button opening a month grid in the shared popup surface. Values
 * are `@internationalized/date` objects (`CalendarDate` from `parseDate('2026-03-14')`); the segment
 * order and month names follow the surrounding `I18nProvider` locale. Validation defaults to `aria`.
 * `minValue` and `maxValue` default to 1900-01-01 and 2100-12-31 (what the server stores): a date
 * outside 1900–2100, as a year is while being typed ("2" is the year 0002), stays in the field
 * with React Aria's range message under it and never reaches `onChange`; a day outside a caller's
 * narrower range is reported, the field marked invalid.
 *
 * States and hooks: root `[data-component="DatePicker"]` with `[data-open]`, `[data-focus-within]`,
 * `[data-disabled]`, `[data-invalid]`, `[data-required]`; parts `[data-part="frame"]`,
 * `[data-part="input"]`, `[data-part="segment"]` (`[data-placeholder]`, `[data-focused]`,
 * `[data-type]`), `[data-part="calendar-button"]`, label, required-mark, description, error; popup
 * `[data-component="DatePickerPopover"]` whose cells carry `[data-selected]`, `[data-today]`,
 * `[data-outside-month]`, `[data-unavailable]`, `[data-disabled]`, `[data-focus-visible]`.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendarButtonLabel = 'Choose date',
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
  ref,
  className,
  validationBehavior = 'aria',
  minValue = DEFAULT_MIN_DATE,
  maxValue = DEFAULT_MAX_DATE,
  value,
  defaultValue,
  onChange,
  isInvalid,
  ...props
}: DatePickerProps<T>) {
  // React Aria types what it emits (MappedDateValue) apart from what it is given; both are days.
  const bounded = useBoundedValue<DateValue>({
    value,
    defaultValue,
    onChange: onChange && ((day) => onChange(day as Parameters<typeof onChange>[0])),
    isInRange: (day) => isDayInRange(day, minValue, maxValue),
    isReportable: (day) => isDayInRange(day, DEFAULT_MIN_DATE, DEFAULT_MAX_DATE),
    keyOf: (day) => day?.toString() ?? '',
  });
  return (
    <AriaDatePicker
      {...props}
      value={bounded.value as T | null}
      onChange={bounded.onChange}
      minValue={minValue}
      maxValue={maxValue}
      // Out of range, React Aria's own validation (and its message, in the user's language) speaks.
      {...(bounded.outOfRange || isInvalid === undefined ? {} : { isInvalid })}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="DatePicker"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Group ref={ref} className={frameGroup} data-part="frame">
          <SegmentedInput part="input" />
          <CalendarButton label={calendarButtonLabel} className={groupButton} />
        </Group>
      </FieldParts>
      <CalendarPopover component="DatePickerPopover">
        <Calendar className={calendar}>
          <MonthView previousLabel={previousMonthLabel} nextLabel={nextMonthLabel} />
        </Calendar>
      </CalendarPopover>
    </AriaDatePicker>
  );
}

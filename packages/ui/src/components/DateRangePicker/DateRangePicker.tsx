import type { DateValue } from '@internationalized/date';
import type { Ref } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Group,
  RangeCalendar,
  type RangeValue,
} from 'react-aria-components';
import {
  DEFAULT_MAX_DATE,
  DEFAULT_MIN_DATE,
  isDayInRange,
  useBoundedValue,
} from '../DatePicker/boundedValue';
import {
  CalendarButton,
  CalendarPopover,
  MonthView,
  SegmentedInput,
} from '../DatePicker/calendarParts';
import { calendar } from '../DatePicker/DatePicker.css';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot, frameGroup, groupButton } from '../private/FieldChrome/FieldChrome.css';
import { inputs, rangeCell, separator } from './DateRangePicker.css';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'style' | 'className' | 'children'>,
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
 * A start and end date, on RAC's `DateRangePicker`: two segmented inputs typed with the keyboard plus
 * a calendar button opening a range calendar in the shared popup surface (pick the first day, then
 * the last). The value is `{ start, end }` of `@internationalized/date` objects; `startName` and
 * `endName` submit both in a form. Validation defaults to `aria`. `minValue` and `maxValue` default
 * to 1900-01-01 and 2100-12-31: a range with a day outside 1900–2100, as while a year is being typed,
 * stays in the field with React Aria's range message and never reaches `onChange`; one outside
 * a caller's narrower range is reported, the field marked invalid.
 *
 * States and hooks: root `[data-component="DateRangePicker"]` with `[data-open]`,
 * `[data-focus-within]`, `[data-disabled]`, `[data-invalid]`, `[data-required]`; parts
 * `[data-part="frame"]`, `[data-part="start"]`, `[data-part="end"]`, `[data-part="segment"]`,
 * `[data-part="calendar-button"]`, label, required-mark, description, error; popup
 * `[data-component="DateRangePickerPopover"]` whose cells carry `[data-selected]`,
 * `[data-selection-start]`, `[data-selection-end]`, `[data-outside-month]`, `[data-unavailable]`,
 * `[data-disabled]`, `[data-focus-visible]`.
 */
export function DateRangePicker<T extends DateValue>({
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
}: DateRangePickerProps<T>) {
  // React Aria types what it emits (MappedDateValue) apart from what it is given; both are days.
  const bounded = useBoundedValue<RangeValue<DateValue>>({
    value,
    defaultValue,
    onChange: onChange && ((range) => onChange(range as Parameters<typeof onChange>[0])),
    isInRange: (range) =>
      isDayInRange(range.start, minValue, maxValue) && isDayInRange(range.end, minValue, maxValue),
    isReportable: (range) =>
      isDayInRange(range.start, DEFAULT_MIN_DATE, DEFAULT_MAX_DATE) &&
      isDayInRange(range.end, DEFAULT_MIN_DATE, DEFAULT_MAX_DATE),
    keyOf: (range) => (range ? `${range.start}/${range.end}` : ''),
  });
  return (
    <AriaDateRangePicker
      {...props}
      value={bounded.value as RangeValue<T> | null}
      onChange={bounded.onChange}
      minValue={minValue}
      maxValue={maxValue}
      // Out of range, React Aria's own validation (and its message, in the user's language) speaks.
      {...(bounded.outOfRange || isInvalid === undefined ? {} : { isInvalid })}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="DateRangePicker"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Group ref={ref} className={frameGroup} data-part="frame">
          <div className={inputs}>
            <SegmentedInput slot="start" part="start" />
            <span className={separator} aria-hidden="true">
              –
            </span>
            <SegmentedInput slot="end" part="end" />
          </div>
          <CalendarButton label={calendarButtonLabel} className={groupButton} />
        </Group>
      </FieldParts>
      <CalendarPopover component="DateRangePickerPopover">
        <RangeCalendar className={calendar}>
          <MonthView
            previousLabel={previousMonthLabel}
            nextLabel={nextMonthLabel}
            cellClassName={rangeCell}
          />
        </RangeCalendar>
      </CalendarPopover>
    </AriaDateRangePicker>
  );
}

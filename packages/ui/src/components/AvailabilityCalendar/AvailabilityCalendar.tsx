import { type CalendarDate, parseDate } from '@internationalized/date';
import { useContext, useId, useMemo } from 'react';
import { useDateFormatter } from 'react-aria';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar,
  RangeCalendarStateContext,
  type RangeValue,
} from 'react-aria-components';
import { navButton } from '../DatePicker/DatePicker.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import {
  calendar,
  cell,
  grid,
  header,
  heading,
  legend,
  legendItem,
  monthCaption,
  monthColumn,
  months,
  rangeHeading,
  rangeItem,
  rangeList,
  root,
  swatch,
  weekday,
} from './AvailabilityCalendar.css';
import {
  type AvailabilityCalendarMonths,
  type AvailabilityState,
  availabilityStates,
} from './availabilityCalendarVariants';
import { type AvailabilityRange, parseRanges, stateOn } from './availabilityRanges';

export interface AvailabilityCalendarProps {
  /** Names the calendar (e.g. "Availability of Rose Cottage"). */
  label: string;
  /** Stretches of days; later entries win where they overlap. Days in none are unknown. */
  ranges: readonly AvailabilityRange[];
  /** The words for each state, in the user's language: legend, list of ranges. */
  stateLabels: Readonly<Record<AvailabilityState, string>>;
  /** Accessible name of the legend. */
  legendLabel: string;
  /** Heading of the list of ranges in words; the list is left out when absent. */
  rangesHeading?: string;
  /** Shown in place of the list when there are no ranges. */
  noRangesText?: string;
  /** Months side by side. */
  visibleMonths?: AvailabilityCalendarMonths;
  /** A day (ISO `YYYY-MM-DD`) of the month shown first; defaults to the first range, else today. */
  defaultMonth?: string;
  /**
   * Pick a stretch of days (first day, then last day, both ISO and inclusive) — e.g. to mark it
   * blocked. Without it the calendar is read-only and the arrows only move focus.
   */
  onChange?: (range: PickedDays) => void;
  /** The picked days (controlled), ISO and inclusive. */
  value?: PickedDays | null;
  /** The first day that can be picked (ISO). */
  minValue?: string;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
  className?: string;
}

/** A stretch of picked days: the first and the last (inclusive), ISO `YYYY-MM-DD`. */
export interface PickedDays {
  readonly start: string;
  readonly end: string;
}

/** An ISO day as RAC's calendar date; an invalid one as none. */
function dayOf(iso: string | undefined): CalendarDate | undefined {
  if (!iso) return undefined;
  try {
    return parseDate(iso);
  } catch {
    return undefined;
  }
}

function rangeOf(days: PickedDays | null | undefined): RangeValue<CalendarDate> | null {
  const start = dayOf(days?.start);
  const end = dayOf(days?.end);
  return start && end ? { start, end } : null;
}

/**
 * The name of one month grid ("January 2027"). With two months the shared heading says
 * "December – January"; stacked on a phone, each grid still says which month it is.
 */
function MonthCaption({ offset }: { offset: number }) {
  const state = useContext(RangeCalendarStateContext);
  const format = useDateFormatter({ month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (!state) return null;
  return (
    <p className={monthCaption} aria-hidden="true">
      {format.format(state.visibleRange.start.add({ months: offset }).toDate('UTC'))}
    </p>
  );
}

/** Dates are shown as calendar days: formatted in UTC so no time zone moves them. */
const UTC = 'UTC';

/**
 * A property's supply over one or two months, on RAC's `RangeCalendar`: the arrow keys move by
 * day and week, Page Up/Down by month, Home/End to the week's ends. Each day shows whether it is
 * available, blocked or booked (colour plus edge, hatching or strike-through), a legend says which
 * is which in words, and a list names every range in words for readers who skip the grid. With
 * `onChange`, Enter or a click picks the first and then the last day of a range.
 *
 * States and hooks: root `[data-component="AvailabilityCalendar"]`, `[data-selectable]`; day cells
 * `[data-part="day"]` with `[data-availability="available|blocked|booked"]` (absent = unknown),
 * `[data-selected]`, `[data-selection-start]`, `[data-selection-end]`, `[data-today]`,
 * `[data-focus-visible]`, `[data-outside-month]`; parts `[data-part="legend"]`,
 * `[data-part="ranges"]`.
 */
export function AvailabilityCalendar({
  label,
  ranges,
  stateLabels,
  legendLabel,
  rangesHeading,
  noRangesText,
  visibleMonths = 1,
  defaultMonth,
  onChange,
  value,
  minValue,
  previousMonthLabel = 'Previous month',
  nextMonthLabel = 'Next month',
  className,
}: AvailabilityCalendarProps) {
  const parsed = useMemo(() => parseRanges(ranges), [ranges]);
  const selectable = onChange !== undefined;
  const rangesId = useId();
  const format = useDateFormatter({ dateStyle: 'medium', timeZone: UTC });
  const firstDay = dayOf(defaultMonth) ?? parsed[0]?.start;
  const min = dayOf(minValue);
  const offsets = Array.from({ length: visibleMonths }, (_, index) => index);

  return (
    <div
      className={cx(root, className)}
      data-component="AvailabilityCalendar"
      data-selectable={selectable || undefined}
    >
      <RangeCalendar
        aria-label={label}
        className={calendar}
        visibleDuration={{ months: visibleMonths }}
        // The month buttons move one month, so two months side by side overlap by one.
        pageBehavior="single"
        isReadOnly={!selectable}
        {...(firstDay ? { defaultFocusedValue: firstDay } : {})}
        {...(value !== undefined ? { value: rangeOf(value) } : {})}
        {...(onChange
          ? {
              onChange: (range: RangeValue<CalendarDate>) =>
                onChange({ start: range.start.toString(), end: range.end.toString() }),
            }
          : {})}
        {...(min ? { minValue: min } : {})}
      >
        <div className={header}>
          <Button slot="previous" aria-label={previousMonthLabel} className={navButton}>
            <Icon name="chevron-left" size="small" />
          </Button>
          <Heading className={heading} />
          <Button slot="next" aria-label={nextMonthLabel} className={navButton}>
            <Icon name="chevron-right" size="small" />
          </Button>
        </div>
        <div className={months}>
          {offsets.map((offset) => (
            <div key={offset} className={monthColumn}>
              {visibleMonths > 1 ? <MonthCaption offset={offset} /> : null}
              <CalendarGrid offset={{ months: offset }} className={grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className={cell}
                      data-part="day"
                      data-availability={stateOn(date, parsed)}
                      data-selectable={selectable || undefined}
                    />
                  )}
                </CalendarGridBody>
              </CalendarGrid>
            </div>
          ))}
        </div>
      </RangeCalendar>
      <ul className={legend} aria-label={legendLabel} data-part="legend">
        {availabilityStates.map((state) => (
          <li key={state} className={legendItem}>
            <span className={swatch[state]} aria-hidden="true" />
            {stateLabels[state]}
          </li>
        ))}
      </ul>
      {rangesHeading === undefined ? null : (
        <div data-part="ranges">
          <p id={rangesId} className={rangeHeading}>
            {rangesHeading}
          </p>
          {parsed.length === 0 ? (
            noRangesText ? (
              <p className={rangeList}>{noRangesText}</p>
            ) : null
          ) : (
            <ul className={rangeList} aria-labelledby={rangesId}>
              {parsed.map((range) => (
                <li
                  key={`${range.start.toString()}-${range.end.toString()}-${range.state}`}
                  className={rangeItem}
                  data-availability={range.state}
                >
                  <span className={swatch[range.state]} aria-hidden="true" />
                  {stateLabels[range.state]}:{' '}
                  {format.formatRange(
                    range.start.toDate(UTC),
                    range.end.subtract({ days: 1 }).toDate(UTC),
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { popupSurface } from '../Popover/Popover.css';
import { popupLayer } from '../Popover/popupLayer.css';
import { cx } from '../private/cx';
import {
  calendarDialog,
  calendarHeader,
  calendarHeading,
  calendarPopover,
  cell,
  dateInput,
  grid,
  navButton,
  segment,
  weekday,
} from './DatePicker.css';

/** Day, month and year segments; `slot` tells a range picker's two inputs apart. */
export function SegmentedInput({ slot, part }: { slot?: 'start' | 'end'; part: string }) {
  return (
    <DateInput slot={slot} className={dateInput} data-part={part}>
      {(dateSegment) => (
        <DateSegment segment={dateSegment} className={segment} data-part="segment" />
      )}
    </DateInput>
  );
}

/** The button in the field frame that opens the calendar; RAC wires it as the popover trigger. */
export function CalendarButton({ label, className }: { label: string; className: string }) {
  return (
    <Button aria-label={label} className={className} data-part="calendar-button">
      <Icon name="calendar" size="small" />
    </Button>
  );
}

/** The shared popup surface (20px radius, z-index 99, 0.2 s fade/scale) holding the calendar. */
export function CalendarPopover({
  component,
  children,
}: {
  component: string;
  children: ReactNode;
}) {
  return (
    <Popover
      className={cx(popupSurface, calendarPopover)}
      style={popupLayer}
      offset={4}
      placement="bottom start"
      data-component={component}
    >
      <Dialog className={calendarDialog}>{children}</Dialog>
    </Popover>
  );
}

/** Month heading between previous/next buttons, then the day grid. */
export function MonthView({
  previousLabel,
  nextLabel,
  cellClassName,
}: {
  previousLabel: string;
  nextLabel: string;
  cellClassName?: string;
}) {
  return (
    <>
      <header className={calendarHeader}>
        <Button slot="previous" aria-label={previousLabel} className={navButton}>
          <Icon name="chevron-left" size="small" />
        </Button>
        <Heading className={calendarHeading} />
        <Button slot="next" aria-label={nextLabel} className={navButton}>
          <Icon name="chevron-right" size="small" />
        </Button>
      </header>
      <CalendarGrid className={grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={cx(cell, cellClassName)} />}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

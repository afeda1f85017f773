import { DateRangePicker } from '@staydesk/ui';
import { DateLocale } from '../../../components/DateLocale';

/**
 * The export's first and last day chosen by hand, in the user's language; a chunk of its own
 * (the calendar loads only when 'Choose dates' is picked).
 */
export function PeriodPicker(props: {
  label: string;
  onChange: (range: { from: string; to: string } | null) => void;
}) {
  return (
    <DateLocale>
      <DateRangePicker
        label={props.label}
        isRequired
        onChange={(range) =>
          props.onChange(range ? { from: range.start.toString(), to: range.end.toString() } : null)
        }
      />
    </DateLocale>
  );
}

import { DateRangePicker } from '@staydesk/ui';
import { DateLocale } from '../../components/DateLocale';

/**
 * The period's first and last day chosen by hand, in the user's language; a chunk of its own
 * (the calendar loads only when 'Custom dates' is picked).
 */
export function CustomPeriod(props: {
  label: string;
  description?: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <DateLocale>
      <DateRangePicker
        label={props.label}
        {...(props.description ? { description: props.description } : {})}
        onChange={(range) => {
          if (range) props.onChange({ from: range.start.toString(), to: range.end.toString() });
        }}
      />
    </DateLocale>
  );
}

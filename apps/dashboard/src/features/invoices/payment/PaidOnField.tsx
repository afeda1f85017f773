import { DatePicker } from '@staydesk/ui';
import type { Ref } from 'react';
import { DateLocale } from '../../../components/DateLocale';

/**
 * The payment's day (YYYY-MM-DD, '' when cleared) on the ui DatePicker in the user's language.
 * A chunk of its own: the calendar loads beside the form, not before it (issue #11).
 */
export function PaidOnField(props: {
  label: string;
  name: string;
  error: string | undefined;
  inputRef: Ref<HTMLDivElement>;
  onBlur: () => void;
  onChange: (day: string) => void;
}) {
  return (
    <DateLocale>
      <DatePicker
        label={props.label}
        name={props.name}
        isRequired
        isInvalid={Boolean(props.error)}
        errorMessage={props.error}
        ref={props.inputRef}
        onBlur={props.onBlur}
        onChange={(value) => props.onChange(value?.toString() ?? '')}
      />
    </DateLocale>
  );
}

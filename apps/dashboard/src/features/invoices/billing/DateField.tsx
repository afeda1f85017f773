import { DatePicker } from '@staydesk/ui';
import type { Ref } from 'react';
import { DateLocale } from '../../../components/DateLocale';

/**
 * One calendar day (YYYY-MM-DD, '' when cleared) on the ui DatePicker in the user's language.
 * A chunk of its own: the calendars load beside the form, not before it (issue #11).
 */
export function DateField(props: {
  label: string;
  description?: string | undefined;
  error: string | undefined;
  isRequired?: boolean;
  inputRef: Ref<HTMLDivElement>;
  onChange: (day: string) => void;
}) {
  return (
    <DateLocale>
      <DatePicker
        label={props.label}
        {...(props.description ? { description: props.description } : {})}
        isRequired={props.isRequired ?? false}
        isInvalid={Boolean(props.error)}
        errorMessage={props.error}
        ref={props.inputRef}
        onChange={(value) => props.onChange(value?.toString() ?? '')}
      />
    </DateLocale>
  );
}

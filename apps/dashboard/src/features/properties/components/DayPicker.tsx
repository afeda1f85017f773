import { parseDate } from '@internationalized/date';
import { DatePicker } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { propertiesMessages } from '../messages';

/** An ISO day ('YYYY-MM-DD') as the picker's value; '' or anything unreadable is no date. */
function dayValue(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * One calendar day on the ui DatePicker holding an ISO day as text ('' while empty or
 * unfinished); put it inside DateLocale so its segments and calendar read in the user's language.
 */
export function DayPicker({
  label,
  description,
  value,
  onChange,
  isInvalid = false,
  errorMessage,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (day: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
}) {
  const m = useMessages(propertiesMessages);
  return (
    <DatePicker
      label={label}
      {...(description ? { description } : {})}
      value={dayValue(value)}
      onChange={(day) => onChange(day?.toString() ?? '')}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      calendarButtonLabel={m.fields.chooseDate}
      previousMonthLabel={m.modals.previousMonth}
      nextMonthLabel={m.modals.nextMonth}
    />
  );
}

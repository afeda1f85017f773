import { type WorkflowStatus, workflowStatusCode } from '@staydesk/domain';
import { StatusBadge, Text } from '@staydesk/ui';
import { useEffect, useState } from 'react';
import { type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { enquiriesMessages } from '../messages';

type Messages = Widen<(typeof enquiriesMessages)['en']>;

/**
 * The status badge: the translated label; the spec §4 short code only on hover (awaitingResponse
 * and archived share AR, so the code never stands for the status on its own).
 */
export function EnquiryStatusChip({ status }: { status: WorkflowStatus }) {
  const m = useMessages(enquiriesMessages);
  return (
    <StatusBadge
      kind="workflow"
      status={status}
      label={m.statuses[status]}
      hint={workflowStatusCode(status)}
    />
  );
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '3 days', '5 h 20 min', '12 min': how long until (or since) a deadline. */
export function durationText(ms: number, m: Messages, f: Formatters): string {
  const abs = Math.abs(ms);
  if (abs >= 2 * DAY) return f.message(m.respondBy.days, { count: Math.floor(abs / DAY) });
  if (abs >= 10 * HOUR) return f.message(m.respondBy.hours, { count: Math.floor(abs / HOUR) });
  if (abs >= HOUR) {
    const hours = Math.floor(abs / HOUR);
    const minutes = Math.floor((abs % HOUR) / MINUTE);
    return minutes > 0
      ? f.message(m.respondBy.hoursMinutes, { hours, minutes })
      : f.message(m.respondBy.hours, { count: hours });
  }
  return f.message(m.respondBy.minutes, { count: Math.max(1, Math.ceil(abs / MINUTE)) });
}

/** The clock, ticking each minute, so time left counts down while the page stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Respond-by as time left ('5 h 20 min left'); once passed 'Overdue by 2 h' in the critical
 * tone. The words carry the meaning, colour only repeats it; the exact time is the tooltip.
 */
export function RespondBy({ value, isOpen = true }: { value: string | null; isOpen?: boolean }) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const now = useNow();
  if (!value) return <Text tone="secondary">{m.respondBy.none}</Text>;
  const left = new Date(value).getTime() - now;
  const exact = f.dateTime(value);
  if (!isOpen) return <Text tone="secondary">{exact}</Text>;
  if (left < 0) {
    return (
      <span title={exact} data-overdue="true">
        <Text tone="critical" weight="medium">
          {f.message(m.respondBy.overdue, { time: durationText(left, m, f) })}
        </Text>
      </span>
    );
  }
  return (
    <span title={exact}>
      <Text weight={left < 2 * HOUR ? 'medium' : 'regular'}>
        {f.message(m.respondBy.left, { time: durationText(left, m, f) })}
      </Text>
    </span>
  );
}

import { type WorkflowStatus, workflowStatusCode } from '@staydesk/domain';
import { StatusBadge } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { bookingsMessages } from '../messages';

/**
 * A booking's workflow status (spec §4: Booked, Complete or Cancelled) as the status badge: the
 * translated label, its short code only on hover.
 */
export function BookingStatusBadge({ status }: { status: WorkflowStatus }) {
  const m = useMessages(bookingsMessages);
  return (
    <StatusBadge
      kind="workflow"
      status={status}
      label={m.statuses[status]}
      hint={workflowStatusCode(status)}
    />
  );
}

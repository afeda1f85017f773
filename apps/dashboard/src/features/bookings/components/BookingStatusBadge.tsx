import type { WorkflowStatus } from '@staydesk/domain';
import { StatusChip } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { bookingsMessages } from '../messages';

/**
 * A booking's workflow status (spec §4: Booked, Complete or Cancelled) as the workflow chip,
 * its short code beside the translated label.
 */
export function BookingStatusBadge({
  status,
  size = 'standard',
}: {
  status: WorkflowStatus;
  size?: 'small' | 'standard';
}) {
  const m = useMessages(bookingsMessages);
  return <StatusChip kind="workflow" status={status} label={m.statuses[status]} size={size} />;
}

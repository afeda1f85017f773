import type { InvoiceStatus } from '@staydesk/domain';
import { type BadgeTone, StatusBadge } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { invoicesMessages } from '../messages';

/** Each status's colour: never the only cue, the label is always there. */
const TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  issued: 'info',
  partPaid: 'caution',
  paid: 'positive',
  overdue: 'critical',
  void: 'neutral',
  credited: 'brandAccent',
};

/**
 * An invoice's status (draft, issued, part paid, paid, overdue, void, credited) as the status badge
 * with its translated label; `data-status` carries the value for tests and styles.
 */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const m = useMessages(invoicesMessages);
  return (
    <span data-invoice-status={status}>
      <StatusBadge tone={TONES[status]} status={status} label={m.statuses[status]} />
    </span>
  );
}

import type { BankPaymentStatus } from '@staydesk/domain';
import { Badge, type BadgeTone } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { bankPaymentsMessages } from './messages';

/** Each status's colour: never the only cue, the label is always there. */
const TONES: Record<BankPaymentStatus, BadgeTone> = {
  unmatched: 'caution',
  partlyMatched: 'info',
  matched: 'positive',
  ignored: 'neutral',
};

/** A bank payment's status as a badge; `data-bank-payment-status` carries the value for tests. */
export function BankPaymentStatusBadge({
  status,
  size = 'standard',
}: {
  status: BankPaymentStatus;
  size?: 'small' | 'standard';
}) {
  const m = useMessages(bankPaymentsMessages);
  return (
    <span data-bank-payment-status={status}>
      <Badge tone={TONES[status]} size={size}>
        {m.statuses[status]}
      </Badge>
    </span>
  );
}

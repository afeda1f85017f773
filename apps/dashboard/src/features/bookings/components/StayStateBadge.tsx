import type { AttentionReason, StayState } from '@staydesk/domain';
import { Badge, Inline, Stack, StatusBadge, Text } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { bookingsMessages } from '../messages';

/**
 * The stay state of a booking (worked out by the server from the dates and today) as a status
 * badge; when it needs attention, the reasons in words under it, and an Urgent badge beside it
 * when the booking is urgent. A stay with no state today (not arriving, staying or leaving) shows
 * nothing: an empty cell reads quieter than 'None' on every row. Words carry the meaning, colour
 * only repeats it.
 *
 * Hooks: `[data-stay-state]`, `[data-urgent]`, `[data-part="attention-reasons"]`.
 */
export function StayStateBadge({
  stayState,
  attentionReasons = [],
  urgent = false,
}: {
  stayState: StayState;
  attentionReasons?: readonly AttentionReason[];
  urgent?: boolean;
}) {
  const m = useMessages(bookingsMessages);
  const reasons = attentionReasons.map((reason) => m.attentionReasons[reason]).join(', ');
  if (stayState === 'none' && !urgent && !reasons) return null;
  return (
    <span data-stay-state={stayState} data-urgent={urgent ? 'true' : undefined}>
      <Stack space="xxsmall">
        <Inline space="xsmall" alignY="center">
          {stayState === 'none' ? null : (
            <StatusBadge kind="stay" status={stayState} label={m.stayStates[stayState]} />
          )}
          {urgent ? (
            <Badge tone="critical" size="small">
              {m.urgent}
            </Badge>
          ) : null}
        </Inline>
        {reasons ? (
          <span data-part="attention-reasons">
            <Text size="small" tone="secondary">
              {reasons}
            </Text>
          </span>
        ) : null}
      </Stack>
    </span>
  );
}

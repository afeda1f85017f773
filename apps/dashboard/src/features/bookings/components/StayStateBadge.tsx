import type { AttentionReason, StayState } from '@staydesk/domain';
import { Badge, Inline, Stack, StatusChip, Text } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { bookingsMessages } from '../messages';

/**
 * The stay state of a booking (worked out by the server from the dates and today) as a chip;
 * when it needs attention, the reasons in words under it, and an Urgent badge beside it when
 * the booking is urgent. Words carry the meaning, colour only repeats it.
 *
 * Hooks: `[data-stay-state]`, `[data-urgent]`, `[data-part="attention-reasons"]`.
 */
export function StayStateBadge({
  stayState,
  attentionReasons = [],
  urgent = false,
  size = 'standard',
}: {
  stayState: StayState;
  attentionReasons?: readonly AttentionReason[];
  urgent?: boolean;
  size?: 'small' | 'standard';
}) {
  const m = useMessages(bookingsMessages);
  const reasons = attentionReasons.map((reason) => m.attentionReasons[reason]).join(', ');
  return (
    <span data-stay-state={stayState} data-urgent={urgent ? 'true' : undefined}>
      <Stack space="xxsmall">
        <Inline space="xsmall" alignY="center">
          {stayState === 'none' ? (
            // Not arriving, staying or leaving today: said quietly, not as a coloured chip.
            <Text size={size === 'small' ? 'small' : 'standard'} tone="secondary">
              {m.stayStates.none}
            </Text>
          ) : (
            <StatusChip
              kind="stay"
              status={stayState}
              label={m.stayStates[stayState]}
              size={size}
            />
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

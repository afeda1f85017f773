import { Button, Icon, Inline, Tooltip, TooltipTrigger } from '@staydesk/ui';
import { useFormat, useMessages } from '../../i18n';
import { reportMessages } from './messages';

export type Rate = 'conversion' | 'winRate';

/**
 * A rate's name with its definition on hover and on keyboard focus (an info button with a
 * tooltip), the same words on every report where the rate appears.
 */
export function RateLabel({ rate }: { rate: Rate }) {
  const m = useMessages(reportMessages);
  const f = useFormat();
  const name = m.rates[rate];
  const definition =
    rate === 'conversion' ? m.rates.conversionDefinition : m.rates.winRateDefinition;
  return (
    <Inline as="span" space="xxsmall" alignY="center" noWrap>
      <span>{name}</span>
      <TooltipTrigger delay={300}>
        <Button variant="ghost" size="small" aria-label={f.message(m.rates.about, { rate: name })}>
          <Icon name="info" size="small" />
        </Button>
        <Tooltip>{definition}</Tooltip>
      </TooltipTrigger>
    </Inline>
  );
}

import { Button, Icon, Inline, Tooltip, TooltipTrigger } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useFormat, useMessages } from '../../i18n';
import { reportMessages } from './messages';

export type Rate = 'conversion' | 'winRate';

/** A rate's name, in the user's language: the same word on every report. */
export function useRateName(rate: Rate): string {
  return useMessages(reportMessages).rates[rate];
}

/**
 * The info button giving a rate's definition in a tooltip on hover and on keyboard focus, the
 * same words on every report where the rate appears.
 */
export function RateInfo({ rate }: { rate: Rate }) {
  const m = useMessages(reportMessages);
  const f = useFormat();
  const name = m.rates[rate];
  const definition =
    rate === 'conversion' ? m.rates.conversionDefinition : m.rates.winRateDefinition;
  return (
    <TooltipTrigger delay={300}>
      <Button variant="ghost" size="small" aria-label={f.message(m.rates.about, { rate: name })}>
        <Icon name="info" size="small" />
      </Button>
      <Tooltip>{definition}</Tooltip>
    </TooltipTrigger>
  );
}

/** A rate's name with its info button (a table's row header). */
export function RateLabel({ rate }: { rate: Rate }) {
  return (
    <Inline as="span" space="xxsmall" alignY="center" noWrap>
      <span>{useRateName(rate)}</span>
      <RateInfo rate={rate} />
    </Inline>
  );
}

/**
 * A stat card's hint with the rate's info button after it: on the card's last line, so the
 * cards of a row keep their values level.
 */
export function RateHint({ rate, children }: { rate: Rate; children: ReactNode }) {
  return (
    <Inline as="span" space="xxsmall" alignY="center">
      <span>{children}</span>
      <RateInfo rate={rate} />
    </Inline>
  );
}

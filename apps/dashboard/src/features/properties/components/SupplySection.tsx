import type { PropertyView } from '@staydesk/domain';
import { AvailabilityCalendar, Badge, Grid, Heading, Loader, Stack, Text } from '@staydesk/ui';
import { useFormat, useMessages } from '../../../i18n';
import { useSupply } from '../api/supply';
import { propertiesMessages } from '../messages';
import { DateLocale } from './DateLocale';

/**
 * The property's supply as recorded: the availability calendar (read-only), when it was last
 * confirmed with the landlord, and the price history with who changed what and when.
 */
export function SupplySection({ property }: { property: PropertyView }) {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const { data } = useSupply(property.id);
  if (!data) return <Loader label={m.detail.sections.supply} />;
  const money = (value: string | null, currency: string | null) =>
    value === null
      ? m.detail.none
      : currency === null
        ? f.percent(Number(value))
        : f.money(Number(value), currency);
  const history = [...data.priceChanges].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <Grid columns={[1, 1, 2]} space="large">
      <Stack space="small">
        <Heading level={3}>{m.detail.supplyRanges}</Heading>
        <Text>
          {data.lastConfirmedAt
            ? `${m.detail.lastConfirmed}: ${f.dateTime(data.lastConfirmedAt)} (${f.relative(data.lastConfirmedAt)})`
            : m.list.neverConfirmed}{' '}
          {data.isStale ? <Badge tone="caution">{m.list.stale}</Badge> : null}
        </Text>
        <DateLocale>
          <AvailabilityCalendar
            label={f.message(m.modals.calendar, { title: property.title })}
            ranges={data.ranges.map((range) => ({
              start: range.from,
              end: range.to,
              state: range.state,
            }))}
            stateLabels={m.options.supply}
            legendLabel={m.modals.legend}
            rangesHeading={m.modals.rangesHeading}
            noRangesText={m.modals.noRanges}
            previousMonthLabel={m.modals.previousMonth}
            nextMonthLabel={m.modals.nextMonth}
          />
        </DateLocale>
      </Stack>
      <Stack space="small">
        <Heading level={3}>{m.detail.priceHistory}</Heading>
        {history.length === 0 ? (
          <Text tone="secondary">{m.detail.noPriceChanges}</Text>
        ) : (
          <Stack as="ol" space="small" aria-label={m.detail.priceHistory}>
            {history.map((change) => (
              <Stack as="li" key={change.id} space="xxsmall">
                <Text>
                  {f.message(m.detail.priceChange, {
                    field: m.options.cost[change.field],
                    from: money(change.from, change.currency),
                    to: money(change.to, change.currency),
                    date: f.date(change.effectiveFrom),
                  })}
                </Text>
                <Text size="small" tone="secondary">
                  {f.message(m.detail.changedBy, {
                    who: change.changedByName ?? m.detail.someone,
                    when: `${f.dateTime(change.changedAt)}`,
                  })}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Grid>
  );
}

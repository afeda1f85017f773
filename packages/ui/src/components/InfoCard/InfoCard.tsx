import { Card } from '../Card/Card';
import type { CardPadding } from '../Card/cardVariants';
import { InfoValue, type InfoValueSource } from '../private/InfoValue';
import { infoCard, label as labelClass, value as valueClass } from './InfoCard.css';

interface InfoCardBase {
  label: string;
  /** Label and value on one line ('Parking: On-site, free') instead of stacked. */
  isInline?: boolean;
  /** Shown when the value is missing or the tag list is empty. */
  emptyText?: string;
  padding?: CardPadding;
  className?: string;
}

export type InfoCardProps = InfoCardBase & InfoValueSource;

/**
 * A label with a single value or a list of tags (spec §2), as a description-list pair in a card.
 *
 * Hooks: `[data-component="InfoCard"]`, `[data-inline]`; parts `[data-part="label"]`,
 * `[data-part="value"]`, `[data-part="tags"]`.
 */
export function InfoCard(props: InfoCardProps) {
  const { label, isInline = false, emptyText = '—', padding = 'small', className } = props;
  return (
    <Card padding={padding} className={className}>
      <dl className={infoCard} data-component="InfoCard" data-inline={isInline || undefined}>
        <dt className={labelClass} data-part="label">
          {label}
        </dt>
        <dd className={valueClass} data-part="value">
          <InfoValue source={props} emptyText={emptyText} />
        </dd>
      </dl>
    </Card>
  );
}

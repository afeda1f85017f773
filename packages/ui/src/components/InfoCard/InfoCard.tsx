import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import type { CardPadding } from '../Card/cardVariants';
import { Tag } from '../Tag/Tag';
import type { TagTone } from '../Tag/tagVariants';
import {
  empty,
  infoCard,
  label as labelClass,
  tags as tagsClass,
  value as valueClass,
} from './InfoCard.css';

interface InfoCardBase {
  label: string;
  /** Label and value on one line ('Parking: On-site, free') instead of stacked. */
  isInline?: boolean;
  /** Shown when the value is missing or the tag list is empty. */
  emptyText?: string;
  padding?: CardPadding;
  className?: string;
}

export type InfoCardProps = InfoCardBase &
  (
    | { value: ReactNode; tags?: never; tagTone?: never }
    | { tags: readonly string[]; tagTone?: TagTone; value?: never }
  );

/**
 * A label with a single value or a list of tags (spec §2), as a description-list pair in a card.
 *
 * Hooks: `[data-component="InfoCard"]`, `[data-inline]`; parts `[data-part="label"]`,
 * `[data-part="value"]`, `[data-part="tags"]`.
 */
export function InfoCard(props: InfoCardProps) {
  const { label, isInline = false, emptyText = '—', padding = 'small', className } = props;
  const content = (() => {
    if (props.tags !== undefined) {
      if (props.tags.length === 0) return <span className={empty}>{emptyText}</span>;
      return (
        <ul className={tagsClass} data-part="tags">
          {props.tags.map((tag) => (
            <li key={tag}>
              <Tag tone={props.tagTone}>{tag}</Tag>
            </li>
          ))}
        </ul>
      );
    }
    const missing = props.value === null || props.value === undefined || props.value === '';
    return missing ? <span className={empty}>{emptyText}</span> : props.value;
  })();

  return (
    <Card padding={padding} className={className}>
      <dl className={infoCard} data-component="InfoCard" data-inline={isInline || undefined}>
        <dt className={labelClass} data-part="label">
          {label}
        </dt>
        <dd className={valueClass} data-part="value">
          {content}
        </dd>
      </dl>
    </Card>
  );
}

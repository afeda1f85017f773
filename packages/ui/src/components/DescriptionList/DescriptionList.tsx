import type { ReactNode } from 'react';
import { InfoValue, type InfoValueSource } from '../private/InfoValue';
import { item, label as labelClass, list, value as valueClass } from './DescriptionList.css';
import type { DescriptionListColumns } from './descriptionListVariants';

export interface DescriptionListProps {
  /** `DescriptionListItem`s. */
  children: ReactNode;
  /** Two columns from tablet up (the default), or always one; phones always get one. */
  columns?: DescriptionListColumns;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * Label/value pairs of a record as one `<dl>`: labels small and secondary, values in the body
 * colour and weight, so the eye finds the values; two columns on wide screens, one on phones.
 *
 * Hooks: `[data-component="DescriptionList"]`, `[data-columns]`.
 */
export function DescriptionList({
  children,
  columns = 2,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: DescriptionListProps) {
  return (
    <dl
      className={list}
      data-component="DescriptionList"
      data-columns={columns}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
    >
      {children}
    </dl>
  );
}

interface DescriptionListItemBase {
  label: ReactNode;
  /** Label and value on one line ('Parking: On-site, free'), like the spec's inline info card. */
  isInline?: boolean;
  /** Spans both columns (notes, an address, a long tag list). */
  isFullWidth?: boolean;
  /** Shown when the value is missing or the tag list is empty; '—' by default. */
  emptyText?: string;
}

/** One pair: `value` (any content) or `tags` (a list of Tags), exactly as InfoCard takes them. */
export type DescriptionListItemProps = DescriptionListItemBase & InfoValueSource;

/**
 * One label/value pair: a `<div>` holding the `<dt>` and its `<dd>` (valid inside a `<dl>`).
 *
 * Hooks: `[data-component="DescriptionListItem"]`, `[data-inline]`, `[data-full-width]`; parts
 * `[data-part="label"]`, `[data-part="value"]`, `[data-part="tags"]`.
 */
export function DescriptionListItem(props: DescriptionListItemProps) {
  const { label, isInline = false, isFullWidth = false, emptyText = '—' } = props;
  return (
    <div
      className={item}
      data-component="DescriptionListItem"
      data-inline={isInline || undefined}
      data-full-width={isFullWidth || undefined}
    >
      <dt className={labelClass} data-part="label">
        {label}
      </dt>
      <dd className={valueClass} data-part="value">
        <InfoValue source={props} emptyText={emptyText} />
      </dd>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Tag } from '../Tag/Tag';
import type { TagTone } from '../Tag/tagVariants';
import { empty, tags as tagsClass } from './InfoValue.css';

/** A single value or a list of tags (spec §2 info card); shared by InfoCard and DescriptionList. */
export type InfoValueSource =
  | { value: ReactNode; tags?: never; tagTone?: never }
  | { tags: readonly string[]; tagTone?: TagTone; value?: never };

/** The value as shown: the tags as a list, the value as given, or the empty text when missing. */
export function InfoValue({ source, emptyText }: { source: InfoValueSource; emptyText: string }) {
  if (source.tags !== undefined) {
    if (source.tags.length === 0) return <span className={empty}>{emptyText}</span>;
    return (
      <ul className={tagsClass} data-part="tags">
        {source.tags.map((tag) => (
          <li key={tag}>
            <Tag tone={source.tagTone}>{tag}</Tag>
          </li>
        ))}
      </ul>
    );
  }
  const missing = source.value === null || source.value === undefined || source.value === '';
  return missing ? <span className={empty}>{emptyText}</span> : source.value;
}

import { cx } from '../private/cx';
import { Tag } from '../Tag/Tag';
import type { TagTone } from '../Tag/tagVariants';
import { empty, item, list } from './OptionChips.css';

/** One value of an option set and its shown text. */
export interface OptionChipsOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface OptionChipsProps {
  /** The values to show, in the order given. */
  options: readonly OptionChipsOption[];
  /** The list's accessible name ('Badges'). */
  'aria-label'?: string;
  /** The id of the element naming the list (a heading or a label). */
  'aria-labelledby'?: string;
  /** Shown instead of the list when there is nothing to show ('None'). */
  emptyText?: string;
  tone?: TagTone;
  className?: string;
}

/**
 * A set of option values shown as chips: a list (screen readers count its items) of `Tag`s that
 * wrap onto more lines. Nothing to show renders `emptyText` instead of an empty list.
 *
 * Hooks: `[data-component="OptionChips"]`, `[data-part="option"]` with `[data-value]`,
 * `[data-part="empty"]`.
 */
export function OptionChips({
  options,
  emptyText,
  tone = 'neutral',
  className,
  ...labelling
}: OptionChipsProps) {
  if (options.length === 0) {
    return emptyText === undefined ? null : (
      <p className={empty} data-component="OptionChips" data-part="empty">
        {emptyText}
      </p>
    );
  }
  return (
    <ul {...labelling} className={cx(list, className)} data-component="OptionChips">
      {options.map((option) => (
        <li key={option.value} className={item} data-part="option" data-value={option.value}>
          <Tag tone={tone}>{option.label}</Tag>
        </li>
      ))}
    </ul>
  );
}

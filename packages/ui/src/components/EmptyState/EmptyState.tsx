import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { action, emptyState, text as textClass, title as titleClass } from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** Shows the 'Create' button; without it there is no button. */
  onCreate?: () => void;
  /** The button's text; the spec's is 'Create'. */
  createLabel?: string;
  /** The title's heading level in the page outline. */
  headingLevel?: EmptyStateHeadingLevel;
  className?: string;
}

/**
 * The empty-state box of spec §2: a title, a text and an optional 'Create' button.
 *
 * Hooks: `[data-component="EmptyState"]`; parts `[data-part="title"]`, `[data-part="text"]`,
 * `[data-part="create"]`.
 */
export function EmptyState({
  title,
  text,
  onCreate,
  createLabel = 'Create',
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(emptyState, className)} data-component="EmptyState">
      <Heading className={titleClass} data-part="title">
        {title}
      </Heading>
      {text === undefined ? null : (
        <p className={textClass} data-part="text">
          {text}
        </p>
      )}
      {onCreate === undefined ? null : (
        <div className={action}>
          <Button onPress={onCreate} data-part="create">
            <Icon name="plus" size="small" />
            {createLabel}
          </Button>
        </div>
      )}
    </section>
  );
}

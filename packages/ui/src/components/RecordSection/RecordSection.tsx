import { type ReactNode, useId } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import type { HeadingLevel } from '../Heading/headingVariants';
import {
  actions as actionsClass,
  body,
  description as descriptionClass,
  header,
  root,
} from './RecordSection.css';

export interface RecordSectionProps {
  /** The section's heading; also the region's name. */
  title: ReactNode;
  /** The heading's level; 2 under a page's `h1`. */
  headingLevel?: HeadingLevel;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons for this section ('Edit'), at the inline end of the title row. */
  actions?: ReactNode;
  /** Usually a `DescriptionList`; any content fits. */
  children: ReactNode;
}

/**
 * One card of a record page: a titled `<section>` (named by its heading) with optional actions.
 *
 * Hooks: `[data-component="RecordSection"]`, parts `[data-part="header"]`,
 * `[data-part="description"]`, `[data-part="actions"]`, `[data-part="body"]`.
 */
export function RecordSection({
  title,
  headingLevel = 2,
  description,
  actions,
  children,
}: RecordSectionProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} padding="none" className={root}>
      <div data-component="RecordSection">
        <div className={header} data-part="header">
          <Heading level={headingLevel} size={4} id={titleId}>
            {title}
          </Heading>
          {actions === undefined ? null : (
            <div className={actionsClass} data-part="actions">
              {actions}
            </div>
          )}
          {description === undefined ? null : (
            <p className={descriptionClass} data-part="description">
              {description}
            </p>
          )}
        </div>
        <div className={body} data-part="body">
          {children}
        </div>
      </div>
    </Card>
  );
}

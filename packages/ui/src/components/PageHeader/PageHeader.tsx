import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import type { HeadingLevel } from '../Heading/headingVariants';
import {
  actions as actionsClass,
  avatar as avatarClass,
  description,
  main,
  root,
  titleRow,
} from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's title, rendered as its heading (`h1` by default). */
  title: ReactNode;
  /** The heading's level in the page outline; 1 for a screen's own header. */
  headingLevel?: HeadingLevel;
  /** Gives the heading an id, so a region can be named after it (`aria-labelledby`). */
  titleId?: string;
  /** A `StatusChip` or `Badge` beside the title. */
  status?: ReactNode;
  /** An `Avatar` (a person's or a company's) before the title. */
  avatar?: ReactNode;
  /** One line under the title: a description or meta ('Updated 5 minutes ago · by Ana'). */
  description?: ReactNode;
  /** Buttons: right-aligned beside the title on wide screens, wrapped below it on phones. */
  actions?: ReactNode;
}

/**
 * The top of a screen: title, optional status and avatar, a description or meta line, and the
 * screen's actions. Lays out only; the app passes every part.
 *
 * Hooks: `[data-component="PageHeader"]`, parts `[data-part="avatar"]`, `[data-part="title"]`,
 * `[data-part="status"]`, `[data-part="description"]`, `[data-part="actions"]`.
 */
export function PageHeader({
  title,
  headingLevel = 1,
  titleId,
  status,
  avatar,
  description: descriptionSlot,
  actions,
}: PageHeaderProps) {
  return (
    <div className={root} data-component="PageHeader">
      {avatar === undefined ? null : (
        <div className={avatarClass} data-part="avatar">
          {avatar}
        </div>
      )}
      <div className={main}>
        <div className={titleRow}>
          <span data-part="title">
            <Heading level={headingLevel} id={titleId}>
              {title}
            </Heading>
          </span>
          {status === undefined ? null : <span data-part="status">{status}</span>}
        </div>
        {descriptionSlot === undefined ? null : (
          <div className={description} data-part="description">
            {descriptionSlot}
          </div>
        )}
      </div>
      {actions === undefined ? null : (
        <div className={actionsClass} data-part="actions">
          {actions}
        </div>
      )}
    </div>
  );
}

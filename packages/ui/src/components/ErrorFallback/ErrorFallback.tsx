import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import {
  actions,
  iconWrap,
  message as messageClass,
  root,
  title as titleClass,
} from './ErrorFallback.css';

export interface ErrorFallbackProps {
  /**
   * Where the Home link goes (the app passes its dashboard path); without it no Home link shows,
   * as for a part of a page that failed to load in place of its content (with a Retry instead).
   */
  homeHref?: string;
  title?: ReactNode;
  /** The explanation under the title; `null` shows none (the /error screen without a type). */
  message?: ReactNode | null;
  homeLabel?: string;
  /** Extra actions beside the Home link, such as a Retry button. */
  children?: ReactNode;
  /** The title's heading level: 1 when the fallback is the whole page, 2 inside a layout. */
  headingLevel?: 1 | 2;
}

/**
 * The rendering-failure fallback (spec §2): 'Something went wrong', its reassurance and a Home
 * link. Title and message can be replaced for the /error screen's variants. Without `homeHref`,
 * at `headingLevel` 2 and with a Retry button as its child, it is the inline error that stands in
 * for content whose request failed.
 *
 * Hooks: `[data-component="ErrorFallback"]`, parts `[data-part="title"]`,
 * `[data-part="message"]`, `[data-part="home"]`.
 */
export function ErrorFallback({
  homeHref,
  title = 'Something went wrong',
  message = "It seems like we've run into an issue. Don't worry, this could be a temporary glitch.",
  homeLabel = 'Home',
  children,
  headingLevel = 1,
}: ErrorFallbackProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={root} data-component="ErrorFallback">
      <span className={iconWrap}>
        <Icon name="alert" size="large" />
      </span>
      <Heading className={titleClass} data-part="title">
        {title}
      </Heading>
      {message === null ? null : (
        <p className={messageClass} data-part="message">
          {message}
        </p>
      )}
      <div className={actions}>
        {homeHref === undefined ? null : (
          <Link href={homeHref} weight="strong" data-part="home">
            {homeLabel}
          </Link>
        )}
        {children}
      </div>
    </section>
  );
}

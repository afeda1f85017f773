import { defaultLoaderLabel } from '../Loader/Loader';
import { cx } from '../private/cx';
import { bar, label as labelClass, root, rows as rowsClass, title } from './PageSkeleton.css';

export interface PageSkeletonProps {
  /** Announced while the page loads; the spec's loader text by default. */
  label?: string;
  /** How many lines of content stand in for the page's body. */
  rows?: number;
}

/**
 * A page still loading, in the content area of the shell: a bar where the page's title will be
 * (a level-1 heading's line) and lines for its body, announced politely as `label`. A screen
 * whose code is still downloading shows it, so the shell around stays and the page's title
 * takes the same place when it draws.
 *
 * Hooks: `[data-component="PageSkeleton"]`, parts `[data-part="bar"]`.
 */
export function PageSkeleton({ label = defaultLoaderLabel, rows = 8 }: PageSkeletonProps) {
  return (
    <div role="status" className={root} data-component="PageSkeleton">
      <span className={labelClass}>{label}</span>
      <span className={cx(bar, title)} data-part="bar" aria-hidden="true" />
      <span className={rowsClass} aria-hidden="true">
        {Array.from({ length: Math.max(1, rows) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines have no identity
          <span key={index} className={bar} data-part="bar" />
        ))}
      </span>
    </div>
  );
}

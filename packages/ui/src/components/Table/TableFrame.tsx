import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { cx } from '../private/cx';
import { container } from './Table.css';
import type { TableDensity } from './tableVariants';

/** The keys of the skeleton rows shown while loading (at least one). */
export function skeletonKeysOf(count: number): string[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => `skeleton-${i}`);
}

/**
 * The scroll container both tables draw in (`Table`'s grid and `PlainTable`), with the hooks
 * they share: `[data-component="Table"]`, `[data-density]`, `[aria-busy]` and the loading
 * announcement while loading.
 */
export function TableFrame({
  className,
  maxHeight,
  density,
  isLoading,
  loadingLabel,
  children,
}: {
  className: string | undefined;
  maxHeight: string | undefined;
  density: TableDensity;
  isLoading: boolean;
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cx(container, className)}
      // A length, not a colour: the one size a consumer sets, so the sticky header has a scroll area.
      style={maxHeight === undefined ? undefined : { maxHeight }}
      data-component="Table"
      data-density={density}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden> : null}
      {children}
    </div>
  );
}

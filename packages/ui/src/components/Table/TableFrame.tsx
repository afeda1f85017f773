import { type ReactNode, useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { cx } from '../private/cx';
import { container } from './Table.css';
import type { TableDensity } from './tableVariants';

/** The keys of the skeleton rows shown while loading (at least one). */
export function skeletonKeysOf(count: number): string[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => `skeleton-${i}`);
}

const focusable = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Whether the frame scrolls sideways with nothing inside to reach by keyboard: then the frame
 * itself takes focus, so arrow keys can scroll it (a table of plain text on a phone).
 */
function useNeedsFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const [needsFocus, setNeedsFocus] = useState(false);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const measure = () =>
      setNeedsFocus(
        frame.scrollWidth > frame.clientWidth && frame.querySelector(focusable) === null,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    const table = frame.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return { ref, needsFocus };
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
  const { ref, needsFocus } = useNeedsFocus();
  return (
    <div
      ref={ref}
      // A region that scrolls must be reachable by keyboard (when nothing inside it is).
      tabIndex={needsFocus ? 0 : undefined}
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

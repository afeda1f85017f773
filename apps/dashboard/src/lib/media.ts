import { useMemo, useSyncExternalStore } from 'react';

/** The width from which the shell shows the sidebar as a column (the design system's 768px). */
const WIDE_QUERY = '(min-width: 768px)';

let wideQuery: MediaQueryList | undefined;

/**
 * One query list for the page: its `matches` follows the window. A list reads it on every render
 * (React asks the snapshot again after each commit too), and `matchMedia` builds and evaluates a
 * new one at each call.
 */
function wide(): MediaQueryList {
  wideQuery ??= window.matchMedia(WIDE_QUERY);
  return wideQuery;
}

function subscribe(onChange: () => void): () => void {
  const query = wide();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True from 768px up; phones get false. Follows the window as it is resized or turned. */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wide().matches,
    () => true,
  );
}

/**
 * The columns a table keeps on a phone: the design system's Table wraps every column into the
 * window instead of scrolling, so on a 390px screen five columns break words letter by letter.
 * Phones keep the columns named here (the record's name and its most useful fact); wide screens
 * keep them all.
 */
export function usePhoneColumns<C extends { id: string }>(
  columns: readonly C[],
  keep: readonly string[],
): C[] {
  const isWide = useIsWide();
  const kept = keep.join('\u0000');
  // The same array while the columns and the width class stay: memoised rows keep their work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `kept` is the identity of `keep`
  return useMemo(
    () => (isWide ? [...columns] : columns.filter((column) => keep.includes(column.id))),
    [columns, isWide, kept],
  );
}

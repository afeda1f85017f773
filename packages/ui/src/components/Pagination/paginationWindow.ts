/** A page number to show, or a gap of two or more hidden pages. */
export type PaginationItem = number | 'ellipsis';

/** How many page numbers the window holds (spec §9). */
export const paginationWindowSize = 5;
/** Above this page the window follows the current page and page 1 becomes a shortcut (spec §9). */
export const firstPageShortcutAfter = 5;

/**
 * The pager of spec §9, the same rule as `paginationWindow` in `@staydesk/domain` (the UI package
 * imports nothing of ours, so it is restated here and pinned by the same table of cases):
 * - a window of 5 page numbers: pages 1–5 while current ≤ 5; once current > 5, centred on current
 *   (current−2 … current+2), shifted left near the end so it still holds 5;
 * - the first-page shortcut: when current > 5, page 1 comes first;
 * - the last page comes last whenever the window ends before it;
 * - an ellipsis marks a gap of 2 or more hidden pages; a gap of exactly one page shows that page
 *   instead (same room, one click fewer);
 * - current is clamped into 1…total; no pages gives no items.
 */
export function paginationWindow(current: number, total: number): PaginationItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(Math.max(1, Math.floor(Number.isFinite(current) ? current : 1)), last);
  const half = Math.floor(paginationWindowSize / 2);

  const start =
    page <= firstPageShortcutAfter
      ? 1
      : Math.max(1, Math.min(page - half, last - paginationWindowSize + 1));
  const end = Math.min(last, start + paginationWindowSize - 1);

  const items: PaginationItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push('ellipsis');
  }
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < last) {
    if (end === last - 2) items.push(last - 1);
    else if (end < last - 2) items.push('ellipsis');
    items.push(last);
  }
  return items;
}

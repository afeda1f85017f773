import { PAGE_SIZE } from './constants';

/** Spec §9: page count = ceil(n / 29). Nothing to show is 0 pages. */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total < 0) throw new RangeError('Total must be 0 or more.');
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError('Page size must be a whole number from 1.');
  }
  return Math.ceil(total / pageSize);
}

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, pageSize: number = PAGE_SIZE): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

export const PAGINATION_WINDOW_SIZE = 5;
/** Above this page the window moves with the current page and page 1 becomes a shortcut. */
export const FIRST_PAGE_SHORTCUT_AFTER = 5;

export type PaginationItem = number | 'ellipsis';

/**
 * The pager of spec §9, read as follows (current is clamped into 1…total):
 * - Window of 5 page numbers. While current ≤ 5 the window is pages 1–5, so page 1 is in it.
 *   Once current > 5 the window is centred on current (current−2 … current+2), shifted left near
 *   the end so it still holds 5 numbers.
 * - First-page shortcut: when current > 5, page 1 comes first, then 'ellipsis' if pages are
 *   hidden between it and the window.
 * - Last page: when the window ends before the last page, the last page comes last, preceded by
 *   'ellipsis' if pages are hidden between the window and it.
 * - "Far away" means 2 or more hidden pages: an ellipsis never stands for a single page, which is
 *   shown as its number instead (it takes the same room and saves a click).
 * - total ≤ 0 gives no items.
 * Examples (total 20): current 1 → 1 2 3 4 5 … 20; current 6 → 1 … 4 5 6 7 8 … 20;
 * current 20 → 1 … 16 17 18 19 20. Total 7, current 5 → 1 2 3 4 5 6 7.
 */
export function paginationWindow(current: number, total: number): PaginationItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(Math.max(1, Math.floor(Number.isFinite(current) ? current : 1)), last);
  const half = Math.floor(PAGINATION_WINDOW_SIZE / 2);

  const start =
    page <= FIRST_PAGE_SHORTCUT_AFTER
      ? 1
      : Math.max(1, Math.min(page - half, last - PAGINATION_WINDOW_SIZE + 1));
  const end = Math.min(last, start + PAGINATION_WINDOW_SIZE - 1);

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

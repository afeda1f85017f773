import { Button as AriaButton } from 'react-aria-components';
import { ellipsis, item, list, pageButton } from './Pagination.css';
import { paginationWindow } from './paginationWindow';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are (spec §9: ceil(rows / 29)). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The nav landmark's name; name it after the list when a page has several pagers. */
  'aria-label'?: string;
  /** The text of the previous-page button. */
  previousLabel?: string;
  /** The text of the next-page button. */
  nextLabel?: string;
  /** The accessible name of a page button; its visible text stays the number. */
  pageLabel?: (page: number) => string;
  isDisabled?: boolean;
  className?: string;
}

const defaultPageLabel = (page: number) => `Page ${page}`;

/**
 * The pager of spec §9 in a `nav` landmark: previous, a window of 5 page numbers with the first
 * and last pages and ellipses for gaps, next. Renders nothing when there is at most one page.
 * The current page is marked `aria-current="page"`.
 *
 * Hooks: `[data-component="Pagination"]`; parts `[data-part="previous"]`, `[data-part="next"]`,
 * `[data-part="page"]` (+ `[data-current]`), `[data-part="ellipsis"]`; buttons expose RAC's
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  'aria-label': ariaLabel = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = defaultPageLabel,
  isDisabled = false,
  className,
}: PaginationProps) {
  const items = paginationWindow(page, pageCount);
  if (items.length <= 1) return null;
  const last = Math.floor(pageCount);
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };

  return (
    <nav aria-label={ariaLabel} className={className} data-component="Pagination">
      <ul className={list}>
        <li className={item}>
          <AriaButton
            className={pageButton()}
            data-part="previous"
            isDisabled={isDisabled || current <= 1}
            onPress={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
            {previousLabel}
          </AriaButton>
        </li>
        {items.map((entry, index) =>
          entry === 'ellipsis' ? (
            // Two ellipses can appear; their side tells them apart.
            <li key={index < items.length / 2 ? 'gap-start' : 'gap-end'} className={item}>
              <span className={ellipsis} data-part="ellipsis" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={entry} className={item}>
              <AriaButton
                className={pageButton({ current: entry === current })}
                data-part="page"
                data-current={entry === current || undefined}
                aria-current={entry === current ? 'page' : undefined}
                aria-label={pageLabel(entry)}
                isDisabled={isDisabled}
                onPress={() => go(entry)}
              >
                {entry}
              </AriaButton>
            </li>
          ),
        )}
        <li className={item}>
          <AriaButton
            className={pageButton()}
            data-part="next"
            isDisabled={isDisabled || current >= last}
            onPress={() => go(current + 1)}
          >
            {nextLabel}
            <span aria-hidden="true">›</span>
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}

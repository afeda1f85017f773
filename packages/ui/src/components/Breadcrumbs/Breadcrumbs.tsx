import { Link as AriaLink } from 'react-aria-components';
import { item as itemClass, link, list, separator } from './Breadcrumbs.css';

export interface BreadcrumbItem {
  /** Stable key (a path segment or an id). */
  id: string;
  label: string;
  /** Where the crumb goes; a crumb without one is plain text. The last crumb is never a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the root ('Menu') to the current page (e.g. the record's id). */
  items: readonly BreadcrumbItem[];
  /** The landmark's name. */
  'aria-label'?: string;
}

/**
 * A breadcrumb trail inside a `nav` landmark: 'Menu' > section > sub-menu > current id, an
 * ordered list of RAC `Link`s. The last crumb is the current page (`aria-current="page"`, not a
 * link). It marks up what RAC's `Breadcrumbs` does, without RAC's collection (about 5 KiB gzip
 * on every dashboard screen): a trail is a fixed list, nothing in it is selected.
 *
 * Hooks: `[data-component="Breadcrumbs"]` (the nav), `[data-part="crumb"]` with
 * `[data-current]`, `[data-part="separator"]`; links show `[data-hovered]`,
 * `[data-focus-visible]`, `[data-current]`.
 */
export function Breadcrumbs({ items, 'aria-label': ariaLabel = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel} data-component="Breadcrumbs">
      <ol className={list}>
        {items.map((crumb, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li
              key={crumb.id}
              className={itemClass}
              data-part="crumb"
              data-current={isCurrent || undefined}
              data-disabled={isCurrent || undefined}
            >
              {/* The current page is not a destination, and neither is a middle crumb without
                  an href: both stay text (the current one a disabled link, as RAC marks it). */}
              {isCurrent ? (
                <AriaLink aria-current="page" isDisabled className={link}>
                  {crumb.label}
                </AriaLink>
              ) : crumb.href !== undefined ? (
                <AriaLink href={crumb.href} className={link}>
                  {crumb.label}
                </AriaLink>
              ) : (
                <span className={link}>{crumb.label}</span>
              )}
              <span className={separator} aria-hidden="true" data-part="separator" />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

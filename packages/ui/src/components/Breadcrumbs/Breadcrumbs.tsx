import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
} from 'react-aria-components';
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
 * A breadcrumb trail on RAC's `Breadcrumbs` inside a `nav` landmark: 'Menu' > section >
 * sub-menu > current id. The last crumb is the current page (`aria-current="page"`).
 *
 * Hooks: `[data-component="Breadcrumbs"]` (the nav), `[data-part="crumb"]` with
 * `[data-current]`, `[data-part="separator"]`; links show `[data-hovered]`,
 * `[data-focus-visible]`, `[data-current]`.
 */
export function Breadcrumbs({ items, 'aria-label': ariaLabel = 'Breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel} data-component="Breadcrumbs">
      <AriaBreadcrumbs className={list}>
        {items.map((crumb, index) => (
          <AriaBreadcrumb key={crumb.id} id={crumb.id} className={itemClass} data-part="crumb">
            {/* RAC marks the last crumb's link as the current page; a middle crumb without an
                href is not a destination, so it stays plain text rather than a dead link. */}
            {crumb.href !== undefined || index === items.length - 1 ? (
              <AriaLink href={crumb.href} className={link}>
                {crumb.label}
              </AriaLink>
            ) : (
              <span className={link}>{crumb.label}</span>
            )}
            <span className={separator} aria-hidden="true" data-part="separator" />
          </AriaBreadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}

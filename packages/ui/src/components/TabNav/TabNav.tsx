import { Link as AriaLink } from 'react-aria-components';
import { cx } from '../private/cx';
import { TabCount } from '../Tabs/TabCount';
import { tab, tabList } from '../Tabs/Tabs.css';

export interface TabNavItem {
  id: string;
  label: string;
  /** Where the tab leads: the same screen with this tab in its address (`?tab=deleted`). */
  href: string;
  /** How many items the tab holds (spec §2: tabs show a count per tab value). */
  count?: number;
}

export interface TabNavProps {
  items: readonly TabNavItem[];
  /** The `id` of the tab the address shows; it gets `aria-current="page"`. */
  currentId?: string;
  /** What the tabs choose between ('Guest status'). */
  'aria-label': string;
  className?: string;
}

/**
 * Tabs that are links: a row of RAC `Link`s in a `<nav>`, the current one marked
 * `aria-current="page"`, for tabs that change the address (a list's scopes, `?tab=…`). Each tab
 * can be opened in a new browser tab, Back returns to the previous one, and Tab moves between
 * them. It looks as `Tabs` does but loads none of their collection and selection code (about
 * 19 KiB gzip on a list screen). Tabs that switch panels inside one page stay `Tabs`.
 *
 * Hooks: `[data-component="TabNav"]`; each link `[data-component="TabNavLink"]`,
 * `[data-current]`, `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`; parts
 * `[data-part="label"]`, `[data-part="count"]`.
 */
export function TabNav({ items, currentId, className, ...props }: TabNavProps) {
  return (
    <nav
      aria-label={props['aria-label']}
      className={cx(tabList, className)}
      data-component="TabNav"
    >
      {items.map((item) => {
        const isCurrent = item.id === currentId;
        return (
          <AriaLink
            key={item.id}
            href={item.href}
            aria-current={isCurrent ? 'page' : undefined}
            className={tab}
            data-component="TabNavLink"
          >
            <span data-part="label">{item.label}</span>
            {item.count === undefined ? null : (
              <TabCount count={item.count} isSelected={isCurrent} />
            )}
          </AriaLink>
        );
      })}
    </nav>
  );
}

import { useId, useState } from 'react';
import { Link as AriaLink, Button } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import {
  adminMarker,
  chevron,
  label as labelClass,
  link,
  list,
  nav,
  subLink,
  subList,
  trigger,
} from './Sidebar.css';

export interface SidebarItem {
  /** Stable key (the menu entry's key). */
  id: string;
  label: string;
  /** A plain link's destination; a group (an item with `children`) has none. */
  href?: string;
  icon?: IconName;
  /** Shows the shield marker. */
  isAdminOnly?: boolean;
  /** Sub-links: the item becomes an expandable group. */
  children?: readonly SidebarItem[];
}

export interface SidebarProps {
  /** The entries the user may see; filtering by role and experiment is the app's job. */
  items: readonly SidebarItem[];
  /** The current location's path; the best-matching link is marked current. */
  currentHref?: string;
  'aria-label'?: string;
  /** Accessible name of the shield marker. */
  adminOnlyLabel?: string;
}

function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
}

function flatten(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

const within = (current: string, path: string) =>
  current === path || current.startsWith(path === '/' ? '/' : `${path}/`);

/** The path a group's links share: '/dashboard/bookings' for its list and report. */
function sectionOf(group: SidebarItem): string | undefined {
  const paths = (group.children ?? []).flatMap((child) =>
    child.href === undefined ? [] : [pathOf(child.href).split('/')],
  );
  const [first] = paths;
  if (first === undefined) return undefined;
  let shared = first.length;
  for (const path of paths) {
    let index = 0;
    while (index < shared && path[index] === first[index]) index += 1;
    shared = index;
  }
  const section = first.slice(0, shared).join('/');
  return section === '' ? undefined : section;
}

/** The best-matching link's path length, and the group whose section holds a deeper match. */
function locate(items: readonly SidebarItem[], currentHref: string | undefined) {
  if (currentHref === undefined) return {};
  const current = pathOf(currentHref);
  let best: { id: string; length: number } | undefined;
  for (const item of flatten(items)) {
    if (item.href === undefined) continue;
    const path = pathOf(item.href);
    if (within(current, path) && (best === undefined || path.length > best.length)) {
      best = { id: item.id, length: path.length };
    }
  }
  // A page of a group's section that has no link of its own (bookings/create, whose menu offers
  // only list and report): no link is current, and its group, not 'Dashboard', holds the page.
  for (const item of items) {
    const section = item.children ? sectionOf(item) : undefined;
    if (
      section !== undefined &&
      within(current, section) &&
      section.length > (best?.length ?? -1)
    ) {
      return { groupId: item.id };
    }
  }
  return { linkId: best?.id };
}

/**
 * The current link: the one whose path equals the location's, or else the longest one that is a
 * parent path of it (so a record page marks its list). '/dashboard' never swallows everything
 * because a longer match wins, and a page of a group's section without a link of its own marks
 * no link (its group holds it: currentSidebarGroupId).
 */
export function currentSidebarItemId(
  items: readonly SidebarItem[],
  currentHref: string | undefined,
): string | undefined {
  return locate(items, currentHref).linkId;
}

/** The group holding the current page when no link of it matches (see currentSidebarItemId). */
export function currentSidebarGroupId(
  items: readonly SidebarItem[],
  currentHref: string | undefined,
): string | undefined {
  return locate(items, currentHref).groupId;
}

function contains(item: SidebarItem, id: string | undefined): boolean {
  return id !== undefined && flatten(item.children ?? []).some((child) => child.id === id);
}

function ItemLabel({ item, adminOnlyLabel }: { item: SidebarItem; adminOnlyLabel: string }) {
  return (
    <>
      {item.icon ? <Icon name={item.icon} size="small" /> : null}
      <span className={labelClass}>{item.label}</span>
      {item.isAdminOnly ? (
        <span className={adminMarker} data-part="admin-only">
          <Icon name="shield" size="small" label={adminOnlyLabel} />
        </span>
      ) : null}
    </>
  );
}

interface EntryProps {
  /** The group holding the current page when none of its links is current. */
  currentGroupId?: string | undefined;
  item: SidebarItem;
  currentId: string | undefined;
  adminOnlyLabel: string;
  nested?: boolean;
}

function SidebarLink({ item, currentId, adminOnlyLabel, nested = false }: EntryProps) {
  return (
    <li data-part="item" data-id={item.id}>
      <AriaLink
        href={item.href}
        className={nested ? subLink : link}
        aria-current={item.id === currentId ? 'page' : undefined}
      >
        <ItemLabel item={item} adminOnlyLabel={adminOnlyLabel} />
      </AriaLink>
    </li>
  );
}

function SidebarGroup({
  item,
  currentId,
  currentGroupId,
  adminOnlyLabel,
  isExpanded,
  onExpandedChange,
}: EntryProps & { isExpanded: boolean; onExpandedChange: (isExpanded: boolean) => void }) {
  const holdsCurrent = contains(item, currentId) || item.id === currentGroupId;
  const panelId = useId();
  // A RAC button with aria-expanded and aria-controls is the whole disclosure pattern here:
  // the group is controlled by the sidebar's state, so RAC's Disclosure (its own state, context
  // and panel hooks) only added weight to the shell every screen loads.
  return (
    <li data-part="group" data-id={item.id} data-expanded={isExpanded || undefined}>
      <Button
        className={trigger}
        data-current={holdsCurrent || undefined}
        aria-expanded={isExpanded}
        aria-controls={panelId}
        onPress={() => onExpandedChange(!isExpanded)}
      >
        <ItemLabel item={item} adminOnlyLabel={adminOnlyLabel} />
        <span className={chevron} aria-hidden="true" />
      </Button>
      <div id={panelId} hidden={!isExpanded}>
        <ul className={subList}>
          {(item.children ?? []).map((child) => (
            <SidebarLink
              key={child.id}
              item={child}
              currentId={currentId}
              adminOnlyLabel={adminOnlyLabel}
              nested
            />
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The group holding the current page: its link's group, or the group whose section holds it. */
function groupHolding(
  items: readonly SidebarItem[],
  currentId: string | undefined,
  currentGroupId: string | undefined,
): string | undefined {
  return (
    currentGroupId ??
    items.find((item) => item.children !== undefined && contains(item, currentId))?.id
  );
}

/**
 * The app's navigation: plain links and expandable groups (a RAC button with `aria-expanded`
 * controlling the list under it). One group is open at a time: opening one closes the other, and
 * navigating into a group opens it (a page elsewhere leaves the open group as the user chose). Links are RAC links, so the app's `RouterProvider` turns them into
 * client-side navigation. Admin-only entries carry a labelled shield.
 *
 * Hooks: `[data-component="Sidebar"]` (the nav), `[data-part="item"]` / `[data-part="group"]`
 * with `[data-id]`, `[data-part="admin-only"]`; links `[data-current]`, `[data-hovered]`,
 * `[data-focus-visible]`; group triggers `[data-current]` (holds the current link); an expanded
 * group's item `[data-expanded]`.
 */
export function Sidebar({
  items,
  currentHref,
  'aria-label': ariaLabel = 'Main navigation',
  adminOnlyLabel = 'Admin only',
}: SidebarProps) {
  const { linkId: currentId, groupId: currentGroupId } = locate(items, currentHref);
  const holding = groupHolding(items, currentId, currentGroupId);
  const [openId, setOpenId] = useState(holding);
  const [heldId, setHeldId] = useState(holding);
  if (holding !== heldId) {
    setHeldId(holding);
    if (holding !== undefined) setOpenId(holding);
  }
  return (
    <nav aria-label={ariaLabel} className={nav} data-component="Sidebar">
      <ul className={list}>
        {items.map((item) =>
          item.children && item.children.length > 0 ? (
            <SidebarGroup
              key={item.id}
              item={item}
              currentId={currentId}
              currentGroupId={currentGroupId}
              adminOnlyLabel={adminOnlyLabel}
              isExpanded={openId === item.id}
              onExpandedChange={(isExpanded) => setOpenId(isExpanded ? item.id : undefined)}
            />
          ) : (
            <SidebarLink
              key={item.id}
              item={item}
              currentId={currentId}
              adminOnlyLabel={adminOnlyLabel}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

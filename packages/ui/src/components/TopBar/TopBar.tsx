import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import type { MenuItemTone } from '../Menu/menuVariants';
import { useLoadedComponent } from '../private/useLoadedComponent';
import { usePreloadWhenIdle } from '../private/usePreloadWhenIdle';
import {
  actions,
  avatarButton,
  bellButton,
  bellWrap,
  countBadge,
  iconLink,
  root,
  start,
  visuallyHidden,
} from './TopBar.css';

/** Where focus lands when the menu opens: the menu itself, or its first or last item. */
type MenuFocus = true | 'first' | 'last';

// The menu and its popover are most of the top bar's code and nobody needs them on first
// paint: they load when the browser is idle, or on the first approach to the avatar.
const loadAccountMenu = () => import('./AccountMenu');

export interface TopBarUser {
  fullName: string;
  firstName: string;
  /** The profile image; without one the avatar shows initials of `fullName`. */
  imageUrl?: string | null;
}

export interface TopBarMenuItem {
  id: string;
  label: string;
  onAction: () => void;
  icon?: IconName;
  tone?: MenuItemTone;
}

export interface TopBarProps {
  user: TopBarUser;
  /** The role as shown to people ('Admin', 'System Admin'), in the menu's badge. */
  roleLabel: string;
  /** The avatar menu's actions ('Refresh Data', 'Log Out'). */
  menuItems: readonly TopBarMenuItem[];
  /** The gear's destination (the app's settings page). */
  settingsHref: string;
  onNotificationsPress?: () => void;
  /**
   * How many notifications are unread: shown on the bell (99+ above 99), none at 0. The bell's
   * accessible name is `notificationsLabel`, which should carry the count in words.
   */
  notificationCount?: number;
  /**
   * The notifications panel, rendered beside the bell and given the bell as its trigger: a
   * `Popover` with `triggerRef`, opened by `onNotificationsPress`. With it, the bell announces a
   * dialog popup, expanded while `notificationsExpanded`.
   */
  notificationsPanel?: (bellRef: RefObject<HTMLButtonElement | null>) => ReactNode;
  notificationsExpanded?: boolean;
  /** Left-hand content, such as a page title. */
  children?: ReactNode;
  notificationsLabel?: string;
  settingsLabel?: string;
  /** The avatar button's accessible name. */
  accountMenuLabel?: string;
  /** The menu's greeting; `Hi, {first name}!` by default. */
  greeting?: string;
}

/**
 * The signed-in top bar (spec §2): a notification icon button, the settings gear link and the
 * avatar button, which opens a menu greeting the user ('Hi, {first name}!') with a role badge
 * above the given items.
 *
 * Hooks: `[data-component="TopBar"]`, parts `[data-part="notifications"]`,
 * `[data-part="settings"]`, `[data-part="account"]` (`[data-pressed]`, `[data-focus-visible]`),
 * `[data-part="greeting"]`; the menu's own hooks (see Menu).
 */
export function TopBar({
  user,
  roleLabel,
  menuItems,
  settingsHref,
  onNotificationsPress,
  notificationCount = 0,
  notificationsPanel,
  notificationsExpanded = false,
  children,
  notificationsLabel = 'Notifications',
  settingsLabel = 'Settings',
  accountMenuLabel = 'Account menu',
  greeting = `Hi, ${user.firstName}!`,
}: TopBarProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  // null until first opened: the popup's chunk is not rendered (or fetched) before it is needed.
  const [menu, setMenu] = useState<{ isOpen: boolean; autoFocus: MenuFocus } | null>(null);
  const isOpen = menu?.isOpen ?? false;
  usePreloadWhenIdle(loadAccountMenu);
  const AccountMenu = useLoadedComponent(loadAccountMenu, menu !== null);
  const open = (autoFocus: MenuFocus) => setMenu({ isOpen: true, autoFocus });
  return (
    <div className={root} data-component="TopBar">
      <div className={start}>{children}</div>
      <div className={actions}>
        {/* The count sits beside the button, not in it: the button's name carries the count in
            words, and a visible '99+' inside it would not match that name (label-in-name). */}
        <span className={bellWrap}>
          <AriaButton
            ref={bellRef}
            className={bellButton}
            aria-label={notificationsLabel}
            onPress={onNotificationsPress}
            data-part="notifications"
            {...(notificationsPanel
              ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': notificationsExpanded }
              : {})}
          >
            <Icon name="bell" />
          </AriaButton>
          {notificationCount > 0 ? (
            <span className={countBadge} data-part="count" aria-hidden="true">
              {notificationCount > 99 ? '99+' : notificationCount}
            </span>
          ) : null}
        </span>
        {notificationsPanel?.(bellRef)}
        <AriaLink
          href={settingsHref}
          aria-label={settingsLabel}
          className={iconLink}
          data-part="settings"
        >
          <Icon name="gear" />
        </AriaLink>
        {/* Named by hidden text, not aria-label: the initials are visible text, and a label
            that does not contain them fails WCAG's label-in-name. The menu-button pattern:
            press, Enter or Space opens on the first item, ArrowDown too, ArrowUp on the last. */}
        <AriaButton
          ref={triggerRef}
          className={avatarButton}
          data-part="account"
          aria-haspopup="menu"
          aria-expanded={isOpen}
          onHoverStart={() => void loadAccountMenu()}
          onFocus={() => void loadAccountMenu()}
          // As RAC's MenuTrigger: a pointer focuses the menu itself, keys and screen readers
          // its first item.
          onPress={(event) =>
            isOpen
              ? setMenu({ isOpen: false, autoFocus: true })
              : open(['mouse', 'pen', 'touch'].includes(event.pointerType) ? true : 'first')
          }
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              open(event.key === 'ArrowDown' ? 'first' : 'last');
            } else {
              event.continuePropagation();
            }
          }}
        >
          <Avatar name={user.fullName} src={user.imageUrl} isDecorative />
          <span className={visuallyHidden}>{accountMenuLabel}</span>
        </AriaButton>
        {menu === null || AccountMenu === null ? null : (
          <AccountMenu
            triggerRef={triggerRef}
            isOpen={menu.isOpen}
            onOpenChange={(next) => setMenu({ ...menu, isOpen: next })}
            autoFocus={menu.autoFocus}
            greeting={greeting}
            roleLabel={roleLabel}
            menuItems={menuItems}
          />
        )}
      </div>
    </div>
  );
}

import { type ReactNode, useId } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import type { MenuItemTone } from '../Menu/menuVariants';
import {
  actions,
  avatarButton,
  greeting as greetingClass,
  greetingText,
  iconLink,
  root,
  start,
  visuallyHidden,
} from './TopBar.css';

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
  children,
  notificationsLabel = 'Notifications',
  settingsLabel = 'Settings',
  accountMenuLabel = 'Account menu',
  greeting = `Hi, ${user.firstName}!`,
}: TopBarProps) {
  const greetingId = useId();
  return (
    <div className={root} data-component="TopBar">
      <div className={start}>{children}</div>
      <div className={actions}>
        <Button
          variant="ghost"
          aria-label={notificationsLabel}
          onPress={onNotificationsPress}
          data-part="notifications"
        >
          <Icon name="bell" />
        </Button>
        <AriaLink
          href={settingsHref}
          aria-label={settingsLabel}
          className={iconLink}
          data-part="settings"
        >
          <Icon name="gear" />
        </AriaLink>
        <MenuTrigger>
          {/* Named by hidden text, not aria-label: the initials are visible text, and a label
              that does not contain them fails WCAG's label-in-name. */}
          <AriaButton className={avatarButton} data-part="account">
            <Avatar name={user.fullName} src={user.imageUrl} isDecorative />
            <span className={visuallyHidden}>{accountMenuLabel}</span>
          </AriaButton>
          {/* The greeting and role name the menu, so they are read when focus lands on it. */}
          <Menu
            aria-labelledby={greetingId}
            header={
              <div id={greetingId} className={greetingClass} data-part="greeting">
                <span className={greetingText}>{greeting}</span>
                <Badge tone="brandAccent">{roleLabel}</Badge>
              </div>
            }
            onAction={(key) => menuItems.find((item) => item.id === key)?.onAction()}
          >
            {menuItems.map((item) => (
              <MenuItem key={item.id} id={item.id} icon={item.icon} tone={item.tone}>
                {item.label}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      </div>
    </div>
  );
}

import { type RefObject, useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Menu, MenuItem } from '../Menu/Menu';
import type { TopBarMenuItem } from './TopBar';
import { greeting as greetingClass, greetingText } from './TopBar.css';

export interface AccountMenuProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus lands when it opens: the menu (a pointer), its first item or its last (ArrowUp). */
  autoFocus: true | 'first' | 'last';
  greeting: string;
  roleLabel: string;
  menuItems: readonly TopBarMenuItem[];
}

/**
 * The avatar menu's popup: a chunk of its own, loaded when the shell is idle or the avatar is
 * first approached, so the menu and popover code is not part of the first screen.
 */
export default function AccountMenu({
  triggerRef,
  isOpen,
  onOpenChange,
  autoFocus,
  greeting,
  roleLabel,
  menuItems,
}: AccountMenuProps) {
  const greetingId = useId();
  return (
    <Menu
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      autoFocus={autoFocus}
      // The greeting and role name the menu, so they are read when focus lands on it.
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
  );
}

import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  MenuTrigger as AriaMenuTrigger,
  type MenuTriggerProps as AriaMenuTriggerProps,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Collection,
  composeRenderProps,
  Header,
  Separator,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { popupSurface } from '../Popover/Popover.css';
import { popupLayer } from '../Popover/popupLayer.css';
import { cx } from '../private/cx';
import {
  header as headerStyle,
  item,
  menu,
  menuPopover,
  section,
  sectionTitle,
  separator,
} from './Menu.css';
import type { MenuItemTone } from './menuVariants';

export interface MenuTriggerProps extends AriaMenuTriggerProps {}

/**
 * Pairs a pressable trigger (first child, e.g. a `Button`) with a `Menu` (second child). Press,
 * Enter, Space or ArrowDown opens it on the first item; ArrowUp on the last.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'style' | 'className'> {
  /** Non-interactive content above the items, e.g. a greeting and a role badge. */
  header?: ReactNode;
  placement?: AriaPopoverProps['placement'];
  className?: string;
  /**
   * Without a `MenuTrigger`: the element the popup is anchored to, and its open state. The
   * trigger then carries `aria-haspopup` and `aria-expanded` itself.
   */
  triggerRef?: AriaPopoverProps['triggerRef'];
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A menu of actions in a popup, on RAC's `Menu` inside a `Popover` (the spec's popup radius, z-index
 * and fade/scale). Use inside a `MenuTrigger`. Arrow keys move, Enter/Space act, typing jumps to an
 * item, Escape closes and focus returns to the trigger.
 *
 * States and hooks: `[data-component="Menu"]` (the `role="menu"` list) inside
 * `[data-component="MenuPopover"]` with `[data-placement]`, `[data-entering]`, `[data-exiting]`;
 * part `[data-part="header"]`.
 */
export function Menu<T extends object>({
  header,
  placement = 'bottom end',
  className,
  triggerRef,
  isOpen,
  onOpenChange,
  ...props
}: MenuProps<T>) {
  // Outside a MenuTrigger nothing closes the popup after an action: the menu asks for it.
  // The popup is a dialog named like the menu, as MenuTrigger names it.
  const standalone =
    triggerRef === undefined
      ? {}
      : { triggerRef, isOpen, onOpenChange, 'aria-labelledby': props['aria-labelledby'] };
  return (
    <AriaPopover
      {...standalone}
      placement={placement}
      offset={8}
      className={cx(popupSurface, menuPopover)}
      style={popupLayer}
      data-component="MenuPopover"
    >
      {header === undefined ? null : (
        <div className={headerStyle} data-part="header">
          {header}
        </div>
      )}
      <AriaMenu
        {...(triggerRef === undefined ? {} : { onClose: () => onOpenChange?.(false) })}
        {...props}
        className={cx(menu, className)}
        data-component="Menu"
      />
    </AriaPopover>
  );
}

export interface MenuItemProps<T extends object = object>
  extends Omit<AriaMenuItemProps<T>, 'style' | 'className'> {
  tone?: MenuItemTone;
  /** A decorative icon before the label. */
  icon?: IconName;
  className?: string;
}

/**
 * One action (or link, with `href`) of a `Menu`.
 *
 * States and hooks: `[data-component="MenuItem"]`, `[data-tone]`, `[data-focused]`,
 * `[data-hovered]`, `[data-pressed]`, `[data-disabled]`, `[data-focus-visible]`.
 */
export function MenuItem<T extends object = object>({
  tone = 'neutral',
  icon,
  className,
  children,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={cx(item({ tone }), className)}
      data-component="MenuItem"
      data-tone={tone}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon === undefined ? null : <Icon name={icon} size="small" />}
          {content}
        </>
      ))}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T extends object>
  extends Omit<AriaMenuSectionProps<T>, 'style' | 'className'> {
  /** A visible heading that also names the group. */
  title?: string;
  className?: string;
}

/**
 * A group of items, named by `title` (or `aria-label` without one).
 *
 * Hooks: `[data-component="MenuSection"]`; part `[data-part="title"]`.
 */
export function MenuSection<T extends object>({
  title,
  className,
  children,
  ...props
}: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={cx(section, className)} data-component="MenuSection">
      {title === undefined ? null : (
        <Header className={sectionTitle} data-part="title">
          {title}
        </Header>
      )}
      {typeof children === 'function' ? (
        <Collection items={props.items}>{children}</Collection>
      ) : (
        children
      )}
    </AriaMenuSection>
  );
}

/** A line between groups of items. Hook: `[data-component="MenuSeparator"]`. */
export function MenuSeparator() {
  return <Separator className={separator} data-component="MenuSeparator" />;
}

import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { TabCount } from './TabCount';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'style' | 'className'> {
  className?: string;
}

/**
 * Tabs on RAC's `Tabs`: arrow keys move between tabs, Home/End jump, a tab is selected on focus
 * unless `keyboardActivation="manual"`. Compose with `TabList`, `Tab` and `TabPanel`.
 *
 * Hooks: `[data-component="Tabs"]`, `[data-orientation]`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx(tabs, className)} data-component="Tabs" />;
}

export interface TabListProps<T extends object>
  extends Omit<AriaTabListProps<T>, 'style' | 'className'> {
  className?: string;
}

/**
 * The row of tabs. Give it an `aria-label` (or `aria-labelledby`) naming what the tabs filter.
 *
 * Hooks: `[data-component="TabList"]`, `[data-orientation]`.
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={cx(tabList, className)} data-component="TabList" />;
}

export interface TabProps extends Omit<AriaTabProps, 'style' | 'className' | 'children'> {
  /** The tab's label. */
  children: ReactNode;
  /**
   * How many items the tab holds (spec §2: tabs show a count per tab value). Shown as a badge and
   * read as part of the tab's name: 'Pending (12)'.
   */
  count?: number;
  className?: string;
}

/**
 * One tab, with an optional count badge.
 *
 * Hooks: `[data-component="Tab"]`, `[data-selected]`, `[data-hovered]`, `[data-pressed]`,
 * `[data-focus-visible]`, `[data-disabled]`; parts `[data-part="label"]`, `[data-part="count"]`.
 */
export function Tab({ children, count, className, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={cx(tab, className)} data-component="Tab">
      {composeRenderProps(children, (label, { isSelected }) => (
        <>
          <span data-part="label">{label}</span>
          {count === undefined ? null : <TabCount count={count} isSelected={isSelected} />}
        </>
      ))}
    </AriaTab>
  );
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'style' | 'className'> {
  className?: string;
}

/**
 * The content of the tab with the same `id`.
 *
 * Hooks: `[data-component="TabPanel"]`, `[data-focus-visible]`, `[data-inert]` (while exiting).
 */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={cx(tabPanel, className)} data-component="TabPanel" />;
}

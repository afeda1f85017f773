import { type MouseEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { wideNavigationQuery } from '../../css/breakpoints';
import type { BrandMeta } from '../../tokens/brands';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { useFocusHeadingOnNavigation } from '../private/useFocusHeadingOnNavigation';
import { useLoadedComponent } from '../private/useLoadedComponent';
import { usePreloadWhenIdle } from '../private/usePreloadWhenIdle';
import { useBrand } from '../ThemeProvider/ThemeProvider';
import {
  actions as actionsClass,
  bar,
  brandLogo,
  brandName,
  brandRoot,
  brandSlot,
  content,
  home,
  menuButton,
  phone as phoneClass,
  phoneNumber,
  root,
  sidebar as sidebarClass,
  skipLink,
} from './AppShell.css';

export interface AppShellProps {
  /** The page body. */
  children: ReactNode;
  /** An `AppShellBrand`: logo, product name and the tappable phone number, at the bar's start. */
  brand: ReactNode;
  /** The bar's end: a `TopBar` (notifications, settings, avatar menu). */
  actions?: ReactNode;
  /** A `Sidebar`: a column from 768px up, a drawer below. */
  sidebar: ReactNode;
  /** A `Breadcrumbs` trail above the page body. */
  breadcrumbs?: ReactNode;
  skipLinkLabel?: string;
  /** The menu button's accessible name (phones). */
  menuLabel?: string;
  /** The drawer's heading, which names it. */
  navigationLabel?: string;
  /** The drawer's close button's accessible name. */
  closeMenuLabel?: string;
  /**
   * The current location (the same value the `Sidebar` gets): when it changes the drawer closes,
   * however the navigation happened (a link followed by keyboard, Back, a redirect), and focus
   * moves to the new page's heading (its first `h1`) once it has drawn.
   */
  currentHref?: string;
}

// The drawer (modal, dialog, focus trap) is needed on phones only, and not for the first paint.
// It is fetched when the page settles on any screen: its modal and dialog code is what nearly
// every screen's own modals share.
const loadNavigationDrawer = () => import('./NavigationDrawer');

/** Closes the drawer when it becomes a column (a phone turned, a window widened). */
function useCloseWhenWide(close: () => void) {
  useEffect(() => {
    const query = window.matchMedia(wideNavigationQuery);
    const onChange = () => {
      if (query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [close]);
}

/**
 * The signed-in frame with ONE top bar (`header`, the banner landmark, 64px): on phones a menu
 * button, then the brand, then the actions. From 768px up the sidebar is a column beside the
 * content; below, it is a drawer (RAC `Modal` + our `Dialog`, loaded when the page settles or on
 * first approach: focus is trapped inside, Escape or the close button closes it, focus returns
 * to the menu button, following a link closes it).
 * A skip link to the `main` landmark is the first tab stop. From 768px the sidebar stays in view
 * while the page scrolls and scrolls on its own. After a navigation (`currentHref` changed) focus
 * moves to the new page's `h1`, so a screen reader announces it. Lays out only; the app passes
 * the parts.
 *
 * Hooks: `[data-component="AppShell"]`, parts `[data-part="skip-link"]`, `[data-part="bar"]`,
 * `[data-part="menu-button"]` (`[data-pressed]`, `[data-focus-visible]`), `[data-part="brand"]`,
 * `[data-part="actions"]`, `[data-part="sidebar"]`, `[data-part="drawer"]` (`[data-entering]`,
 * `[data-exiting]`), `[data-part="content"]`.
 */
export function AppShell({
  children,
  brand,
  actions,
  sidebar,
  breadcrumbs,
  skipLinkLabel = 'Skip to content',
  menuLabel = 'Menu',
  navigationLabel = 'Navigation',
  closeMenuLabel = 'Close menu',
  currentHref,
}: AppShellProps) {
  const contentId = useId();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // The drawer's chunk renders from its first opening on (then it animates open and closed).
  const [drawerWanted, setDrawerWanted] = useState(false);
  usePreloadWhenIdle(loadNavigationDrawer);
  const NavigationDrawer = useLoadedComponent(loadNavigationDrawer, drawerWanted);
  const [close] = useState(() => () => setDrawerOpen(false));
  useCloseWhenWide(close);
  useFocusHeadingOnNavigation(contentId, currentHref);
  const [shownHref, setShownHref] = useState(currentHref);
  if (currentHref !== shownHref) {
    setShownHref(currentHref);
    setDrawerOpen(false);
  }

  // A followed link leaves the drawer behind: the new page should be in view, not the menu.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  return (
    <div className={root} data-component="AppShell">
      <a
        className={skipLink}
        href={`#${contentId}`}
        data-part="skip-link"
        onClick={(event) => {
          // Focus the content directly: fragment navigation neither focuses reliably in every
          // browser nor belongs in the app router's history.
          event.preventDefault();
          document.getElementById(contentId)?.focus();
        }}
      >
        {skipLinkLabel}
      </a>
      <header className={bar} data-part="bar">
        <Button
          variant="ghost"
          aria-label={menuLabel}
          aria-haspopup="dialog"
          aria-expanded={isDrawerOpen}
          className={menuButton}
          data-part="menu-button"
          onHoverStart={() => void loadNavigationDrawer()}
          onFocus={() => void loadNavigationDrawer()}
          onPress={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
        >
          <Icon name="menu" />
        </Button>
        {NavigationDrawer === null ? null : (
          <NavigationDrawer
            isOpen={isDrawerOpen}
            onOpenChange={setDrawerOpen}
            title={navigationLabel}
            closeLabel={closeMenuLabel}
            onLinkClick={closeOnLink}
          >
            {sidebar}
          </NavigationDrawer>
        )}
        <div className={brandSlot} data-part="brand">
          {brand}
        </div>
        {actions === undefined ? null : (
          <div className={actionsClass} data-part="actions">
            {actions}
          </div>
        )}
      </header>
      <div className={sidebarClass} data-part="sidebar">
        {sidebar}
      </div>
      <main id={contentId} tabIndex={-1} className={content} data-part="content">
        {breadcrumbs}
        {children}
      </main>
    </div>
  );
}

export interface AppShellBrandProps {
  /**
   * The number to call, from the global settings an admin edits; the brand token's number when
   * not given (spec §1).
   */
  phone?: BrandMeta['phone'];
  /**
   * The phone link's accessible name; it must contain the number as shown (WCAG label in name).
   * On phones only the icon shows, so this name is what is read.
   */
  phoneLabel?: string;
  /** Makes the logo and product name a link (the home page). */
  href?: string;
}

/**
 * The brand in the app bar (spec §1): the current brand's logo and product name and its phone
 * number as a tappable `tel:` link. Below 768px the name and the number are read but not shown
 * (logo and phone icon stay), so the bar fits a phone.
 *
 * Hooks: `[data-component="AppShellBrand"]` with `[data-brand]`, parts `[data-part="home"]`,
 * `[data-part="phone"]` (`[data-hovered]`, `[data-focus-visible]`).
 */
export function AppShellBrand({ phone, phoneLabel, href }: AppShellBrandProps) {
  const { name, productName, phone: brandPhone, Logo } = useBrand();
  const shown = phone ?? brandPhone;
  const identity = (
    <>
      <span className={brandLogo}>
        <Logo size={32} />
      </span>
      <span className={brandName}>{productName}</span>
    </>
  );
  return (
    <div className={brandRoot} data-component="AppShellBrand" data-brand={name}>
      {href === undefined ? (
        <span className={home} data-part="home">
          {identity}
        </span>
      ) : (
        <AriaLink href={href} className={home} data-part="home">
          {identity}
        </AriaLink>
      )}
      <AriaLink
        href={shown.href}
        className={phoneClass}
        aria-label={phoneLabel ?? shown.display}
        data-part="phone"
      >
        <Icon name="phone" size="small" />
        <span className={phoneNumber}>{shown.display}</span>
      </AriaLink>
    </div>
  );
}

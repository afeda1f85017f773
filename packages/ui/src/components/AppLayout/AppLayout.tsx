import { type ReactNode, useId } from 'react';
import { content, header, root, sidebar, skipLink, topBar } from './AppLayout.css';

export interface AppLayoutProps {
  /** The page body. */
  children: ReactNode;
  /** A `Sidebar`. */
  sidebar: ReactNode;
  /** A `TopBar`. */
  topBar?: ReactNode;
  /** A `Breadcrumbs` trail, above the page body (the app leaves it out on /dashboard). */
  breadcrumbs?: ReactNode;
  /** A `BrandHeader` across the top. */
  header?: ReactNode;
  skipLinkLabel?: string;
}

/**
 * The signed-in page frame: brand header, sidebar, top bar, breadcrumbs and the content in the
 * `main` landmark, with a skip link to it as the first tab stop. Mobile stacks the parts; from
 * tablet up the sidebar is a column on the left.
 *
 * Hooks: `[data-component="AppLayout"]`, parts `[data-part="skip-link"]`, `[data-part="header"]`,
 * `[data-part="sidebar"]`, `[data-part="top-bar"]`, `[data-part="content"]`.
 */
export function AppLayout({
  children,
  sidebar: sidebarSlot,
  topBar: topBarSlot,
  breadcrumbs,
  header: headerSlot,
  skipLinkLabel = 'Skip to content',
}: AppLayoutProps) {
  const contentId = useId();
  return (
    <div className={root} data-component="AppLayout">
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
      {headerSlot === undefined ? null : (
        <div className={header} data-part="header">
          {headerSlot}
        </div>
      )}
      <div className={sidebar} data-part="sidebar">
        {sidebarSlot}
      </div>
      {topBarSlot === undefined ? null : (
        <div className={topBar} data-part="top-bar">
          {topBarSlot}
        </div>
      )}
      <main id={contentId} tabIndex={-1} className={content} data-part="content">
        {breadcrumbs}
        {children}
      </main>
    </div>
  );
}

import { AppShell, usePreloadWhenIdle } from '@staydesk/ui';
import { Suspense, useDeferredValue, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useT } from '../../../i18n';
import { CurrentUserProvider, useSessionData } from '../../../lib/auth';
import { CrumbProvider } from '../../../lib/crumbs';
import { BrandBar } from '../components/BrandBar';
import { BreadcrumbTrail } from '../components/BreadcrumbTrail';
import { ScreenSkeleton, SessionFailure } from '../components/LayoutFallbacks';
import { type NavLabels, SidebarNav } from '../components/SidebarNav';
import { TopBarActions } from '../components/TopBarActions';

/**
 * The form layer (react-hook-form's resolver with zod's English messages), shared by every
 * screen and dialog that edits: fetched once the shell has settled, so a form opens without it.
 */
const preloadForms = () => import('../../../lib/form-resolver');

/**
 * The authenticated layout: one top bar (brand and phone, notifications, settings, avatar menu),
 * the sidebar as a column from 768px and as a drawer behind a menu button below. While the
 * current user, users and companies load, the frame is drawn (the brand, the sidebar's column,
 * the page's placeholder); the app itself renders only once all three have loaded (spec §4).
 * A screen chunk still loading shows a page placeholder in the content area, the shell staying.
 * The sidebar's labels come from the registered module descriptors (src/app/modules.ts).
 * `standalone` (the error and not-found pages): if the start-up calls fail, the page shows on
 * its own rather than the start-up failure.
 */
export function DashboardLayout({
  navLabels,
  standalone = false,
}: {
  navLabels: NavLabels;
  standalone?: boolean;
}) {
  const t = useT();
  const session = useSessionData();
  const { pathname } = useLocation();
  // The shell's parts are the same elements until what they show changes, so a navigation within
  // a screen (a list's page, its search) re-renders the screen, not the top bar and the sidebar.
  const brand = useMemo(() => <BrandBar />, []);
  const actions = useMemo(() => <TopBarActions />, []);
  const sidebar = useMemo(
    () => <SidebarNav labels={navLabels} pathname={pathname} />,
    [navLabels, pathname],
  );
  const breadcrumbs = useMemo(() => <BreadcrumbTrail />, []);
  usePreloadWhenIdle(preloadForms);
  // The last start-up answer arrives through SWR's store, which React renders at once and in one
  // piece: the whole shell and the first screen (one 700–1,000 ms task at 4× CPU).
  // Deferred, that render is a transition, drawn in slices between which the browser stays
  // responsive; the frame stays up meanwhile.
  const shownStatus = useDeferredValue(session.status);

  if (session.status === 'error') {
    if (standalone) {
      return (
        <main>
          <Outlet />
        </main>
      );
    }
    return <SessionFailure error={session.error} retry={session.retry} />;
  }
  const shellLabels = {
    skipLinkLabel: t.layout.skipToContent,
    menuLabel: t.layout.openMenu,
    navigationLabel: t.layout.drawerTitle,
    closeMenuLabel: t.layout.closeMenu,
  };
  if (session.status === 'loading' || shownStatus !== 'ready') {
    return (
      <AppShell brand={brand} sidebar={null} {...shellLabels}>
        <ScreenSkeleton />
      </AppShell>
    );
  }

  return (
    <CurrentUserProvider value={session.value}>
      <CrumbProvider>
        <AppShell
          brand={brand}
          actions={actions}
          sidebar={sidebar}
          breadcrumbs={breadcrumbs}
          {...shellLabels}
          currentHref={pathname}
        >
          <Suspense fallback={<ScreenSkeleton />}>
            <Outlet />
          </Suspense>
        </AppShell>
      </CrumbProvider>
    </CurrentUserProvider>
  );
}

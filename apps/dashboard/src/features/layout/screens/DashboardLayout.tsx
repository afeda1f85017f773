import { AppLayout } from '@staydesk/ui';
import { Outlet, useNavigation } from 'react-router';
import { useT } from '../../../i18n';
import { CurrentUserProvider, useSessionData } from '../../../lib/auth';
import { CrumbProvider } from '../../../lib/crumbs';
import { BrandBar } from '../components/BrandBar';
import { BreadcrumbTrail } from '../components/BreadcrumbTrail';
import { ScreenLoader, SessionFailure } from '../components/LayoutFallbacks';
import { type NavLabels, SidebarNav } from '../components/SidebarNav';
import { TopBarActions } from '../components/TopBarActions';

/**
 * The authenticated layout. It renders only once the current user, users and companies have
 * all loaded (spec §4); a screen chunk still loading shows the loader in the content area.
 * The sidebar's labels come from the registered module descriptors (src/app/modules.ts).
 */
export function DashboardLayout({ navLabels }: { navLabels: NavLabels }) {
  const t = useT();
  const session = useSessionData();
  const navigation = useNavigation();

  if (session.status === 'loading') return <ScreenLoader />;
  if (session.status === 'error') {
    return <SessionFailure error={session.error} retry={session.retry} />;
  }

  return (
    <CurrentUserProvider value={session.value}>
      <CrumbProvider>
        <AppLayout
          header={<BrandBar />}
          sidebar={<SidebarNav labels={navLabels} />}
          topBar={<TopBarActions />}
          breadcrumbs={<BreadcrumbTrail />}
          skipLinkLabel={t.layout.skipToContent}
        >
          {navigation.state === 'loading' ? <ScreenLoader /> : <Outlet />}
        </AppLayout>
      </CrumbProvider>
    </CurrentUserProvider>
  );
}

import { AppLayout } from '@staydesk/ui';
import { Outlet, useNavigation } from 'react-router';
import { useT } from '../../../i18n';
import { CurrentUserProvider, useSessionData } from '../../../lib/auth';
import { BrandBar } from '../components/BrandBar';
import { BreadcrumbTrail } from '../components/BreadcrumbTrail';
import { ScreenLoader, SessionFailure } from '../components/LayoutFallbacks';
import { SidebarNav } from '../components/SidebarNav';
import { TopBarActions } from '../components/TopBarActions';

/**
 * The authenticated layout. It renders only once the current user, users and companies have
 * all loaded (spec §4); a screen chunk still loading shows the loader in the content area.
 */
export function DashboardLayout() {
  const t = useT();
  const session = useSessionData();
  const navigation = useNavigation();

  if (session.status === 'loading') return <ScreenLoader />;
  if (session.status === 'error') {
    return <SessionFailure error={session.error} retry={session.retry} />;
  }

  return (
    <CurrentUserProvider value={session.value}>
      <AppLayout
        header={<BrandBar />}
        sidebar={<SidebarNav />}
        topBar={<TopBarActions />}
        breadcrumbs={<BreadcrumbTrail />}
        skipLinkLabel={t.layout.skipToContent}
      >
        {navigation.state === 'loading' ? <ScreenLoader /> : <Outlet />}
      </AppLayout>
    </CurrentUserProvider>
  );
}

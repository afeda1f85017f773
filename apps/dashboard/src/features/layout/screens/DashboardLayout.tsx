import { Box } from '@staydesk/ui';
import { Outlet, useNavigation } from 'react-router';
import { CurrentUserProvider, useSessionData } from '../../../lib/auth';
import { BrandBar } from '../components/BrandBar';
import { BreadcrumbTrail } from '../components/BreadcrumbTrail';
import { RouteLoadingFallbackContent, SessionFailure } from '../components/LayoutFallbacks';
import { SidebarNav } from '../components/SidebarNav';
import { TopBarActions } from '../components/TopBarActions';

/**
 * The authenticated layout. It renders only once the current user, users and companies have
 * all loaded (spec §4); a screen chunk still loading shows the loader in the content area.
 */
export function DashboardLayout() {
  const session = useSessionData();
  const navigation = useNavigation();

  if (session.status === 'loading') return <RouteLoadingFallbackContent />;
  if (session.status === 'error')
    return <SessionFailure error={session.error} retry={session.retry} />;

  return (
    <CurrentUserProvider value={session.value}>
      <Box data-layout="dashboard">
        <BrandBar />
        <Box display="flex">
          <SidebarNav />
          <Box as="main" flexGrow="1">
            <TopBarActions />
            <BreadcrumbTrail />
            {navigation.state === 'loading' ? <RouteLoadingFallbackContent /> : <Outlet />}
          </Box>
        </Box>
      </Box>
    </CurrentUserProvider>
  );
}

import { Breadcrumbs } from '@staydesk/ui';
import { useLocation } from 'react-router';
import { useT } from '../../../i18n';
import { breadcrumbItems } from './breadcrumb-items';
import { isDashboardScreen } from './screen-paths';

/** The breadcrumb bar, on every dashboard page but /dashboard itself (spec §2). */
export function BreadcrumbTrail() {
  const t = useT();
  const { pathname } = useLocation();
  const crumbs = breadcrumbItems(pathname, t, isDashboardScreen);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs
      aria-label={t.layout.breadcrumbLabel}
      items={crumbs.map((crumb) => ({
        id: crumb.key,
        label: crumb.label,
        ...(crumb.href ? { href: crumb.href } : {}),
      }))}
    />
  );
}

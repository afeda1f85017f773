import { Box, Inline, Link } from '@staydesk/ui';
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
    <Box as="nav" aria-label={t.layout.breadcrumbLabel}>
      <Inline as="ol" space="xsmall">
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <Box as="li" key={crumb.key} aria-current={isCurrent ? 'page' : undefined}>
              {crumb.href && !isCurrent ? (
                <Link href={crumb.href}>{crumb.label}</Link>
              ) : (
                crumb.label
              )}
            </Box>
          );
        })}
      </Inline>
    </Box>
  );
}

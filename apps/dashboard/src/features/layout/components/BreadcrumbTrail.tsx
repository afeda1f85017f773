import { Breadcrumbs } from '@staydesk/ui';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { recordCrumbKey, useRecordNames } from '../../../lib/crumbs';
import { routeHandle, useRouteMatches } from '../../../lib/routing';

const ScreenHelpLink = lazy(() =>
  import('./ScreenHelpLink').then((m) => ({ default: m.ScreenHelpLink })),
);

/**
 * 'Menu' > section > sub-menu > record (spec §2), from the matched routes' crumbs (lib/routing
 * `useRouteMatches`). A record shows its name once its screen has loaded it, never its id.
 * Not shown on /dashboard itself. Beside it, for the roles with Help, a "?" opens the help
 * article of the task done on this screen, where there is one.
 */
export function BreadcrumbTrail() {
  const t = useT();
  const language = useLanguage();
  const names = useRecordNames();
  const matches = useRouteMatches();
  const { pathname } = useLocation();
  const can = useCan();
  const items = matches.flatMap((match) => {
    const { crumb, isScreen } = routeHandle(match.route) ?? {};
    if (!crumb) return [];
    const label =
      typeof crumb === 'function'
        ? crumb(language)
        : (names[recordCrumbKey(crumb.record, match.params[crumb.record] ?? '')] ?? '…');
    return [{ id: match.pathname, label, ...(isScreen ? { href: match.pathname } : {}) }];
  });
  const trail = [
    { id: '/dashboard', label: t.layout.breadcrumbRoot, href: '/dashboard' },
    ...items,
  ];
  const crumbs =
    items.length > 0 ? <Breadcrumbs aria-label={t.layout.breadcrumbLabel} items={trail} /> : null;
  if (!can('HELP')) return crumbs;
  return (
    <Suspense fallback={crumbs}>
      <ScreenHelpLink pathname={pathname} crumbs={crumbs} />
    </Suspense>
  );
}

import { Breadcrumbs } from '@staydesk/ui';
import { useLanguage, useT } from '../../../i18n';
import { recordCrumbKey, useRecordNames } from '../../../lib/crumbs';
import { routeHandle, useRouteMatches } from '../../../lib/routing';

/**
 * 'Menu' > section > sub-menu > record (spec §2), from the matched routes' crumbs (lib/routing
 * `useRouteMatches`). A record shows its name once its screen has loaded it, never its id.
 * Not shown on /dashboard itself.
 */
export function BreadcrumbTrail() {
  const t = useT();
  const language = useLanguage();
  const names = useRecordNames();
  const matches = useRouteMatches();
  const items = matches.flatMap((match) => {
    const { crumb, isScreen } = routeHandle(match.route) ?? {};
    if (!crumb) return [];
    const label =
      typeof crumb === 'function'
        ? crumb(language)
        : (names[recordCrumbKey(crumb.record, match.params[crumb.record] ?? '')] ?? '…');
    return [{ id: match.pathname, label, ...(isScreen ? { href: match.pathname } : {}) }];
  });
  if (items.length === 0) return null;
  const trail = [
    { id: '/dashboard', label: t.layout.breadcrumbRoot, href: '/dashboard' },
    ...items,
  ];
  return <Breadcrumbs aria-label={t.layout.breadcrumbLabel} items={trail} />;
}

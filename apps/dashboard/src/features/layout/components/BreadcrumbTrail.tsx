import { Breadcrumbs, Inline, Link } from '@staydesk/ui';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { recordCrumbKey, useRecordNames } from '../../../lib/crumbs';
import { articleHref, articleOfPath } from '../../../lib/help-articles';
import { routeHandle, useRouteMatches } from '../../../lib/routing';

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
  const article = can('HELP') ? articleOfPath(pathname) : undefined;
  const items = matches.flatMap((match) => {
    const { crumb, isScreen } = routeHandle(match.route) ?? {};
    if (!crumb) return [];
    const label =
      typeof crumb === 'function'
        ? crumb(language)
        : (names[recordCrumbKey(crumb.record, match.params[crumb.record] ?? '')] ?? '…');
    return [{ id: match.pathname, label, ...(isScreen ? { href: match.pathname } : {}) }];
  });
  if (items.length === 0 && article === undefined) return null;
  const trail = [
    { id: '/dashboard', label: t.layout.breadcrumbRoot, href: '/dashboard' },
    ...items,
  ];
  const crumbs =
    items.length > 0 ? <Breadcrumbs aria-label={t.layout.breadcrumbLabel} items={trail} /> : null;
  if (article === undefined) return crumbs;
  return (
    <Inline space="small" alignY="center" align="space-between">
      {crumbs ?? <span />}
      <Link href={articleHref(article)} aria-label={t.layout.screenHelp} weight="strong">
        ?
      </Link>
    </Inline>
  );
}

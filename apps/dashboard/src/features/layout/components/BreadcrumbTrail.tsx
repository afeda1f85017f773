import { Breadcrumbs } from '@staydesk/ui';
import { useMatches } from 'react-router';
import { useLanguage, useT } from '../../../i18n';
import { recordCrumbKey, useRecordNames } from '../../../lib/crumbs';
import { isRouteHandle } from '../../../lib/module';

/**
 * 'Menu' > section > sub-menu > record (spec §2), from the matched routes' crumbs (react-router
 * `handle` + `useMatches`). A record shows its name once its screen has loaded it, never its id.
 * Not shown on /dashboard itself.
 */
export function BreadcrumbTrail() {
  const t = useT();
  const language = useLanguage();
  const names = useRecordNames();
  const matches = useMatches();
  const items = matches.flatMap((match) => {
    if (!isRouteHandle(match.handle)) return [];
    const { crumb, isScreen } = match.handle;
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

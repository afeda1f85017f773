import type { Messages } from '../../../i18n';

export interface Crumb {
  /** The crumb's address, unique along the trail. */
  key: string;
  label: string;
  /** Set when the crumb's own address is a screen. */
  href?: string;
}

/**
 * 'Menu' > section > sub-menu > current id (spec §2), from the address under /dashboard.
 * Words come from i18n; an id is shown as it is. `isScreen` says which prefixes are routes.
 */
export function breadcrumbItems(
  pathname: string,
  t: Messages,
  isScreen: (href: string) => boolean,
): Crumb[] {
  const segments = pathname
    .replace(/^\/dashboard\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (segments.length === 0) return [];
  const words: Record<string, string> = t.layout.segments;
  const crumbs: Crumb[] = [
    { key: '/dashboard', label: t.layout.breadcrumbRoot, href: '/dashboard' },
  ];
  let href = '/dashboard';
  for (const segment of segments) {
    href = `${href}/${encodeURIComponent(segment)}`;
    const label = Object.hasOwn(words, segment) ? (words[segment] ?? segment) : segment;
    crumbs.push(isScreen(href) ? { key: href, label, href } : { key: href, label });
  }
  return crumbs;
}

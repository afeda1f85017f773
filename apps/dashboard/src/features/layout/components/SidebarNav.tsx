import { type MenuEntry, visibleMenu } from '@staydesk/domain';
import { Sidebar, type SidebarItem } from '@staydesk/ui';
import { type Language, useLanguage, useT } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import type { Label } from '../../../lib/module';

export type NavLabels = Readonly<Record<string, Label>>;

/**
 * A domain menu entry as the design system's sidebar item, labelled by its module's descriptor
 * in the user's language (the app refuses to start when an entry has no module's label, so the
 * key never shows).
 */
export function toSidebarItem(
  entry: MenuEntry,
  labels: NavLabels,
  language: Language,
): SidebarItem {
  const base = {
    id: entry.key,
    label: labels[entry.key]?.(language) ?? entry.key,
    isAdminOnly: entry.adminOnly,
  };
  if (entry.kind === 'link') return { ...base, href: entry.path };
  return {
    ...base,
    children: entry.children.map((child) => toSidebarItem(child, labels, language)),
  };
}

/**
 * The sidebar of spec §2: only what the role (and the user's experiments) allows. The layout
 * passes the path, so a change of the query alone (a list's page or search) leaves it as it is.
 */
export function SidebarNav({ labels, pathname }: { labels: NavLabels; pathname: string }) {
  const t = useT();
  const language = useLanguage();
  const { userData } = useCurrentUser();
  const items = visibleMenu(userData.role, userData.experiments).map((entry) =>
    toSidebarItem(entry, labels, language),
  );
  return (
    <Sidebar
      items={items}
      currentHref={pathname}
      aria-label={t.layout.navigationLabel}
      adminOnlyLabel={t.layout.adminOnly}
    />
  );
}

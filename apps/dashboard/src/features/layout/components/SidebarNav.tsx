import { type MenuEntry, visibleMenu } from '@staydesk/domain';
import { Sidebar, type SidebarItem } from '@staydesk/ui';
import { useLocation } from 'react-router';
import { type Messages, useT } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';

function labelOf(t: Messages, key: string, fallback: string): string {
  const labels: Record<string, string> = t.layout.menu;
  return Object.hasOwn(labels, key) ? (labels[key] ?? fallback) : fallback;
}

/** A domain menu entry as the design system's sidebar item, labelled in the user's language. */
export function toSidebarItem(entry: MenuEntry, t: Messages): SidebarItem {
  const base = {
    id: entry.key,
    label: labelOf(t, entry.key, entry.label),
    isAdminOnly: entry.adminOnly,
  };
  if (entry.kind === 'link') return { ...base, href: entry.path };
  return { ...base, children: entry.children.map((child) => toSidebarItem(child, t)) };
}

/** The sidebar of spec §2: only what the role (and the user's experiments) allows. */
export function SidebarNav() {
  const t = useT();
  const { pathname } = useLocation();
  const { userData } = useCurrentUser();
  const items = visibleMenu(userData.role, userData.experiments).map((entry) =>
    toSidebarItem(entry, t),
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

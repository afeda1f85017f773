import { type MenuEntry, visibleMenu } from '@staydesk/domain';
import { Box, Button, Icon, Inline, Link, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { type Messages, useT } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';

function labelOf(t: Messages, key: string, fallback: string): string {
  const labels: Record<string, string> = t.layout.menu;
  return Object.hasOwn(labels, key) ? (labels[key] ?? fallback) : fallback;
}

function EntryLabel({ entry }: { entry: MenuEntry }) {
  const t = useT();
  return (
    <Inline space="xsmall" noWrap>
      {labelOf(t, entry.key, entry.label)}
      {entry.adminOnly ? <Icon name="shield" label={t.layout.adminOnly} /> : null}
    </Inline>
  );
}

function MenuGroupItem({ entry }: { entry: Extract<MenuEntry, { kind: 'group' }> }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(() => pathname.startsWith(entry.path));
  const t = useT();
  return (
    <Box as="li" data-menu-key={entry.key}>
      <Button variant="ghost" aria-expanded={expanded} onPress={() => setExpanded(!expanded)}>
        <EntryLabel entry={entry} />
      </Button>
      {expanded ? (
        <Stack as="ul" space="xxsmall">
          {entry.children.map((child) => (
            <Box as="li" key={child.key} data-menu-key={child.key}>
              <Link href={child.path}>{labelOf(t, child.key, child.label)}</Link>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/** The sidebar of spec §2: only what the role (and the user's experiments) allows. */
export function SidebarNav() {
  const t = useT();
  const { userData } = useCurrentUser();
  const entries = visibleMenu(userData.role, userData.experiments);
  return (
    <Box as="nav" aria-label={t.layout.navigationLabel}>
      <Stack as="ul" space="xxsmall">
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <MenuGroupItem key={entry.key} entry={entry} />
          ) : (
            <Box as="li" key={entry.key} data-menu-key={entry.key}>
              <Link href={entry.path}>
                <EntryLabel entry={entry} />
              </Link>
            </Box>
          ),
        )}
      </Stack>
    </Box>
  );
}

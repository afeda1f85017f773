import { Button, Icon, Inline, Menu, MenuItem, MenuTrigger } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

/** An action of a page's "More" menu. */
export interface MoreAction {
  id: string;
  label: string;
  onAction: () => void;
  /** Destructive (delete, cancel): shown in red in the menu; the caller asks to confirm. */
  critical?: boolean;
}

/** A `MoreAction`, or nothing where the role or the record's state leaves it out. */
export type MaybeAction = MoreAction | false | null | undefined;

/**
 * A record page's actions, by one rule everywhere: at most one solid primary action (last, at
 * the inline end), at most two outlined secondary ones, and the rest — destructive ones always
 * — in a "More" menu, so Delete never stands in red beside Edit.
 */
export function PageActions({
  primary,
  secondary,
  more = [],
}: {
  /** A `Button` (primary variant) or `ButtonLink`. */
  primary?: ReactNode;
  /** Up to two outlined buttons. */
  secondary?: ReactNode;
  more?: readonly MaybeAction[];
}) {
  const t = useT();
  const items = more.filter((action): action is MoreAction => Boolean(action));
  const byId = new Map(items.map((action) => [action.id, action]));
  return (
    <Inline space="small" alignY="center">
      {secondary}
      {items.length > 0 ? (
        <MenuTrigger>
          <Button variant="secondary" aria-label={t.common.moreActionsLabel}>
            <Inline space="xxsmall" noWrap alignY="center">
              {t.common.moreActions}
              <Icon name="chevron-down" size="small" />
            </Inline>
          </Button>
          <Menu
            aria-label={t.common.moreActionsLabel}
            placement="bottom end"
            onAction={(key) => byId.get(String(key))?.onAction()}
          >
            {items.map((action) => (
              <MenuItem
                key={action.id}
                id={action.id}
                tone={action.critical ? 'critical' : 'neutral'}
              >
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      ) : null}
      {primary}
    </Inline>
  );
}

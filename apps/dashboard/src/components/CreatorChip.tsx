import { Icon, Inline, Link } from '@staydesk/ui';
import { useLocation } from 'react-router';
import { href } from '../config/paths';
import { format, useT } from '../i18n';
import { useCurrentUser } from '../lib/auth';

/** The router state a creator chip hands to the account page: where to go Back to (spec §2). */
export interface AccountPageState {
  from: string;
}

/**
 * Who created a record, as a chip that opens their account page and passes the current path
 * as router state, so the account page's Back link returns here (spec §2). Shared by every
 * feature that shows a record's `createdBy`; names come from the start-up users list.
 */
export function CreatorChip({ userId }: { userId: string | null }) {
  const t = useT();
  const { users } = useCurrentUser();
  const location = useLocation();
  if (!userId) {
    return (
      <Inline space="xsmall" alignY="center" data-component="CreatorChip">
        <Icon name="user" />
        <span>{t.common.creatorSystem}</span>
      </Inline>
    );
  }
  const name = users.find((user) => user.id === userId)?.fullName ?? t.common.creatorUnknown;
  const state: AccountPageState = {
    from: `${location.pathname}${location.search}${location.hash}`,
  };
  return (
    <Link
      href={href('account', { accountId: userId })}
      routerOptions={{ state }}
      aria-label={format(t.common.openAccount, { name })}
      data-component="CreatorChip"
    >
      <Inline space="xsmall" alignY="center">
        <Icon name="user" />
        <span>{name}</span>
      </Inline>
    </Link>
  );
}

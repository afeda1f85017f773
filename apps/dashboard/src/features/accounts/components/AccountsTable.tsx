import { type Account, hasFile, timeAgo } from '@staydesk/domain';
import { Avatar, Badge, Inline, Link } from '@staydesk/ui';
import type { AccountPageState } from '../../../components/CreatorChip';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';

/** One page of accounts; each name opens the account page, remembering this list as Back. */
export function AccountsTable({ accounts, from }: { accounts: readonly Account[]; from: string }) {
  const t = useT();
  const state: AccountPageState = { from };
  return (
    <table data-component="AccountsTable">
      <thead>
        <tr>
          <th scope="col">{t.accounts.columns.name}</th>
          <th scope="col">{t.accounts.columns.email}</th>
          <th scope="col">{t.accounts.columns.role}</th>
          <th scope="col">{t.accounts.columns.phone}</th>
          <th scope="col">{t.accounts.columns.lastSignIn}</th>
          <th scope="col">{t.accounts.columns.status}</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.id} data-account-id={account.id}>
            <td>
              <Inline space="xsmall" alignY="center">
                <Avatar
                  name={account.fullName}
                  src={hasFile(account.imageUrl) ? (account.imageUrl?.url ?? null) : null}
                  size="small"
                  isDecorative
                />
                <Link href={paths.dashboard.account.href(account.id)} routerOptions={{ state }}>
                  {account.fullName}
                </Link>
              </Inline>
            </td>
            <td>{account.email}</td>
            <td data-role={account.role}>
              <Badge tone="info">{t.layout.roles[account.role]}</Badge>
            </td>
            <td>{account.phone ?? ''}</td>
            <td>{account.lastSignInAt ? timeAgo(account.lastSignInAt) : t.accounts.never}</td>
            <td>{account.isActive ? t.accounts.active : t.accounts.inactive}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

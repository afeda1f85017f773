import { type Account, hasFile } from '@staydesk/domain';
import { Avatar, Badge, EmailText, Inline, Link, Table, type TableColumn } from '@staydesk/ui';
import type { AccountPageState } from '../../../components/CreatorChip';
import { href } from '../../../config/paths';
import { type Formatters, useFormat } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import { type AccountsTexts, useAccountsTexts } from '../messages';

function accountColumns(
  t: AccountsTexts,
  f: Formatters,
  state: AccountPageState,
): TableColumn<Account>[] {
  return [
    {
      id: 'name',
      role: 'name',
      name: t.accounts.columns.name,
      isRowHeader: true,
      renderCell: (account) => (
        <Inline space="xsmall" alignY="center">
          <Avatar
            name={account.fullName}
            src={hasFile(account.imageUrl) ? (account.imageUrl?.url ?? null) : null}
            size="small"
            isDecorative
          />
          <Link href={href('account', { accountId: account.id })} routerOptions={{ state }}>
            {account.fullName}
          </Link>
        </Inline>
      ),
    },
    {
      id: 'email',
      role: 'email',
      name: t.accounts.columns.email,
      renderCell: (account) => <EmailText>{account.email}</EmailText>,
    },
    {
      id: 'role',
      role: 'status',
      name: t.accounts.columns.role,
      renderCell: (account) => <Badge tone="info">{t.layout.roles[account.role]}</Badge>,
    },
    {
      id: 'phone',
      name: t.accounts.columns.phone,
      noWrap: true,
      renderCell: (account) => account.phone ?? '',
    },
    {
      id: 'lastSignIn',
      role: 'date',
      name: t.accounts.columns.lastSignIn,
      renderCell: (account) =>
        account.lastSignInAt ? f.relative(account.lastSignInAt) : t.accounts.never,
    },
    {
      id: 'status',
      role: 'status',
      name: t.accounts.columns.status,
      renderCell: (account) => (account.isActive ? t.accounts.active : t.accounts.inactive),
    },
  ];
}

/** One page of accounts; each name opens the account page, remembering this list as Back. */
export function AccountsTable({ accounts, from }: { accounts: readonly Account[]; from: string }) {
  const t = useAccountsTexts();
  const f = useFormat();
  const columns = usePhoneColumns(accountColumns(t, f, { from }), ['name', 'role']);
  return <Table aria-label={t.accounts.title} columns={columns} items={accounts} />;
}

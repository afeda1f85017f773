import { isRole, ROLES } from '@staydesk/domain';
import {
  Box,
  Button,
  EmptyState,
  ListPage,
  Loader,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { PaginationBar } from '../../../components/PaginationBar';
import { useFormat } from '../../../i18n';
import { Can, useCan } from '../../../lib/can';
import { useListState } from '../../../lib/list';
import { useAccounts } from '../api/accounts';
import type { AccountsQuery } from '../api/keys';
import { AccountsTable } from '../components/AccountsTable';
import { PendingAccounts } from '../components/PendingAccounts';
import { useAccountsTexts } from '../messages';

// The create form (react-hook-form, its schema, the role picker) loads when first opened, so
// the list stays within its bundle budget.
const CreateAccountDialog = lazy(() =>
  import('../components/CreateAccountDialog').then((m) => ({ default: m.CreateAccountDialog })),
);

/** The filter's choice meaning no role filter; never a role name. */
const allRolesKey = 'all';

/** /dashboard/accounts: server-paged accounts (29 a page) with search and a role filter. */
export function AccountsScreen() {
  const t = useAccountsTexts();
  const f = useFormat();
  const can = useCan();
  const location = useLocation();
  // Page, search (as you type) and the role filter live in the address, so Back from an
  // account returns to the same list.
  const list = useListState({ filters: ['role'] });
  const role = list.query.filters.role ?? '';
  const query: AccountsQuery = {
    page: list.query.page,
    search: list.query.search,
    role: isRole(role) ? role : '',
  };
  const { data, isLoading } = useAccounts(query);
  const [creating, setCreating] = useState(false);

  const total = data ? (
    <Box role="status">
      <Text tone="secondary">{f.message(t.accounts.total, { count: data.total })}</Text>
    </Box>
  ) : null;

  return (
    <Box as="section">
      {creating && can('ACCOUNT_DATA') ? (
        <Suspense fallback={null}>
          <CreateAccountDialog
            isOpen
            canChooseRole={can('ACCOUNT_ROLE')}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      ) : null}
      <ListPage
        header={
          // Sign-ups awaiting a decision sit under the page's title, before the list's toolbar.
          <Stack space="large">
            <PageHeader
              title={t.accounts.title}
              actions={
                can('ACCOUNT_DATA') ? (
                  <Button onPress={() => setCreating(true)}>{t.accounts.createAccount}</Button>
                ) : undefined
              }
            />
            <Can permission="ACCOUNT_DATA">
              <PendingAccounts />
            </Can>
          </Stack>
        }
        searchValue={list.searchText}
        onSearchChange={list.setSearchText}
        searchLabel={t.accounts.searchLabel}
        searchPlaceholder={t.accounts.searchPlaceholder}
        filters={
          <Select
            label={t.accounts.roleFilter}
            selectedKey={query.role === '' ? allRolesKey : query.role}
            onSelectionChange={(key) => {
              const chosen = String(key);
              list.setFilter('role', isRole(chosen) ? chosen : undefined);
            }}
          >
            <SelectItem id={allRolesKey}>{t.accounts.allRoles}</SelectItem>
            {ROLES.map((role) => (
              <SelectItem key={role} id={role}>
                {t.layout.roles[role]}
              </SelectItem>
            ))}
          </Select>
        }
        isEmpty={data !== undefined && data.accounts.length === 0}
        emptyState={
          <Stack space="medium">
            {total}
            <EmptyState title={t.accounts.emptyTitle} text={t.accounts.emptyText} />
          </Stack>
        }
        {...(data
          ? {
              pagination: (
                <PaginationBar
                  page={data.page}
                  pageCount={data.pageCount}
                  onChange={list.setPage}
                />
              ),
            }
          : {})}
      >
        {data ? (
          <Stack space="small">
            {total}
            <AccountsTable
              accounts={data.accounts}
              from={`${location.pathname}${location.search}`}
            />
          </Stack>
        ) : isLoading ? (
          <Loader label={t.common.loading} />
        ) : null}
      </ListPage>
    </Box>
  );
}

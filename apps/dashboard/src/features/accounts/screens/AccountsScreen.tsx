import { isRole, ROLES } from '@staydesk/domain';
import {
  Box,
  Button,
  EmptyState,
  Heading,
  Inline,
  Loader,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@staydesk/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PaginationBar } from '../../../components/PaginationBar';
import { useFormat, useT } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useListState } from '../../../lib/list';
import { useAccounts } from '../api/accounts';
import type { AccountsQuery } from '../api/keys';
import { AccountsTable } from '../components/AccountsTable';
import { CreateAccountDialog } from '../components/CreateAccountDialog';

/** The filter's choice meaning no role filter; never a role name. */
const allRolesKey = 'all';

/** /dashboard/accounts: server-paged accounts (29 a page) with search and a role filter. */
export function AccountsScreen() {
  const t = useT();
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

  return (
    <Box as="section">
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="center">
          <Heading level={1}>{t.accounts.title}</Heading>
          {can('ACCOUNT_DATA') ? (
            <Button onPress={() => setCreating(true)}>{t.accounts.createAccount}</Button>
          ) : null}
        </Inline>
        {can('ACCOUNT_DATA') ? (
          <CreateAccountDialog
            isOpen={creating}
            canChooseRole={can('ACCOUNT_ROLE')}
            onClose={() => setCreating(false)}
          />
        ) : null}
        <Inline space="medium" alignY="flex-end">
          <TextField
            type="search"
            label={t.accounts.searchLabel}
            placeholder={t.accounts.searchPlaceholder}
            value={list.searchText}
            onChange={list.setSearchText}
          />
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
        </Inline>
        {isLoading && !data ? <Loader label={t.common.loading} /> : null}
        {data ? (
          <Stack space="medium">
            <Box role="status">{f.message(t.accounts.total, { count: data.total })}</Box>
            {data.accounts.length === 0 ? (
              <EmptyState title={t.accounts.emptyTitle} text={t.accounts.emptyText} />
            ) : (
              <AccountsTable
                accounts={data.accounts}
                from={`${location.pathname}${location.search}`}
              />
            )}
            <PaginationBar page={data.page} pageCount={data.pageCount} onChange={list.setPage} />
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

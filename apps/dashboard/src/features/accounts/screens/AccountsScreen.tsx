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
import { type FormEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PaginationBar } from '../../../components/PaginationBar';
import { format, useT } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useAccounts } from '../api/accounts';
import type { AccountsQuery } from '../api/keys';
import { AccountsTable } from '../components/AccountsTable';
import { CreateAccountDialog } from '../components/CreateAccountDialog';

/** The filter's choice meaning no role filter; never a role name. */
const allRolesKey = 'all';

/** The list filters live in the address, so Back from an account returns to the same page. */
function readQuery(params: URLSearchParams): AccountsQuery {
  const page = Number(params.get('page'));
  const role = params.get('role') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    role: isRole(role) ? role : '',
  };
}

/** /dashboard/accounts: server-paged accounts (29 a page) with search and a role filter. */
export function AccountsScreen() {
  const t = useT();
  const can = useCan();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const { data, isLoading } = useAccounts(query);
  const [searchText, setSearchText] = useState(query.search);
  const [creating, setCreating] = useState(false);

  const setQuery = (next: Partial<AccountsQuery>) => {
    const merged = { ...query, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.search) search.set('search', merged.search);
    if (merged.role) search.set('role', merged.role);
    setParams(search);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: searchText.trim() });
  };

  return (
    <Box as="section" padding="large">
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
          <form onSubmit={onSearch}>
            <TextField
              type="search"
              label={t.accounts.searchLabel}
              placeholder={t.accounts.searchPlaceholder}
              value={searchText}
              onChange={setSearchText}
            />
          </form>
          <Select
            label={t.accounts.roleFilter}
            selectedKey={query.role === '' ? allRolesKey : query.role}
            onSelectionChange={(key) => {
              const role = String(key);
              setQuery({ role: isRole(role) ? role : '' });
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
            <Box role="status">{format(t.accounts.total, { count: data.total })}</Box>
            {data.accounts.length === 0 ? (
              <EmptyState title={t.accounts.emptyTitle} text={t.accounts.emptyText} />
            ) : (
              <AccountsTable
                accounts={data.accounts}
                from={`${location.pathname}${location.search}`}
              />
            )}
            <PaginationBar
              page={data.page}
              pageCount={data.pageCount}
              onChange={(page) => setQuery({ page })}
            />
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

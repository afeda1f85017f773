import type { Experiment, Role, User } from '@staydesk/domain';
import { Box, Heading, Loader, Stack, Text, TextField } from '@staydesk/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PaginationBar } from '../../../components/PaginationBar';
import { format, useT } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useCan } from '../../../lib/can';
import { useChangeRole, useRemoveExperiment, useSetExperiment } from '../../../lib/users';
import { useAuditEvents } from '../api/audit';
import { useAvailableExperiments } from '../api/experiments';
import { useUsersPage } from '../api/users';
import { AuditTable } from '../components/AuditTable';
import { type UserAdminActions, UserAdminTable } from '../components/UserAdminRow';

function positive(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 1;
}

function useUserAdminActions(): UserAdminActions {
  const changeRole = useChangeRole();
  const setExperiment = useSetExperiment();
  const removeExperiment = useRemoveExperiment();
  return {
    changeRole: (user: User, role: Role) =>
      changeRole.trigger({ id: user.id, role, version: user.version }),
    setExperiment: (user: User, experiment: Experiment) =>
      setExperiment.trigger({ id: user.id, ...experiment }),
    removeExperiment: (user: User, name: string) => removeExperiment.trigger({ id: user.id, name }),
  };
}

function UsersSection() {
  const t = useT();
  const can = useCan();
  const { userData } = useCurrentUser();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = { page: positive(params.get('page')), search: params.get('search') ?? '' };
  const users = useUsersPage(query);
  const experiments = useAvailableExperiments();
  const actions = useUserAdminActions();
  const [searchText, setSearchText] = useState(query.search);

  const update = (next: { page?: number; search?: string }) => {
    const merged = new URLSearchParams(params);
    const search = next.search ?? query.search;
    const page = next.page ?? 1;
    if (search) merged.set('search', search);
    else merged.delete('search');
    if (page > 1) merged.set('page', String(page));
    else merged.delete('page');
    setParams(merged);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: searchText.trim() });
  };

  return (
    <Stack as="section" space="medium" aria-label={t.administration.users}>
      <Heading level={2}>{t.administration.users}</Heading>
      <Text>{t.administration.usersText}</Text>
      <form onSubmit={onSearch}>
        <TextField
          type="search"
          label={t.administration.searchLabel}
          placeholder={t.administration.searchPlaceholder}
          value={searchText}
          onChange={setSearchText}
        />
      </form>
      {!users.data ? <Loader label={t.common.loading} /> : null}
      {users.data ? (
        <Stack space="small">
          <Box>{format(t.administration.total, { count: users.data.total })}</Box>
          {users.data.users.length === 0 ? <Text>{t.administration.emptyUsers}</Text> : null}
          {users.data.users.length > 0 ? (
            <UserAdminTable
              users={users.data.users}
              selfId={userData.id}
              canChangeRole={can('ACCOUNT_ROLE')}
              available={experiments.data ?? []}
              actions={actions}
              from={`${location.pathname}${location.search}`}
            />
          ) : null}
          <PaginationBar
            page={users.data.page}
            pageCount={users.data.pageCount}
            onChange={(page) => update({ page })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

function AuditSection() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('auditPage'));
  const audit = useAuditEvents(page);
  return (
    <Stack as="section" space="medium" aria-label={t.administration.audit}>
      <Heading level={2}>{t.administration.audit}</Heading>
      <Text>{t.administration.auditText}</Text>
      {!audit.data ? <Loader label={t.common.loading} /> : null}
      {audit.data && audit.data.events.length === 0 ? (
        <Text>{t.administration.emptyAudit}</Text>
      ) : null}
      {audit.data && audit.data.events.length > 0 ? (
        <AuditTable events={audit.data.events} />
      ) : null}
      {audit.data ? (
        <PaginationBar
          page={audit.data.page}
          pageCount={audit.data.pageCount}
          onChange={(next) => {
            const merged = new URLSearchParams(params);
            merged.set('auditPage', String(next));
            setParams(merged);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** /dashboard/administration (ADMINISTRATION): users' roles and experiments, and the audit trail. */
export function AdministrationScreen() {
  const t = useT();
  return (
    <Box as="section" padding="large">
      <Stack space="xlarge">
        <Heading level={1}>{t.administration.title}</Heading>
        <UsersSection />
        <AuditSection />
      </Stack>
    </Box>
  );
}

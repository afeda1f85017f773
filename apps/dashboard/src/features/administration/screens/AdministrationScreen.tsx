import {
  EXPERIMENT_NAMES,
  type Experiment,
  type ExperimentName,
  type Role,
  type User,
} from '@staydesk/domain';
import {
  Box,
  DescriptionList,
  DescriptionListItem,
  Loader,
  PageHeader,
  RecordSection,
  Stack,
  Text,
  TextField,
} from '@staydesk/ui';
import { useLocation, useSearchParams } from 'react-router';
import { PaginationBar } from '../../../components/PaginationBar';
import { useFormat } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useCan } from '../../../lib/can';
import { useListState } from '../../../lib/list';
import { useChangeRole, useRemoveExperiment, useSetExperiment } from '../../../lib/users';
import { useAuditEvents } from '../api/audit';
import { useAvailableExperiments } from '../api/experiments';
import { useRoleGrants, useSaveRoleGrants } from '../api/role-grants';
import { useUsersPage } from '../api/users';
import { AuditTable } from '../components/AuditTable';
import { FinancePermissions } from '../components/FinancePermissions';
import { type UserAdminActions, UserAdminTable } from '../components/UserAdminRow';
import { useAdministrationTexts } from '../messages';

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
  const t = useAdministrationTexts();
  const can = useCan();
  const { userData } = useCurrentUser();
  const location = useLocation();
  const f = useFormat();
  const list = useListState();
  const users = useUsersPage({ page: list.query.page, search: list.query.search });
  const experiments = useAvailableExperiments();
  const actions = useUserAdminActions();

  return (
    <RecordSection title={t.administration.users} description={t.administration.usersText}>
      <Stack space="medium">
        <TextField
          type="search"
          label={t.administration.searchLabel}
          placeholder={t.administration.searchPlaceholder}
          value={list.searchText}
          onChange={list.setSearchText}
        />
        {!users.data ? <Loader label={t.common.loading} /> : null}
        {users.data ? (
          <Stack space="small">
            <Box>{f.message(t.administration.total, { count: users.data.total })}</Box>
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
              onChange={list.setPage}
            />
          </Stack>
        ) : null}
      </Stack>
    </RecordSection>
  );
}

const isKnown = (name: string): name is ExperimentName =>
  (EXPERIMENT_NAMES as readonly string[]).includes(name);

/** Each experiment the settings offer and the feature it switches on (its description otherwise). */
function ExperimentsSection() {
  const t = useAdministrationTexts();
  const experiments = useAvailableExperiments();
  return (
    <RecordSection
      title={t.administration.experiments}
      description={t.administration.experimentsText}
    >
      {experiments.data ? (
        <DescriptionList>
          {experiments.data.map((experiment) => (
            <DescriptionListItem
              key={experiment.name}
              label={experiment.label}
              value={
                isKnown(experiment.name)
                  ? t.administration.controls[experiment.name]
                  : experiment.description
              }
            />
          ))}
        </DescriptionList>
      ) : (
        <Loader label={t.common.loading} />
      )}
    </RecordSection>
  );
}

/** The finance actions beyond the specification's areas, granted per role. */
function FinancePermissionsSection() {
  const t = useAdministrationTexts();
  const a = t.administration.financePermissions;
  const grants = useRoleGrants();
  const save = useSaveRoleGrants();
  return (
    <RecordSection title={a.title} description={a.text}>
      {grants.data ? (
        <FinancePermissions
          view={grants.data}
          isSaving={save.isPending}
          onSave={(next) => {
            // The toast says why a save was refused; the table then shows what is stored.
            save
              .trigger({ version: grants.data?.version ?? 0, grants: next })
              .catch(() => grants.mutate());
          }}
        />
      ) : grants.error ? (
        <Text>{a.loadError}</Text>
      ) : (
        <Loader label={t.common.loading} />
      )}
    </RecordSection>
  );
}

function AuditSection() {
  const t = useAdministrationTexts();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('auditPage'));
  const audit = useAuditEvents(page);
  return (
    <RecordSection title={t.administration.audit} description={t.administration.auditText}>
      <Stack space="medium">
        {!audit.data ? <Loader label={t.common.loading} /> : null}
        {audit.data && audit.data.items.length === 0 ? (
          <Text>{t.administration.emptyAudit}</Text>
        ) : null}
        {audit.data && audit.data.items.length > 0 ? (
          <AuditTable events={audit.data.items} />
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
    </RecordSection>
  );
}

/**
 * /dashboard/administration (ADMINISTRATION): users' roles and experiments, what each experiment
 * switches on, and the audit trail.
 */
export function AdministrationScreen() {
  const t = useAdministrationTexts();
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={t.administration.title} />
        <UsersSection />
        <ExperimentsSection />
        <FinancePermissionsSection />
        <AuditSection />
      </Stack>
    </Box>
  );
}

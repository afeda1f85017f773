import {
  type AvailableExperiment,
  type Experiment,
  isRole,
  ROLES,
  type Role,
  type User,
} from '@staydesk/domain';
import {
  Button,
  Icon,
  Inline,
  Link,
  Select,
  SelectItem,
  Stack,
  Switch,
  Table,
  type TableColumn,
} from '@staydesk/ui';
import { useState } from 'react';
import type { AccountPageState } from '../../../components/CreatorChip';
import { href } from '../../../config/paths';
import { format } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import { type AdministrationTexts, useAdministrationTexts } from '../messages';

export interface UserAdminActions {
  changeRole: (user: User, role: Role) => Promise<unknown>;
  setExperiment: (user: User, experiment: Experiment) => Promise<unknown>;
  removeExperiment: (user: User, name: string) => Promise<unknown>;
}

/** Swallows a failed mutation: the mutation helper has already toasted its message. */
const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

function RoleCell({
  user,
  canChange,
  onSave,
}: {
  user: User;
  canChange: boolean;
  onSave: (role: Role) => Promise<unknown>;
}) {
  const t = useAdministrationTexts();
  const [chosen, setChosen] = useState<Role>(user.role);
  if (!canChange) return <span data-role={user.role}>{t.layout.roles[user.role]}</span>;
  return (
    <Inline space="xsmall" alignY="center">
      <Select
        aria-label={format(t.administration.roleOf, { name: user.fullName })}
        selectedKey={chosen}
        onSelectionChange={(key) => {
          const role = String(key);
          if (isRole(role)) setChosen(role);
        }}
      >
        {ROLES.map((role) => (
          <SelectItem key={role} id={role}>
            {t.layout.roles[role]}
          </SelectItem>
        ))}
      </Select>
      <Button
        size="small"
        isDisabled={chosen === user.role}
        onPress={() => quietly(onSave(chosen))}
      >
        {t.administration.saveRole}
      </Button>
    </Inline>
  );
}

function ExperimentsCell({
  user,
  available,
  actions,
}: {
  user: User;
  available: readonly AvailableExperiment[];
  actions: UserAdminActions;
}) {
  const t = useAdministrationTexts();
  const [adding, setAdding] = useState('');
  const labelOf = (name: string) => available.find((item) => item.name === name)?.label ?? name;
  const addable = available.filter(
    (item) => !user.experiments.some((experiment) => experiment.name === item.name),
  );
  return (
    <Stack space="xsmall">
      {user.experiments.length === 0 ? <span>{t.administration.noExperiments}</span> : null}
      {user.experiments.map((experiment) => {
        const names = { experiment: labelOf(experiment.name), name: user.fullName };
        return (
          <Inline key={experiment.name} space="xsmall" alignY="center">
            <Switch
              aria-label={format(t.administration.switchExperiment, names)}
              isSelected={experiment.isAvailable}
              onChange={(isAvailable) =>
                quietly(actions.setExperiment(user, { name: experiment.name, isAvailable }))
              }
            >
              {labelOf(experiment.name)} (
              {experiment.isAvailable
                ? t.administration.experimentOn
                : t.administration.experimentOff}
              )
            </Switch>
            <Button
              variant="ghost"
              size="small"
              aria-label={format(t.administration.removeExperiment, names)}
              onPress={() => quietly(actions.removeExperiment(user, experiment.name))}
            >
              <Icon name="close" />
            </Button>
          </Inline>
        );
      })}
      {addable.length > 0 ? (
        <Inline space="xsmall" alignY="center">
          <Select
            aria-label={format(t.administration.addExperimentTo, { name: user.fullName })}
            placeholder={t.administration.chooseExperiment}
            selectedKey={adding === '' ? null : adding}
            onSelectionChange={(key) => setAdding(key === null ? '' : String(key))}
          >
            {addable.map((item) => (
              <SelectItem key={item.name} id={item.name} textValue={item.label}>
                <span title={item.description}>{item.label}</span>
              </SelectItem>
            ))}
          </Select>
          <Button
            size="small"
            variant="secondary"
            isDisabled={adding === ''}
            onPress={() => {
              quietly(
                actions
                  .setExperiment(user, { name: adding, isAvailable: true })
                  .then(() => setAdding('')),
              );
            }}
          >
            {t.administration.addExperiment}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

function userAdminColumns({
  t,
  selfId,
  canChangeRole,
  available,
  actions,
  from,
}: {
  t: AdministrationTexts;
  selfId: string;
  canChangeRole: boolean;
  available: readonly AvailableExperiment[];
  actions: UserAdminActions;
  from: string;
}): TableColumn<User>[] {
  const state: AccountPageState = { from };
  return [
    {
      id: 'name',
      name: t.administration.columns.name,
      isRowHeader: true,
      renderCell: (user) => (
        <>
          <Link href={href('account', { accountId: user.id })} routerOptions={{ state }}>
            {user.fullName}
          </Link>
          {user.id === selfId ? ` (${t.administration.you})` : null}
        </>
      ),
    },
    { id: 'email', name: t.administration.columns.email, renderCell: (user) => user.email },
    {
      id: 'role',
      name: t.administration.columns.role,
      renderCell: (user) => (
        <RoleCell
          key={`${user.id}-${user.version}`}
          user={user}
          canChange={canChangeRole && user.id !== selfId}
          onSave={(role) => actions.changeRole(user, role)}
        />
      ),
    },
    {
      id: 'experiments',
      name: t.administration.columns.experiments,
      renderCell: (user) => <ExperimentsCell user={user} available={available} actions={actions} />,
    },
  ];
}

/** Users: name (opens the account page), email, role (changeable), experiments. */
export function UserAdminTable({
  users,
  selfId,
  canChangeRole,
  available,
  actions,
  from,
}: {
  users: readonly User[];
  selfId: string;
  canChangeRole: boolean;
  available: readonly AvailableExperiment[];
  actions: UserAdminActions;
  from: string;
}) {
  const t = useAdministrationTexts();
  // A phone keeps the name and the role; experiments are set from a wider screen.
  const columns = usePhoneColumns(
    userAdminColumns({ t, selfId, canChangeRole, available, actions, from }),
    ['name', 'role'],
  );
  return <Table aria-label={t.administration.users} columns={columns} items={users} />;
}

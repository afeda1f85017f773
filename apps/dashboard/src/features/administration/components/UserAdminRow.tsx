import { type Experiment, isRole, ROLES, type Role, type User } from '@staydesk/domain';
import { Button, Icon, Inline, Link, Stack, Switch } from '@staydesk/ui';
import { useState } from 'react';
import type { AccountPageState } from '../../../components/CreatorChip';
import { paths } from '../../../config/paths';
import { format, useT } from '../../../i18n';
import type { AvailableExperiment } from '../api/experiments';

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
  const t = useT();
  const [chosen, setChosen] = useState<Role>(user.role);
  if (!canChange) return <span data-role={user.role}>{t.layout.roles[user.role]}</span>;
  return (
    <Inline space="xsmall" alignY="center">
      <select
        aria-label={format(t.administration.roleOf, { name: user.fullName })}
        value={chosen}
        onChange={(event) => {
          if (isRole(event.target.value)) setChosen(event.target.value);
        }}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t.layout.roles[role]}
          </option>
        ))}
      </select>
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
  const t = useT();
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
          <select
            aria-label={format(t.administration.addExperimentTo, { name: user.fullName })}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          >
            <option value="">{t.administration.chooseExperiment}</option>
            {addable.map((item) => (
              <option key={item.name} value={item.name} title={item.description}>
                {item.label}
              </option>
            ))}
          </select>
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

/** One user: name (opens the account page), email, role (changeable), experiments. */
export function UserAdminRow({
  user,
  isSelf,
  canChangeRole,
  available,
  actions,
  from,
}: {
  user: User;
  isSelf: boolean;
  canChangeRole: boolean;
  available: readonly AvailableExperiment[];
  actions: UserAdminActions;
  from: string;
}) {
  const t = useT();
  const state: AccountPageState = { from };
  return (
    <tr data-user-id={user.id}>
      <td>
        <Link href={paths.dashboard.account.href(user.id)} routerOptions={{ state }}>
          {user.fullName}
        </Link>
        {isSelf ? ` (${t.administration.you})` : null}
      </td>
      <td>{user.email}</td>
      <td>
        <RoleCell
          key={`${user.id}-${user.version}`}
          user={user}
          canChange={canChangeRole && !isSelf}
          onSave={(role) => actions.changeRole(user, role)}
        />
      </td>
      <td>
        <ExperimentsCell user={user} available={available} actions={actions} />
      </td>
    </tr>
  );
}

import { isRole, ROLES, type Role } from '@staydesk/domain';
import { Button, Inline } from '@staydesk/ui';
import { useState } from 'react';
import { useT } from '../../../i18n';

/** Changes an account's role (ACCOUNT_ROLE, system_admin only; never one's own). */
export function AccountRoleForm({
  role,
  isPending,
  onSave,
}: {
  role: Role;
  isPending: boolean;
  onSave: (role: Role) => Promise<unknown>;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<Role>(role);
  return (
    <Inline space="small" alignY="flex-end">
      <label>
        {t.accounts.changeRole}
        <select
          value={chosen}
          onChange={(event) => {
            if (isRole(event.target.value)) setChosen(event.target.value);
          }}
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t.layout.roles[option]}
            </option>
          ))}
        </select>
      </label>
      <Button
        isDisabled={chosen === role}
        isPending={isPending}
        pendingLabel={t.common.loading}
        onPress={() => {
          onSave(chosen).catch(() => undefined);
        }}
      >
        {t.accounts.saveRole}
      </Button>
    </Inline>
  );
}

import { isRole, ROLES, type Role } from '@staydesk/domain';
import { Button, Inline, Select, SelectItem } from '@staydesk/ui';
import { useState } from 'react';
import { useAccountsTexts } from '../messages';

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
  const t = useAccountsTexts();
  const [chosen, setChosen] = useState<Role>(role);
  return (
    <Inline space="small" alignY="flex-end">
      <Select
        label={t.accounts.changeRole}
        selectedKey={chosen}
        onSelectionChange={(key) => {
          const next = String(key);
          if (isRole(next)) setChosen(next);
        }}
      >
        {ROLES.map((option) => (
          <SelectItem key={option} id={option}>
            {t.layout.roles[option]}
          </SelectItem>
        ))}
      </Select>
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

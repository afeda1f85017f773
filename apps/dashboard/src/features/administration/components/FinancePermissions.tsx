import { type FinancePermission, ROLES, type Role, type RoleGrantsView } from '@staydesk/domain';
import { Button, Checkbox, Inline, PlainTable, Stack, type TableColumn, Text } from '@staydesk/ui';
import { useState } from 'react';
import { useFormat } from '../../../i18n';
import type { RoleGrants } from '../api/role-grants';
import { useAdministrationTexts } from '../messages';

type Row = RoleGrantsView['permissions'][number] & { id: FinancePermission };

/** The roles ticked per permission, as the table shows them before Save. */
type Draft = Partial<Record<FinancePermission, Role[]>>;

function draftOf(view: RoleGrantsView): Draft {
  const draft: Draft = {};
  for (const row of view.permissions) draft[row.permission] = row.roles;
  return draft;
}

/**
 * The finance permissions beyond the specification's areas, one row each, a checkbox per role:
 * Save stores them all with the version read (a colleague's save in between is refused and the
 * table reloads).
 */
export function FinancePermissions({
  view,
  isSaving,
  onSave,
}: {
  view: RoleGrantsView;
  isSaving: boolean;
  onSave: (grants: RoleGrants) => void;
}) {
  const t = useAdministrationTexts();
  const a = t.administration.financePermissions;
  const f = useFormat();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [readVersion, setReadVersion] = useState(view.version);
  // A new version read (after a save or a reload) replaces what the table shows.
  if (view.version !== readVersion) {
    setReadVersion(view.version);
    setDraft(draftOf(view));
  }
  const toggle = (permission: FinancePermission, role: Role, on: boolean) =>
    setDraft((current) => ({
      ...current,
      [permission]: on
        ? ROLES.filter((r) => r === role || current[permission]?.includes(r))
        : (current[permission] ?? []).filter((r) => r !== role),
    }));
  const rows: Row[] = view.permissions.map((row) => ({ ...row, id: row.permission }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'permission',
      name: a.permission,
      isRowHeader: true,
      renderCell: (row) => (
        <Stack space="xxsmall">
          <Text weight="medium">{a.names[row.permission]}</Text>
          <Text size="small" tone="secondary">
            {f.message(a.defaultRoles, {
              roles: row.defaultRoles.map((role) => t.layout.roles[role]).join(', '),
            })}
          </Text>
        </Stack>
      ),
    },
    ...ROLES.map(
      (role): TableColumn<Row> => ({
        id: role,
        name: t.layout.roles[role],
        renderCell: (row) => (
          <Checkbox
            aria-label={f.message(a.grantTo, {
              permission: a.names[row.permission],
              role: t.layout.roles[role],
            })}
            isSelected={draft[row.permission]?.includes(role) ?? false}
            onChange={(on) => toggle(row.permission, role, on)}
          />
        ),
      }),
    ),
  ];
  return (
    <Stack space="medium">
      <PlainTable aria-label={a.title} columns={columns} items={rows} />
      <Inline space="small" align="flex-end">
        <Button isPending={isSaving} onPress={() => onSave(draft)}>
          {a.save}
        </Button>
      </Inline>
    </Stack>
  );
}

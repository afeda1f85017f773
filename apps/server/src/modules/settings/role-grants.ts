import {
  FINANCE_PERMISSIONS,
  GRANTABLE_PERMISSIONS,
  type RoleGrants,
  type RoleGrantsView,
  roleGrantsSchema,
  roleGrantsUpdateSchema,
  roleGrantsViewSchema,
  rolesGranted,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { Queryable } from '../../db/database.js';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { staleVersion, success } from '../../lib/errors.js';
import { json } from '../../lib/sql.js';
import { diff, writeAudit } from '../../services/audit.js';

/** The settings row holding the grants: absent until Administration first changes one. */
export const ROLE_GRANTS_KEY = 'role_grants';

/** The stored grants, or none (the table's defaults) when the row is missing or unreadable. */
export function grantsOf(raw: unknown): RoleGrants {
  const parsed = roleGrantsSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

interface GrantsRow {
  value: unknown;
  version: number;
}

async function readGrants(db: Queryable): Promise<RoleGrantsView> {
  const result = await db.query<GrantsRow>('select value, version from settings where key = $1', [
    ROLE_GRANTS_KEY,
  ]);
  const row = result.rows[0];
  const grants = grantsOf(row?.value);
  return {
    version: row?.version ?? 1,
    permissions: GRANTABLE_PERMISSIONS.map((permission) => ({
      permission,
      roles: [...rolesGranted(permission, grants)],
      defaultRoles: [...FINANCE_PERMISSIONS[permission]],
    })),
  };
}

/** Administration's table of who may take each finance action, beyond the areas of spec §6. */
export function roleGrantRoutes(deps: AppDeps): RouteSpec[] {
  const access = needs('ADMINISTRATION');
  return [
    route({
      method: 'get',
      path: '/api/v1/role-grants',
      tag: 'Settings',
      summary: 'Who may take each finance action: the roles now, and by default',
      access,
      response: z.object({ data: roleGrantsViewSchema }),
      handler: async () => ({ data: await readGrants(deps.db) }),
    }),
    route({
      method: 'put',
      path: '/api/v1/role-grants',
      tag: 'Settings',
      summary: 'Grant the finance actions per role (with the version read; 409 when stale)',
      description:
        '`grants` names, for each finance action, every role that holds it; an action left out goes back to its default roles. Takes effect on the next request of every signed-in user.',
      access,
      body: { type: 'json', schema: roleGrantsUpdateSchema },
      response: mutationSchema(roleGrantsViewSchema),
      handler: async ({ body, user }) => {
        const data = await deps.db.transaction(async (tx) => {
          await tx.query(
            `insert into settings (key, value) values ($1, '{}'::jsonb) on conflict (key) do nothing`,
            [ROLE_GRANTS_KEY],
          );
          const current = await tx.query<GrantsRow>(
            'select value, version from settings where key = $1 for update',
            [ROLE_GRANTS_KEY],
          );
          const row = current.rows[0] as GrantsRow;
          if (row.version !== body.version) throw staleVersion('The permissions');
          const before = grantsOf(row.value);
          // Stored sorted and without repeats, so the audit diff shows real changes only.
          const after: RoleGrants = Object.fromEntries(
            Object.entries(body.grants).map(([permission, roles]) => [
              permission,
              [...new Set(roles)].sort(),
            ]),
          );
          await tx.query(
            `update settings set value = $1::text::jsonb, version = version + 1, updated_at = $2
             where key = $3`,
            [json(after), deps.clock.now(), ROLE_GRANTS_KEY],
          );
          await writeAudit(tx, {
            actorId: user.id,
            action: 'update',
            recordType: 'settings',
            recordId: ROLE_GRANTS_KEY,
            changes: diff(before, after),
            at: deps.clock.now(),
          });
          return readGrants(tx);
        });
        return { ...success('permissionsSaved'), data };
      },
    }),
  ];
}

import {
  taskChecklistTickSchema,
  taskCreateSchema,
  taskListQuerySchema,
  taskListSchema,
  taskUpdateSchema,
  taskViewSchema,
  versionSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { success } from '../../lib/errors.js';
import { recordRoutes } from '../record-module.js';
import { listTasks } from './repository.js';
import { taskService } from './service.js';

const BASE = '/api/v1/tasks';
const TAG = 'Tasks';

/**
 * Tasks (spec §2 `tasks`, admin-only: the ADMINISTRATION permission of spec §6): the kit's six
 * routes plus complete, reopen and ticking one checklist item.
 */
export function taskRoutes(deps: AppDeps): RouteSpec[] {
  const service = taskService(deps.db, deps.clock);
  const access = needs('ADMINISTRATION');
  const params = z.object({ taskId: z.uuid('Not a valid id') });
  const versionBody = z.object({ version: versionSchema });
  const answer = mutationSchema(taskViewSchema);
  const context = (user: { id: string }) => ({ actor: user, at: deps.clock.now() });
  const own: RouteSpec[] = [
    route({
      method: 'post',
      path: `${BASE}/:taskId/complete`,
      tag: TAG,
      summary:
        'Mark a task done, recording who completed it and when (`{ version }`; 409 when stale)',
      access,
      params,
      body: { type: 'json', schema: versionBody },
      response: answer,
      handler: async ({ params, body, user }) => ({
        ...success('taskCompleted'),
        data: await service.complete(params.taskId, body.version, context(user)),
      }),
    }),
    route({
      method: 'post',
      path: `${BASE}/:taskId/reopen`,
      tag: TAG,
      summary: 'Open a done or cancelled task again (`{ version }`; 409 when stale)',
      access,
      params,
      body: { type: 'json', schema: versionBody },
      response: answer,
      handler: async ({ params, body, user }) => ({
        ...success('taskReopened'),
        data: await service.reopen(params.taskId, body.version, context(user)),
      }),
    }),
    route({
      method: 'patch',
      path: `${BASE}/:taskId/checklist/:index`,
      tag: TAG,
      summary: 'Tick or untick one checklist item (`{ done, version }`; 409 when stale)',
      access,
      params: z.extend(params, { index: z.coerce.number().check(z.int(), z.gte(0), z.lte(999)) }),
      body: { type: 'json', schema: taskChecklistTickSchema },
      response: answer,
      handler: async ({ params, body, user }) => ({
        ...success('checklistUpdated'),
        data: await service.tick(
          params.taskId,
          params.index,
          body.done,
          body.version,
          context(user),
        ),
      }),
    }),
  ];
  return [
    ...own,
    ...recordRoutes(deps, {
      base: BASE,
      idParam: 'taskId',
      permission: 'ADMINISTRATION',
      tag: TAG,
      nouns: { one: 'task', many: 'tasks', record: 'task' },
      listDescription:
        '`tab` is open (default: open or in progress), mine (open ones assigned to the caller), overdue (open ones past their due time), done, all (every live task) or deleted; `search` matches title and notes; filters `assigneeId`, `status`, `type`, `priority`, `subjectKind` with `subjectId`; `sort` is dueAt (no due time last), priority, title, createdAt or updatedAt, prefixed with - for descending. Each row carries its checklist as counts and whether it is overdue.',
      schemas: {
        listQuery: taskListQuerySchema,
        list: taskListSchema,
        view: taskViewSchema,
        create: taskCreateSchema,
        update: taskUpdateSchema,
      },
      list: (orm, query, caller) => listTasks(orm, query, caller.user.id, caller.now),
      service,
    }),
  ];
}

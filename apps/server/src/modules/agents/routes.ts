import {
  agentCreateSchema,
  agentListQuerySchema,
  agentListSchema,
  agentUpdateSchema,
  agentViewSchema,
  versionSchema,
} from '@staydesk/domain';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { listAgents } from './repository.js';
import { agentService } from './service.js';

const base = '/api/v1/agents';
const params = z.object({ agentId: z.uuid('Not a valid id') });
const versionQuery = z.object({ version: z.coerce.number().pipe(versionSchema) });
const versionBody = z.object({ version: versionSchema });
const access = needs('AGENTS');
const tag = 'Agents';

/** Agents: list, read, create, edit with version, soft delete and restore. */
export function agentRoutes(deps: AppDeps): RouteSpec[] {
  const service = agentService(deps.db);
  const context = (user: { id: string }) => ({ actor: user, at: deps.clock.now() });

  return [
    route({
      method: 'get',
      path: base,
      tag,
      summary: 'List agents, 29 a page, with the count of each tab',
      description:
        '`search` matches name, agency name, contact name or contact email; `agencyCompanyId` keeps one agency company’s agents; `tab` is active (default), inactive (the status) or deleted; `sort` is name, commissionPercent, createdAt or updatedAt, prefixed with - for descending.',
      access,
      query: agentListQuerySchema,
      response: agentListSchema,
      handler: ({ query }) => deps.db.read((orm) => listAgents(orm, query)),
    }),
    route({
      method: 'get',
      path: `${base}/:agentId`,
      tag,
      summary: 'One agent (a deleted one too, with deleted: true)',
      access,
      params,
      response: z.object({ data: agentViewSchema }),
      handler: async ({ params }) => ({ data: await service.get(params.agentId) }),
    }),
    route({
      method: 'post',
      path: base,
      tag,
      summary: 'Create an agent',
      access,
      body: { type: 'json', schema: agentCreateSchema },
      response: mutationSchema(agentViewSchema),
      status: 201,
      handler: async ({ body, user }) => ({
        message: 'Agent created',
        data: await service.create(body, context(user)),
      }),
    }),
    route({
      method: 'patch',
      path: `${base}/:agentId`,
      tag,
      summary: 'Change an agent (changed fields and the version read; 409 when stale)',
      access,
      params,
      body: { type: 'json', schema: agentUpdateSchema },
      response: mutationSchema(agentViewSchema),
      handler: async ({ params, body, user }) => ({
        message: 'Agent updated',
        data: await service.update(params.agentId, body, context(user)),
      }),
    }),
    route({
      method: 'delete',
      path: `${base}/:agentId`,
      tag,
      summary: 'Move an agent to the deleted tab (`?version=`; 409 when stale)',
      access,
      params,
      query: versionQuery,
      response: mutationSchema(agentViewSchema),
      handler: async ({ params, query, user }) => ({
        message: 'Agent deleted',
        data: await service.remove(params.agentId, query.version, context(user)),
      }),
    }),
    route({
      method: 'post',
      path: `${base}/:agentId/restore`,
      tag,
      summary: 'Bring a deleted agent back (`{ version }`; 409 when stale)',
      access,
      params,
      body: { type: 'json', schema: versionBody },
      response: mutationSchema(agentViewSchema),
      handler: async ({ params, body, user }) => ({
        message: 'Agent restored',
        data: await service.restore(params.agentId, body.version, context(user)),
      }),
    }),
  ];
}

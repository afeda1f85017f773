import {
  clientCreateSchema,
  clientListQuerySchema,
  clientListSchema,
  clientUpdateSchema,
  clientViewSchema,
  versionSchema,
} from '@staydesk/domain';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { listClients } from './repository.js';
import { clientService } from './service.js';

const base = '/api/v1/clients';
const params = z.object({ clientId: z.uuid('Not a valid id') });
const versionQuery = z.object({ version: z.coerce.number().pipe(versionSchema) });
const versionBody = z.object({ version: versionSchema });
const access = needs('CLIENTS');
const tag = 'Guests';

/** Guests (spec: clients): list, read, create, edit with version, soft delete and restore. */
export function clientRoutes(deps: AppDeps): RouteSpec[] {
  const service = clientService(deps.db);
  const context = (user: { id: string }) => ({ actor: user, at: deps.clock.now() });

  return [
    route({
      method: 'get',
      path: base,
      tag,
      summary: 'List guests, 29 a page, with the count of each tab',
      description:
        '`search` matches first name, last name, email or phone; `companyId` keeps one company’s guests; `tab` is active (default) or deleted; `sort` is name (last, then first), createdAt or updatedAt, prefixed with - for descending.',
      access,
      query: clientListQuerySchema,
      response: clientListSchema,
      handler: ({ query }) => deps.db.read((orm) => listClients(orm, query)),
    }),
    route({
      method: 'get',
      path: `${base}/:clientId`,
      tag,
      summary: 'One guest (a deleted one too, with deleted: true)',
      access,
      params,
      response: z.object({ data: clientViewSchema }),
      handler: async ({ params }) => ({ data: await service.get(params.clientId) }),
    }),
    route({
      method: 'post',
      path: base,
      tag,
      summary: 'Create a guest',
      access,
      body: { type: 'json', schema: clientCreateSchema },
      response: mutationSchema(clientViewSchema),
      status: 201,
      handler: async ({ body, user }) => ({
        message: 'Guest created',
        data: await service.create(body, context(user)),
      }),
    }),
    route({
      method: 'patch',
      path: `${base}/:clientId`,
      tag,
      summary: 'Change a guest (changed fields and the version read; 409 when stale)',
      access,
      params,
      body: { type: 'json', schema: clientUpdateSchema },
      response: mutationSchema(clientViewSchema),
      handler: async ({ params, body, user }) => ({
        message: 'Guest updated',
        data: await service.update(params.clientId, body, context(user)),
      }),
    }),
    route({
      method: 'delete',
      path: `${base}/:clientId`,
      tag,
      summary: 'Move a guest to the deleted tab (`?version=`; 409 when stale)',
      access,
      params,
      query: versionQuery,
      response: mutationSchema(clientViewSchema),
      handler: async ({ params, query, user }) => ({
        message: 'Guest deleted',
        data: await service.remove(params.clientId, query.version, context(user)),
      }),
    }),
    route({
      method: 'post',
      path: `${base}/:clientId/restore`,
      tag,
      summary: 'Bring a deleted guest back (`{ version }`; 409 when stale)',
      access,
      params,
      body: { type: 'json', schema: versionBody },
      response: mutationSchema(clientViewSchema),
      handler: async ({ params, body, user }) => ({
        message: 'Guest restored',
        data: await service.restore(params.clientId, body.version, context(user)),
      }),
    }),
  ];
}

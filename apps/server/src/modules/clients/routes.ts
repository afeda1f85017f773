import {
  clientCreateSchema,
  clientListQuerySchema,
  clientListSchema,
  clientUpdateSchema,
  clientViewSchema,
} from '@staydesk/domain';
import type { AppDeps } from '../../http/context.js';
import { listExport } from '../../http/list-export.js';
import type { RouteSpec } from '../../http/route.js';
import { recordRoutes } from '../record-module.js';
import { clientListSource, listClients } from './repository.js';
import { clientService } from './service.js';

/** Guests (spec: clients): list, read, create, edit with version, soft delete and restore. */
export function clientRoutes(deps: AppDeps): RouteSpec[] {
  return recordRoutes(deps, {
    base: '/api/v1/clients',
    idParam: 'clientId',
    permission: 'CLIENTS',
    tag: 'Guests',
    nouns: { one: 'guest', many: 'guests', record: 'guest' },
    listDescription:
      '`search` matches first name, last name, email or phone; `companyId` keeps one company’s guests; `tab` is active (default) or deleted; `sort` is name (last, then first), createdAt or updatedAt, prefixed with - for descending.',
    schemas: {
      listQuery: clientListQuerySchema,
      list: clientListSchema,
      view: clientViewSchema,
      create: clientCreateSchema,
      update: clientUpdateSchema,
    },
    list: listClients,
    export: listExport({
      name: 'guests',
      columns: [
        { header: 'lastName', value: (guest) => guest.lastName },
        { header: 'firstName', value: (guest) => guest.firstName },
        { header: 'email', value: (guest) => guest.email },
        { header: 'phone', value: (guest) => guest.phone },
        { header: 'company', value: (guest) => guest.companyName },
        { header: 'updatedAt', value: (guest, format) => format.dateTime(guest.updatedAt) },
      ],
      spec: clientListSource,
    }),
    service: clientService(deps.db),
  });
}

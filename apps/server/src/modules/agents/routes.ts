import {
  agentCreateSchema,
  agentListQuerySchema,
  agentListSchema,
  agentUpdateSchema,
  agentViewSchema,
} from '@staydesk/domain';
import type { AppDeps } from '../../http/context.js';
import { listExport } from '../../http/list-export.js';
import type { RouteSpec } from '../../http/route.js';
import { recordRoutes } from '../record-module.js';
import { agentListSource, listAgents } from './repository.js';
import { agentService } from './service.js';

/** Agents: list, read, create, edit with version, soft delete and restore. */
export function agentRoutes(deps: AppDeps): RouteSpec[] {
  return recordRoutes(deps, {
    base: '/api/v1/agents',
    idParam: 'agentId',
    permission: 'AGENTS',
    tag: 'Agents',
    nouns: { one: 'agent', many: 'agents', record: 'agent' },
    listDescription:
      '`search` matches name, agency name, contact name or contact email; `agencyCompanyId` keeps one agency company’s agents; `tab` is active (default), inactive (the status) or deleted; `sort` is name, commissionPercent, createdAt or updatedAt, prefixed with - for descending.',
    schemas: {
      listQuery: agentListQuerySchema,
      list: agentListSchema,
      view: agentViewSchema,
      create: agentCreateSchema,
      update: agentUpdateSchema,
    },
    list: listAgents,
    export: listExport({
      name: 'agents',
      columns: [
        { header: 'name', value: (agent) => agent.name },
        { header: 'agency', value: (agent) => agent.agencyCompanyName ?? agent.agencyName },
        { header: 'contact', value: (agent) => agent.contact.name },
        { header: 'contactEmail', value: (agent) => agent.contact.email },
        { header: 'commissionPercent', value: (agent) => Number(agent.commissionPercent) },
        { header: 'updatedAt', value: (agent, format) => format.dateTime(agent.updatedAt) },
      ],
      spec: agentListSource,
    }),
    service: agentService(deps.db),
  });
}

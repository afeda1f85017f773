import {
  type LandlordListQuery,
  landlordCreateSchema,
  landlordListQuerySchema,
  landlordListSchema,
  landlordMessageTemplateSchema,
  landlordSyncResultSchema,
  landlordSyncSchema,
  landlordUpdateSchema,
  landlordViewSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { Orm } from '../../db/database.js';
import type { AppDeps } from '../../http/context.js';
import { listExport } from '../../http/list-export.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { notFound, success } from '../../lib/errors.js';
import { scraperClient } from '../../services/scraper.js';
import { recordRoutes } from '../record-module.js';
import { findLandlordView, landlordListSource, listLandlords } from './repository.js';
import { applySync, landlordService, readMessageTemplate, saveMessageTemplate } from './service.js';

const BASE = '/api/v1/landlords';

/** The bearer token of the request, passed on to a remote scraper. */
function bearerOf(header: string | undefined): string {
  return header?.replace(/^Bearer\s+/i, '') ?? '';
}

/** Landlords: the kit's six routes plus sync and the message template. */
export function landlordRoutes(deps: AppDeps): RouteSpec[] {
  const { db, config, clock } = deps;
  const chatLinkUrl = config.chatLinkUrl;
  const scraper = scraperClient(config.urls.scraper);
  const access = needs('LANDLORDS');
  const params = z.object({ landlordId: z.uuid('Not a valid id') });
  // Paths without an id come before the kit's `/:landlordId` routes, which would take them.
  const own: RouteSpec[] = [
    route({
      method: 'get',
      path: `${BASE}/message-template`,
      tag: 'Landlords',
      summary: 'The landlord message template, with placeholders such as {landlordName}',
      access,
      response: z.object({ data: landlordMessageTemplateSchema }),
      handler: async () => ({ data: await readMessageTemplate(db) }),
    }),
    route({
      method: 'put',
      path: `${BASE}/message-template`,
      tag: 'Landlords',
      summary: 'Save the landlord message template (`version` read; 409 when stale)',
      access,
      body: { type: 'json', schema: landlordMessageTemplateSchema },
      response: mutationSchema(landlordMessageTemplateSchema),
      handler: async ({ body, user }) => ({
        ...success('messageTemplateSaved'),
        data: await saveMessageTemplate(db, body, { actor: user, at: clock.now() }),
      }),
    }),
    route({
      method: 'post',
      path: `${BASE}/:landlordId/sync`,
      tag: 'Landlords',
      summary: 'Refresh the landlord from an external profile through the scraper',
      description:
        'Reads the profile page (joined date, bookings, response rate, verified) and applies what differs: the version is bumped and the change audited as sync. The answer lists each change. The sync is the landlordSync experiment: refused (403) to a caller without it switched on.',
      access: needs('LANDLORDS', { experiment: 'landlordSync' }),
      params,
      body: { type: 'json', schema: landlordSyncSchema },
      response: mutationSchema(landlordSyncResultSchema),
      handler: async ({ c, params, body, user }) => {
        const exists = await db.read((orm) =>
          findLandlordView(orm, params.landlordId, chatLinkUrl),
        );
        if (!exists || exists.deleted) throw notFound('Landlord');
        const profile = await scraper.profile(
          body.profileUrl,
          bearerOf(c.req.header('authorization')),
        );
        const context = { actor: user, at: clock.now() };
        const changes = await db.transaction((tx) =>
          applySync(tx, params.landlordId, profile, context),
        );
        const landlord = await db.read((orm) =>
          findLandlordView(orm, params.landlordId, chatLinkUrl),
        );
        if (!landlord) throw notFound('Landlord');
        return {
          ...success(changes.length === 0 ? 'landlordUpToDate' : 'landlordSynced'),
          data: { landlord, changes },
        };
      },
    }),
  ];
  return [
    ...own,
    ...recordRoutes(deps, {
      base: BASE,
      idParam: 'landlordId',
      permission: 'LANDLORDS',
      deletePermission: 'DELETE_LANDLORD',
      tag: 'Landlords',
      nouns: { one: 'landlord', many: 'landlords', record: 'landlord' },
      listDescription:
        '`search` matches name, company name, email addresses and phone numbers; `trafficLight` keeps one colour; `tab` is active (default) or deleted; `sort` is name, historicalBookings, joinedAt, createdAt or updatedAt, prefixed with - for descending. Each landlord carries its number of live properties, the traffic light its record suggests (with the reasons) and a WhatsApp chat link per WhatsApp number.',
      schemas: {
        listQuery: landlordListQuerySchema,
        list: landlordListSchema,
        view: landlordViewSchema,
        create: landlordCreateSchema,
        update: landlordUpdateSchema,
      },
      list: (orm, query) => listLandlords(orm, query, chatLinkUrl),
      export: listExport({
        name: 'landlords',
        columns: [
          { header: 'name', value: (landlord) => landlord.name },
          {
            header: 'trafficLight',
            value: (landlord, f) => f.labels.trafficLights[landlord.trafficLightSystem],
          },
          { header: 'email', value: (landlord) => landlord.emailAddresses[0]?.email ?? null },
          { header: 'phone', value: (landlord) => landlord.phoneNumbers[0]?.phone ?? null },
          { header: 'company', value: (landlord) => landlord.company.name },
          { header: 'properties', value: (landlord) => landlord.numberOfProperties },
          { header: 'bookings', value: (landlord) => landlord.historicalBookings },
        ],
        spec: (orm: Orm, query: LandlordListQuery) => landlordListSource(orm, query, chatLinkUrl),
      }),
      service: landlordService(db, chatLinkUrl),
    }),
  ];
}

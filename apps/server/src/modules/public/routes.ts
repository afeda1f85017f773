import { randomUUID } from 'node:crypto';
import {
  apiMessage,
  PAGE_SIZE,
  PROPERTY_REQUEST_STATUSES,
  type PropertyRequest,
  type PropertyRequestStatus,
  propertyRequestCreateSchema,
  propertyRequestReceiptSchema,
  propertyRequestSchema,
  propertyRequestStatusSchema,
  publicPropertySchema,
} from '@staydesk/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { clientAddress, clientNetwork } from '../../http/client.js';
import type { AppDeps } from '../../http/context.js';
import { enforceRateLimit, PUBLIC_WRITE_LIMITS, RateLimiter } from '../../http/rate-limit.js';
import { needs, PUBLIC, type RouteSpec, route } from '../../http/route.js';
import {
  idParams,
  mutationSchema,
  pageParam,
  pageSchema,
  searchParam,
} from '../../http/schemas.js';
import { englishText, notFound } from '../../lib/errors.js';
import { iso, json, likePattern, pageOf } from '../../lib/sql.js';
import { writeAudit } from '../../services/audit.js';
import { properties } from '../properties/table.js';

interface PropertyRequestRow {
  id: string;
  reference: string;
  status: PropertyRequestStatus;
  full_name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  details: Record<string, unknown>;
  enquiry_id: string | null;
  created_at: Date;
  version: number;
}

function toPropertyRequest(row: PropertyRequestRow): PropertyRequest {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    companyName: row.company_name,
    details: row.details,
    enquiryId: row.enquiry_id,
    createdAt: iso(row.created_at) ?? '',
    version: row.version,
  };
}

/**
 * The answer to a request sent, stored or quietly dropped over the cap alike: the English text,
 * and its code for a client that shows its own language.
 */
function receipt(id: string, reference: string) {
  const coded = apiMessage('requestReceived', { reference });
  return { message: englishText(coded), ...coded, data: { id, reference } };
}

const receiptSchema = z.extend(mutationSchema(propertyRequestReceiptSchema), {
  code: z.literal('requestReceived'),
  params: z.object({ reference: z.string() }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function publicRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const requestLimiter = new RateLimiter(
    PUBLIC_WRITE_LIMITS.propertyRequests,
    clock,
    deps.db,
    'propertyRequests',
  );
  const overallLimiter = new RateLimiter(
    PUBLIC_WRITE_LIMITS.propertyRequestsOverall,
    clock,
    deps.db,
    'propertyRequestsOverall',
  );
  return [
    route({
      method: 'post',
      path: '/api/v1/public/property-requests',
      tag: 'Public',
      summary: 'Send a property request (the public request form)',
      description:
        'Stored as a new enquiry request with its own reference; staff see it on the home page.',
      access: PUBLIC,
      body: { type: 'json', schema: propertyRequestCreateSchema },
      status: 201,
      response: receiptSchema,
      rateLimited: `More than ${PUBLIC_WRITE_LIMITS.propertyRequests.limit} requests with a valid body from one address in ${PUBLIC_WRITE_LIMITS.propertyRequests.windowMs / 60_000} minutes; nothing is stored. Beyond ${PUBLIC_WRITE_LIMITS.propertyRequestsOverall.limit} from all addresses together in ${PUBLIC_WRITE_LIMITS.propertyRequestsOverall.windowMs / 60_000} minutes the answer is the usual receipt but nothing is stored (the server logs it).`,
      handler: async ({ c, body }) => {
        await enforceRateLimit(requestLimiter, c, 'propertyRequests');
        const overall = await overallLimiter.take('all');
        if (!overall.allowed) {
          // A quiet answer: the receipt a stored request gets (its reference from the same
          // sequence), so a flood cannot find the cap by its answers; only the log knows.
          const next = await db.query<{ reference: string }>(
            "select 'PR-' || nextval('property_request_reference_seq') as reference",
          );
          const reference = next.rows[0]?.reference ?? 'PR-0';
          deps.log.info('property request not stored: the form is over its overall cap', {
            event: 'propertyRequestsCapped',
            limit: PUBLIC_WRITE_LIMITS.propertyRequestsOverall.limit,
            windowMinutes: PUBLIC_WRITE_LIMITS.propertyRequestsOverall.windowMs / 60_000,
            retryAfterSeconds: overall.retryAfterSeconds,
            client: clientNetwork(clientAddress(c)),
            reference,
          });
          return receipt(randomUUID(), reference);
        }
        const { fullName, email, phone, companyName, ...details } = body;
        const row = await db.transaction(async (tx) => {
          const inserted = await tx.query<{ id: string; reference: string }>(
            `insert into property_requests (reference, full_name, email, phone, company_name, details, created_at, updated_at)
             values ('PR-' || nextval('property_request_reference_seq'), $1, $2, $3, $4, $5::text::jsonb, $6, $6)
             returning id, reference`,
            [fullName, email, phone, companyName || null, json(details), clock.now()],
          );
          const created = inserted.rows[0] as { id: string; reference: string };
          await writeAudit(tx, {
            actorId: null,
            action: 'create',
            recordType: 'propertyRequest',
            recordId: created.id,
            changes: { reference: { to: created.reference }, email: { to: email } },
            at: clock.now(),
          });
          return created;
        });
        return receipt(row.id, row.reference);
      },
    }),
    route({
      method: 'get',
      path: '/api/v1/public/properties/:id',
      tag: 'Public',
      summary: 'A property as the public page shows it',
      description:
        'An available property (not deleted, not temporary): photos, layout, amenities, description and the terms a guest sees; never its costs or its landlord. Anything else is a 404.',
      access: PUBLIC,
      params: z.object({ id: z.string().check(z.maxLength(100)) }),
      response: z.object({ data: publicPropertySchema }),
      handler: async ({ c, params }) => {
        if (!UUID.test(params.id)) throw notFound('Property');
        const [row] = await db.read((orm) =>
          orm
            .select()
            .from(properties)
            .where(
              and(
                eq(properties.id, params.id),
                eq(properties.deleted, false),
                eq(properties.isTemporary, false),
                eq(properties.status, 'available'),
              ),
            ),
        );
        if (!row) throw notFound('Property');
        const photos = row.images.map(({ key, name }) => ({
          key,
          name,
          url: `${c.get('urls').files}/${key}`,
        }));
        return {
          data: {
            id: row.id,
            title: row.title,
            type: row.type,
            city: row.city || null,
            country: row.address.state || null,
            bedrooms: row.bedroomCount,
            bathrooms: row.bathrooms.length,
            maxGuests: row.maxGuests,
            description: row.description,
            amenities: row.amenities,
            images: photos,
            bedroomList: row.bedrooms,
            bathroomList: row.bathrooms,
            photos,
            parking: row.parking,
            pets: row.pets,
            checkInMethod: row.checkInMethod,
            minimumStayNights: row.minimumStayNights,
          },
        };
      },
    }),
    route({
      method: 'get',
      path: '/api/v1/property-requests',
      tag: 'Property requests',
      summary: 'Property requests sent through the public form, newest first',
      description:
        '`status` (new, converted, closed) picks one tab; `search` matches reference, name or email. `tabCounts` counts each status for the same search.',
      access: needs('ENQUIRIES'),
      query: z.object({
        page: pageParam,
        search: searchParam,
        status: z.optional(propertyRequestStatusSchema),
      }),
      response: pageSchema('propertyRequests', propertyRequestSchema),
      handler: async ({ query }) => {
        // The search applies to every tab's count; the status picks the rows and the total.
        const searched = ['deleted = false'];
        const params: unknown[] = [];
        if (query.search) {
          params.push(likePattern(query.search));
          searched.push(
            `(reference ilike $${params.length} or full_name ilike $${params.length} or email ilike $${params.length})`,
          );
        }
        const counted = await db.query<Record<PropertyRequestStatus, number>>(
          `select ${PROPERTY_REQUEST_STATUSES.map(
            (status) => `count(*) filter (where status = '${status}')::int as "${status}"`,
          ).join(', ')}
             from property_requests where ${searched.join(' and ')}`,
          params,
        );
        const tabCounts = counted.rows[0] ?? { new: 0, converted: 0, closed: 0 };
        const where = [...searched];
        if (query.status) {
          params.push(query.status);
          where.push(`status = $${params.length}`);
        }
        const clause = where.join(' and ');
        const total = query.status
          ? tabCounts[query.status]
          : PROPERTY_REQUEST_STATUSES.reduce((sum, status) => sum + tabCounts[status], 0);
        const paging = pageOf(total, query.page, PAGE_SIZE);
        const rows = await db.query<PropertyRequestRow>(
          `select * from property_requests where ${clause} order by created_at desc, id
           limit ${PAGE_SIZE} offset ${paging.offset}`,
          params,
        );
        return {
          propertyRequests: rows.rows.map(toPropertyRequest),
          tabCounts,
          total: paging.total,
          page: paging.page,
          pageCount: paging.pageCount,
          pageSize: PAGE_SIZE,
        };
      },
    }),
    route({
      method: 'get',
      path: '/api/v1/property-requests/:id',
      tag: 'Property requests',
      summary: 'One property request',
      access: needs('ENQUIRIES'),
      params: idParams,
      response: z.object({ data: propertyRequestSchema }),
      handler: async ({ params }) => {
        const found = await db.query<PropertyRequestRow>(
          'select * from property_requests where id = $1 and deleted = false',
          [params.id],
        );
        const row = found.rows[0];
        if (!row) throw notFound('Property request');
        return { data: toPropertyRequest(row) };
      },
    }),
  ];
}

import {
  apiMessage,
  companyCreateSchema,
  companySchema,
  companyTypeSchema,
  companyUpdateSchema,
} from '@staydesk/domain';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Queryable, Transaction } from '../../db/database.js';
import {
  createRecord,
  listOrder,
  listPage,
  searchAny,
  softDeleteRecord,
  updateRecord,
} from '../../db/records.js';
import { companies } from '../../db/schema.js';
import type { AppDeps, AuthUser } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema, pageParam, pageSchema, searchParam } from '../../http/schemas.js';
import { type Coded, fieldMessages, notFound, refusal, success } from '../../lib/errors.js';
import { type CheckedImage, checkImage } from '../../services/images.js';
import {
  type CompanyRow,
  companyKind,
  findCompany,
  selectCompanyViews,
  toCompany,
} from './repository.js';

/** all: every live company; top: top-level companies; sub: subcompanies. */
const COMPANY_TABS = ['all', 'top', 'sub'] as const;

const companyView = z.extend(companySchema, { parentName: z.nullable(z.string()) });

/** Only the name is required on create; the other fields default to empty or none. */
export const companyCreateInput = z.required(z.partial(companyCreateSchema), { name: true });
/** `removeLogo: true` takes the logo away; a new `logo` file replaces it. */
export const companyUpdateInput = z.extend(companyUpdateSchema, {
  removeLogo: z.optional(z.boolean()),
});

const companyListQuery = z.object({
  page: pageParam,
  search: searchParam,
  /** Only the subcompanies of this company. */
  parentId: z.optional(z.uuid('Not a valid id')),
  /** `false`: top-level companies only; `true`: subcompanies only. */
  hasParent: z.optional(z.enum(['true', 'false'])),
  type: z.optional(companyTypeSchema),
  /** `none`: only companies without a default billing company (the home page's attention card). */
  billing: z.optional(z.enum(['none'])),
  /** The companies screen's tabs, each counted in `tabCounts` by the same request. */
  tab: z._default(z.enum(COMPANY_TABS), 'all'),
});

const companyIdParams = z.object({ companyId: z.uuid('Not a valid id') });
const idParams = z.object({ id: z.uuid('Not a valid id') });
const deleteQuery = z.object({ version: z.optional(z.coerce.number().check(z.int(), z.gte(1))) });

const LOGO_FILE = { logo: 'The company logo: png, jpeg, jpg, webp or avif' };

/**
 * Locks the companies a re-parenting involves, one at a time in id order. The
 * one-level rule (a parent is top-level, a company with subcompanies gets no parent) reads other
 * rows than the one written, so two concurrent re-parentings could each pass it (D under E while
 * E goes under F); holding both rows' locks while checking serialises them, and the fixed order
 * means A-under-B and B-under-A wait for each other instead of deadlocking. Called before the
 * versioned update locks its own row, so every writer takes its locks in the same order.
 */
async function lockForParenting(
  tx: Transaction,
  ids: (string | null | undefined)[],
): Promise<void> {
  const sorted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))].sort();
  for (const id of sorted) {
    await tx.query('select 1 from companies where id = $1 for update', [id]);
  }
}

/** Checks the ids a company points at, so a bad reference is a 400 naming the field. */
async function checkReferences(
  tx: Queryable,
  selfId: string | undefined,
  refs: {
    parentId?: string | null;
    defaultBillingCompanyId?: string | null;
    accountManagerId?: string | null;
  },
): Promise<void> {
  const fields: Record<string, Coded> = {};
  if (refs.parentId) {
    const parent = await tx.query<{ parent_id: string | null; deleted: boolean }>(
      'select parent_id, deleted from companies where id = $1',
      [refs.parentId],
    );
    const row = parent.rows[0];
    if (!row || row.deleted) fields.parentId = apiMessage('noSuch', { what: 'company' });
    else if (row.parent_id) fields.parentId = apiMessage('subcompanyParent');
    else if (refs.parentId === selfId) fields.parentId = apiMessage('ownParent');
    else if (selfId) {
      const children = await tx.query(
        'select 1 from companies where parent_id = $1 and deleted = false limit 1',
        [selfId],
      );
      if (children.rowCount > 0) fields.parentId = apiMessage('parentWithSubcompanies');
    }
  }
  if (refs.defaultBillingCompanyId) {
    const billing = await tx.query<{ company_id: string; active: boolean }>(
      'select company_id, active from billing_companies where id = $1 and deleted = false',
      [refs.defaultBillingCompanyId],
    );
    const row = billing.rows[0];
    if (!row) fields.defaultBillingCompanyId = apiMessage('noSuch', { what: 'billingCompany' });
    else if (!row.active) fields.defaultBillingCompanyId = apiMessage('billingInactive');
    else if (selfId && row.company_id !== selfId)
      fields.defaultBillingCompanyId = apiMessage('billingOtherCompany');
  }
  if (refs.accountManagerId) {
    const manager = await tx.query('select 1 from users where id = $1 and deleted = false', [
      refs.accountManagerId,
    ]);
    if (manager.rowCount === 0) fields.accountManagerId = apiMessage('noSuch', { what: 'account' });
  }
  if (Object.keys(fields).length > 0) {
    const names = Object.keys(fields).join(', ');
    throw refusal(400, apiMessage('invalidForm', { names }), fieldMessages(fields));
  }
}

/** Companies sort by name, case-insensitively. */
const COMPANY_SORTS = { name: [sql`lower(${companies.name})`] };
const COMPANY_ORDER = listOrder('name', COMPANY_SORTS, companies.id);

export function companyRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock, files, config } = deps;

  async function storeLogo(file: File | undefined): Promise<CheckedImage | undefined> {
    if (!file) return undefined;
    const image = await checkImage(file, 'logo', 'companies', config.maxImageBytes);
    await files.put(image.key, image.bytes, image.contentType);
    return image;
  }

  const context = (user: AuthUser) => ({ actor: user, at: clock.now() });

  /** The company with its parent's name, read in the write's transaction. */
  async function viewOf(tx: Transaction, row: CompanyRow) {
    const view = await findCompany(tx.orm, row.id);
    if (!view) throw notFound('Company');
    return view;
  }

  return [
    route({
      method: 'get',
      path: '/api/companies',
      tag: 'Companies',
      summary: 'List companies (subcompanies included unless filtered)',
      description:
        '29 a page, by name. `search` matches name or legal name; `parentId` lists one company’s subcompanies; `hasParent=false|true` only top-level companies or only subcompanies; `billing=none` only those without a default billing company; `tab=all|top|sub` picks the page, and `tabCounts` counts all three tabs for the same search and filters.',
      access: needs('COMPANIES'),
      query: companyListQuery,
      response: pageSchema('companies', companyView),
      handler: async ({ c, query }) => {
        const page = await db.read((orm) =>
          listPage({
            orm,
            table: companies,
            filters: [
              searchAny(query.search, [companies.name, companies.legalName]),
              query.parentId === undefined ? undefined : eq(companies.parentId, query.parentId),
              query.hasParent === undefined
                ? undefined
                : query.hasParent === 'true'
                  ? isNotNull(companies.parentId)
                  : isNull(companies.parentId),
              query.type === undefined ? undefined : eq(companies.type, query.type),
              query.billing === 'none' ? isNull(companies.defaultBillingCompanyId) : undefined,
            ],
            tabs: {
              all: eq(companies.deleted, false),
              top: sql`${companies.deleted} = false and ${companies.parentId} is null`,
              sub: sql`${companies.deleted} = false and ${companies.parentId} is not null`,
            },
            tab: query.tab,
            page: query.page,
            order: COMPANY_ORDER,
            fetch: (where, limit, offset) =>
              selectCompanyViews(orm)
                .where(where)
                .orderBy(...COMPANY_ORDER.by)
                .limit(limit)
                .offset(offset),
          }),
        );
        const { items, ...paging } = page;
        return { companies: items.map((row) => toCompany(row, c.get('urls'))), ...paging };
      },
    }),
    route({
      method: 'get',
      path: '/api/companies/:id',
      tag: 'Companies',
      summary: 'One company',
      access: needs('COMPANIES'),
      params: idParams,
      response: z.object({ data: companyView }),
      handler: async ({ c, params }) => {
        const row = await db.read((orm) => findCompany(orm, params.id));
        if (!row || row.deleted) throw notFound('Company');
        return { data: toCompany(row, c.get('urls')) };
      },
    }),
    route({
      method: 'post',
      path: '/api/companies',
      tag: 'Companies',
      summary: 'Create a company (multipart: the fields, optional `logo` file)',
      description:
        'Each field is its own form field (objects such as `branding` as JSON text, an empty value for none), or all of them as JSON in one `data` field.',
      access: needs('COMPANIES'),
      body: { type: 'multipart', schema: companyCreateInput, files: LOGO_FILE },
      status: 201,
      response: mutationSchema(companyView),
      handler: async ({ c, body, files: uploads, user }) => {
        const logo = await storeLogo(uploads.logo);
        try {
          const row = await db.transaction(async (tx) => {
            await lockForParenting(tx, [body.parentId]);
            await checkReferences(tx, undefined, body);
            const { name, branding, ...rest } = body;
            const created = await createRecord(
              tx,
              companyKind,
              {
                ...rest,
                name,
                branding: branding ?? null,
                logoKey: logo?.key ?? null,
                logoName: logo?.name ?? null,
              },
              context(user),
            );
            return viewOf(tx, created);
          });
          return {
            ...success('companyCreated', { name: row.name }),
            data: toCompany(row, c.get('urls')),
          };
        } catch (error) {
          if (logo) await files.delete(logo.key).catch(() => undefined);
          throw error;
        }
      },
    }),
    route({
      method: 'patch',
      path: '/api/companies/:companyId',
      tag: 'Companies',
      summary: 'Change a company (multipart: changed fields and `version`, optional `logo` file)',
      access: needs('COMPANIES'),
      params: companyIdParams,
      body: { type: 'multipart', schema: companyUpdateInput, files: LOGO_FILE },
      response: mutationSchema(companyView),
      handler: async ({ c, params, body, files: uploads, user }) => {
        const logo = await storeLogo(uploads.logo);
        let oldLogo: string | null = null;
        try {
          const { version, removeLogo, ...changes } = body;
          const row = await db.transaction(async (tx) => {
            if (changes.parentId) await lockForParenting(tx, [params.companyId, changes.parentId]);
            const after = await updateRecord(
              tx,
              companyKind,
              { id: params.companyId, version, live: true },
              async (before) => {
                await checkReferences(tx, before.id, changes);
                const replaceLogo = logo !== undefined || removeLogo === true;
                if (!replaceLogo) return changes;
                oldLogo = before.logoKey;
                return { ...changes, logoKey: logo?.key ?? null, logoName: logo?.name ?? null };
              },
              context(user),
            );
            return viewOf(tx, after);
          });
          if (oldLogo) await files.delete(oldLogo).catch(() => undefined);
          return {
            ...success('companySaved', { name: row.name }),
            data: toCompany(row, c.get('urls')),
          };
        } catch (error) {
          if (logo) await files.delete(logo.key).catch(() => undefined);
          throw error;
        }
      },
    }),
    route({
      method: 'delete',
      path: '/api/companies/:id',
      tag: 'Companies',
      summary: 'Delete a company (soft delete)',
      description:
        'Refused with 409 while it has subcompanies. `?version=` makes the delete conditional.',
      access: needs('COMPANIES'),
      params: idParams,
      query: deleteQuery,
      response: mutationSchema(companyView),
      handler: async ({ c, params, query, user }) => {
        const row = await db.transaction(async (tx) => {
          const children = await tx.query(
            'select 1 from companies where parent_id = $1 and deleted = false limit 1',
            [params.id],
          );
          if (children.rowCount > 0) {
            throw refusal(409, apiMessage('deleteSubcompaniesFirst'));
          }
          const after = await softDeleteRecord(
            tx,
            companyKind,
            { id: params.id, version: query.version, live: true },
            context(user),
          );
          return viewOf(tx, after);
        });
        return {
          ...success('companyDeleted', { name: row.name }),
          data: toCompany(row, c.get('urls')),
        };
      },
    }),
  ];
}

import {
  companyCreateSchema,
  companySchema,
  companyTypeSchema,
  companyUpdateSchema,
  PAGE_SIZE,
} from '@staydesk/domain';
import { z } from 'zod';
import type { Queryable, Transaction } from '../../db/database.js';
import type { AppDeps, AuthUser } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema, pageParam, pageSchema, searchParam } from '../../http/schemas.js';
import { HttpError, notFound, staleVersion } from '../../lib/errors.js';
import { json, likePattern, pageOf } from '../../lib/sql.js';
import { diff, writeAudit } from '../../services/audit.js';
import { type CheckedImage, checkImage } from '../../services/images.js';
import {
  COMPANY_SELECT,
  type CompanyRow,
  companySnapshot,
  findCompany,
  toCompany,
} from './repository.js';

const companyView = companySchema.extend({ parentName: z.string().nullable() });

/** Only the name is required on create; the other fields default to empty or none. */
export const companyCreateInput = companyCreateSchema.partial().required({ name: true });
/** `removeLogo: true` takes the logo away; a new `logo` file replaces it. */
export const companyUpdateInput = companyUpdateSchema.extend({
  removeLogo: z.boolean().optional(),
});

const companyListQuery = z.object({
  page: pageParam,
  search: searchParam,
  /** Only the subcompanies of this company. */
  parentId: z.uuid('Not a valid id').optional(),
  /** `false`: top-level companies only; `true`: subcompanies only. */
  hasParent: z.enum(['true', 'false']).optional(),
  type: companyTypeSchema.optional(),
});

const companyIdParams = z.object({ companyId: z.uuid('Not a valid id') });
const idParams = z.object({ id: z.uuid('Not a valid id') });
const deleteQuery = z.object({ version: z.coerce.number().int().min(1).optional() });

const LOGO_FILE = { logo: 'The company logo: png, jpeg, jpg, webp or avif' };

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
  const fields: Record<string, string> = {};
  if (refs.parentId) {
    const parent = await tx.query<{ parent_id: string | null; deleted: boolean }>(
      'select parent_id, deleted from companies where id = $1',
      [refs.parentId],
    );
    const row = parent.rows[0];
    if (!row || row.deleted) fields.parentId = 'No such company';
    else if (row.parent_id) fields.parentId = 'A subcompany cannot have subcompanies';
    else if (refs.parentId === selfId) fields.parentId = 'A company cannot be its own parent';
    else if (selfId) {
      const children = await tx.query(
        'select 1 from companies where parent_id = $1 and deleted = false limit 1',
        [selfId],
      );
      if (children.rowCount > 0) fields.parentId = 'A company with subcompanies cannot become one';
    }
  }
  if (refs.defaultBillingCompanyId) {
    const billing = await tx.query(
      'select 1 from billing_companies where id = $1 and deleted = false',
      [refs.defaultBillingCompanyId],
    );
    if (billing.rowCount === 0) fields.defaultBillingCompanyId = 'No such billing company';
  }
  if (refs.accountManagerId) {
    const manager = await tx.query('select 1 from users where id = $1 and deleted = false', [
      refs.accountManagerId,
    ]);
    if (manager.rowCount === 0) fields.accountManagerId = 'No such account';
  }
  if (Object.keys(fields).length > 0) {
    throw new HttpError(400, `Invalid form: ${Object.keys(fields).join(', ')}`, { fields });
  }
}

export function companyRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock, files, config } = deps;

  async function storeLogo(file: File | undefined): Promise<CheckedImage | undefined> {
    if (!file) return undefined;
    const image = await checkImage(file, 'logo', 'companies', config.maxImageBytes);
    await files.put(image.key, image.bytes, image.contentType);
    return image;
  }

  async function audit(
    tx: Transaction,
    actor: AuthUser,
    action: string,
    before: CompanyRow | null,
    after: CompanyRow,
  ) {
    await writeAudit(tx, {
      actorId: actor.id,
      action,
      recordType: 'company',
      recordId: after.id,
      changes: diff(before ? companySnapshot(before) : null, companySnapshot(after)),
      at: clock.now(),
    });
  }

  return [
    route({
      method: 'get',
      path: '/api/companies',
      tag: 'Companies',
      summary: 'List companies (subcompanies included unless filtered)',
      description:
        '29 a page, by name. `search` matches name or legal name; `parentId` lists one company’s subcompanies; `hasParent=false|true` only top-level companies or only subcompanies.',
      access: needs('COMPANIES'),
      query: companyListQuery,
      response: pageSchema('companies', companyView),
      handler: async ({ c, query }) => {
        const where = ['c.deleted = false'];
        const params: unknown[] = [];
        if (query.search) {
          params.push(likePattern(query.search));
          where.push(`(c.name ilike $${params.length} or c.legal_name ilike $${params.length})`);
        }
        if (query.parentId) {
          params.push(query.parentId);
          where.push(`c.parent_id = $${params.length}`);
        }
        if (query.hasParent)
          where.push(`c.parent_id is ${query.hasParent === 'true' ? 'not ' : ''}null`);
        if (query.type) {
          params.push(query.type);
          where.push(`c.type = $${params.length}`);
        }
        const clause = where.join(' and ');
        const count = await db.query<{ total: number }>(
          `select count(*)::int as total from companies c where ${clause}`,
          params,
        );
        const paging = pageOf(count.rows[0]?.total ?? 0, query.page, PAGE_SIZE);
        const rows = await db.query<CompanyRow>(
          `${COMPANY_SELECT} where ${clause} order by lower(c.name), c.id limit ${PAGE_SIZE} offset ${paging.offset}`,
          params,
        );
        return {
          companies: rows.rows.map((row) => toCompany(row, c.get('urls'))),
          total: paging.total,
          page: paging.page,
          pageCount: paging.pageCount,
          pageSize: PAGE_SIZE,
        };
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
        const row = await findCompany(db, params.id);
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
            await checkReferences(tx, undefined, body);
            const inserted = await tx.query<{ id: string }>(
              `insert into companies (name, legal_name, registration_number, vat_number, type, parent_id,
                 default_billing_company_id, account_manager_id, logo_key, logo_name, branding,
                 created_by, created_at, updated_at)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12, $13, $13) returning id`,
              [
                body.name,
                body.legalName ?? '',
                body.registrationNumber ?? '',
                body.vatNumber ?? '',
                body.type ?? 'corporate',
                body.parentId ?? null,
                body.defaultBillingCompanyId ?? null,
                body.accountManagerId ?? null,
                logo?.key ?? null,
                logo?.name ?? null,
                json(body.branding ?? null),
                user.id,
                clock.now(),
              ],
            );
            const created = (await findCompany(tx, inserted.rows[0]?.id as string)) as CompanyRow;
            await audit(tx, user, 'create', null, created);
            return created;
          });
          return { message: `${row.name} created`, data: toCompany(row, c.get('urls')) };
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
          const row = await db.transaction(async (tx) => {
            const locked = await tx.query<CompanyRow>(
              'select * from companies where id = $1 for update',
              [params.companyId],
            );
            const before = locked.rows[0];
            if (!before || before.deleted) throw notFound('Company');
            if (before.version !== body.version) throw staleVersion('This company');
            await checkReferences(tx, before.id, body);
            const replaceLogo = logo !== undefined || body.removeLogo === true;
            if (replaceLogo) oldLogo = before.logo_key;
            await tx.query(
              `update companies set name = $2, legal_name = $3, registration_number = $4, vat_number = $5,
                 type = $6, parent_id = $7, default_billing_company_id = $8, account_manager_id = $9,
                 logo_key = $10, logo_name = $11, branding = $12::text::jsonb,
                 version = version + 1, updated_at = $13
               where id = $1`,
              [
                before.id,
                body.name ?? before.name,
                body.legalName ?? before.legal_name,
                body.registrationNumber ?? before.registration_number,
                body.vatNumber ?? before.vat_number,
                body.type ?? before.type,
                body.parentId === undefined ? before.parent_id : body.parentId,
                body.defaultBillingCompanyId === undefined
                  ? before.default_billing_company_id
                  : body.defaultBillingCompanyId,
                body.accountManagerId === undefined
                  ? before.account_manager_id
                  : body.accountManagerId,
                replaceLogo ? (logo?.key ?? null) : before.logo_key,
                replaceLogo ? (logo?.name ?? null) : before.logo_name,
                json(body.branding === undefined ? before.branding : body.branding),
                clock.now(),
              ],
            );
            const after = (await findCompany(tx, before.id)) as CompanyRow;
            await audit(tx, user, 'update', before, after);
            return after;
          });
          if (oldLogo) await files.delete(oldLogo).catch(() => undefined);
          return { message: `${row.name} saved`, data: toCompany(row, c.get('urls')) };
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
          const locked = await tx.query<CompanyRow>(
            'select * from companies where id = $1 for update',
            [params.id],
          );
          const before = locked.rows[0];
          if (!before || before.deleted) throw notFound('Company');
          if (query.version !== undefined && before.version !== query.version)
            throw staleVersion('This company');
          const children = await tx.query(
            'select 1 from companies where parent_id = $1 and deleted = false limit 1',
            [before.id],
          );
          if (children.rowCount > 0) {
            throw new HttpError(409, 'Delete or move its subcompanies first');
          }
          await tx.query(
            'update companies set deleted = true, version = version + 1, updated_at = $2 where id = $1',
            [before.id, clock.now()],
          );
          const after = (await findCompany(tx, before.id)) as CompanyRow;
          await audit(tx, user, 'delete', before, after);
          return after;
        });
        return { message: `${row.name} deleted`, data: toCompany(row, c.get('urls')) };
      },
    }),
  ];
}

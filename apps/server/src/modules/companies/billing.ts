import {
  apiMessage,
  type BillingCompany,
  billingCompanyCreateSchema,
  billingCompanySchema,
  billingCompanyUpdateSchema,
  pagedSchema,
} from '@staydesk/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Transaction } from '../../db/database.js';
import {
  createRecord,
  listOrder,
  listPage,
  onlyRow,
  type RecordKind,
  searchAny,
  softDeleteRecord,
  updateRecord,
} from '../../db/records.js';
import { checkCompanyReferences } from '../../db/references.js';
import { billingCompanies } from '../../db/schema.js';
import type { AppDeps, AuthUser } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { idParams, mutationSchema, pageParam, searchParam } from '../../http/schemas.js';
import { invalid, notFound, refusal, success } from '../../lib/errors.js';
import { companyKind } from './repository.js';

/** A billing company as stored: the row type comes from the Drizzle table. */
type BillingRow = typeof billingCompanies.$inferSelect;
type BillingValues = Omit<
  typeof billingCompanies.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

const billingKind: RecordKind<BillingRow, BillingValues> = {
  recordType: 'billingCompany',
  label: 'Billing company',
  nameOf: (row) => row.legalName,
  lock: async (tx, id) =>
    (
      await tx.orm.select().from(billingCompanies).where(eq(billingCompanies.id, id)).for('update')
    )[0],
  insert: async (tx, values) =>
    onlyRow(await tx.orm.insert(billingCompanies).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(
      await tx.orm.update(billingCompanies).set(set).where(eq(billingCompanies.id, id)).returning(),
    ),
  remove: async (tx, id) => {
    await tx.orm.delete(billingCompanies).where(eq(billingCompanies.id, id));
  },
};

/**
 * A company's default billing company stays active and its own: deactivating, moving or deleting
 * it waits until the company has another default (a 422 naming the company).
 */
async function refuseIfDefault(tx: Transaction, billingId: string): Promise<void> {
  const found = await tx.query<{ name: string }>(
    'select name from companies where default_billing_company_id = $1 and deleted = false limit 1',
    [billingId],
  );
  const company = found.rows[0];
  if (company) throw refusal(422, apiMessage('billingIsDefault', { company: company.name }));
}

function toBilling(row: BillingRow): BillingCompany {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const listQuery = z.object({
  page: pageParam,
  search: searchParam,
  companyId: z.optional(z.uuid('Not a valid id')),
  /** `true`: only active ones (the pickers); `false`: only deactivated ones. */
  active: z.optional(z.enum(['true', 'false'])),
});
const deleteQuery = z.object({ version: z.optional(z.coerce.number().check(z.int(), z.gte(1))) });

/** Billing companies sort by legal name, case-insensitively. */
const BILLING_SORTS = { legalName: [sql`lower(${billingCompanies.legalName})`] };
const BILLING_ORDER = listOrder('legalName', BILLING_SORTS, billingCompanies.id);

/** Billing companies: the legal entities invoices go to, each belonging to a client company. */
export function billingCompanyRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const base = '/api/v1/billing-companies';
  const context = (user: AuthUser) => ({ actor: user, at: clock.now() });

  return [
    route({
      method: 'get',
      path: base,
      tag: 'Billing companies',
      summary: 'List billing companies',
      description:
        '29 a page, by legal name; `search` matches legal name or VAT number; `companyId` and `active` (`true` | `false`) filter.',
      access: needs('COMPANIES'),
      query: listQuery,
      response: pagedSchema(billingCompanySchema),
      handler: async ({ query }) => {
        const page = await db.read((orm) =>
          listPage({
            orm,
            table: billingCompanies,
            filters: [
              searchAny(query.search, [billingCompanies.legalName, billingCompanies.vatNumber]),
              query.companyId === undefined
                ? undefined
                : eq(billingCompanies.companyId, query.companyId),
              query.active === undefined
                ? undefined
                : eq(billingCompanies.active, query.active === 'true'),
            ],
            tabs: { active: eq(billingCompanies.deleted, false) },
            tab: 'active',
            page: query.page,
            order: BILLING_ORDER,
            fetch: (where, limit, offset) =>
              orm
                .select()
                .from(billingCompanies)
                .where(where)
                .orderBy(...BILLING_ORDER.by)
                .limit(limit)
                .offset(offset),
          }),
        );
        const { items, ...paging } = page;
        return { ...paging, items: items.map(toBilling) };
      },
    }),
    route({
      method: 'get',
      path: `${base}/:id`,
      tag: 'Billing companies',
      summary: 'One billing company',
      access: needs('COMPANIES'),
      params: idParams,
      response: z.object({ data: billingCompanySchema }),
      handler: async ({ params }) => {
        const [row] = await db.read((orm) =>
          orm.select().from(billingCompanies).where(eq(billingCompanies.id, params.id)),
        );
        if (!row || row.deleted) throw notFound('Billing company');
        return { data: toBilling(row) };
      },
    }),
    route({
      method: 'post',
      path: base,
      tag: 'Billing companies',
      summary: 'Create a billing company (`makeDefault: true` makes it its company’s default)',
      access: needs('COMPANIES'),
      body: { type: 'json', schema: billingCompanyCreateSchema },
      status: 201,
      response: mutationSchema(billingCompanySchema),
      handler: async ({ body, user }) => {
        const { makeDefault, ...values } = body;
        const row = await db.transaction(async (tx) => {
          await checkCompanyReferences(tx, { companyId: values.companyId });
          // The new row's foreign key takes a share lock on the company; making it the default
          // then needs the company's update lock. Taken first, two such creates queue on the
          // company instead of each holding the share lock the other waits on (a deadlock).
          if (makeDefault) await companyKind.lock(tx, values.companyId);
          const created = await createRecord(tx, billingKind, values, context(user));
          if (makeDefault) {
            if (!created.active) throw invalid({ makeDefault: apiMessage('billingInactive') });
            await updateRecord(
              tx,
              companyKind,
              { id: values.companyId, version: undefined, live: true },
              { defaultBillingCompanyId: created.id },
              context(user),
            );
          }
          return created;
        });
        return {
          ...success('billingCompanyCreated', { name: row.legalName }),
          data: toBilling(row),
        };
      },
    }),
    route({
      method: 'patch',
      path: `${base}/:id`,
      tag: 'Billing companies',
      summary: 'Change a billing company (changed fields and `version`)',
      description:
        '`active: false` deactivates it (it leaves the pickers); refused (422) for a company’s default billing company, as moving it to another company is.',
      access: needs('COMPANIES'),
      params: idParams,
      body: { type: 'json', schema: billingCompanyUpdateSchema },
      response: mutationSchema(billingCompanySchema),
      handler: async ({ params, body, user }) => {
        const { version, ...changes } = body;
        const row = await db.transaction(async (tx) => {
          await checkCompanyReferences(tx, { companyId: changes.companyId });
          return updateRecord(
            tx,
            billingKind,
            { id: params.id, version, live: true },
            async (before) => {
              const leaving =
                changes.active === false ||
                (changes.companyId !== undefined && changes.companyId !== before.companyId);
              if (leaving) await refuseIfDefault(tx, before.id);
              return changes;
            },
            context(user),
          );
        });
        return { ...success('billingCompanySaved', { name: row.legalName }), data: toBilling(row) };
      },
    }),
    route({
      method: 'delete',
      path: `${base}/:id`,
      tag: 'Billing companies',
      summary: 'Delete a billing company (soft delete)',
      description:
        'Refused (422) while invoices name it (deactivate it instead: PATCH `active: false`) and while it is a company’s default billing company.',
      access: needs('COMPANIES'),
      params: idParams,
      query: deleteQuery,
      response: mutationSchema(billingCompanySchema),
      handler: async ({ params, query, user }) => {
        const row = await db.transaction(async (tx) => {
          await billingKind.lock(tx, params.id);
          const invoices = await tx.query<{ count: number }>(
            'select count(*)::int as count from invoices where billing_company_id = $1',
            [params.id],
          );
          const count = invoices.rows[0]?.count ?? 0;
          if (count > 0) throw refusal(422, apiMessage('billingNamedOnInvoices', { count }));
          await refuseIfDefault(tx, params.id);
          return softDeleteRecord(
            tx,
            billingKind,
            { id: params.id, version: query.version, live: true },
            context(user),
          );
        });
        return {
          ...success('billingCompanyDeleted', { name: row.legalName }),
          data: toBilling(row),
        };
      },
    }),
  ];
}

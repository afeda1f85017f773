import {
  type Address,
  type BillingCompany,
  billingCompanyCreateSchema,
  billingCompanySchema,
  billingCompanyUpdateSchema,
  type InvoiceGrouping,
  PAGE_SIZE,
} from '@staydesk/domain';
import { z } from 'zod';
import type { Queryable, Transaction } from '../../db/database.js';
import type { AppDeps, AuthUser } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import {
  idParams,
  mutationSchema,
  pageParam,
  pageSchema,
  searchParam,
} from '../../http/schemas.js';
import { HttpError, notFound, staleVersion } from '../../lib/errors.js';
import { iso, json, likePattern, pageOf } from '../../lib/sql.js';
import { diff, writeAudit } from '../../services/audit.js';

interface BillingRow {
  id: string;
  company_id: string;
  legal_name: string;
  billing_address: Address;
  accounts_emails: string[];
  vat_number: string;
  payment_terms_days: number;
  purchase_order_required: boolean;
  invoice_grouping: InvoiceGrouping;
  invoice_prefix: string;
  version: number;
  deleted: boolean;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
}

function toBilling(row: BillingRow): BillingCompany {
  return {
    id: row.id,
    companyId: row.company_id,
    legalName: row.legal_name,
    billingAddress: row.billing_address,
    accountsEmails: row.accounts_emails,
    vatNumber: row.vat_number,
    paymentTermsDays: row.payment_terms_days,
    purchaseOrderRequired: row.purchase_order_required,
    invoiceGrouping: row.invoice_grouping,
    invoicePrefix: row.invoice_prefix,
    version: row.version,
    deleted: row.deleted,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    createdBy: row.created_by,
  };
}

function snapshot(row: BillingRow): Record<string, unknown> {
  const { id: _id, version: _v, created_at: _c, updated_at: _u, created_by: _b, ...rest } = row;
  return toBillingFields(rest);
}

function toBillingFields(
  row: Omit<BillingRow, 'id' | 'version' | 'created_at' | 'updated_at' | 'created_by'>,
) {
  return {
    companyId: row.company_id,
    legalName: row.legal_name,
    billingAddress: row.billing_address,
    accountsEmails: row.accounts_emails,
    vatNumber: row.vat_number,
    paymentTermsDays: row.payment_terms_days,
    purchaseOrderRequired: row.purchase_order_required,
    invoiceGrouping: row.invoice_grouping,
    invoicePrefix: row.invoice_prefix,
    deleted: row.deleted,
  };
}

const listQuery = z.object({
  page: pageParam,
  search: searchParam,
  companyId: z.uuid('Not a valid id').optional(),
});
const deleteQuery = z.object({ version: z.coerce.number().int().min(1).optional() });

async function assertCompany(tx: Queryable, companyId: string): Promise<void> {
  const found = await tx.query('select 1 from companies where id = $1 and deleted = false', [
    companyId,
  ]);
  if (found.rowCount === 0) {
    throw new HttpError(400, 'Invalid body: companyId', {
      fields: { companyId: 'No such company' },
    });
  }
}

/** Billing companies: the legal entities invoices go to, each belonging to a client company. */
export function billingCompanyRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const base = '/api/v1/billing-companies';

  async function audit(
    tx: Transaction,
    actor: AuthUser,
    action: string,
    before: BillingRow | null,
    after: BillingRow,
  ) {
    await writeAudit(tx, {
      actorId: actor.id,
      action,
      recordType: 'billingCompany',
      recordId: after.id,
      changes: diff(before ? snapshot(before) : null, snapshot(after)),
      at: clock.now(),
    });
  }

  async function lock(tx: Queryable, id: string, version: number | undefined): Promise<BillingRow> {
    const locked = await tx.query<BillingRow>(
      'select * from billing_companies where id = $1 for update',
      [id],
    );
    const row = locked.rows[0];
    if (!row || row.deleted) throw notFound('Billing company');
    if (version !== undefined && row.version !== version)
      throw staleVersion('This billing company');
    return row;
  }

  return [
    route({
      method: 'get',
      path: base,
      tag: 'Billing companies',
      summary: 'List billing companies',
      description:
        '29 a page, by legal name; `search` matches legal name or VAT number; `companyId` filters.',
      access: needs('COMPANIES'),
      query: listQuery,
      response: pageSchema('billingCompanies', billingCompanySchema),
      handler: async ({ query }) => {
        const where = ['deleted = false'];
        const params: unknown[] = [];
        if (query.search) {
          params.push(likePattern(query.search));
          where.push(`(legal_name ilike $${params.length} or vat_number ilike $${params.length})`);
        }
        if (query.companyId) {
          params.push(query.companyId);
          where.push(`company_id = $${params.length}`);
        }
        const clause = where.join(' and ');
        const count = await db.query<{ total: number }>(
          `select count(*)::int as total from billing_companies where ${clause}`,
          params,
        );
        const paging = pageOf(count.rows[0]?.total ?? 0, query.page, PAGE_SIZE);
        const rows = await db.query<BillingRow>(
          `select * from billing_companies where ${clause} order by lower(legal_name), id limit ${PAGE_SIZE} offset ${paging.offset}`,
          params,
        );
        return {
          billingCompanies: rows.rows.map(toBilling),
          total: paging.total,
          page: paging.page,
          pageCount: paging.pageCount,
          pageSize: PAGE_SIZE,
        };
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
        const found = await db.query<BillingRow>('select * from billing_companies where id = $1', [
          params.id,
        ]);
        const row = found.rows[0];
        if (!row || row.deleted) throw notFound('Billing company');
        return { data: toBilling(row) };
      },
    }),
    route({
      method: 'post',
      path: base,
      tag: 'Billing companies',
      summary: 'Create a billing company',
      access: needs('COMPANIES'),
      body: { type: 'json', schema: billingCompanyCreateSchema },
      status: 201,
      response: mutationSchema(billingCompanySchema),
      handler: async ({ body, user }) => {
        const row = await db.transaction(async (tx) => {
          await assertCompany(tx, body.companyId);
          const inserted = await tx.query<BillingRow>(
            `insert into billing_companies (company_id, legal_name, billing_address, accounts_emails, vat_number,
               payment_terms_days, purchase_order_required, invoice_grouping, invoice_prefix, created_by, created_at, updated_at)
             values ($1, $2, $3::text::jsonb, $4::text::jsonb, $5, $6, $7, $8, $9, $10, $11, $11) returning *`,
            [
              body.companyId,
              body.legalName,
              json(body.billingAddress),
              json(body.accountsEmails),
              body.vatNumber,
              body.paymentTermsDays,
              body.purchaseOrderRequired,
              body.invoiceGrouping,
              body.invoicePrefix,
              user.id,
              clock.now(),
            ],
          );
          const created = inserted.rows[0] as BillingRow;
          await audit(tx, user, 'create', null, created);
          return created;
        });
        return { message: `${row.legal_name} created`, data: toBilling(row) };
      },
    }),
    route({
      method: 'patch',
      path: `${base}/:id`,
      tag: 'Billing companies',
      summary: 'Change a billing company (changed fields and `version`)',
      access: needs('COMPANIES'),
      params: idParams,
      body: { type: 'json', schema: billingCompanyUpdateSchema },
      response: mutationSchema(billingCompanySchema),
      handler: async ({ params, body, user }) => {
        const row = await db.transaction(async (tx) => {
          const before = await lock(tx, params.id, body.version);
          if (body.companyId) await assertCompany(tx, body.companyId);
          const updated = await tx.query<BillingRow>(
            `update billing_companies set company_id = $2, legal_name = $3, billing_address = $4::text::jsonb,
               accounts_emails = $5::text::jsonb, vat_number = $6, payment_terms_days = $7,
               purchase_order_required = $8, invoice_grouping = $9, invoice_prefix = $10,
               version = version + 1, updated_at = $11
             where id = $1 returning *`,
            [
              before.id,
              body.companyId ?? before.company_id,
              body.legalName ?? before.legal_name,
              json(body.billingAddress ?? before.billing_address),
              json(body.accountsEmails ?? before.accounts_emails),
              body.vatNumber ?? before.vat_number,
              body.paymentTermsDays ?? before.payment_terms_days,
              body.purchaseOrderRequired ?? before.purchase_order_required,
              body.invoiceGrouping ?? before.invoice_grouping,
              body.invoicePrefix ?? before.invoice_prefix,
              clock.now(),
            ],
          );
          const after = updated.rows[0] as BillingRow;
          await audit(tx, user, 'update', before, after);
          return after;
        });
        return { message: `${row.legal_name} saved`, data: toBilling(row) };
      },
    }),
    route({
      method: 'delete',
      path: `${base}/:id`,
      tag: 'Billing companies',
      summary: 'Delete a billing company (soft delete)',
      access: needs('COMPANIES'),
      params: idParams,
      query: deleteQuery,
      response: mutationSchema(billingCompanySchema),
      handler: async ({ params, query, user }) => {
        const row = await db.transaction(async (tx) => {
          const before = await lock(tx, params.id, query.version);
          const updated = await tx.query<BillingRow>(
            'update billing_companies set deleted = true, version = version + 1, updated_at = $2 where id = $1 returning *',
            [before.id, clock.now()],
          );
          const after = updated.rows[0] as BillingRow;
          await audit(tx, user, 'delete', before, after);
          return after;
        });
        return { message: `${row.legal_name} deleted`, data: toBilling(row) };
      },
    }),
  ];
}

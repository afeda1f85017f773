import {
  apiMessage,
  type TaxRateCreate,
  type TaxRateListQuery,
  type TaxRateUpdate,
  type TaxRateView,
  taxRateInputSchema,
  taxRateListQuerySchema,
  taxRateListSchema,
  taxRateUpdateSchema,
  taxRateViewSchema,
} from '@staydesk/domain';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database, Orm, Transaction } from '../../db/database.js';
import {
  listOrder,
  listPage,
  onlyRow,
  type RecordKind,
  searchAny,
  updateRecord,
  type WriteContext,
} from '../../db/records.js';
import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/route.js';
import { invalidForm, notFound, refusal } from '../../lib/errors.js';
import { recordRoutes, recordService } from '../record-module.js';
import { taxRates } from './table.js';

/**
 * Tax rates (/api/v1/tax-rates) on the kit: name, percentage, code, default, active. One live
 * rate at most is the default (saving another as default clears it). A rate an invoice line or a
 * catalogue item names is in use: it cannot be deleted, only retired (isActive false).
 */

export type TaxRateRow = typeof taxRates.$inferSelect;
type TaxRateValues = Omit<
  typeof taxRates.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export const taxRateKind: RecordKind<TaxRateRow, TaxRateValues> = {
  recordType: 'taxRate',
  label: 'Tax rate',
  nameOf: (row) => row.name,
  lock: async (tx, id) =>
    (await tx.orm.select().from(taxRates).where(eq(taxRates.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(taxRates).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(taxRates).set(set).where(eq(taxRates.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(taxRates).where(eq(taxRates.id, id));
  },
};

// Written with the table's own name: Drizzle leaves columns of a one-table select unqualified,
// and an unqualified "id" inside the subqueries would be the subquery's own.
const inUse = sql<boolean>`(exists (select 1 from invoice_lines l where l.tax_rate_id = "tax_rates"."id")
  or exists (select 1 from invoice_catalogue_items i where i.tax_rate_id = "tax_rates"."id"))`;

const viewColumns = { ...getTableColumns(taxRates), inUse };
type ViewRow = TaxRateRow & { inUse: boolean };

function toView(row: ViewRow): TaxRateView {
  return {
    id: row.id,
    name: row.name,
    percentage: row.percentage,
    code: row.code,
    isDefault: row.isDefault,
    isActive: row.isActive,
    inUse: row.inUse,
    version: row.version,
    deleted: row.deleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export async function findTaxRateView(orm: Orm, id: string): Promise<TaxRateView | undefined> {
  const [row] = await orm.select(viewColumns).from(taxRates).where(eq(taxRates.id, id));
  return row && toView(row);
}

const SORT_KEYS = {
  name: [sql`lower(${taxRates.name})`],
  percentage: [taxRates.percentage],
  createdAt: [taxRates.createdAt],
  updatedAt: [taxRates.updatedAt],
};

export function listTaxRates(orm: Orm, query: TaxRateListQuery) {
  const live = eq(taxRates.deleted, false);
  const order = listOrder(query.sort, SORT_KEYS, taxRates.id);
  return listPage({
    orm,
    table: taxRates,
    filters: [searchAny(query.search, [taxRates.name, taxRates.code])],
    tabs: {
      active: and(live, eq(taxRates.isActive, true)) ?? live,
      retired: and(live, eq(taxRates.isActive, false)) ?? live,
      deleted: eq(taxRates.deleted, true),
    },
    tab: query.tab,
    page: query.page,
    order,
    fetch: async (where, limit, offset) =>
      (
        await orm
          .select(viewColumns)
          .from(taxRates)
          .where(where)
          .orderBy(...order.by)
          .limit(limit)
          .offset(offset)
      ).map(toView),
  });
}

/** Saving a rate as the default takes the flag from the rate that had it (one live default). */
async function clearOtherDefaults(tx: Transaction, keep: string | null): Promise<void> {
  await tx.orm
    .update(taxRates)
    .set({ isDefault: false })
    .where(
      keep === null
        ? eq(taxRates.isDefault, true)
        : and(eq(taxRates.isDefault, true), ne(taxRates.id, keep)),
    );
}

export const TAX_RATE_IN_USE =
  'This tax rate is used by invoices or items, so it cannot be deleted. Retire it instead.';

export function taxRateService(db: Database) {
  const base = recordService(db, {
    kind: taxRateKind,
    findView: findTaxRateView,
    toValues: (input: TaxRateCreate) => input,
    toChanges: (changes: Omit<TaxRateUpdate, 'version'>) => changes,
    checkReferences: async (tx, input) => {
      if (input.isDefault === true) await clearOtherDefaults(tx, null);
    },
  });
  const context = (ctx: WriteContext) => ctx;
  return {
    ...base,
    /** A rate in use is refused (422); a deleted rate is never the default. */
    remove(id: string, version: number, ctx: WriteContext) {
      return db.transaction(async (tx) => {
        const row = await updateRecord(
          tx,
          taxRateKind,
          { id, version },
          async (locked) => {
            const [used] = await tx.orm
              .select({ used: inUse })
              .from(taxRates)
              .where(eq(taxRates.id, locked.id));
            if (used?.used) throw refusal(422, apiMessage('taxRateInUse'));
            return { isDefault: false };
          },
          context(ctx),
          { action: 'delete', deleted: true },
        );
        const view = await findTaxRateView(tx.orm, row.id);
        if (!view) throw notFound(taxRateKind.label);
        return view;
      });
    },
  };
}

/** The rate a line names, live (400 naming the field otherwise). */
export async function liveTaxRate(tx: Transaction, id: string, field: string): Promise<TaxRateRow> {
  const [row] = await tx.orm
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.id, id), eq(taxRates.deleted, false)));
  if (!row) throw invalidForm({ [field]: apiMessage('noSuch', { what: 'taxRate' }) });
  return row;
}

export function taxRateRoutes(deps: AppDeps): RouteSpec[] {
  return recordRoutes(deps, {
    base: '/api/v1/tax-rates',
    idParam: 'taxRateId',
    permission: 'INVOICES',
    writePermission: 'MANAGE_TAX_RATES_AND_ITEMS',
    tag: 'Tax rates',
    nouns: { one: 'tax rate', many: 'tax rates', record: 'taxRate' },
    listDescription:
      '`search` matches name or code; `tab` is active (default), retired or deleted; `sort` is name, percentage, createdAt or updatedAt, prefixed with - for descending. `inUse` rates cannot be deleted (422), only retired.',
    schemas: {
      listQuery: taxRateListQuerySchema,
      list: taxRateListSchema,
      view: taxRateViewSchema,
      create: taxRateInputSchema,
      update: taxRateUpdateSchema,
    },
    list: listTaxRates,
    service: taxRateService(deps.db),
  });
}
